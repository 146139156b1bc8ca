// Journey 16: the app opened while the demo company loads shows "Loading the demo company" with its
// progress instead of a half-built company, no request answers 5xx meanwhile, and the demo appears
// whole when the load is over.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedIfEmpty } from "../scripts/seed-demo";
import { launchBrowser, newPage, startService, type Service } from "./harness";

let service: Service;
let browser: Browser;

beforeAll(async () => {
  service = await startService({ port: 8794 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await service?.stop();
});

it("16. opened during the demo's load: its progress, no 5xx, then the whole demo", async () => {
  const { context, page, errors } = await newPage(browser, service.baseUrl);
  const failures: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.url()}`);
  });
  // The loader starts, and the owner opens the app while it runs.
  const load = seedIfEmpty(service.baseUrl);
  await page.goto("/");
  const panel = page.getByTestId("demo-loading");
  await panel.waitFor();
  expect(await panel.innerText()).toMatch(/Loading the demo company[\s\S]*step \d+ of \d+/);
  // Nothing of the half-built company is on screen meanwhile.
  expect(await page.locator(".property-card").count()).toBe(0);
  expect(await page.getByTestId("ytd-net").count()).toBe(0);
  expect(await load).toBe(true);
  // The load is over: the panel goes, the demo is there whole, without a reload.
  await panel.waitFor({ state: "detached", timeout: 15_000 });
  await page.locator(".property-card").first().waitFor();
  await page.getByTestId("demo-banner").waitFor();
  expect(page.url()).toBe(`${service.baseUrl}/`);
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
