import { beforeAll, describe, expect, it } from "vitest";
import { call, createObligation, createProperty, createTransaction } from "../helpers";

/**
 * The assistant through the API, on a small company whose bookings are transactions entered one by
 * one (the spec's own data), not an Airbnb import: what an owner asks in ordinary words.
 */
const TODAY_YEAR = new Date().getUTCFullYear();
const LAST = TODAY_YEAR - 1;

async function ask(query: string, sessionId?: string): Promise<{ answer: string; sources: { type: string }[]; session_id: string }> {
  const res = await call("POST", "/api/v1/chat/query", { json: sessionId ? { query, session_id: sessionId } : { query } });
  expect(res.status).toBe(200);
  return res.body;
}

let cabin: { id: string };
let house: { id: string };

beforeAll(async () => {
  expect((await call("PUT", "/api/v1/company", { json: { legal_name: "Quiet Pines Lodging LLC", state_of_formation: "VT", formation_date: "2018-04-02", ein: "12-3456789", state_filing_number: "0098712" } })).status).toBe(200);
  cabin = await createProperty({ address: "12 Spruce Hollow Road, Stowe, VT 05672", acquisition_date: "2019-05-01", placed_in_service: "2019-06-01", extra_metadata: { nickname: "the cabin" } });
  house = await createProperty({ address: "80 Mill Street, Burlington, VT 05401", acquisition_date: "2020-02-01" });
  // Bookings as the spec writes them: a code, a guest and the nights in the description, nothing in extra_metadata.
  const bookings: [string, string, string, string][] = [
    [`${LAST}-08-03`, "HM4KX2", "Jane Doe", "3"],
    [`${LAST}-08-14`, "HM7QW9", "Omar Haddad", "2"],
    [`${LAST}-08-27`, "HM2ZP5", "Jane Doe", "4"],
    [`${LAST}-09-05`, "HM9RT1", "Lena Fischer", "5"],
  ];
  for (const [date, code, guest, nights] of bookings) {
    await createTransaction({ property_id: cabin.id, transaction_date: date, amount: "450.00", category: "revenue:rental_income", transaction_type: "REVENUE", description: `Airbnb reservation ${code} - ${guest} (${nights} nights)` });
  }
  await createTransaction({ property_id: cabin.id, transaction_date: `${LAST}-08-20`, amount: "95.00", category: "revenue:cleaning_fees", transaction_type: "REVENUE", description: "Cleaning fee HM7QW9" });
  for (const month of ["07", "08", "09"]) {
    await createTransaction({ property_id: house.id, transaction_date: `${LAST}-${month}-01`, amount: "1800.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: "ZELLE FROM PAT ROWE RENT" });
    await createTransaction({ property_id: house.id, transaction_date: `${LAST}-${month}-12`, amount: "120.00", category: "expense:utilities:electricity", transaction_type: "EXPENSE", description: "GREEN MOUNTAIN POWER" });
  }
});

describe("bookings recorded as transactions are stays", () => {
  it("counts reservations, lists guests and nights, and their occupancy", async () => {
    const august = await ask(`How many Airbnb reservations did we have in August ${LAST}?`);
    expect(august.answer).toContain("3 reservations");
    expect(august.sources.every((s) => s.type === "query_database")).toBe(true);
    const september = await ask(`who stayed with us in september ${LAST}`);
    expect(september.answer).toContain("Lena Fischer");
    expect(september.answer).toContain("5 nights");
    const occupancy = await call("GET", `/api/v1/reports/occupancy?start_date=${LAST}-08-01&end_date=${LAST}-08-31&property_id=${cabin.id}`);
    expect(occupancy.body.properties[0]).toMatchObject({ stays: 3, nights_booked: 9 });
  });

  it("totals what the counted bookings brought in, by category", async () => {
    const count = await ask(`how many bookings did the cabin have in august ${LAST}`);
    const money = await ask("how much did they bring in?", count.session_id);
    expect(money.answer).toContain("$1,445.00");
    expect(money.answer).toContain("$1,350.00");
  });
});

describe("words that only shape a question never refuse it", () => {
  it("reads modifiers, verbs of asking, abbreviations and the company's own name", async () => {
    expect((await ask(`What was the total gross rental income for Q3 ${LAST}?`)).answer).toContain("$7,200.00");
    expect((await ask("please calculate the gross rental income for last yr")).answer).toContain("$7,200.00");
    expect((await ask("when was Quiet Pines Lodging formed")).answer).toContain("April 2, 2018");
    expect((await ask("what's the state entity id of quiet pines lodging llc")).answer).toContain("0098712");
    expect((await ask(`how much did the cabin bring in last yr`)).answer).toContain("$1,895.00");
  });

  it("refuses a measure the records do not hold, and a name they never paid, without a figure", async () => {
    for (const q of ["what is the market value of the cabin", "what's the mortgage balance on mill street", "how much did we pay Bob's Painting last year"]) {
      const { answer } = await ask(q);
      expect(answer).toMatch(/couldn't|do not|No transactions/);
      expect(answer).not.toMatch(/\$\d/);
    }
    // The first refusal loads the part-of-speech tagger, which takes seconds on a busy machine.
  }, 30_000);
});

describe("follow-ups", () => {
  it("a new question does not inherit the previous one's counterparty", async () => {
    const power = await ask(`What did we pay Green Mountain Power in ${LAST}?`);
    expect(power.answer).toContain("$360.00");
    const rent = await ask(`What was our total rental income in the third quarter of ${LAST}?`, power.session_id);
    expect(rent.answer).toContain("$7,200.00");
    expect(rent.answer).not.toContain("green mountain");
  });

  it("says where the one payment asked about was", async () => {
    const largest = await ask(`what was our largest expense in ${LAST}`);
    const where = await ask("which property was that?", largest.session_id);
    expect(where.answer).toContain("80 Mill Street");
  });
});

describe("what a question asks beyond one figure", () => {
  it("a 'he' after a question naming a tenant on a deadline is that tenant, found in the ledger by name", async () => {
    await createObligation({ obligation_type: "other", due_date: `${TODAY_YEAR + 1}-06-01`, description: "Lease renewal: Pat Rowe, 80 Mill Street", property_id: house.id });
    const deadline = await ask("when do I need to decide on renewing Pat's lease");
    expect(deadline.answer).toContain("Pat Rowe");
    const paid = await ask(`how much rent has he paid us in ${LAST}?`, deadline.session_id);
    expect(paid.answer).toContain("$5,400.00");
    expect(paid.answer.toLowerCase()).toContain("pat");
  });

  it("a 'why so high' gets the total and the largest items in it", async () => {
    const why = await ask(`how come the Burlington house's expenses were so high in Q3 ${LAST}?`);
    expect(why.answer).toContain("$360.00");
    expect(why.answer).toMatch(/largest expenses/);
    expect(why.answer).toContain("GREEN MOUNTAIN POWER");
  });

  it("a total and the biggest of the same rows are both answered, and a follow-up follows the total", async () => {
    const both = await ask(`${LAST} electricity - total, and which bill was the biggest`);
    expect(both.answer).toContain("$360.00");
    expect(both.answer).toMatch(/largest expense in \d{4} \(electricity\) was \$120\.00/);
    // Rent is both kinds: the cabin's bookings and the house's rent.
    const rent = await ask("and rent, same year?", both.session_id);
    expect(rent.answer).toContain("$7,200.00");
  });

  it("reads 'last September' as last year's, a frequency word as no reason to refuse, and 'by loan' as by property", async () => {
    const september = await ask("rent from the burlington house last september");
    expect(september.answer).toContain(`September ${LAST}`);
    expect(september.answer).toContain("$1,800.00");
    const quarterly = await ask(`q3 ${LAST} rental income, I need the quarterly number`);
    expect(quarterly.answer).toContain("$7,200.00");
    const loans = await ask(`electricity in ${LAST}, total and by loan`);
    expect(loans.answer).toContain("by property");
  });

  it("names the land, building and furniture parts when asked for the split", async () => {
    const split = await ask("land / building split on the cabin");
    expect(split.answer).toContain("land $88,460.00, building $338,840.00");
  });
});

describe("answers as parts", () => {
  it("gives a breakdown as a table beside the plain text, and keeps it with the stored turn", async () => {
    const res = await call("POST", "/api/v1/chat/query", { json: { query: `income by month in q3 ${LAST}` } });
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain("by month");
    const table = res.body.blocks.find((b: { type: string }) => b.type === "table");
    expect(table.columns.map((c: { label: string }) => c.label)).toEqual(["Month", "Income", "Transactions"]);
    expect(table.columns[1].align).toBe("right");
    expect(table.rows).toContainEqual([`August ${LAST}`, "$3,245.00", "5"]);
    const stored = await call("GET", `/api/v1/chat/sessions/${res.body.session_id}`);
    expect(stored.body.turns[0].blocks).toEqual(res.body.blocks);
    // One figure in a sentence needs no parts; API clients always have the text.
    const one = await call("POST", "/api/v1/chat/query", { json: { query: `rental income in q3 ${LAST}` } });
    expect(one.body.blocks).toBeUndefined();
    expect(one.body.answer).not.toMatch(/revenue:|expense:/);
  });
});
