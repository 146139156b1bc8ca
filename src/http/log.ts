type Level = "debug" | "info" | "warn" | "error";
const RANK: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Structured JSON logs (one object a line), filtered by the LOG_LEVEL variable. */
export function log(env: { LOG_LEVEL?: string }, level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const threshold = RANK[(env.LOG_LEVEL ?? "info") as Level] ?? RANK.info;
  if (RANK[level] < threshold) return;
  const line = JSON.stringify({ level, msg, time: new Date().toISOString(), ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
