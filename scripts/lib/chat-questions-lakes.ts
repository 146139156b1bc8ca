// A smoke set for the fifth fixture company, the Wisconsin LLC of scripts/lib/lakes-company.ts: one
// question of each kind (income of last year, an expense by vendor, a deadline, a company fact, a
// document clause, one the records cannot answer). It proves the company builds and that every
// expectation resolves from the REST API; it is not an evaluation set. Written with the company,
// without reading the assistant's code.
import { figure, longDate, obligations, year, type Case } from "./chat-questions";

const lastYear = (today: string) => year(Number(today.slice(0, 4)) - 1);

export const LAKES_CASES: Case[] = [
  {
    group: "income",
    query: "How much rent did the Hollister Avenue apartments bring in last year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Hollister");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t.today), property: p.id }))];
    },
  },
  {
    group: "vendor",
    query: "What did we pay Rindahl Snowplowing in total last year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Loon Song");
      return [figure(await t.sum({ categories: ["expense:maintenance:snow_removal"], ...lastYear(t.today), property: p.id, q: "Rindahl" }))];
    },
  },
  {
    group: "deadline",
    query: "When is the next property tax installment due on the cabin?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Loon Song");
      const { items } = await obligations(t, "obligation_type=property:tax");
      const next = items
        .filter((o) => o.property_id === p.id && o.status !== "completed" && o.status !== "cancelled")
        .sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
      if (!next) throw new Error("no open property tax deadline for the cabin");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "company",
    query: "What is our Wisconsin entity ID?",
    tool: "query_database",
    async expect(t) {
      const body = await t.get<Record<string, unknown>>("/api/v1/company");
      const profile = (body.data ?? body) as { state_filing_number?: string };
      if (!profile.state_filing_number) throw new Error("the company profile has no state filing number");
      return [profile.state_filing_number];
    },
  },
  {
    group: "document",
    query: "Under the snow plowing contract for the cabin, what is the most we pay for plowing in one season?",
    tool: "search_document_content",
    async expect(t) {
      // The cap the contract states also appears on the plow bill of a month that reached it.
      const { items } = await t.get<{ items: { description: string }[] }>(`/api/v1/transactions?q=${encodeURIComponent("season cap")}&page_size=50`);
      const cap = items.map((tx) => /season cap of \$([\d,]+(?:\.\d{2})?)/.exec(tx.description)?.[1]).find(Boolean);
      if (!cap) throw new Error("no plow bill states the season cap");
      return [cap];
    },
  },
  {
    group: "unanswerable",
    query: "What corn yield per acre did Amundsen Grain Farms get on our farmland last year?",
    tool: "query_database",
    unanswerable: true,
    async expect() {
      return [];
    },
  },
];
