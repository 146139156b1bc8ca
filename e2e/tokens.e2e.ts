// Journey 6: with API_TOKENS set, the app asks for a token, refuses a wrong one and works with the
// right one, which it keeps for the browser session.
import { createHash, randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, newPage, startService, type Service } from "./harness";

const token = `prk_write_${randomBytes(32).toString("base64url")}`;
let service: Service;
let browser: Browser;

beforeAll(async () => {
  const hash = createHash("sha256").update(token).digest("hex");
  service = await startService({ port: 8792, vars: { API_TOKENS: `write:${hash}` } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

it("6. with tokens on: the prompt appears, a wrong token is refused, the right one works", async () => {
  const { context, page } = await newPage(browser, service.baseUrl);
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Access token" });
  await dialog.waitFor();
  await dialog.getByLabel("Token").fill("prk_write_not-the-right-one");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByText("That token was refused").waitFor();
  await dialog.getByLabel("Token").fill(token);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.waitFor({ state: "hidden" });
  // The dashboard loads with the token: an empty company, so its figures are zero.
  await page.getByTestId("ytd-net").locator(".money").waitFor();
  expect(await page.getByTestId("ytd-net").innerText()).toBe("$0.00");
  // Kept for the session: another screen needs no prompt.
  await page.goto("/company");
  await page.getByRole("heading", { name: "Company profile" }).waitFor();
  expect(await dialog.isVisible()).toBe(false);
  await context.close();
});

it("with tokens on, the private calendar link made on Deadlines opens the feed without a token", async () => {
  const { context, page } = await newPage(browser, service.baseUrl);
  await page.goto("/deadlines");
  const prompt = page.getByRole("dialog", { name: "Access token" });
  await prompt.getByLabel("Token").fill(token);
  await prompt.getByRole("button", { name: "Continue" }).click();
  await prompt.waitFor({ state: "hidden" });
  await page.getByRole("button", { name: "Calendar subscription" }).click();
  const subscription = page.getByRole("dialog", { name: "Calendar subscription" });
  await subscription.getByRole("button", { name: "Create a private link" }).click();
  const link = await subscription.getByLabel("Private link").inputValue();
  expect(link).toMatch(/^webcal:\/\/.+\/api\/v1\/obligations\/calendar\.ics\?key=prc_/);
  // A calendar app: no Authorization header, only the link.
  const feed = await fetch(link.replace(/^webcal:/, "http:"));
  expect(feed.status).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");
  expect((await fetch(`${service.baseUrl}/api/v1/obligations/calendar.ics`)).status).toBe(401);
  await context.close();
});
