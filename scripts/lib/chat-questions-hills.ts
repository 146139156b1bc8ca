// A smoke set of the Texas fixture company (scripts/lib/hills-company.ts): six questions written with the
// company, by a helper who never read the assistant's code, its tests or another set, to check that the
// company builds and that its figures can be read from the REST API. Not tuned on; not a benchmark.
// Every figure is read from the API of the running service, never written here.
import { type Case, figure, longDate, nextOpen, thisYear, year } from "./chat-questions";

const lastYear = (t: { today: string }) => year(Number(t.today.slice(0, 4)) - 1);

export const HILLS_CASES: Case[] = [
  {
    group: "rent",
    query: "How much rent did Unit C of the San Antonio fourplex bring in last year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Huisache Bend");
      return [figure(await t.sum({ categories: ["revenue:long_term_rental"], ...lastYear(t), property: p.id, q: "Unit C rent" }))];
    },
  },
  {
    group: "improvements",
    query: "What did the new roof on the New Braunfels house cost?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sendero Loma");
      return [figure(await t.sum({ categories: ["expense:capital_improvement"], ...lastYear(t), property: p.id }))];
    },
  },
  {
    group: "expenses",
    query: "How much have we paid in HOA dues for the Austin townhouse so far this year?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Cedar Elm Run");
      return [figure(await t.sum({ categories: ["expense:hoa_fees"], ...thisYear(t), property: p.id }))];
    },
  },
  {
    group: "documents",
    query: "What percentage of collected rent does Presidio Oak charge as its management fee, and how much can it spend on a repair without our approval?",
    tool: "search_document_content",
    async expect() {
      return ["8%", "$500"];
    },
  },
  {
    group: "deposits",
    query: "How much in deposits are we holding for the Whitacres at the New Braunfels house?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Sendero Loma");
      const { held } = await t.get<{ held: string }>(`/api/v1/deposits?property_id=${p.id}`);
      return [figure(held)];
    },
  },
  {
    group: "deadlines",
    query: "By when does the dental practice in Boerne have to tell us it wants to renew its lease?",
    tool: "query_database",
    async expect(t) {
      const p = await t.property("Cypress Mill");
      const o = await nextOpen(t, `property_id=${p.id}&q=${encodeURIComponent("option to renew")}`);
      if (!o) throw new Error("no open renewal-option deadline for the Boerne building");
      return [longDate(o.due_date)];
    },
  },
];
