// Journey 6: with API_TOKENS set, the app asks for a token, refuses a wrong one and works with the
// right one, which it keeps for the browser session; a read-only token sees no control that writes.
import { createHash, randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, newPage, startService, type Service } from "./harness";

const token = `prk_write_${randomBytes(32).toString("base64url")}`;
const readToken = `prk_read_${randomBytes(32).toString("base64url")}`;
let service: Service;
let browser: Browser;

beforeAll(async () => {
  const hash = (value: string) => createHash("sha256").update(value).digest("hex");
  service = await startService({ port: 8792, vars: { API_TOKENS: `write:${hash(token)},read:${hash(readToken)}` } });
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
  // The app loads with the token: an empty company, so it opens the setup.
  await page.waitForURL(/\/setup$/);
  await page.getByRole("heading", { name: "Set up your company" }).waitFor();
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

it("with a read-only token, no control that writes is shown, and a writer's are", async () => {
  const signIn = async (value: string, path: string) => {
    const opened = await newPage(browser, service.baseUrl);
    await opened.page.goto(path);
    const prompt = opened.page.getByRole("dialog", { name: "Access token" });
    await prompt.getByLabel("Token").fill(value);
    await prompt.getByRole("button", { name: "Continue" }).click();
    await prompt.waitFor({ state: "hidden" });
    return opened;
  };
  const reader = await signIn(readToken, "/transactions");
  await reader.page.locator('.layout[data-scope="read"]').waitFor({ state: "attached" });
  expect(await reader.page.getByText("You can read everything here").isVisible()).toBe(true);
  await reader.page.getByRole("heading", { name: "Transactions" }).waitFor();
  expect(await reader.page.getByRole("button", { name: "Add transaction" }).isVisible()).toBe(false);
  expect(await reader.page.getByRole("link", { name: "Import a file" }).isVisible()).toBe(false);
  await reader.page.goto("/deadlines");
  await reader.page.getByRole("heading", { name: "Deadlines" }).waitFor();
  expect(await reader.page.getByRole("button", { name: "Add deadline" }).isVisible()).toBe(false);
  expect(await reader.page.getByRole("button", { name: "Calendar subscription" }).isVisible()).toBe(false);
  await reader.context.close();
  const writer = await signIn(token, "/transactions");
  await writer.page.getByRole("button", { name: "Add transaction" }).waitFor();
  expect(await writer.page.getByText("You can read everything here").isVisible()).toBe(false);
  await writer.context.close();
});
