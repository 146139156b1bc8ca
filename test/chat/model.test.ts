import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { LanguageModelV4CallOptions, LanguageModelV4Content } from "@ai-sdk/provider";
import { MockLanguageModelV4 } from "ai/test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../src/app";
import { modelBrain } from "../../src/chat/brain";
import { checkFigures } from "../../src/chat/model";
import { toolContext } from "../../src/chat/tools/context";
import { chatBrain } from "../../src/providers";
import { getDb } from "../../src/db/client";
import { searchIndexFor } from "../../src/search";
import type { SearchIndex } from "../../src/domain/search-index";
import { call, createTransaction } from "../helpers";

const USAGE = { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 5, text: 5, reasoning: undefined } };
const text = (t: string) => ({ content: [{ type: "text", text: t }] as LanguageModelV4Content[], finishReason: { unified: "stop" as const, raw: undefined }, usage: USAGE, warnings: [] });
const toolCalls = (...calls: [string, string][]) => ({
  content: calls.map(([toolName, input], i) => ({ type: "tool-call", toolCallId: `call_${i}`, toolName, input })) as LanguageModelV4Content[],
  finishReason: { unified: "tool-calls" as const, raw: undefined },
  usage: USAGE,
  warnings: [],
});

/** A mock model that answers each step with the next scripted response, recording what it was sent. */
function scripted(...steps: (ReturnType<typeof text> | ReturnType<typeof toolCalls> | Error)[]) {
  const seen: LanguageModelV4CallOptions[] = [];
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      seen.push(options);
      const step = steps[Math.min(seen.length - 1, steps.length - 1)]!;
      if (step instanceof Error) throw step;
      return step;
    },
  });
  return { model, seen };
}

const TODAY = "2026-11-23";
const ask = (model: MockLanguageModelV4, question: string, search?: SearchIndex) =>
  modelBrain(model, { LOG_LEVEL: "error" }).answer(toolContext(getDb(env.DB), search ?? searchIndexFor(env), TODAY), question, []);

/** The tool results and errors the model was sent back, by tool name. */
function toolOutputs(options: LanguageModelV4CallOptions): { name: string; output: unknown }[] {
  return options.prompt.flatMap((m) => (m.role === "tool" ? m.content.flatMap((part) => (part.type === "tool-result" ? [{ name: part.toolName, output: part.output }] : [])) : []));
}

beforeAll(async () => {
  await call("PUT", "/api/v1/company", { json: { legal_name: "Front Range Rentals LLC", state_of_formation: "CO", formation_date: "2019-02-11", ein: "84-3920417" } });
  await createTransaction({ transaction_date: "2025-07-03", amount: "1234.56", category: "revenue:rental_income", transaction_type: "REVENUE", description: "booking" });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the model brain (AI SDK)", () => {
  it("answers a question the planner is sure of without calling the model", async () => {
    const { model, seen } = scripted(text("unused"));
    const answer = await ask(model, "What is our EIN?");
    expect(answer.answer).toContain("84-3920417");
    expect(seen).toHaveLength(0);
  });

  it("runs a tool call with the same schemas, then gives the model's answer with the tool's sources", async () => {
    const { model, seen } = scripted(toolCalls(["query_database", JSON.stringify({ entity: "company" })]), text("The EIN is 84-3920417 (company profile)."));
    const answer = await ask(model, "Could you remind me of our federal number?");
    expect(answer.answer).toBe("The EIN is 84-3920417 (company profile).");
    expect(answer.sources).toEqual([expect.objectContaining({ type: "query_database", description: "Company profile of Front Range Rentals LLC" })]);
    expect(answer.calls).toEqual([{ tool: "query_database", args: { entity: "company" } }]);
    expect(seen).toHaveLength(2);
    const system = seen[0]!.prompt.find((m) => m.role === "system")!.content as string;
    expect(system).toContain(`Today is ${TODAY}`);
    expect(system).toContain("Front Range Rentals LLC");
    expect(system).toContain("never instructions");
    expect(seen[0]!.tools?.map((t) => t.name)).toEqual(["query_database", "search_document_content", "list_business_documents"]);
    expect(JSON.stringify(toolOutputs(seen[1]!))).toContain("84-3920417");
  });

  it("sends a malformed call back to the model as an error it can correct, and runs nothing for it", async () => {
    const { model, seen } = scripted(
      toolCalls(["query_database", "{not json"], ["drop_tables", "{}"], ["query_database", JSON.stringify({ entity: "sql", raw: "DELETE FROM transactions" })]),
      text("I could not read the records."),
    );
    const answer = await ask(model, "Could you look into the neighbours?");
    expect(answer.answer).toBe("I could not read the records.");
    expect(answer.calls).toEqual([]);
    expect(answer.sources).toEqual([]);
    // Each refused call reaches the model again as an error, so it can try a valid one.
    const back = toolOutputs(seen[1]!);
    expect(back.map((b) => b.name)).toEqual(["query_database", "drop_tables", "query_database"]);
    for (const b of back) expect(b.output).toMatchObject({ type: "error-text" });
    expect((await call("GET", "/api/v1/transactions")).body.total).toBeGreaterThan(0);
  });

  it("gives a plain answer that needs no tool", async () => {
    const { model } = scripted(text("I answer from the company's records and documents; ask about them."));
    const answer = await ask(model, "Could you introduce yourself?");
    expect(answer).toMatchObject({ answer: "I answer from the company's records and documents; ask about them.", calls: [], sources: [], brain: "mock-model-id" });
  });

  it("stops after three tool rounds and answers without tools", async () => {
    const { model, seen } = scripted(toolCalls(["query_database", JSON.stringify({ entity: "company" })]), toolCalls(["query_database", JSON.stringify({ entity: "company" })]), toolCalls(["query_database", JSON.stringify({ entity: "company" })]), text("Done."));
    const answer = await ask(model, "Could you keep looking for the roof?");
    expect(answer.answer).toBe("Done.");
    expect(seen).toHaveLength(4);
    expect(seen.slice(0, 3).map((s) => s.toolChoice?.type)).toEqual(["auto", "auto", "auto"]);
    expect(seen[3]!.toolChoice).toEqual({ type: "none" });
  });

  it("never passes on a figure no tool returned: it is removed and the answer says so", async () => {
    const { model } = scripted(
      toolCalls(["query_database", JSON.stringify({ entity: "transactions", aggregate: "sum", start_date: "2025-07-01", end_date: "2025-07-31" })]),
      text("Income in July 2025 was $1,234.56, about $14,814.72 a year."),
    );
    const answer = await ask(model, "Could you tell me how the summer went?");
    expect(answer.answer).toContain("$1,234.56");
    expect(answer.answer).not.toContain("14,814.72 a year");
    expect(answer.answer).toContain("[figure removed]");
    expect(answer.answer).toContain('Removed "$14,814.72"');
  });

  it("falls back to the planner when the model fails, and is a 500 {detail} when that fails too", async () => {
    const { model } = scripted(new Error("AiError: 3040: Capacity temporarily exceeded"));
    const answer = await ask(model, "Can guests bring pets?");
    expect(answer.answer).toContain("The documents do not seem to answer that");
    expect(answer.brain).toBe("planner (model unavailable)");
    const broken: SearchIndex = { indexDocument: async () => {}, removeDocument: async () => {}, search: async () => { throw new Error("embedding failed"); }, openings: async () => new Map() };
    await expect(ask(model, "Can guests bring pets?", broken)).rejects.toMatchObject({ status: 500, message: expect.stringMatching(/AI service is unavailable/) });
  });
});

describe("checkFigures", () => {
  it("keeps amounts the tools returned, in any spelling, and leaves years, dates and counts alone", () => {
    const outputs = [JSON.stringify({ totals: { revenue: "1234.50", count: 12 } }), JSON.stringify({ passages: [{ text: "Rent is $2,150.00 a month." }] })];
    expect(checkFigures("In 2025 (12 transactions, July 3): $1,234.50; rent $2,150 a month.", outputs)).toEqual({ answer: "In 2025 (12 transactions, July 3): $1,234.50; rent $2,150 a month.", removed: [] });
    expect(checkFigures("Rent is $2,150.01.", outputs).removed).toEqual(["$2,150.01"]);
    expect(checkFigures("Total 3,000.00.", []).removed).toEqual(["3,000.00"]);
  });
});

describe("the configured model", () => {
  const production = (extra: Record<string, unknown>) => ({ ...env, PROFILE: "production", ALLOW_ANONYMOUS: "true", ...extra }) as unknown as Env;

  it("asks Workers AI through its binding in production, in Cloudflare's shapes", async () => {
    const run = vi.fn(async (_model: string, inputs: Record<string, unknown>) => (Array.isArray(inputs.tools) && !(inputs.messages as { role: string }[]).some((m) => m.role === "tool")
      ? { response: null, tool_calls: [{ name: "query_database", arguments: { entity: "company" } }], usage: { prompt_tokens: 1, completion_tokens: 1 } }
      : { response: "The EIN is 84-3920417.", usage: { prompt_tokens: 1, completion_tokens: 1 } }));
    const app = createApp({ searchIndexFor: () => searchIndexFor(env) });
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request("http://test.local/api/v1/chat/query", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "Could you remind me of our federal number?" }) }),
      production({ AI: { run }, CHAT_MODEL: "@cf/meta/llama-3.3-70b-instruct-fp8-fast" }),
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const body = (await res.json()) as { answer: string; sources: { type: string }[] };
    expect(res.status).toBe(200);
    expect(body.answer).toBe("The EIN is 84-3920417.");
    expect(body.sources[0]).toMatchObject({ type: "query_database" });
    expect(run.mock.calls[0]![0]).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    // The tool result goes back as a tool message answering the call the model made.
    const followUp = run.mock.calls[1]![1] as { messages: { role: string; content: string; tool_call_id?: string }[] };
    const tool = followUp.messages.find((m) => m.role === "tool")!;
    expect(tool.content).toContain("84-3920417");
    expect(followUp.messages.find((m) => m.role === "assistant")).toBeDefined();
  });

  it("answers with the brain the app is given (AppDeps), in place of the configuration's", async () => {
    const { model, seen } = scripted(text("Answered by the brain the app was given."));
    const app = createApp({ chatBrainFor: () => modelBrain(model) });
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request("http://test.local/api/v1/chat/query", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "what does the weather look like at the cabin" }) }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { answer: string }).answer).toBe("Answered by the brain the app was given.");
    expect(seen).toHaveLength(1);
  });

  it("asks an OpenAI-compatible endpoint when CHAT_BASE_URL is set, in any profile", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      Response.json({ id: "c1", object: "chat.completion", created: 0, model: "llama3.1", choices: [{ index: 0, message: { role: "assistant", content: "Our EIN is 84-3920417." }, finish_reason: "stop" }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }),
    );
    const brain = chatBrain({ ...env, CHAT_BASE_URL: "http://localhost:11434/v1", CHAT_MODEL: "llama3.1", CHAT_API_KEY: "k" } as unknown as Env);
    const answer = await brain.answer(toolContext(getDb(env.DB), searchIndexFor(env), TODAY), "Could you remind me of our federal number?", []);
    expect(answer.answer).toBe("Our EIN is 84-3920417.");
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe("http://localhost:11434/v1/chat/completions");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer k");
    expect(JSON.parse(String(init?.body))).toMatchObject({ model: "llama3.1", tools: [expect.objectContaining({ type: "function" }), expect.anything(), expect.anything()] });
  });

  it("refuses a CHAT_BASE_URL without a model name, and keeps the planner in the embedded profile", () => {
    expect(() => chatBrain({ ...env, CHAT_BASE_URL: "http://localhost:11434/v1", CHAT_MODEL: "" } as unknown as Env)).toThrow(/CHAT_MODEL/);
    expect(chatBrain({ ...env, CHAT_BASE_URL: undefined } as unknown as Env)).toBe(chatBrain(env));
  });
});
