import { beforeAll, describe, expect, it } from "vitest";
import { spreadSharedNoun } from "../../src/chat/planner/categories";
import { call, createProperty, createTransaction } from "../helpers";

// "short term vs long term rental income": two kinds sharing one noun, written once.
const YEAR = new Date().getUTCFullYear();

beforeAll(async () => {
  const home = await createProperty({ address: "3 Larch Row, Hood River, OR 97031", acquisition_date: "2019-05-01", placed_in_service: "2019-06-01" });
  await createTransaction({ property_id: home.id, transaction_date: `${YEAR}-01-05`, amount: "100.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: "rent" });
  await createTransaction({ property_id: home.id, transaction_date: `${YEAR}-01-06`, amount: "250.00", category: "revenue:rental_income", transaction_type: "REVENUE", description: "Airbnb reservation HM1 - Jo Doe (2 nights)" });
});

describe("two kinds sharing one noun", () => {
  it("gives the noun to the first kind only when both then name categories", () => {
    expect(spreadSharedNoun("short term vs long term rental income this yr")).toBe("short term rental income vs long term rental income this yr");
    expect(spreadSharedNoun("repairs and maintenance last year")).toBe("repairs and maintenance last year");
    expect(spreadSharedNoun("rent and cleaning fees")).toBe("rent and cleaning fees");
  });

  it.each(["short term vs long term rental income this year?", "str vs ltr income ytd", "compare short term and long term rental income this year"])("compares both: %s", async (query) => {
    const answer = (await call("POST", "/api/v1/chat/query", { json: { query } })).body.answer as string;
    expect(answer).toMatch(/^Compared in/);
    expect(answer).toContain("$250.00");
    expect(answer).toContain("$100.00");
  });
});
