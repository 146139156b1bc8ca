/** Talks to a running service the way any client does. */
export async function waitForHealthy(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok && ((await res.json()) as { status: string }).status === "healthy") return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${baseUrl} did not become healthy within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function api<T>(baseUrl: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const init: RequestInit = { method };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { "content-type": "application/json" };
  }
  const res = await fetch(`${baseUrl}${path}`, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * Serves the embedded profile with `wrangler dev` on its own local database (`persistTo`), migrated
 * first; `fresh` empties it. Returns the URL once healthy, a stop that ends wrangler and its workerd,
 * and the process group they run in.
 */
export async function startLocalService(options: { port: string; persistTo: string; fresh: boolean }): Promise<{ baseUrl: string; stop(): Promise<void>; processGroup?: number }> {
  const { spawn, spawnSync } = await import("node:child_process");
  const { rmSync } = await import("node:fs");
  if (options.fresh) rmSync(options.persistTo, { recursive: true, force: true });
  const migrate = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", options.persistTo], { encoding: "utf8" });
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stderr}`);
  const dev = spawn("npx", ["wrangler", "dev", "--port", options.port, "--ip", "127.0.0.1", "--persist-to", options.persistTo, "--var", "LOG_LEVEL:error"], { stdio: ["ignore", "ignore", "inherit"], detached: true });
  const exited = new Promise<void>((resolve) => dev.once("exit", () => resolve()));
  /** Ends wrangler and its workerd; resolves once they are gone (the port and the files are free). */
  const stop = async () => {
    if (dev.pid && dev.exitCode === null && dev.signalCode === null) {
      process.kill(-dev.pid, "SIGINT");
      await exited;
    }
  };
  const baseUrl = `http://127.0.0.1:${options.port}`;
  try {
    await waitForHealthy(baseUrl, 120_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, stop, processGroup: dev.pid };
}
