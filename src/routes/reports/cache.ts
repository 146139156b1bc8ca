import type { Context } from "hono";
import type { Database } from "../../db/client";
import { versionOf } from "../../db/versions";

/** Reports kept per isolate: a report is a pure function of the ledger and the properties. */
const MAX_ANSWERS = 64;
const answers = new Map<string, { version: string; body: string }>();


/**
 * A report's JSON answer: the copy made under the current records version when there is one, else
 * computed now (and kept). `key` names the report and every input it was computed from (the resolved
 * period, never "today"). The version is read before computing, so an answer computed while a write
 * lands is kept under the older version and never served once the write is visible.
 */
export async function cachedReport(c: Context, db: Database, key: string, compute: () => Promise<unknown>): Promise<Response> {
  const version = await versionOf(db, "reports");
  let body: string;
  const known = answers.get(key);
  if (version && known?.version === version) {
    body = known.body;
    answers.delete(key); // most recently used last
  } else {
    body = JSON.stringify(await compute());
  }
  answers.set(key, { version, body });
  if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
  return c.body(body, 200, { "content-type": "application/json" });
}
