/** How long the health check waits for D1 before calling it unavailable. */
const DATABASE_TIMEOUT_MS = 2_000;

export interface DatabaseCheck {
  status: "ok" | "error";
  latency_ms: number;
  error?: string;
}

/** Reads from a real table, so a database without its migrations also counts as unhealthy. */
export async function checkDatabase(db: D1Database): Promise<DatabaseCheck> {
  const started = Date.now();
  let cancel = () => {};
  const timeout = new Promise<never>((_, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS);
    cancel = () => clearTimeout(timer);
  });
  try {
    await Promise.race([db.prepare("SELECT 1 FROM properties LIMIT 1").all(), timeout]);
    return { status: "ok", latency_ms: Date.now() - started };
  } catch (err) {
    return { status: "error", latency_ms: Date.now() - started, error: err instanceof Error ? err.message : String(err) };
  } finally {
    cancel();
  }
}
