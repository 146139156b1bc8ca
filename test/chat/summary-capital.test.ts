import { beforeAll, describe, expect, it } from "vitest";
import { call, createProperty, createTransaction } from "../helpers";

// "How did we do": as the P&L reads the year, a new roof is capital spending, not an expense.
const LAST = new Date().getUTCFullYear() - 1;

beforeAll(async () => {
  const house = await createProperty({ address: "40 Gable Street, Ogden, UT 84401", acquisition_date: "2019-05-01", placed_in_service: "2019-06-01" });
  await createTransaction({ property_id: house.id, transaction_date: `${LAST}-03-01`, amount: "21000.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: "Rent for the year" });
  await createTransaction({ property_id: house.id, transaction_date: `${LAST}-04-01`, amount: "3000.00", category: "expense:insurance", description: "Landlord policy" });
  await createTransaction({ property_id: house.id, transaction_date: `${LAST}-06-01`, amount: "12400.00", category: "expense:capital_improvement", description: "New roof" });
});

describe("a summary of the year", () => {
  it("gives net operating income, with capital spending apart", async () => {
    const res = await call("POST", "/api/v1/chat/query", { json: { query: `how did we do in ${LAST} overall` } });
    expect(res.body.answer).toContain("operating expenses $3,000.00, net operating income $18,000.00");
    expect(res.body.answer).toContain("Capital spending (improvements, furniture and equipment): $12,400.00");
    expect(res.body.answer).toContain("after it, $5,600.00");
    expect(res.body.answer).not.toMatch(/- Expenses: [^\n]*Capital improvement/);
    const pnl = await call("GET", `/api/v1/reports/profit-and-loss?start_date=${LAST}-01-01&end_date=${LAST}-12-31`);
    expect(pnl.body).toMatchObject({ net: "18000.00", capital_spending: "12400.00" });
  });
});
