// The app's journeys on the demo company, in Chromium at desktop and phone widths.
import AxeBuilder from "@axe-core/playwright";
import { writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDocx, makePdf } from "../scripts/lib/document-files";
import { DESKTOP, PHONE, artifact, getJson, launchBrowser, newPage, startService, usd, type Service } from "./harness";

let service: Service;
let browser: Browser;

beforeAll(async () => {
  service = await startService({ port: 8791, demo: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

type Pnl = { start_date: string; end_date: string; revenue: string; expenses: string; net: string };
type Page_<T> = { items: T[]; total: number };

async function open(path: string, viewport = DESKTOP): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { context, page, errors } = await newPage(browser, service.baseUrl, viewport);
  await page.goto(path);
  return { page, errors, close: () => context.close() };
}

describe("journeys", () => {
  it("1. the first visit shows the demo dashboard, with the API's profit and loss", async () => {
    const { context, page, errors } = await newPage(browser, service.baseUrl);
    const started = Date.now();
    await page.goto("/");
    // Usable: the year-to-date figures and the property cards are on screen.
    await page.getByTestId("ytd-net").locator(".money").waitFor();
    await page.locator(".property-card").first().waitFor();
    const usable = Date.now() - started;
    console.log(`time to a usable dashboard: ${usable} ms (navigation to figures and property cards, fresh browser context)`);

    const pnl = await getJson<Pnl>(service.baseUrl, "/api/v1/reports/profit-and-loss?group_by=property");
    expect(await page.getByTestId("ytd-income").innerText()).toBe(usd(pnl.revenue));
    expect(await page.getByTestId("ytd-expenses").innerText()).toBe(usd(pnl.expenses));
    expect(await page.getByTestId("ytd-net").innerText()).toBe(usd(pnl.net));
    expect(Number(pnl.revenue)).toBeGreaterThan(0);
    // The chart has drawn, and every demo property has its card.
    await page.locator(".chart canvas").first().waitFor();
    expect(await page.locator(".property-card").count()).toBeGreaterThanOrEqual(3);
    // The uncategorized count links to the review queue, and there is no link when nothing waits.
    const uncategorized = await getJson<Page_<unknown>>(service.baseUrl, "/api/v1/transactions?uncategorized=true&page_size=1");
    const link = page.getByTestId("uncategorized-link");
    await page.getByText(/uncategorized transactions? need|Every transaction has a category/).waitFor();
    expect(await link.count()).toBe(uncategorized.total > 0 ? 1 : 0);
    expect(uncategorized.total === 0 || (await link.innerText()).includes(String(uncategorized.total))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("2. a PDF and a DOCX turn searchable and the assistant answers from them, citing the document", async () => {
    const { page, errors, close } = await open("/documents");
    const pdf = makePdf([["Snow Removal Service Agreement", "The contractor Northwind Plowing clears the driveways after every snowfall of two inches or more.", "The plowing fee is 85 dollars per visit, invoiced monthly."]]);
    const docx = makeDocx([{ heading: 1, text: "Hot Tub Maintenance Agreement" }, "Bluewater Spa Care services the hot tub every second Tuesday.", "The chemical balance is checked at each visit and logged for the owner."]);
    await page.locator("#upload-input").setInputFiles([
      { name: "Snow Removal Agreement.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) },
      { name: "Hot Tub Maintenance Agreement.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from(docx) },
    ]);
    const uploads = page.getByTestId("uploads");
    await uploads.getByText("Snow Removal Agreement.pdf").waitFor();
    try {
      await expect.poll(async () => uploads.locator(".badge", { hasText: "Searchable" }).count(), { timeout: 90_000, interval: 500 }).toBe(2);
    } catch (failure) {
      // What the screen, the API and the server said, so that a failure elsewhere can be read.
      const documents = await getJson<Page_<{ title: string; state: string; ingest_error?: string | null }>>(service.baseUrl, "/api/v1/documents?page_size=20").catch((error: Error) => error.message);
      throw new Error(`the uploads did not turn searchable: ${(failure as Error).message}\nscreen: ${await uploads.innerText()}\napi: ${JSON.stringify(documents)}\nerrors: ${errors.join(" | ")}\nserver:\n${service.log()}`);
    }

    // The list shows them searchable as well.
    const rows = page.getByTestId("document-row");
    await rows.filter({ hasText: "Snow Removal Agreement" }).getByText("Searchable").waitFor();
    await rows.filter({ hasText: "Hot Tub Maintenance Agreement" }).getByText("Searchable").waitFor();

    await page.goto("/assistant");
    await page.getByLabel("Your question").fill("What is the plowing fee per visit in the snow removal agreement?");
    await page.getByRole("button", { name: "Ask" }).click();
    await page.waitForURL(/\/assistant\/[0-9a-f-]{36}$/);
    const answer = page.locator(".turn .answer").last();
    await answer.locator(".sources").waitFor({ timeout: 60_000 });
    expect(await answer.innerText()).toContain("85");
    const cite = answer.locator(".sources a", { hasText: "Snow Removal Agreement" }).first();
    await cite.waitFor();
    // The source opens the document, with the passage highlighted.
    await cite.click();
    await page.waitForURL(/\/documents\/[0-9a-f-]{36}/);
    await page.getByRole("heading", { name: "Snow Removal Agreement" }).waitFor();
    await page.locator(".passage mark").first().waitFor();

    // A reload of the conversation keeps it.
    await page.goBack();
    await page.reload();
    await page.locator(".turn .answer").first().waitFor();
    expect(await page.locator(".turn .question").first().innerText()).toContain("plowing fee");
    expect(errors).toEqual([]);
    await close();
  });

  it("3. a bank CSV with one bad line: the error is shown, fixed, imported, listed, and a re-import creates none", async () => {
    const { page, errors, close } = await open("/transactions/import");
    const csv = ["Date,Description,Amount", "2025-03-04,Ridgeline Gutter Cleaning,-240.00", "2025-03-31,Ridgeline Gutter Cleaning refund,35.00", "2025-14-02,Ridgeline Window Washing,-180.00", ""].join("\n");
    await page.getByLabel("File", { exact: true }).setInputFiles({ name: "gutters.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Check the file" }).click();
    const problems = page.getByTestId("import-errors");
    await problems.waitFor();
    expect(await problems.innerText()).toContain("4");
    // Fix the line in place and check again.
    await page.getByLabel("Content of line 4").fill("2025-04-02,Ridgeline Window Washing,-180.00");
    await page.getByRole("button", { name: "Check again" }).click();
    await page.getByRole("button", { name: "Import 3 transactions" }).click();
    await page.getByTestId("import-result").waitFor();
    expect(await page.getByTestId("import-result").innerText()).toContain("3 transactions created");

    await page.goto("/transactions?period=all&q=Ridgeline");
    await page.getByRole("cell", { name: "Ridgeline Window Washing", exact: true }).waitFor();
    expect(await page.locator("tbody tr").count()).toBe(3);

    await page.goto("/transactions/import");
    const fixed = csv.replace("2025-14-02", "2025-04-02");
    await page.getByLabel("File", { exact: true }).setInputFiles({ name: "gutters.csv", mimeType: "text/csv", buffer: Buffer.from(fixed) });
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByRole("button", { name: "Nothing new to import" }).waitFor();
    expect(await page.locator(".import-summary").innerText()).toMatch(/Already in the books\s+3/);
    expect(errors).toEqual([]);
    await close();
  });

  it("4. completing a recurring deadline shows its successor with the next date", async () => {
    type Obligation = { id: string; description: string; due_date: string; next_due_date: string | null; recurrence: string | null; status: string };
    const open_ = await getJson<Page_<Obligation>>(service.baseUrl, "/api/v1/obligations?page_size=200");
    const target = open_.items.find((item) => item.recurrence && item.next_due_date && item.status !== "completed" && item.status !== "cancelled");
    expect(target, "the demo has an open recurring obligation").toBeDefined();
    const { page, errors, close } = await open("/deadlines");
    await page.getByRole("button", { name: `Mark done: ${target!.description}` }).first().click();
    await page.getByLabel("Confirmation number (optional)").fill("CONF-12345");
    await page.getByLabel("Fee paid (optional)").fill("25.00");
    await page.getByRole("dialog").getByRole("button", { name: "Mark done" }).click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    const nextDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${target!.next_due_date}T00:00:00Z`));
    const successor = page.getByTestId("obligation-row").filter({ hasText: target!.description }).filter({ hasText: nextDate });
    await successor.first().waitFor();
    const done = page.getByTestId("obligation-row").filter({ hasText: "CONF-12345" });
    await done.getByText("Done", { exact: true }).waitFor();
    await done.getByText(/Paid \$25\.00/).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("5. a property with a date that does not exist gets 'No such date' at the field, then saves in the user's own date format", async () => {
    const { page, errors, close } = await open("/properties/new");
    await page.getByLabel("Address").fill("77 Juniper Court, Boulder, CO 80302");
    await page.getByLabel("Acquisition date").fill("2024-02-30");
    await page.getByLabel("Purchase price").fill("410000.00");
    await page.getByLabel("Land basis").fill("90000.00");
    await page.getByLabel("Building basis").fill("320000.00");
    await page.getByRole("button", { name: "Add property" }).click();
    const dateField = page.getByLabel("Acquisition date");
    await expect.poll(() => dateField.getAttribute("aria-invalid")).toBe("true");
    // The date input says what is wrong: that day does not exist.
    expect(await page.locator(".field.invalid .field-error").innerText()).toBe("No such date: February 30, 2024.");
    // What was typed is still there.
    expect(await page.getByLabel("Address").inputValue()).toBe("77 Juniper Court, Boulder, CO 80302");
    // The user's own format (en-US here) is taken.
    await dateField.fill("02/28/2024");
    await dateField.blur();
    expect(await dateField.inputValue()).toBe("02/28/2024");
    await page.getByRole("button", { name: "Add property" }).click();
    await page.getByRole("heading", { name: "77 Juniper Court, Boulder, CO 80302" }).waitFor();
    await page.getByText("Feb 28, 2024").first().waitFor();
    expect(page.url()).toMatch(/\/properties\/[0-9a-f-]{36}$/);
    expect(errors).toEqual([]);
    await close();
  });

  it("14. a QFX imports by its content; a rule made from the review queue categorises the rest, with Undo; the same file again creates nothing", async () => {
    const line = (fitid: string, day: string, amount: string, name: string) =>
      `<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>202508${day}</DTPOSTED><TRNAMT>${amount}</TRNAMT><FITID>${fitid}</FITID><NAME>${name}</NAME></STMTTRN>`;
    const qfx = [
      "OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n",
      "<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE></STATUS><DTSERVER>20250901</DTSERVER><INTU.BID>3000</INTU.BID></SONRS></SIGNONMSGSRSV1>",
      "<CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>USD</CURDEF><CCACCTFROM><ACCTID>4400123456789931</ACCTID></CCACCTFROM><BANKTRANLIST>",
      line("E2E-PW-1", "04", "-95.00", "SQ *PINECREST WINDOW CO 4411"),
      line("E2E-PW-2", "18", "-95.00", "SQ *PINECREST WINDOW CO 4502"),
      line("E2E-PW-3", "25", "-120.00", "SQ *PINECREST WINDOW CO 4618"),
      "</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>",
    ].join("\n");
    const { page, errors, close } = await open("/transactions/import");
    await page.getByLabel("File", { exact: true }).setInputFiles({ name: "card-august.qfx", mimeType: "application/vnd.intu.qfx", buffer: Buffer.from(qfx) });
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByRole("button", { name: "Import 3 transactions" }).click();
    await page.getByTestId("import-result").waitFor();
    expect(await page.getByTestId("import-result").innerText()).toContain("3 transactions created");

    // From the review queue: a rule from one row, previewed on the rest, applied, then undone.
    await page.goto("/transactions?uncategorized=true&period=all&q=pinecrest");
    await page.getByRole("button", { name: "Make a rule from SQ *PINECREST WINDOW CO 4411" }).click();
    const dialog = page.getByRole("dialog", { name: "New rule" });
    expect(await dialog.getByLabel("Description has").inputValue()).toBe("SQ *PINECREST WINDOW CO");
    await dialog.getByLabel("Category").selectOption("expense:maintenance:cleaning");
    await dialog.getByRole("button", { name: "Save rule" }).click();
    await page.waitForURL(/\/rules$/);
    await page.getByRole("heading", { name: /^3 of \d+ waiting transactions would change$/ }).waitFor();
    await page.getByRole("button", { name: "Apply 3 changes" }).click();
    const categorised = () => getJson<Page_<{ category: string }>>(service.baseUrl, "/api/v1/transactions?q=pinecrest&category=expense:maintenance:cleaning");
    await expect.poll(async () => (await categorised()).total).toBe(3);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => (await categorised()).total).toBe(0);
    expect((await getJson<Page_<unknown>>(service.baseUrl, "/api/v1/transactions?q=pinecrest&uncategorized=true")).total).toBe(3);

    // The same statement again: every FITID is already in the books.
    await page.goto("/transactions/import");
    await page.getByLabel("File", { exact: true }).setInputFiles({ name: "card-august.qfx", mimeType: "application/vnd.intu.qfx", buffer: Buffer.from(qfx) });
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByRole("button", { name: "Nothing new to import" }).waitFor();
    expect(await page.locator(".import-summary").innerText()).toMatch(/Already in the books\s+3/);
    // And now the rule categorises such a line at import.
    const rules = await getJson<Page_<{ id: string }>>(service.baseUrl, "/api/v1/rules");
    expect(rules.total).toBe(1);

    // After the rules, the built-in guesses: one set to book another category, then all put back.
    const repairsBooks = async () => (await getJson<{ items: { key: string; category: string }[] }>(service.baseUrl, "/api/v1/rules/builtin")).items.find((item) => item.key === "repairs")?.category;
    await page.goto("/rules");
    await page.getByRole("heading", { name: "Built-in guesses" }).click();
    await page.getByLabel("Category the guess Repairs books").selectOption("expense:supplies");
    await expect.poll(repairsBooks).toBe("expense:supplies");
    await page.getByRole("button", { name: "Put all back as shipped" }).click();
    await expect.poll(repairsBooks).toBe("expense:maintenance:repairs");
    expect(errors).toEqual([]);
    await close();
  });

  // 18 screens at two widths, each scanned whole: longer than the 2 minutes of one journey.
  it("7. an axe scan of every screen finds no serious or critical violation", async () => {
    const properties = await getJson<Page_<{ id: string }>>(service.baseUrl, "/api/v1/properties?page_size=1");
    const documents = await getJson<Page_<{ id: string }>>(service.baseUrl, "/api/v1/documents?page_size=1");
    const sessions = await getJson<Page_<{ id: string }>>(service.baseUrl, "/api/v1/chat/sessions?page_size=1");
    const screens = [
      "/",
      "/assistant",
      `/assistant/${sessions.items[0]?.id ?? ""}`,
      "/properties",
      `/properties/${properties.items[0]!.id}`,
      "/properties/new",
      "/transactions",
      "/transactions?uncategorized=true&period=all",
      "/transactions/import",
      "/rules",
      "/reports",
      "/reports?report=tax",
      "/deadlines",
      "/deadlines?view=calendar",
      "/documents",
      `/documents/${documents.items[0]!.id}`,
      "/company",
      "/setup",
    ];
    const report: string[] = [];
    const blocking: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, service.baseUrl, viewport);
      for (const path of screens) {
        await page.goto(path);
        await page.locator("main h1").first().waitFor();
        await page.waitForLoadState("networkidle");
        await page.locator('[role="status"] .skeleton').first().waitFor({ state: "detached", timeout: 15_000 }).catch(() => undefined);
        const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
        for (const violation of result.violations) {
          const line = `${viewport.width}px ${path}: ${violation.impact} ${violation.id} (${violation.nodes.length}) ${violation.help}`;
          report.push(line);
          if (violation.impact === "serious" || violation.impact === "critical") blocking.push(`${line}\n    ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join("\n    ")}`);
        }
      }
      await context.close();
    }
    console.log(`axe: ${screens.length} screens at ${DESKTOP.width} and ${PHONE.width} px; ${blocking.length} serious or critical; ${report.length - blocking.length} minor or moderate${report.length ? `\n  ${report.join("\n  ")}` : ""}`);
    writeFileSync(artifact("axe.txt"), `${report.join("\n")}\n`);
    expect(blocking).toEqual([]);
  }, 300_000);

  it("8. screenshots of the dashboard and the assistant at phone and desktop widths", async () => {
    const sessions = await getJson<Page_<{ id: string }>>(service.baseUrl, "/api/v1/chat/sessions?page_size=1");
    for (const [name, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const { context, page } = await newPage(browser, service.baseUrl, viewport);
      await page.goto("/");
      await page.getByTestId("ytd-net").locator(".money").waitFor();
      await page.locator(".chart canvas").first().waitFor();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: artifact(`dashboard-${name}.png`), fullPage: true });
      // On a phone the home page keeps to the first deadlines and properties, with "N more" for the rest.
      const deadlines = page.locator("section[aria-labelledby='due-title'] li");
      const shown = await deadlines.evaluateAll((rows) => rows.filter((row) => (row as unknown as { offsetParent: unknown }).offsetParent !== null).length);
      const total = await deadlines.count();
      if (name === "phone") {
        expect(shown).toBe(Math.min(total, 2));
        if (total > 2) await page.getByRole("link", { name: `${total - 2} more: all deadlines` }).waitFor();
        const height = Number(await page.evaluate("document.documentElement.scrollHeight"));
        console.log(`home page at ${viewport.width} px: ${height} px tall, ${(height / viewport.height).toFixed(2)} screens (${shown} of ${total} deadlines shown)`);
      } else expect(shown).toBe(total);
      await page.goto(sessions.items[0] ? `/assistant/${sessions.items[0].id}` : "/assistant");
      await page.locator(".turn .answer, .suggestions").first().waitFor();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: artifact(`assistant-${name}.png`), fullPage: true });
      // Nothing is wider than the screen.
      const overflow = await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth");
      expect(Number(overflow)).toBeLessThanOrEqual(0);
      await context.close();
    }
    console.log(`screenshots: ${artifact("")}{dashboard,assistant}-{desktop,phone}.png`);
  });

  it("9. a breakdown comes back as a table, a quick follow-up stays on screen, and the conversation is listed", async () => {
    for (const [name, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const { context, page } = await newPage(browser, service.baseUrl, viewport);
      await page.goto("/assistant");
      await page.getByLabel("Your question").fill("expenses by category last year");
      await page.getByRole("button", { name: "Ask" }).click();
      await page.waitForURL(/\/assistant\/[0-9a-f-]{36}$/);
      const table = page.locator(".turn .answer .answer-table").first();
      await table.waitFor({ timeout: 30_000 });
      expect(await table.locator("thead th").allInnerTexts()).toEqual(["Category", "Expenses", "Transactions"]);
      expect(await table.locator("tbody tr").count()).toBeGreaterThan(3);
      // Figures are right-aligned, and no raw category key shows.
      expect(await page.evaluate(`getComputedStyle(document.querySelector(".answer-table tbody td:nth-child(2)")).textAlign`)).toBe("right");
      expect(await page.locator(".turn .answer").first().innerText()).not.toMatch(/expense:/);
      // A follow-up asked at once (within the cache's freshness) stays on the screen.
      await page.getByLabel("Your question").fill("and this year?");
      await page.getByRole("button", { name: "Ask" }).click();
      await expect.poll(async () => page.locator(".turn .answer .answer-table").count(), { timeout: 30_000 }).toBe(2);
      await page.waitForTimeout(500);
      expect(await page.locator(".turn .question").allInnerTexts()).toEqual(["expenses by category last year", "and this year?"]);
      // The conversation list shows it without a reload.
      await page.getByRole("navigation", { name: "Past conversations" }).getByText("expenses by category last year").first().waitFor({ timeout: 10_000 });
      await page.screenshot({ path: artifact(`assistant-table-${name}.png`), fullPage: true });
      const overflow = await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth");
      expect(Number(overflow)).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  it("10. tables line up with their headers, charts start at zero and fit a phone, and the calendar is an agenda on a phone", async () => {
    const desktop = await open("/transactions");
    for (const path of ["/transactions", "/deadlines", "/documents"]) {
      await desktop.page.goto(path);
      await desktop.page.locator("table tbody tr").first().waitFor();
      // Each header starts where its column's first cell starts.
      const offsets = await desktop.page.evaluate(`[...document.querySelector("table").querySelectorAll("thead th")].map((th, i) => Math.round(th.getBoundingClientRect().left - document.querySelector("table tbody tr").children[i].getBoundingClientRect().left))`);
      expect(offsets, path).toEqual((offsets as number[]).map(() => 0));
    }
    await desktop.page.goto("/");
    await expect.poll(() => desktop.page.locator(".chart").first().getAttribute("data-y-min"), { timeout: 20_000 }).toBe("0");
    await desktop.close();

    const phone = await open("/", PHONE);
    await phone.page.getByText("Show the figures").click();
    await phone.page.locator("details[open] table tbody tr").first().waitFor();
    expect(Number(await phone.page.evaluate("document.documentElement.scrollWidth"))).toBeLessThanOrEqual(PHONE.width);
    await phone.page.goto("/deadlines?view=calendar");
    await phone.page.getByRole("heading", { level: 2 }).first().waitFor();
    await phone.page.waitForTimeout(300);
    // No seven-column grid squeezed to letters: one day under another, only days that hold something.
    expect(await phone.page.evaluate(`getComputedStyle(document.querySelector(".calendar")).display`)).toBe("block");
    expect(Number(await phone.page.evaluate("document.documentElement.scrollHeight"))).toBeLessThan(3 * PHONE.height);
    expect(Number(await phone.page.evaluate("document.documentElement.scrollWidth"))).toBeLessThanOrEqual(PHONE.width);
    await phone.close();
  });

  it("11. with the keyboard: arrows on a category save nothing until Enter, Undo is next after Delete, and a deadline is edited and deleted", async () => {
    const { page, close } = await open("/transactions");
    const patches: string[] = [];
    page.on("request", (request) => void (request.method() === "PATCH" && patches.push(request.url())));
    const select = page.locator("table tbody tr select").first();
    await select.focus();
    const before = await select.inputValue();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(400);
    expect(patches).toHaveLength(0);
    await page.keyboard.press("Enter");
    await expect.poll(() => patches.length).toBe(1);
    expect(await select.inputValue()).not.toBe(before);

    // Delete with the keyboard: the focus goes to Undo, which brings the row back.
    const row = page.locator("table tbody tr").nth(1);
    const description = await row.locator("td").nth(1).innerText();
    await row.getByRole("button", { name: /^Delete / }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate("document.activeElement?.textContent")).toBe("Undo");
    await page.keyboard.press("Enter");
    await page.locator("table tbody tr", { hasText: description }).first().waitFor();

    // A deadline is edited (its description and fee), then deleted and restored.
    await page.goto("/deadlines");
    const first = page.getByTestId("obligation-row").first();
    const name = (await first.locator("td").nth(1).locator("div").first().innerText()).trim();
    await first.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit deadline" });
    await dialog.getByLabel("Description").fill(`${name} (edited)`);
    await dialog.getByLabel("Expected fee (optional)").fill("75.00");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByTestId("obligation-row").filter({ hasText: `${name} (edited)` }).first().waitFor();
    const edited = (await getJson<Page_<{ description: string; extra_metadata: Record<string, unknown> }>>(service.baseUrl, "/api/v1/obligations?page_size=200")).items.find((o) => o.description === `${name} (edited)`);
    expect(edited?.extra_metadata.fee).toBe("75.00");
    await page.getByRole("button", { name: `Delete ${name} (edited)` }).click();
    await expect.poll(async () => page.getByTestId("obligation-row").filter({ hasText: `${name} (edited)` }).count()).toBe(0);
    await expect.poll(() => page.evaluate("document.activeElement?.textContent")).toBe("Undo");
    await page.keyboard.press("Enter");
    await page.getByTestId("obligation-row").filter({ hasText: `${name} (edited)` }).first().waitFor();
    await close();
  });
  it("12. the standard deadlines of a year are previewed, then added, from the Deadlines screen", async () => {
    const year = new Date().getUTCFullYear() + 3;
    const { page, close } = await open("/deadlines");
    await page.getByRole("button", { name: "Add the standard deadlines" }).click();
    const dialog = page.getByRole("dialog", { name: "Add the standard deadlines" });
    await dialog.getByLabel("Tax year").fill(String(year));
    await dialog.getByRole("button", { name: "Preview" }).click();
    const preview = dialog.getByTestId("standard-preview").locator("li");
    await preview.first().waitFor();
    const count = await preview.count();
    expect(count).toBeGreaterThan(3);
    await dialog.getByRole("button", { name: `Add ${count} deadlines` }).click();
    await page.getByText(`Added ${count} deadlines for ${year}.`).waitFor();
    const later = await getJson<Page_<{ due_date: string }>>(service.baseUrl, `/api/v1/obligations?page_size=1&start_date=${year}-01-01&end_date=${year}-12-31`);
    expect(later.total).toBeGreaterThan(0);
    await close();
  });

  it("17. a new roof is depreciated on the property's page and kept out of the net, and a deposit is recorded, partly kept and counted as income", async () => {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${service.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: string };
    };
    const home = await post("/api/v1/properties", { address: "15 Roofline Way, Golden, CO 80401", acquisition_date: "2020-03-02", placed_in_service: "2020-03-15", purchase_price_total: "400000.00", land_basis: "80000.00", building_basis: "320000.00" });
    const lastYear = new Date().getUTCFullYear() - 1;
    const roof = await post("/api/v1/transactions", { property_id: home.id, transaction_date: `${lastYear}-05-12`, amount: "12400.00", category: "expense:capital_improvement", description: "Summit Roofing - new roof" });
    const { page, errors, close } = await open(`/properties/${home.id}`);
    const improvements = page.getByTestId("improvements");
    await improvements.getByText("Summit Roofing - new roof").waitFor();
    const select = improvements.getByLabel("Class of Summit Roofing - new roof");
    expect(await select.inputValue()).toBe("27.5");
    await select.selectOption("15");
    await page.getByText("Depreciation class changed").waitFor();
    expect((await getJson<{ recovery_period: string }>(service.baseUrl, `/api/v1/transactions/${roof.id}/asset`)).recovery_period).toBe("15");

    const deposits = page.getByRole("region", { name: "Security deposits held" });
    await deposits.getByRole("button", { name: "Record a deposit" }).click();
    const form = page.getByRole("form", { name: "Record a deposit" });
    await form.getByLabel("Tenant").fill("Ines Caldera");
    await form.getByLabel("Amount").fill("1675.00");
    await form.getByRole("button", { name: "Save" }).click();
    await deposits.getByTestId("deposits").getByText("Ines Caldera").waitFor();
    await deposits.getByRole("button", { name: "Return or keep" }).click();
    const settle = page.getByRole("form", { name: "Return or keep Ines Caldera's deposit" });
    await settle.getByLabel("What happens to it").selectOption("kept_for_damages");
    await settle.getByLabel("Amount").fill("200.00");
    await settle.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => deposits.getByTestId("deposits").innerText()).toContain("$1,475.00");
    const kept = await getJson<Page_<{ amount: string; category: string }>>(service.baseUrl, `/api/v1/transactions?property_id=${home.id}&category=revenue:security_deposit_forfeited`);
    expect(kept.items.map((t) => t.amount)).toEqual(["200.00"]);

    // The roof is capital spending: the year's P&L of the property leaves it out of the net and says so.
    await page.goto(`/reports?period=last-year&group_by=month&property_id=${home.id}`);
    await page.getByTestId("capital-note").waitFor();
    expect(await page.getByTestId("capital-note").innerText()).toContain("$12,400.00");
    expect(errors).toEqual([]);
    await close();
  });

  it("18. a payout is split into the booking and the host fee from its row, and a receipt is attached to a repair and found again from the document", async () => {
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${service.baseUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: string };
    };
    const year = new Date().getUTCFullYear() - 1;
    const payout = await post("/api/v1/transactions", { transaction_date: `${year}-03-04`, amount: "970.00", category: "revenue:rental_income", description: "AIRBNB PAYOUT SPLITME" });
    const { page, errors, close } = await open(`/transactions?q=SPLITME&period=custom&start_date=${year}-03-01&end_date=${year}-03-31`);
    await page.getByRole("button", { name: "Split AIRBNB PAYOUT SPLITME" }).click();
    const dialog = page.getByRole("dialog", { name: "Split a bank line" });
    const parts = dialog.locator("fieldset");
    await parts.nth(0).getByLabel("Amount").fill("1000.00");
    await parts.nth(1).getByLabel("Amount").fill("30.00");
    await parts.nth(1).getByLabel("Category").selectOption("expense:platform_fees");
    await dialog.getByText("The parts equal the line.").waitFor();
    await dialog.getByRole("button", { name: "Save split" }).click();
    await page.getByText("Split into 2 parts.").waitFor();
    const line = await getJson<{ split: boolean; parts: { amount: string; category: string }[] }>(service.baseUrl, `/api/v1/transactions/${payout.id}/split`);
    expect(line.parts.map((p) => `${p.amount} ${p.category}`)).toEqual(["1000.00 revenue:rental_income", "30.00 expense:platform_fees"]);
    await page.getByText("Part of a split bank line").first().waitFor();

    // A receipt already on file is attached from the transaction's row, and the document's page shows it.
    const repair = await post("/api/v1/transactions", { transaction_date: `${year}-03-10`, amount: "185.00", category: "expense:maintenance:repairs", description: "RECEIPTME PLUMBING" });
    const form = new FormData();
    form.set("file", new Blob(["RECEIPTME Plumbing\nMarch 9\nTotal $185.00"], { type: "text/plain" }), "receiptme-plumbing.txt");
    form.set("doc_type", "accounting:invoice");
    const uploaded = (await (await fetch(`${service.baseUrl}/api/v1/documents`, { method: "POST", body: form })).json()) as { id: string; title: string };
    await page.goto(`/transactions?q=RECEIPTME&period=custom&start_date=${year}-03-01&end_date=${year}-03-31`);
    await page.getByRole("button", { name: "Receipts of RECEIPTME PLUMBING" }).click();
    const receipts = page.getByRole("dialog", { name: "Receipts and documents" });
    await receipts.getByLabel("Attach a document on file").selectOption(uploaded.id);
    await receipts.getByRole("button", { name: "Attach" }).click();
    await receipts.getByRole("link", { name: uploaded.title }).waitFor();
    const linked = await getJson<{ items: { id: string }[] }>(service.baseUrl, `/api/v1/documents/${uploaded.id}/transactions`);
    expect(linked.items.map((t) => t.id)).toEqual([repair.id]);
    await page.goto(`/documents/${uploaded.id}`);
    await page.getByRole("region", { name: "Transactions it explains" }).getByText("RECEIPTME PLUMBING").waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it("19. a bank CSV whose columns have other names is read once its columns are chosen in the wizard", async () => {
    const { page, errors, close } = await open("/transactions/import");
    const csv = ["When,Payee,Value", "2025-05-06,COLUMNWISE HARDWARE,-42.10", "2025-05-20,COLUMNWISE REFUND,12.00", ""].join("\n");
    await page.getByLabel("File", { exact: true }).setInputFiles({ name: "odd-columns.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Check the file" }).click();
    // The columns cannot be found by their usual names: the wizard says so and offers the file's own.
    await page.getByLabel("Date column").waitFor();
    await page.getByLabel("Date column").selectOption("When");
    await page.getByLabel("Description column").selectOption("Payee");
    await page.getByLabel("Amount column (signed)").selectOption("Value");
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByRole("button", { name: "Import 2 transactions" }).click();
    await page.getByTestId("import-result").waitFor();
    const rows = await getJson<Page_<{ amount: string; transaction_type: string }>>(service.baseUrl, "/api/v1/transactions?q=COLUMNWISE&start_date=2025-05-01&end_date=2025-05-31");
    expect(rows.items.map((t) => `${t.transaction_type} ${t.amount}`).sort()).toEqual(["EXPENSE 42.10", "REVENUE 12.00"]);
    expect(await page.locator(".import-summary").innerText()).toContain("Saved for the next file with these headers");

    // The next month's file from the same bank: read by the saved columns, with no step to choose them.
    await page.goto("/transactions/import");
    const june = ["When,Payee,Value", "2025-06-03,COLUMNWISE LUMBER,-18.40", ""].join("\n");
    await page.getByLabel("File", { exact: true }).setInputFiles({ name: "odd-columns-june.csv", mimeType: "text/csv", buffer: Buffer.from(june) });
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByRole("button", { name: "Import 1 transaction" }).click();
    await page.getByTestId("import-result").waitFor();
    expect(await page.locator(".import-summary").innerText()).toContain("Read as saved for files with these headers");
    expect((await getJson<Page_<unknown>>(service.baseUrl, "/api/v1/transactions?q=COLUMNWISE%20LUMBER")).total).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  // Last: it removes the demo company.
  it("13. 'Start my own company' removes the demo, keeps a record the user added, and opens the setup", async () => {
    const own = await fetch(`${service.baseUrl}/api/v1/properties`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ address: "9 Our Own Street, Denver, CO 80205", acquisition_date: "2024-05-01", purchase_price_total: "300000.00", land_basis: "60000.00", building_basis: "240000.00" }),
    });
    expect(own.status).toBe(201);
    const ownId = ((await own.json()) as { id: string }).id;
    const before = await getJson<Page_<{ id: string }>>(service.baseUrl, "/api/v1/properties?page_size=50");
    const { page, close } = await open("/");
    await page.getByTestId("demo-banner").getByRole("button", { name: "Start my own company" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove the demo company?" });
    await expect.poll(() => dialog.innerText()).toMatch(/the company profile, 3 properties, [\d,]+ transactions/);
    await dialog.getByRole("button", { name: "Remove the demo" }).click();
    await page.waitForURL(/\/setup$/);
    await expect.poll(async () => page.getByTestId("demo-banner").count()).toBe(0);
    const left = await getJson<Page_<{ id: string }>>(service.baseUrl, "/api/v1/properties?page_size=50");
    // The demo's three properties are gone; every one a user added (this one, and journey 5's) is there.
    expect(left.total).toBe(before.total - 3);
    expect(left.items.map((p) => p.id)).toContain(ownId);
    expect((await getJson<{ demo: boolean }>(service.baseUrl, "/api/v1/demo")).demo).toBe(false);
    await close();
  });
});
