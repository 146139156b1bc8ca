// A smoke set for the Michigan fixture company (scripts/lib/dune-company.ts): six questions, one on each
// kind of record it holds (the bakery's base rent under its triple-net lease, the lake cottage's weekly
// bookings, the farm's cash rent, the cell tower's ground rent, a state deadline, a clause of a
// document). Written blind, with the fixture, by an author who never read the assistant's code, its tests
// or another set. Figures are read from the REST API of the running service, never written here.
import { type Case, figure, longDate, nextOpen, thisYear, year } from "./chat-questions";

const lastYear = (today: string) => year(Number(today.slice(0, 4)) - 1);

export const DUNE_CASES: Case[] = [
  {
    group: "retail",
    query: "How much base rent did the bakery in Unit A pay us last year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("River Street");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t.today), property: p.id, q: "Unit A base rent" }))];
    },
  },
  {
    group: "cottage",
    query: "How much did the lake cottage take in from guest bookings last year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Lost Pine Lake");
      return [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t.today), property: p.id }))];
    },
  },
  {
    group: "farm",
    query: "How much cash rent did the Wierengas pay for the 80 acres last year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("72nd Avenue");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t.today), property: p.id }))];
    },
  },
  {
    group: "tower",
    query: "How much ground rent has Northpoint Tower Partners paid us so far this year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("72nd Avenue");
      return [figure(await t.sum({ categories: ["revenue:other"], ...thisYear(t), property: p.id, q: "ground rent" }))];
    },
  },
  {
    group: "deadlines",
    query: "When is our next Michigan annual statement due to LARA?",
    tool: "query_database",
    async expect(t) {
      const next = await nextOpen(t, "obligation_type=compliance:periodic_report&q=annual%20statement");
      if (!next) throw new Error("no open annual statement");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "documents",
    query: "What cash rent per acre does our latest farm lease with the Wierengas set?",
    tool: "search_document_content",
    async expect(t) {
      const { items } = await t.get<{ items: { text: string; document_title: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent("per tillable acre per year")}&mode=lexical&top_k=10`);
      const rate = items.map((hit) => /(\$[\d,]+\.\d{2}) per tillable acre per year/.exec(hit.text)?.[1]).find(Boolean);
      if (!rate) throw new Error("the farm lease's rate per acre was not found");
      return [rate];
    },
  },
];
