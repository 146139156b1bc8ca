import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { plannerBrain } from "../../src/chat/brain";
import { StaleRecordsError, toolContext } from "../../src/chat/tools/property-ref";
import { getDb } from "../../src/db/client";
import { searchIndexFor } from "../../src/search";
import { call, countingD1, createProperty, createTransaction } from "../helpers";

const QUESTION = "How much did we spend on repairs in 2025?";
const ask = (d1: D1Database, question = QUESTION) => plannerBrain.answer(toolContext(getDb(d1), searchIndexFor(env), "2026-11-23"), question, []);

beforeAll(async () => {
  const property = await createProperty({ address: "5 Copy Court" });
  await createTransaction({ transaction_date: "2025-05-02", amount: "120.00", category: "expense:maintenance:repairs", transaction_type: "EXPENSE", description: "HARDWARE STORE", property_id: property.id });
});

describe("the isolate's copy of the records", () => {
  it("is confirmed in the same batch as the question's figures: one round trip for a sum", async () => {
    const counted = countingD1(env.DB);
    expect((await ask(counted.db)).answer).toContain("$120.00");
    const before = counted.trips();
    expect((await ask(counted.db)).answer).toContain("$120.00");
    expect(counted.trips() - before).toBe(1);
  });

  it("is found stale when the records changed, and the route answers again from a fresh read", async () => {
    await ask(env.DB);
    // A new property named in the question: the copy does not know it yet.
    await createProperty({ address: "8 Fresh Meadow Road" });
    await expect(ask(env.DB, "How much did we spend on repairs for Fresh Meadow in 2025?")).rejects.toBeInstanceOf(StaleRecordsError);
    await ask(env.DB);
    await createTransaction({ transaction_date: "2025-06-02", amount: "30.00", category: "expense:maintenance:repairs", transaction_type: "EXPENSE", description: "HARDWARE STORE" });
    const res = await call("POST", "/api/v1/chat/query", { json: { query: "How much did we spend on repairs for Fresh Meadow in 2025?" } });
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain("8 Fresh Meadow Road");
    expect(res.body.answer).toMatch(/No transactions match/);
    expect((await call("POST", "/api/v1/chat/query", { json: { query: QUESTION } })).body.answer).toContain("$150.00");
  });
});
