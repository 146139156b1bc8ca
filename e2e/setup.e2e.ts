// Journey 15: a new owner's first hour on an empty database (SEED_DEMO=0): the app opens the setup,
// and the owner fills in the company, adds a property, imports a bank statement, skips the documents
// and adds the state's standard deadlines from the setup; the home page then shows the new company's
// figures and no checklist. Screenshots of the setup at phone and desktop widths, and an axe scan.
import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DESKTOP, PHONE, artifact, getJson, launchBrowser, newPage, startService, usd, type Service } from "./harness";

let service: Service;
let browser: Browser;

beforeAll(async () => {
  service = await startService({ port: 8793 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

it("15. from an empty database: the setup opens, every step is done or skipped, and the home page shows the new company", async () => {
  const { context, page, errors } = await newPage(browser, service.baseUrl);
  await page.goto("/");
  await page.waitForURL(/\/setup$/);
  await page.getByRole("heading", { name: "Set up your company" }).waitFor();
  expect(await page.getByTestId("setup-progress").innerText()).toContain("0 of 5 steps done");
  for (const [viewport, name] of [[PHONE, "setup-375.png"], [DESKTOP, "setup-1440.png"]] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: artifact(name), fullPage: true });
    expect(Number(await page.evaluate("document.documentElement.scrollWidth"))).toBeLessThanOrEqual(viewport.width);
  }
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  // 1. The company.
  await page.getByTestId("setup-company").getByRole("link", { name: "Fill in the profile" }).click();
  await page.getByLabel("Legal name").fill("Juniper Row Homes LLC");
  await page.getByLabel("Entity type").fill("LLC, taxed as a partnership");
  await page.getByLabel("State of formation").fill("OR");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("Company profile saved.").waitFor();

  // 2. A property.
  await page.goto("/setup");
  await page.getByTestId("setup-company").getByText("Done").waitFor();
  await page.getByTestId("setup-properties").getByRole("link", { name: "Add a property" }).click();
  await page.getByLabel("Address").fill("41 Alder Street, Eugene, OR 97401");
  await page.getByLabel("Acquisition date").fill("2024-03-15");
  await page.getByLabel("Purchase price").fill("385000.00");
  await page.getByLabel("Land basis").fill("85000.00");
  await page.getByLabel("Building basis").fill("300000.00");
  await page.getByRole("button", { name: "Add property" }).click();
  await page.getByRole("heading", { name: "41 Alder Street, Eugene, OR 97401" }).waitFor();

  // 3. A bank statement, dated this year so the home page's year to date holds it.
  const year = new Date().getFullYear();
  const csv = ["Date,Description,Amount", `${year}-01-02,ZELLE FROM TENANT RENT JANUARY,1650.00`, `${year}-01-09,EUGENE WATER AND ELECTRIC BOARD,-118.40`, `${year}-01-20,ALDER ST HOA DUES,-95.00`, ""].join("\n");
  await page.goto("/setup");
  await page.getByTestId("setup-properties").getByText("Done").waitFor();
  await page.getByTestId("setup-import").getByRole("link", { name: "Import a statement" }).click();
  await page.getByLabel("File", { exact: true }).setInputFiles({ name: "checking.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await page.getByRole("button", { name: "Import 3 transactions" }).click();
  await page.getByTestId("import-result").waitFor();

  // 4. The documents: skipped, then still offered on the setup.
  await page.goto("/setup");
  await page.getByTestId("setup-import").getByText("Done").waitFor();
  await page.getByTestId("setup-documents").getByRole("button", { name: "Skip for now" }).click();
  await page.getByTestId("setup-documents").getByText("Skipped").waitFor();

  // 5. The state's standard deadlines, previewed then added, from the setup itself.
  await page.getByTestId("setup-deadlines").getByRole("button", { name: "Add the standard deadlines" }).click();
  const dialog = page.getByRole("dialog", { name: "Add the standard deadlines" });
  await dialog.getByRole("button", { name: "Preview" }).click();
  const add = dialog.getByRole("button", { name: /^Add \d+ deadlines?$/ });
  await add.waitFor();
  await add.click();
  await page.getByTestId("setup-deadlines").getByText("Done").waitFor();
  expect(await page.getByTestId("setup-progress").innerText()).toContain("Every step is done or skipped. 4 of 5 steps done");
  expect((await getJson<{ total: number }>(service.baseUrl, "/api/v1/obligations?page_size=1")).total).toBeGreaterThan(0);

  // The home page: the new company's figures, and no checklist left.
  await page.goto("/");
  await page.getByTestId("ytd-net").locator(".money").waitFor();
  const pnl = await getJson<{ revenue: string; expenses: string; net: string }>(service.baseUrl, "/api/v1/reports/profit-and-loss");
  expect(pnl.revenue).toBe("1650.00");
  expect(await page.getByTestId("ytd-income").innerText()).toBe(usd(pnl.revenue));
  expect(await page.getByTestId("ytd-net").innerText()).toBe(usd(pnl.net));
  await page.locator(".property-card").first().waitFor();
  expect(await page.getByTestId("setup-checklist").count()).toBe(0);
  expect(page.url()).toBe(`${service.baseUrl}/`);
  expect(errors).toEqual([]);
  await context.close();
});

it("the checklist stays on the home page while a step is to do, and a skipped step can be taken up again", async () => {
  const { context, page } = await newPage(browser, service.baseUrl);
  // A new browser has skipped nothing: the documents step is to do again, so the checklist shows.
  await page.goto("/");
  const checklist = page.getByTestId("setup-checklist");
  await checklist.waitFor();
  expect(await checklist.innerText()).toContain("4 of 5 done");
  await checklist.getByRole("link", { name: "Continue: your formation documents" }).click();
  await page.waitForURL(/\/setup$/);
  await page.getByTestId("setup-documents").getByRole("button", { name: "Skip for now" }).click();
  await page.getByTestId("setup-documents").getByRole("button", { name: "Take it up again" }).waitFor();
  await page.goto("/");
  await page.getByTestId("ytd-net").locator(".money").waitFor();
  expect(await page.getByTestId("setup-checklist").count()).toBe(0);
  await context.close();
});
