import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { demoFiles } from "../../scripts/lib/demo-data";
import { seedDemo } from "../../scripts/lib/demo-seed";
import { demoDocuments } from "../../scripts/lib/demo-documents";
import { call } from "../helpers";

const send = (path: string, init: RequestInit) => exports.default.fetch(new Request(`http://test.local${path}`, init));

describe("the demo company", () => {
  it("is the same on every run", () => {
    expect(demoFiles("2026-11-21")).toEqual(demoFiles("2026-11-21"));
    expect(demoDocuments("2026-11-21")).toEqual(demoDocuments("2026-11-21"));
  });

  it("loads through the API with every row valid and categorised, and adds up", async () => {
    const result = await seedDemo(send, "2026-11-21", { waitForDocuments: true, timeoutMs: 30_000 });
    expect(result.properties).toBe(3);
    expect(result).toMatchObject({ documents: 6, searchable: 6 });
    expect((await call("GET", "/api/v1/company")).body).toMatchObject({ legal_name: "Front Range Rentals LLC", ein: "84-3920417" });
    expect(result.transactions).toBeGreaterThan(500);

    const all = await call("GET", "/api/v1/transactions?page_size=1");
    expect(all.body.total).toBe(result.transactions);
    // Every record it loaded is the demo's, which "Start my own company" removes.
    expect((await call("GET", "/api/v1/demo")).body).toEqual({ demo: true, records: { company: 1, property: 3, transaction: result.transactions, document: 6, obligation: 0 }, loading: null });
    const uncategorized = await call("GET", "/api/v1/transactions?category=expense:other&page_size=200");
    expect(uncategorized.body.total).toBe(0);

    // January 2025 through October 2026; July 2025 has Airbnb stays and both leases.
    const july = await call("GET", "/api/v1/reports/profit-and-loss?start_date=2025-07-01&end_date=2025-07-31&group_by=property");
    expect(july.body.groups).toHaveLength(4);
    expect(Number(july.body.revenue)).toBeGreaterThan(5000);
    const rent = await call("GET", "/api/v1/transactions?category=revenue:long_term_rental&start_date=2025-07-01&end_date=2025-07-31");
    expect(rent.body.sum.revenue).toBe("4000.00");

    const schedule = await call("GET", "/api/v1/reports/schedule-e?year=2025");
    expect(schedule.body.properties).toHaveLength(3);
    for (const property of schedule.body.properties) expect(Number(property.depreciation)).toBeGreaterThan(0);
    const roof = schedule.body.properties.flatMap((p: any) => p.not_on_form);
    expect(roof).toContainEqual(expect.objectContaining({ category: "expense:capital_improvement", amount: "12400.00" }));
  }, 60_000);

  it("creates nothing when seeded files are imported again", async () => {
    const before = (await call("GET", "/api/v1/transactions?page_size=1")).body.total;
    const [airbnb] = demoFiles("2026-11-21");
    const form = new FormData();
    form.set("file", new File([airbnb!.csv], airbnb!.name));
    form.set("format", "airbnb");
    const res = await call("POST", "/api/v1/transactions/import", { body: form });
    expect(res.body.created).toBe(0);
    expect((await call("GET", "/api/v1/transactions?page_size=1")).body.total).toBe(before);
  });

  it("has its documents uploaded, ingested and searchable", async () => {
    const listed = await call("GET", "/api/v1/documents?page_size=50");
    expect(listed.body.total).toBe(6);
    for (const doc of listed.body.items) expect(doc, doc.title).toMatchObject({ is_searchable: true, ingest_error: null });
    expect(listed.body.items.map((doc: { doc_type: string }) => doc.doc_type).sort()).toEqual(["accounting:bank_statement", "formation:articles", "formation:ein_letter", "formation:operating_agreement", "insurance:policy", "other"]);

    const formation = await call("GET", "/api/v1/documents?doc_type=formation");
    expect(formation.body.items.map((doc: { doc_type: string }) => doc.doc_type).sort()).toEqual(["formation:articles", "formation:ein_letter", "formation:operating_agreement"]);

    const members = await call("GET", `/api/v1/documents/search?q=${encodeURIComponent("who are the members of the company")}&top_k=3`);
    const [passage] = members.body.items;
    expect(passage).toMatchObject({ document_title: "Operating Agreement of Front Range Rentals LLC", doc_type: "formation:operating_agreement", heading: "Article IV. Members" });
    expect(passage.text).toContain("Dana Whitfield");
    expect(passage.text).toContain("Luis Ortega");

    const deductible = await call("GET", `/api/v1/documents/search?q=${encodeURIComponent("what is the deductible on the insurance policy")}&top_k=3`);
    expect(deductible.body.items[0]).toMatchObject({ doc_type: "insurance:policy" });
    expect(deductible.body.items[0].text).toContain("$2,500");
  });
});
