// The Worker's entry points as the runtime calls them: the daily cron's summary, and the queue consumer with a message no handler knows (the ingestion messages are in ingest-queue.test.ts).
import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import worker from "../../src/index";

describe("scheduled (daily cron)", () => {
  it("logs a daily summary with the database check", async () => {
    const spy = vi.spyOn(console, "log").mockImplementation(() => {});
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "0 6 * * *", scheduledTime: Date.UTC(2026, 10, 21, 6) }), { ...env, LOG_LEVEL: "info" }, ctx);
    await waitOnExecutionContext(ctx);
    const lines = spy.mock.calls.map(([line]) => JSON.parse(String(line)));
    spy.mockRestore();
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "daily upkeep", cron: "0 6 * * *", scheduled_time: "2026-11-21T06:00:00.000Z", database: expect.objectContaining({ status: "ok" }) }),
    );
  });
});

describe("queue consumer", () => {
  it("acknowledges a message no handler understands, rather than retrying it forever", async () => {
    const batch = createMessageBatch("property-records-ingest", [{ id: "m1", timestamp: new Date(), attempts: 1, body: { kind: "unknown" } }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env, ctx);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual(["m1"]);
    expect(result.retryMessages).toEqual([]);
  });
});
