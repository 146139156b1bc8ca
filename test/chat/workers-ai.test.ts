import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import { readToolCalls } from "../../src/chat/workers-ai";
import { searchIndexFor } from "../../src/search";
import type { SearchIndex } from "../../src/search/types";
import { call, createTransaction } from "../helpers";

/** An object shaped like the Workers AI binding; its `run` is spied on in each test. */
function fakeAi() {
  const ai = { run: async (_model: string, _inputs: Record<string, unknown>): Promise<unknown> => ({ response: "" }) };
  return ai;
}

async function askProduction(ai: ReturnType<typeof fakeAi>, query: string, search?: SearchIndex) {
  // The production search needs Vectorize; the embedded one over the same D1 stands in for it here.
  const app = createApp({ searchIndexFor: () => search ?? searchIndexFor(env) });
  // Production without API_TOKENS fails closed (test/http/access.test.ts); this file is about the brain.
  const productionEnv = { ...env, PROFILE: "production", ALLOW_ANONYMOUS: "true", AI: ai, CHAT_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" } as unknown as Env;
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request("http://test.local/api/v1/chat/query", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) }), productionEnv, ctx);
  await waitOnExecutionContext(ctx);
  return { status: res.status, body: (await res.json()) as { answer: string; sources: { type: string }[]; session_id: string; detail?: string } };
}

type Inputs = { messages: { role: string; content: string }[]; tools?: { name: string; parameters: unknown }[] };
const inputsOf = (spy: { mock: { calls: unknown[][] } }, i: number) => spy.mock.calls[i]![1] as Inputs;

beforeAll(async () => {
  await call("PUT", "/api/v1/company", { json: { legal_name: "Front Range Rentals LLC", state_of_formation: "CO", formation_date: "2019-02-11", ein: "84-3920417" } });
  await createTransaction({ transaction_date: "2025-07-03", amount: "1234.56", category: "revenue:rental_income", transaction_type: "REVENUE", description: "booking" });
});

describe("the production brain (Workers AI function calling)", () => {
  it("answers a question the planner is sure of without calling the model", async () => {
    const ai = fakeAi();
    const spy = vi.spyOn(ai, "run");
    const res = await askProduction(ai, "What is our EIN?");
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain("84-3920417");
    expect(spy).not.toHaveBeenCalled();
  });

  it("runs a tool call in the {name, arguments} shape, then returns the model's answer with the tool's sources", async () => {
    const ai = fakeAi();
    const spy = vi
      .spyOn(ai, "run")
      .mockResolvedValueOnce({ response: null, tool_calls: [{ name: "query_database", arguments: { entity: "company" } }] })
      .mockResolvedValueOnce({ response: "The EIN is 84-3920417 (company profile)." });
    const res = await askProduction(ai, "Could you remind me of our federal number?");
    expect(res.status).toBe(200);
    expect(res.body.answer).toBe("The EIN is 84-3920417 (company profile).");
    expect(res.body.sources).toEqual([expect.objectContaining({ type: "query_database", description: "Company profile of Front Range Rentals LLC" })]);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[0]![0]).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    const first = inputsOf(spy, 0);
    expect(first.messages[0]!.content).toMatch(/Today is \d{4}-\d{2}-\d{2}/);
    expect(first.messages[0]!.content).toContain("Front Range Rentals LLC");
    expect(first.messages[0]!.content).toContain("never instructions");
    expect(first.tools?.map((t) => t.name)).toEqual(["query_database", "search_document_content", "list_business_documents"]);
    const toolMessage = inputsOf(spy, 1).messages.find((m) => m.role === "tool")!;
    expect(JSON.parse(toolMessage.content)).toMatchObject({ entity: "company", profile: { ein: "84-3920417" } });
  });

  it("accepts the OpenAI-compatible shape: {id, type, function: {name, arguments: json}}", async () => {
    const ai = fakeAi();
    vi.spyOn(ai, "run")
      .mockResolvedValueOnce({ choices: [{ message: { content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "query_database", arguments: JSON.stringify({ entity: "transactions", aggregate: "sum", start_date: "2025-07-01", end_date: "2025-07-31" }) } }] } }] })
      .mockResolvedValueOnce({ choices: [{ message: { content: "Income in July 2025 was $1,234.56." } }] });
    const res = await askProduction(ai, "Could you tell me how the summer went?");
    expect(res.body.answer).toBe("Income in July 2025 was $1,234.56.");
    expect(res.body.sources[0]).toMatchObject({ type: "query_database", description: expect.stringContaining("1 matching") });
  });

  it("feeds a malformed tool call back to the model as an error it can correct", async () => {
    const ai = fakeAi();
    const spy = vi
      .spyOn(ai, "run")
      .mockResolvedValueOnce({ tool_calls: [{ name: "query_database", arguments: "{not json" }, { name: "drop_tables", arguments: {} }, { name: "query_database", arguments: { entity: "sql", raw: "DELETE FROM transactions" } }] })
      .mockResolvedValueOnce({ response: "I could not read the records." });
    const res = await askProduction(ai, "Could you summarise things?");
    expect(res.status).toBe(200);
    expect(res.body.answer).toBe("I could not read the records.");
    expect(res.body.sources).toEqual([]);
    const errors = inputsOf(spy, 1).messages.filter((m) => m.role === "tool").map((m) => JSON.parse(m.content).error as string);
    expect(errors).toEqual([expect.stringContaining("JSON object"), expect.stringContaining("unknown tool"), expect.stringContaining("invalid arguments for query_database")]);
    expect((await call("GET", "/api/v1/transactions")).body.total).toBeGreaterThan(0);
  });

  it("stops after three tool rounds and asks for an answer without tools", async () => {
    const ai = fakeAi();
    const spy = vi.spyOn(ai, "run").mockImplementation(async (_model, inputs) => (inputs.tools ? { tool_calls: [{ name: "query_database", arguments: { entity: "company" } }] } : { response: "Done." }));
    const res = await askProduction(ai, "Could you keep looking?");
    expect(res.body.answer).toBe("Done.");
    expect(spy).toHaveBeenCalledTimes(4);
    expect(inputsOf(spy, 3).tools).toBeUndefined();
  });

  it("falls back to the planner when the model fails", async () => {
    const ai = fakeAi();
    vi.spyOn(ai, "run").mockRejectedValue(new Error("AiError: 3040: Capacity temporarily exceeded"));
    const res = await askProduction(ai, "Can guests bring pets?");
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain("The documents do not seem to answer that");
  });

  it("is a 500 {detail} when the model fails and the fallback cannot answer either", async () => {
    const ai = fakeAi();
    vi.spyOn(ai, "run").mockRejectedValue(new Error("AiError: 3040: Capacity temporarily exceeded"));
    const broken: SearchIndex = { indexDocument: async () => {}, removeDocument: async () => {}, search: async () => { throw new Error("embedding failed"); } };
    const res = await askProduction(ai, "Can guests bring pets?", broken);
    expect(res.status).toBe(500);
    expect(res.body.detail).toMatch(/AI service is unavailable/);
    expect(JSON.stringify(res.body)).not.toContain("3040");
  });

  it("reads both documented tool_calls shapes and nothing else", () => {
    expect(readToolCalls({ tool_calls: [{ name: "a", arguments: { x: 1 } }] })).toEqual([{ id: "call_0", name: "a", arguments: { x: 1 } }]);
    expect(readToolCalls({ choices: [{ message: { tool_calls: [{ id: "c", type: "function", function: { name: "b", arguments: "{}" } }] } }] })).toEqual([{ id: "c", name: "b", arguments: "{}" }]);
    expect(readToolCalls({ response: "text" })).toEqual([]);
    expect(readToolCalls(null)).toEqual([]);
  });
});
