import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { call, createObligation } from "../helpers";

const SCHEDULED = Date.UTC(2033, 0, 10, 6); // 2033-01-10 06:00 UTC

/** Runs the cron as Cloudflare would and returns the JSON log lines it wrote. */
async function runCron(overrides: Record<string, string> = {}): Promise<any[]> {
  const lines: string[] = [];
  const capture = (line: unknown) => void lines.push(String(line));
  const spies = [vi.spyOn(console, "log").mockImplementation(capture), vi.spyOn(console, "warn").mockImplementation(capture)];
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "0 6 * * *", scheduledTime: SCHEDULED }), { ...env, LOG_LEVEL: "info", ...overrides } as Env, ctx);
  await waitOnExecutionContext(ctx);
  for (const spy of spies) spy.mockRestore();
  return lines.map((line) => JSON.parse(line));
}

const upkeepLine = (lines: any[]) => lines.find((line) => line.msg === "obligations upkeep");

describe("the daily cron's obligation upkeep", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const rows = [
      ["overdue", "2033-01-09", "pending"],
      ["today", "2033-01-10", "pending"],
      ["seventh", "2033-01-17", "pending"],
      ["eighth", "2033-01-18", "pending"],
      ["closed", "2033-01-05", "completed"],
    ] as const;
    for (const [key, due_date, status] of rows) ids[key] = (await createObligation({ due_date, status, description: `upkeep ${key}` })).id;
  });
  afterEach(() => vi.restoreAllMocks());

  it("keeps the heartbeat and logs what is overdue and due within 7 days, as a warning when anything is overdue", async () => {
    const lines = await runCron();
    expect(lines).toContainEqual(expect.objectContaining({ msg: "daily upkeep", database: expect.objectContaining({ status: "ok" }) }));
    const summary = upkeepLine(lines);
    expect(summary).toMatchObject({ level: "warn", today: "2033-01-10", timezone: "UTC", overdue: 1, due_soon: 2, successors_created: 0 });
    expect(summary.overdue_items.map((o: any) => o.id)).toEqual([ids.overdue]);
    expect(summary.due_soon_items.map((o: any) => o.id)).toEqual([ids.today, ids.seventh]);
    expect(summary.due_soon_items[0]).toEqual({ id: ids.today, obligation_type: "tax:payment", due_date: "2033-01-10", description: "upkeep today", property: null });
  });

  it("counts days in the configured TIMEZONE", async () => {
    // 06:00 UTC on January 10 is still January 9 in Honolulu: nothing is overdue yet there, and the
    // 7-day window ends on January 16.
    const summary = upkeepLine(await runCron({ TIMEZONE: "Pacific/Honolulu" }));
    expect(summary).toMatchObject({ level: "info", today: "2033-01-09", overdue: 0, due_soon: 2 });
    expect(summary.due_soon_items.map((o: any) => o.id)).toEqual([ids.overdue, ids.today]);
  });

  it("creates the missing successor of a completed recurring obligation, once", async () => {
    // A rule added after completion: completing did not create a successor, the upkeep does.
    const o = await createObligation({ due_date: "2032-12-31", status: "completed", description: "late rule" });
    await call("PATCH", `/api/v1/obligations/${o.id}`, { json: { recurrence: "FREQ=MONTHLY;BYMONTHDAY=-1" } });

    expect(upkeepLine(await runCron()).successors_created).toBe(1);
    const after = (await call("GET", `/api/v1/obligations/${o.id}`)).body;
    const next = (await call("GET", `/api/v1/obligations/${after.extra_metadata.next_id}`)).body;
    expect(next).toMatchObject({ due_date: "2033-01-31", recurrence: "FREQ=MONTHLY;BYMONTHDAY=-1", extra_metadata: { previous_id: o.id } });

    expect(upkeepLine(await runCron()).successors_created).toBe(0);
  });
});
