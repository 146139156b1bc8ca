import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { partsFromTemplate, partSigned, signedCents, splitProblem, templateProblem, type SplitTemplate } from "../../src/domain/splits";

const payout = { amount_cents: 97_000, transaction_type: "REVENUE" as const, description: "AIRBNB PAYOUT", property_id: "p1" };
const mortgage = { amount_cents: 150_000, transaction_type: "EXPENSE" as const, description: "ROCKET MORTGAGE", property_id: null };

describe("split bank lines", () => {
  it("names how far the parts are from the line, in the line's direction", () => {
    expect(splitProblem(-150_000, [{ amount_cents: 45_000, category: "expense:mortgage_interest" }, { amount_cents: 104_999, category: "expense:mortgage_principal" }])).toContain("$0.01 short");
    expect(splitProblem(97_000, [{ amount_cents: 100_000, category: "revenue:rental_income" }, { amount_cents: 2_999, category: "expense:platform_fees" }])).toContain("$0.01 over");
    expect(splitProblem(97_000, [{ amount_cents: 100_000, category: "revenue:rental_income" }, { amount_cents: 3_000, category: "expense:platform_fees" }])).toBeNull();
  });

  it("books a mortgage payment by a template of fixed parts, the principal taking the remainder", () => {
    const template: SplitTemplate = [{ category: "expense:mortgage_interest", amount_cents: 61_000 }, { category: "expense:insurance", amount_cents: 12_000 }, { category: "expense:mortgage_principal" }];
    expect(templateProblem(template)).toBeNull();
    const result = partsFromTemplate(template, mortgage);
    expect(result).toEqual({
      parts: [
        { amount_cents: 61_000, category: "expense:mortgage_interest", property_id: null, description: "ROCKET MORTGAGE" },
        { amount_cents: 12_000, category: "expense:insurance", property_id: null, description: "ROCKET MORTGAGE" },
        { amount_cents: 77_000, category: "expense:mortgage_principal", property_id: null, description: "ROCKET MORTGAGE" },
      ],
    });
    // A payment smaller than its fixed parts does not fit: it is booked whole, with the reason.
    expect(partsFromTemplate(template, { ...mortgage, amount_cents: 70_000 })).toMatchObject({ problem: expect.stringContaining("leaves") });
  });

  it("takes a percentage of the line half up to the cent, and a template must have one remainder and shares below 100%", () => {
    const fee: SplitTemplate = [{ category: "expense:platform_fees", percent: "3" }, { category: "revenue:rental_income", description: "Booking" }];
    const result = partsFromTemplate(fee, { ...payout, amount_cents: 12_345 });
    // 3% of $123.45 is $3.7035: $3.70; the rent is what makes the line, $127.15 in less $3.70 out.
    expect(result).toMatchObject({ parts: [{ amount_cents: 370, category: "expense:platform_fees" }, { amount_cents: 12_715, category: "revenue:rental_income", description: "Booking" }] });
    expect(templateProblem([{ category: "expense:other" }, { category: "expense:other" }])).toContain("exactly one");
    expect(templateProblem([{ category: "expense:other", percent: "60" }, { category: "expense:other", percent: "40" }, { category: "expense:other" }])).toContain("100");
    expect(templateProblem([{ category: "expense:nope" }, { category: "expense:other", amount_cents: 1 }])).toContain("unknown category");
  });

  it("always sums a fitting template's parts to the line exactly", () => {
    const part = fc.record({
      category: fc.constantFrom("expense:platform_fees", "expense:maintenance:cleaning", "revenue:cleaning_fees", "expense:insurance"),
      share: fc.oneof(fc.record({ amount_cents: fc.integer({ min: 1, max: 50_000 }) }), fc.record({ percent: fc.integer({ min: 1, max: 30 }).map(String) })),
    });
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 5_000_000 }), fc.boolean(), (parts, cents, inward) => {
        const template: SplitTemplate = [...parts.map((p) => ({ category: p.category, ...p.share })), { category: inward ? "revenue:rental_income" : "expense:mortgage_principal" }];
        fc.pre(templateProblem(template) === null);
        const line = { amount_cents: cents, transaction_type: inward ? ("REVENUE" as const) : ("EXPENSE" as const), description: "LINE", property_id: null };
        const result = partsFromTemplate(template, line);
        if ("problem" in result) return;
        expect(result.parts.every((p) => p.amount_cents > 0)).toBe(true);
        expect(result.parts.reduce((sum, p) => sum + partSigned(p), 0)).toBe(signedCents(line.transaction_type, cents));
      }),
      { seed: 27, numRuns: 300 },
    );
  });
});
