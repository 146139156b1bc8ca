import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createProperty, createTransaction } from "../helpers";

// Receipts and supporting documents: a link made by a person, shown both ways, and the bank lines a
// receipt's text suggests (same amount, within a week, the vendor's words first), never linked by itself.

/** A document as ingestion leaves it: its row and its extracted text in chunks. */
async function documentWithText(id: string, title: string, text: string, docDate: string | null = null): Promise<void> {
  const now = new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO documents (id, title, doc_type, doc_date, property_id, version, filename, content_hash, content_type, size_bytes, r2_key, is_searchable, provenance, extra_metadata, created_at, updated_at)
     VALUES (?, ?, 'accounting:invoice', ?, NULL, 'final', ?, ?, 'text/plain', ?, ?, 1, '{}', '{}', ?, ?)`,
  )
    .bind(id, title, docDate, `${id}.txt`, `hash-${id}`, text.length, `documents/${id}`, now, now)
    .run();
  await env.DB.prepare(`INSERT INTO document_chunks (id, document_id, chunk_index, text, heading, page, char_start, char_end, title, doc_type, doc_date) VALUES (?, ?, 0, ?, NULL, 1, 0, ?, ?, 'accounting:invoice', ?)`)
    .bind(`${id}-0`, id, text, text.length, title, docDate)
    .run();
}

const RECEIPT = "019a8f60-0000-7000-8000-000000000001";
const INVOICE = "019a8f60-0000-7000-8000-000000000002";

describe("receipts and supporting documents", () => {
  let house: any;
  let roofer: any;
  let sameAmountElsewhere: any;
  let wrongAmount: any;
  let farAway: any;

  beforeAll(async () => {
    house = await createProperty({ address: "3 Receipt Row" });
    roofer = await createTransaction({ property_id: house.id, transaction_date: "2025-05-14", amount: "1240.00", category: "expense:maintenance:repairs", transaction_type: "EXPENSE", description: "SUMMIT ROOFING LLC 8812" });
    sameAmountElsewhere = await createTransaction({ property_id: house.id, transaction_date: "2025-05-12", amount: "1240.00", category: "expense:supplies", transaction_type: "EXPENSE", description: "HOME DEPOT 4410" });
    wrongAmount = await createTransaction({ property_id: house.id, transaction_date: "2025-05-14", amount: "1200.00", category: "expense:maintenance:repairs", transaction_type: "EXPENSE", description: "SUMMIT ROOFING LLC 8813" });
    farAway = await createTransaction({ property_id: house.id, transaction_date: "2025-06-30", amount: "1240.00", category: "expense:maintenance:repairs", transaction_type: "EXPENSE", description: "SUMMIT ROOFING LLC 9001" });
    await documentWithText(RECEIPT, "Summit Roofing invoice 8812", "Summit Roofing LLC\nInvoice 8812\nDate: May 10, 2025\nFlashing repair, 3 Receipt Row\nTotal due: $1,240.00\nThank you for your business.");
    await documentWithText(INVOICE, "Scanned note", "Thanks for staying with us!");
  });

  it("suggests the bank lines of the amount a receipt states within a week, the vendor's first, and links nothing", async () => {
    const res = await call("GET", `/api/v1/documents/${RECEIPT}/transaction-suggestions`);
    expect(res.status).toBe(200);
    expect(res.body.amounts).toEqual(["1240.00"]);
    expect(res.body.dates).toEqual(["2025-05-10"]);
    const ids = res.body.items.map((s: any) => s.transaction.id);
    expect(ids).toEqual([roofer.id, sameAmountElsewhere.id]);
    expect(ids).not.toContain(wrongAmount.id);
    expect(ids).not.toContain(farAway.id);
    expect(res.body.items[0]).toMatchObject({ days: 4, shared_words: expect.arrayContaining(["summit", "roofing"]), reason: expect.stringContaining("Same amount") });
    expect((await call("GET", `/api/v1/documents/${RECEIPT}/transactions`)).body.items).toEqual([]);
    // A text without an amount and a date suggests nothing.
    expect((await call("GET", `/api/v1/documents/${INVOICE}/transaction-suggestions`)).body.items).toEqual([]);
  });

  it("links a confirmed suggestion both ways, once, and detaches it again", async () => {
    const linked = await call("PUT", `/api/v1/transactions/${roofer.id}/documents/${RECEIPT}`);
    expect(linked.status).toBe(200);
    expect(linked.body.items.map((d: any) => d.title)).toEqual(["Summit Roofing invoice 8812"]);
    expect((await call("PUT", `/api/v1/transactions/${roofer.id}/documents/${RECEIPT}`)).body.items).toHaveLength(1);
    expect((await call("GET", `/api/v1/documents/${RECEIPT}/transactions`)).body.items.map((t: any) => t.id)).toEqual([roofer.id]);
    // A line already linked is no longer suggested.
    expect((await call("GET", `/api/v1/documents/${RECEIPT}/transaction-suggestions`)).body.items.map((s: any) => s.transaction.id)).toEqual([sameAmountElsewhere.id]);
    expect((await call("DELETE", `/api/v1/transactions/${roofer.id}/documents/${RECEIPT}`)).body.items).toEqual([]);
    expect((await call("DELETE", `/api/v1/transactions/${roofer.id}/documents/${RECEIPT}`)).status).toBe(404);
  });

  it("refuses an unknown transaction or document with 404, and a deleted transaction's links are not listed", async () => {
    const ghost = "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f";
    expect((await call("PUT", `/api/v1/transactions/${ghost}/documents/${RECEIPT}`)).status).toBe(404);
    expect((await call("PUT", `/api/v1/transactions/${roofer.id}/documents/${ghost}`)).status).toBe(404);
    expect((await call("GET", `/api/v1/documents/${ghost}/transaction-suggestions`)).status).toBe(404);
    await call("PUT", `/api/v1/transactions/${farAway.id}/documents/${RECEIPT}`);
    await call("DELETE", `/api/v1/transactions/${farAway.id}`);
    expect((await call("GET", `/api/v1/documents/${RECEIPT}/transactions`)).body.items).toEqual([]);
  });
});
