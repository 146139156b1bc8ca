// A smoke set for the Arizona fixture company (scripts/lib/mesa-company.ts): six questions, one on each
// kind of record it holds (the park's lot rent, the casita's VRBO host fees, the Casa Grande note's
// interest, the casita's transaction privilege tax, a state deadline, a clause of a document). Written
// blind, with the fixture, by an author who never read the assistant's code, its tests or another set.
// Figures are read from the REST API of the running service, never written here.
import { type Case, figure, longDate, nextOpen, thisYear, year } from "./chat-questions";

const lastYear = (today: string) => year(Number(today.slice(0, 4)) - 1);

export const MESA_CASES: Case[] = [
  {
    group: "park",
    query: "How much lot rent did the Apache Junction park collect last year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Quartzite Wash");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t.today), property: p.id }))];
    },
  },
  {
    group: "casita",
    query: "How much have we paid VRBO in host fees for the Scottsdale casita so far this year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Paloma Azul");
      return [figure(await t.sum({ categories: ["expense:platform_fees"], ...thisYear(t), property: p.id }))];
    },
  },
  {
    group: "note",
    query: "How much interest has the buyer of the Casa Grande house paid us on the note this year?",
    tool: "query_database",
    async expect(t) {
      return [figure(await t.sum({ categories: ["revenue:other"], ...thisYear(t), q: "Note payment" }))];
    },
  },
  {
    group: "tpt",
    query: "How much transaction privilege tax did we remit for the casita last year, state and city together?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Paloma Azul");
      return [figure(await t.sum({ categories: ["expense:other"], ...lastYear(t.today), property: p.id, q: "TPT-2" }))];
    },
  },
  {
    group: "deadlines",
    query: "When is our next Arizona Form 165 due?",
    tool: "query_database",
    async expect(t) {
      const next = await nextOpen(t, "obligation_type=tax:filing&q=Form%20165");
      if (!next) throw new Error("no open Form 165");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "documents",
    query: "What interest rate does the promissory note from the Casa Grande sale carry?",
    tool: "search_document_content",
    async expect(t) {
      const { items } = await t.get<{ items: { text: string; document_title: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent("interest on the unpaid principal at the rate of")}&mode=lexical&top_k=10`);
      const rate = items.map((hit) => /at the rate of (\d+(?:\.\d+)?%) per year/.exec(hit.text)?.[1]).find(Boolean);
      if (!rate) throw new Error("the promissory note's interest rate was not found");
      return [rate];
    },
  },
];
