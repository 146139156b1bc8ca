import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { plannerBrain } from "../../src/chat/brain";
import { StaleRecordsError, toolContext } from "../../src/chat/tools/context";
import { answerQuery } from "../../src/chat/service";
import { sessionTurns } from "../../src/db/chat";
import { getDb } from "../../src/db/client";
import { versionOf } from "../../src/db/versions";
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
    const question = "How much did we spend on repairs in May 2025?";
    expect((await ask(counted.db, question)).answer).toContain("$120.00");
    const before = counted.trips();
    expect((await ask(counted.db, question)).answer).toContain("$120.00");
    expect(counted.trips() - before).toBe(1);
  });

  it("answers whole years of the whole company from the year totals it keeps: the turn's write confirms them", async () => {
    const counted = countingD1(env.DB);
    const reply = () => answerQuery({ ...env, DB: counted.db }, { searchIndexFor, chatBrainFor: () => plannerBrain }, QUESTION, null);
    expect((await reply()).answer).toContain("$120.00");
    const before = counted.trips();
    expect((await reply()).answer).toContain("$120.00");
    // Nothing read: the one round trip stores the turn and confirms the copy it was answered from.
    expect(counted.trips() - before).toBe(1);
    const ctx = toolContext(getDb(counted.db), searchIndexFor(env), "2026-11-23");
    await plannerBrain.answer(ctx, QUESTION, []);
    expect(ctx.pending()).toBe(await versionOf(getDb(env.DB), "reports"));
  });

  it("stores no turn read from a copy the records left behind: a write between the answer and its turn makes it answer again", async () => {
    const { id } = await createTransaction({ transaction_date: "2025-08-09", amount: "10.00", category: "expense:maintenance:repairs", transaction_type: "EXPENSE", description: "PAINT SHOP" });
    const reply = () => answerQuery(env, { searchIndexFor, chatBrainFor: () => plannerBrain }, QUESTION, null);
    const before = (await reply()).answer;
    expect(before).toMatch(/\$\d/);
    // A write lands after the next answer is worded from the copy, just before its turn is stored.
    let landed = false;
    const racing = new Proxy(env.DB, {
      get(target, key) {
        if (key === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            if (!landed && statements.some((statement) => String((statement as { statement?: string }).statement).includes("INSERT INTO chat_turns"))) {
              landed = true;
              await env.DB.prepare("UPDATE transactions SET amount_cents = amount_cents + 100000 WHERE id = ?").bind(id).run();
            }
            return target.batch(statements);
          };
        }
        const value = (target as unknown as Record<PropertyKey, unknown>)[key];
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const answer = await answerQuery({ ...env, DB: racing }, { searchIndexFor, chatBrainFor: () => plannerBrain }, QUESTION, null);
    expect(landed).toBe(true);
    const raised = (text: string) => Number(/\$([\d,]+\.\d\d)/.exec(text)![1]!.replaceAll(",", "")) * 100;
    expect(raised(answer.answer) - raised(before)).toBe(100000);
    const turns = await sessionTurns(getDb(env.DB), answer.session_id);
    expect(turns.map((turn) => turn.answer)).toEqual([answer.answer]);
  });

  it("is found stale when the records changed, and the route answers again from a fresh read", async () => {
    await ask(env.DB);
    // A new property named in the question: the copy does not know it yet.
    await createProperty({ address: "8 Fresh Meadow Road" });
    // Worded from the old copy, which no read has confirmed: the turn's write would find it stale.
    const ctx = toolContext(getDb(env.DB), searchIndexFor(env), "2026-11-23");
    await plannerBrain.answer(ctx, "How much did we spend on repairs for Fresh Meadow in 2025?", []);
    expect(ctx.pending()).toBeDefined();
    expect(ctx.pending()).not.toBe(await versionOf(getDb(env.DB), "reports"));
    // A read made with it finds it stale at once.
    await expect(ctx.batch([env.DB.prepare("SELECT 1")])).rejects.toBeInstanceOf(StaleRecordsError);
    await ask(env.DB);
    await createTransaction({ transaction_date: "2025-06-02", amount: "30.00", category: "expense:maintenance:repairs", transaction_type: "EXPENSE", description: "HARDWARE STORE" });
    const res = await call("POST", "/api/v1/chat/query", { json: { query: "How much did we spend on repairs for Fresh Meadow in 2025?" } });
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain("8 Fresh Meadow Road");
    expect(res.body.answer).toMatch(/No transactions match/);
    const cents = (await env.DB.prepare("SELECT sum(amount_cents) AS c FROM transactions WHERE deleted_at IS NULL AND category = 'expense:maintenance:repairs' AND transaction_date LIKE '2025-%'").first<number>("c"))!;
    const dollars = (cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
    expect((await call("POST", "/api/v1/chat/query", { json: { query: QUESTION } })).body.answer).toContain(`$${dollars}`);
  });
});
