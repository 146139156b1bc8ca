import { describe, expect, it } from "vitest";
import { amountsIn, datesIn, readReceipt, suggestLines } from "../../src/domain/receipts";

describe("what a receipt states", () => {
  it("reads its amounts, in cents, and its dates in the usual forms", () => {
    expect(amountsIn("Subtotal 1,100.00\nTax $140.00\nTotal due: $1,240.00")).toEqual([110_000, 14_000, 124_000]);
    expect(amountsIn("Amount paid USD 80.00 on card ending 4821")).toEqual([8_000]);
    expect(amountsIn("Invoice 2291, 14 items, call 555-0100")).toEqual([]);
    expect(datesIn("Date: May 10, 2025. Paid 2025-05-14; due 06/09/2025; serviced 3 Jun 2025")).toEqual(["2025-05-10", "2025-05-14", "2025-06-03", "2025-06-09"]);
    expect(datesIn("February 30, 2025 and 13/45/2025")).toEqual([]);
  });

  it("suggests only the lines of a stated amount within a week of a stated date, the vendor's first", () => {
    const doc = { title: "Greenscape Lawn invoice", text: "Greenscape Lawn Service\nJune 2, 2025\nTotal $85.00", doc_date: null };
    const lines = [
      { id: "a", transaction_date: "2025-06-05", amount_cents: 8_500, description: "CHECK 1042" },
      { id: "b", transaction_date: "2025-06-08", amount_cents: 8_500, description: "GREENSCAPE LAWN SVC" },
      { id: "c", transaction_date: "2025-06-20", amount_cents: 8_500, description: "GREENSCAPE LAWN SVC" },
      { id: "d", transaction_date: "2025-06-02", amount_cents: 8_600, description: "GREENSCAPE LAWN SVC" },
    ];
    const found = suggestLines(doc, readReceipt(doc.text, doc.doc_date), lines);
    expect(found.map((s) => s.transaction.id)).toEqual(["b", "a"]);
    expect(found[0]!.reason).toBe('Same amount, 6 days from a date it states; both name "greenscape", "lawn".');
  });
});
