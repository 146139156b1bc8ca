import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createProperty, createTransaction } from "../helpers";

const ask = (query: string, session_id?: string | null) => call("POST", "/api/v1/chat/query", { json: session_id === undefined ? { query } : { query, session_id } });

let alder: { id: string };
let birch: { id: string };

beforeAll(async () => {
  alder = await createProperty({ extra_metadata: { airbnb_listing: "Alder Street Loft" }, placed_in_service: "2021-07-01", ffe_basis: "15000.00", purchase_price_total: "442300.00" });
  birch = await createProperty({ address: "2218 Birch Avenue, Aurora, CO 80010", acquisition_date: "2019-03-22", purchase_price_total: "365000.00", land_basis: "91250.00", building_basis: "273750.00", placed_in_service: "2019-04-01" });
  for (const [date, amount, category, property] of [
    ["2025-07-03", "1234.56", "revenue:rental_income", alder.id],
    ["2025-07-01", "2150.00", "revenue:long_term_rental", birch.id],
    ["2025-07-09", "0.10", "revenue:rental_income", alder.id],
    ["2025-08-01", "2150.00", "revenue:long_term_rental", birch.id],
    ["2025-08-12", "987.65", "revenue:rental_income", alder.id],
    ["2025-07-05", "164.20", "expense:utilities:electricity", alder.id],
    ["2025-07-08", "61.05", "expense:utilities:water", alder.id],
  ] as const) {
    await createTransaction({ transaction_date: date, amount, category, transaction_type: category.startsWith("revenue") ? "REVENUE" : "EXPENSE", property_id: property, description: `${category} ${date}` });
  }
  // A deleted transaction never reaches an answer.
  const deleted = await createTransaction({ transaction_date: "2025-07-20", amount: "5000.00", category: "revenue:rental_income", transaction_type: "REVENUE", description: "deleted" });
  await call("DELETE", `/api/v1/transactions/${deleted.id}`);
  await call("PUT", "/api/v1/company", { json: { legal_name: "Front Range Rentals LLC", entity_type: "LLC", state_of_formation: "CO", formation_date: "2019-02-11", ein: "84-3920417" } });
});

describe("POST /api/v1/chat/query", () => {
  it("answers rental income for a month to the cent, from both rent categories, without deleted rows", async () => {
    const res = await ask("What was rental income in July 2025?");
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain("$3,384.66");
    expect(res.body.answer).toContain("July 2025");
    expect(res.body.sources).toEqual([expect.objectContaining({ type: "query_database", relevance: 1 })]);
    expect(res.body.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("links a database source to the list that shows the rows it read", async () => {
    const res = await ask("What was rental income in July 2025?");
    const link = res.body.sources[0].link;
    expect(link).toMatchObject({ resource: "transactions", query: { start_date: "2025-07-01", end_date: "2025-07-31" } });
    const listed = await call("GET", `/api/v1/transactions?${new URLSearchParams(link.query)}`);
    expect(listed.status).toBe(200);
    expect(listed.body.sum.revenue).toBe("3384.66");
    expect(listed.body.total).toBe(3);
  });

  it("answers company facts and property facts from the records", async () => {
    expect((await ask("What is our EIN?")).body.answer).toContain("84-3920417");
    expect((await ask("When was 2218 Birch acquired?")).body.answer).toContain("March 22, 2019");
    expect((await ask("What are the addresses of our properties?")).body.answer).toMatch(/2218 Birch Avenue[\s\S]*1420 Alder Street/);
  });

  it("answers a greeting with what it can do, without tools", async () => {
    const res = await ask("hello");
    expect(res.status).toBe(200);
    expect(res.body.sources).toEqual([]);
    expect(res.body.answer).toContain("What was rental income in July 2025?");
  });

  it("says so when nothing matches", async () => {
    const res = await ask("How much did we spend on snow removal in 2025?");
    expect(res.body.answer).toMatch(/^No transactions match/);
  });

  it("keeps the session: a follow-up takes the previous question's subject and year", async () => {
    const first = await ask("What was rental income in July 2025?");
    const next = await ask("And in August?", first.body.session_id);
    expect(next.status).toBe(200);
    expect(next.body.session_id).toBe(first.body.session_id);
    expect(next.body.answer).toContain("$3,137.65");
    expect(next.body.answer).toContain("August 2025");
    const property = await ask("Tell me about 1420 Alder Street", first.body.session_id);
    expect(property.body.answer).toContain("1420 Alder Street");
    const acquired = await ask("When was it acquired?", first.body.session_id);
    expect(acquired.body.answer).toContain("June 15, 2021");

    const history = await call("GET", `/api/v1/chat/sessions/${first.body.session_id}`);
    expect(history.status).toBe(200);
    expect(history.body.turns.map((t: { turn: number; query: string }) => [t.turn, t.query])).toEqual([
      [1, "What was rental income in July 2025?"],
      [2, "And in August?"],
      [3, "Tell me about 1420 Alder Street"],
      [4, "When was it acquired?"],
    ]);
    expect(history.body.turns[1]).toMatchObject({
      brain: "planner",
      tool_calls: [{ tool: "query_database", args: { entity: "transactions", start_date: "2025-08-01", end_date: "2025-08-31" } }],
      entities: { period: { label: "August 2025" } },
    });
    expect(history.body.turns[3].entities).toMatchObject({ property_id: alder.id });
  });

  it("starts a session with an unknown id, and answers each session from its own history", async () => {
    const id = "019a8f50-1a2b-7c3d-8e4f-5a6b7c8d9e0f";
    const res = await ask("Utilities in July 2025", id.toUpperCase());
    expect(res.body.session_id).toBe(id);
    expect(res.body.answer).toContain("$225.25");
    const fresh = await ask("And in August?");
    expect(fresh.body.session_id).not.toBe(id);
  });

  it("lists documents with the list tool, even when there are none", async () => {
    const res = await ask("Which documents do we have?");
    expect(res.body.sources[0].type).toBe("list_business_documents");
    expect(res.body.answer).toContain("No documents");
  });

  it("lists only the current version of a document, and counts it once", async () => {
    for (const [date, text] of [["2024-06-10", "Policy 2024"], ["2025-06-10", "Policy 2025"]] as const) {
      const form = new FormData();
      form.set("file", new File([`# Insurance policy\n\n${text}`], `policy-${date}.md`, { type: "text/markdown" }));
      form.set("doc_type", "insurance:policy");
      form.set("title", "Rental Dwelling Policy");
      form.set("doc_date", date);
      expect((await call("POST", "/api/v1/documents", { body: form })).status).toBe(201);
    }
    const res = await ask("What insurance documents do we have?");
    expect(res.body.answer).toMatch(/^1 document \(insurance\) on file:\n- Rental Dwelling Policy \(insurance:policy, dated June 10, 2025, final/);
  });

  it("refuses a missing, empty or blank query, one over 2,000 characters, and a malformed session id (422, nothing stored)", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM chat_turns").first<{ n: number }>();
    for (const [body, loc, type] of [
      [{}, ["body", "query"], "missing"],
      [{ query: "" }, ["body", "query"], "string_too_short"],
      [{ query: "   " }, ["body", "query"], "value_error"],
      [{ query: "x".repeat(2001) }, ["body", "query"], "string_too_long"],
      [{ query: "hi", session_id: "not-a-uuid" }, ["body", "session_id"], "uuid_parsing"],
      [{ query: "hi", extra: 1 }, ["body", "extra"], "extra_forbidden"],
    ] as const) {
      const res = await call("POST", "/api/v1/chat/query", { json: body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(res.body.detail[0]).toMatchObject({ loc, type });
    }
    expect((await call("POST", "/api/v1/chat/query", { body: "query=hi", headers: { "content-type": "application/x-www-form-urlencoded" } })).status).toBe(422);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM chat_turns").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
    expect((await ask("x".repeat(2000))).status).toBe(200);
  });

  it("numbers concurrent turns of one session without losing any", async () => {
    const id = "019a8f50-2222-7c3d-8e4f-5a6b7c8d9e0f";
    const replies = await Promise.all(["What is our EIN?", "Utilities in July 2025", "Which documents do we have?", "When was 2218 Birch acquired?"].map((q) => ask(q, id)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const history = await call("GET", `/api/v1/chat/sessions/${id}`);
    expect(history.body.turns.map((t: { turn: number }) => t.turn)).toEqual([1, 2, 3, 4]);
  });

  it("a null session id starts a new session", async () => {
    const res = await ask("What is our EIN?", null);
    expect(res.status).toBe(200);
    expect(res.body.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("GET /api/v1/chat/sessions/{id}", () => {
  it("is 404 for an unknown session and 422 for a malformed id", async () => {
    expect((await call("GET", "/api/v1/chat/sessions/019a8f50-0000-7000-8000-000000000000")).status).toBe(404);
    expect((await call("GET", "/api/v1/chat/sessions/nope")).status).toBe(422);
  });
});

describe("GET /api/v1/chat/sessions", () => {
  it("lists sessions, the most recently continued first, with the first question as title and the turn count", async () => {
    const first = await ask("What was rental income in July 2025?");
    const second = await ask("What is our EIN?");
    await ask("And in August 2025?", first.body.session_id);
    const res = await call("GET", "/api/v1/chat/sessions?page_size=2");
    expect(res.status).toBe(200);
    expect(res.body.page_size).toBe(2);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    expect(res.body.items[0]).toMatchObject({ id: first.body.session_id, title: "What was rental income in July 2025?", turns: 2 });
    expect(res.body.items[1]).toMatchObject({ id: second.body.session_id, title: "What is our EIN?", turns: 1 });
    expect(res.body.items[0].updated_at >= res.body.items[1].updated_at).toBe(true);
  });

  it("refuses a page size out of range", async () => {
    const res = await call("GET", "/api/v1/chat/sessions?page_size=0");
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(["query", "page_size"]);
  });
});
