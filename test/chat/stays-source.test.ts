import { beforeAll, describe, expect, it } from "vitest";
import { call, createProperty, createTransaction } from "../helpers";

/** Bookings of two platforms recorded as transactions: a count of one platform's counts only its own. */
const LAST = new Date().getUTCFullYear() - 1;

async function ask(query: string): Promise<string> {
  const res = await call("POST", "/api/v1/chat/query", { json: { query } });
  expect(res.status).toBe(200);
  return res.body.answer;
}

beforeAll(async () => {
  const cabin = await createProperty({ address: "5 Ridge Trail, Boone, NC 28607", acquisition_date: "2019-05-01", placed_in_service: "2019-06-01" });
  const bookings: [string, string, string][] = [
    [`${LAST}-08-03`, "Airbnb reservation HM4KX2 - Jane Doe (3 nights)", "600.00"],
    [`${LAST}-08-10`, "VRBO reservation 4471902 - Ana Ruiz (2 nights)", "410.00"],
    [`${LAST}-08-18`, "Airbnb reservation HM7QW9 - Omar Haddad (4 nights)", "820.00"],
    [`${LAST}-08-25`, "VRBO reservation 4471977 - Lena Fischer (5 nights)", "990.00"],
    [`${LAST}-08-29`, "VRBO reservation 4472010 - Tom Berg (1 night)", "200.00"],
  ];
  for (const [date, description, amount] of bookings) {
    await createTransaction({ property_id: cabin.id, transaction_date: date, amount, category: "revenue:rental_income", transaction_type: "REVENUE", description });
  }
});

describe("stays by the platform they came through", () => {
  it("counts one platform's bookings, and all of them when none is named", async () => {
    const vrbo = await ask(`how many VRBO bookings did we have in August ${LAST}?`);
    expect(vrbo).toMatch(/^3 bookings through VRBO checked in during August/);
    expect(vrbo).toContain("8 nights booked");
    const airbnb = await ask(`How many Airbnb reservations did we have in August ${LAST}?`);
    expect(airbnb).toMatch(/^2 reservations through Airbnb/);
    expect(await ask(`how many reservations in August ${LAST}?`)).toMatch(/^5 reservations checked in/);
  });

  it("leaves one platform's bookings out ('not through vrbo'): the guests of every other", async () => {
    const direct = await ask(`which guests stayed in August ${LAST}, not through vrbo?`);
    expect(direct).toMatch(/^Stays not through vrbo in August/);
    expect(direct).toContain("Jane Doe");
    expect(direct).toContain("Omar Haddad");
    expect(direct).not.toContain("Ana Ruiz");
    expect(await ask(`how many bookings did we have in August ${LAST} excluding airbnb?`)).toMatch(/^3 bookings not through airbnb checked in during August/);
  });
});

describe("two platforms' stays, and the nightly rate", () => {
  it("'how many airbnb and vrbo bookings' counts each platform, then both together", async () => {
    const both = await ask(`how many airbnb and vrbo bookings did we have in August ${LAST}?`);
    expect(both).toContain("2 bookings through airbnb");
    expect(both).toContain("3 bookings through vrbo");
    expect(both).toContain("Together through airbnb and vrbo: 5 bookings, 15 nights booked.");
  });

  it("'average nightly rate' is the rent over the nights booked (the two stays of August 29 share a night): $3,020.00 over 14 nights is $215.71", async () => {
    const rate = await ask(`what was our average nightly rate at ridge trail in August ${LAST}?`);
    expect(rate).toContain("$215.71 a night ($3,020.00 of rent over 14 nights booked)");
  });
});
