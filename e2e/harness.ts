// Starts the service for the journeys: `wrangler dev` on its own port and a fresh local database
// (migrations applied, the demo company and this year's obligations loaded, as `npm start` does),
// and Debian's Chromium through playwright-core. Nothing is downloaded.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { completeDemoObligations, seedIfEmpty } from "../scripts/seed-demo";
import { waitForHealthy } from "../scripts/lib/service";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const ARTIFACTS = join(process.cwd(), "e2e", "artifacts");

/** A running service; `log` is the tail of what `wrangler dev` printed, for a failure's message. */
export type Service = { baseUrl: string; stop(): Promise<void>; log(chars?: number): string };

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}

/** A fresh service. `vars` are extra Worker variables (`API_TOKENS`); `demo` loads the demo company. */
export async function startService(options: { port: number; vars?: Record<string, string>; demo?: boolean }): Promise<Service> {
  const dir = mkdtempSync(join(tmpdir(), "property-records-e2e-"));
  const persist = ["--persist-to", dir];
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist]);
  const vars = Object.entries(options.vars ?? {}).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const child: ChildProcess = spawn("npx", ["wrangler", "dev", "--port", String(options.port), "--ip", "127.0.0.1", ...persist, ...vars], { stdio: ["ignore", "pipe", "pipe"], detached: true });
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHealthy(baseUrl, 120_000);
    if (options.demo) {
      await seedIfEmpty(baseUrl, true);
      run("npx", ["tsx", "scripts/seed-obligations.ts", "--year", String(new Date().getUTCFullYear()), ...persist]);
      // The script ran synchronously for a while: a kept-alive connection may have closed meanwhile.
      await waitForHealthy(baseUrl, 30_000);
      await completeDemoObligations(baseUrl);
    }
  } catch (error) {
    await stop();
    throw new Error(`the service did not start: ${(error as Error).message}\n${log.slice(-4000)}`);
  }
  return { baseUrl, stop, log: (chars = 6000) => log.slice(-chars) };
}

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install it with apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-dev-shm-usage"],
  });
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

export async function newPage(browser: Browser, baseUrl: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: "en-US", timezoneId: "UTC" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The browser logs every 4xx response; the journeys provoke some (a 422 on purpose) and check what the page shows instead.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  return { context, page, errors };
}

export function artifact(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, name);
}

/** The API as a client sees it, for comparing what the screens show. */
export async function getJson<T>(baseUrl: string, path: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** How the app formats money (Intl, en-US in these journeys). */
export function usd(amount: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(amount as unknown as number);
}
