import { beforeAll, describe, expect, it } from "vitest";
import { call, createProperty, createTransaction } from "../helpers";

// A tenant on a housing voucher: the record names her and states no rent; each month she pays her
// share and the housing authority pays the rest, two lines in the ledger a day or two apart.
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function ask(query: string): Promise<string> {
  const res = await call("POST", "/api/v1/chat/query", { json: { query } });
  expect(res.status).toBe(200);
  return res.body.answer;
}

beforeAll(async () => {
  const house = await createProperty({
    address: "31 Larch Street, Unit 2, Marquette, MI 49855",
    acquisition_date: "2019-05-01",
    placed_in_service: "2019-06-01",
    extra_metadata: { tenant: "Odessa Trombley", note: "Housing Choice Voucher (Superior Housing Authority)" },
  });
  for (const [ago, month] of [
    [5, "this month"],
    [35, "last month"],
  ] as const) {
    await createTransaction({ property_id: house.id, transaction_date: daysAgo(ago), amount: "312.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: `Money order from Odessa Trombley - tenant share of rent, ${month}` });
    await createTransaction({ property_id: house.id, transaction_date: daysAgo(ago + 1), amount: "868.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: `Superior Housing Authority - housing assistance payment (HAP), Odessa Trombley, ${month}` });
  }
});

describe("rent paid in parts", () => {
  it("states each part of the month's rent, and the two together, where two payers' lines name the tenant", async () => {
    const answer = await ask("who rents the larch street unit, and how much does the housing authority pay toward her rent?");
    expect(answer).toContain("Odessa Trombley");
    expect(answer).toContain("$312.00");
    expect(answer).toContain("$868.00");
    expect(answer).toContain("$1,180.00 together");
  });
});
