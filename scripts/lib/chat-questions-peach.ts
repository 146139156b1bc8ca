// A smoke set for the Georgia fixture company (scripts/lib/peach-company.ts): six questions, one on each
// kind of record it holds (the storage lot's rents, the resort rental pool's owner share, the student
// rooms' utility fees, the housing authority's HAP, a state deadline, a clause of a document). Written
// blind, with the fixture, by an author who never read the assistant's code, its tests or another set.
// Figures are read from the REST API of the running service, never written here.
import { type Case, figure, longDate, nextOpen, thisYear, year } from "./chat-questions";

const lastYear = (today: string) => year(Number(today.slice(0, 4)) - 1);

export const PEACH_CASES: Case[] = [
  {
    group: "storage",
    query: "How much rent did the self-storage units in Watkinsville bring in last year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Persimmon Ridge");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t.today), property: p.id }))];
    },
  },
  {
    group: "rental pool",
    query: "How much did Driftwood Dunes pay us as our owner share from the rental pool last year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sea Oats");
      return [figure(await t.sum({ categories: ["revenue:rental_income"], ...lastYear(t.today), property: p.id }))];
    },
  },
  {
    group: "student rooms",
    query: "How much have the Athens students paid in utility flat fees so far this year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Pulaski Heights");
      return [figure(await t.sum({ categories: ["revenue:utility_reimbursements"], ...thisYear(t), property: p.id }))];
    },
  },
  {
    group: "voucher",
    query: "How much has the housing authority paid us for Unit B of the Macon duplex this year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Laurelbrook");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...thisYear(t), property: p.id, q: "Housing Authority" }))];
    },
  },
  {
    group: "deadlines",
    query: "When is our next Georgia annual registration due?",
    tool: "query_database",
    async expect(t) {
      const next = await nextOpen(t, "obligation_type=compliance:periodic_report&q=annual%20registration");
      if (!next) throw new Error("no open annual registration");
      return [longDate(next.due_date)];
    },
  },
  {
    group: "documents",
    query: "What percentage of the gross room revenue does the owner get under the Driftwood Dunes rental pool agreement?",
    tool: "search_document_content",
    async expect(t) {
      const { items } = await t.get<{ items: { text: string; document_title: string }[] }>(`/api/v1/documents/search?q=${encodeURIComponent("Owner's share of the Gross Room Revenue")}&mode=lexical&top_k=10`);
      const share = items.map((hit) => /Owner's share is (\d+%)/.exec(hit.text)?.[1]).find(Boolean);
      if (!share) throw new Error("the rental pool agreement's owner share was not found");
      return [share];
    },
  },
];
