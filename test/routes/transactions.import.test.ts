import { beforeAll, describe, expect, it } from "vitest";
import airbnbCsv from "../fixtures/airbnb-2025-07.csv?raw";
import bankCsv from "../fixtures/bank-2025-07.csv?raw";
import checkingOfx from "../fixtures/checking-2025-08.ofx?raw";
import cardQfx from "../fixtures/card-2025-08.qfx?raw";
import checkingQif from "../fixtures/checking-2025-08.qif?raw";
import { call, createProperty } from "../helpers";

const URL = "/api/v1/transactions/import";

function upload(csv: string, fields: Record<string, string>, fileName = "export.csv", type = "text/csv") {
  const form = new FormData();
  form.set("file", new File([csv], fileName, { type }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return call("POST", URL, { body: form });
}

const listFor = async (propertyId: string) => (await call("GET", `/api/v1/transactions?property_id=${propertyId}&page_size=200&sort=transaction_date`)).body;

describe("Airbnb import", () => {
  let propertyId: string;
  beforeAll(async () => {
    propertyId = (await createProperty({ address: "Alder Street Loft", extra_metadata: { airbnb_listing: "Alder Street Loft" } })).id;
  });

  it("books reservations at gross with the host fee as an expense, skips payouts and keeps resolution payouts", async () => {
    const res = await upload(airbnbCsv, { format: "airbnb" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rows_read: 5, new: 8, created: 8, duplicates: 0, skipped: 1, invalid: 0, totals: { revenue: "2349.00", expense: "105.90" } });
    expect(res.body.skipped_rows).toEqual([{ line: 3, reason: expect.stringContaining("payout") }]);

    const { items, sum } = await listFor(propertyId);
    const summary = items.map((t: any) => `${t.transaction_date} ${t.category} ${t.amount}`);
    expect(summary).toEqual([
      "2025-07-02 revenue:rental_income 914.00",
      "2025-07-02 revenue:cleaning_fees 85.00",
      "2025-07-02 expense:platform_fees 29.90",
      "2025-07-09 revenue:rental_income 1080.00",
      "2025-07-09 revenue:cleaning_fees 120.00",
      "2025-07-09 expense:platform_fees 36.00",
      "2025-07-15 revenue:other 150.00",
      "2025-07-20 expense:other 40.00",
    ]);
    // Gross less the host fee is exactly what Airbnb paid out.
    expect(sum).toEqual({ revenue: "2349.00", expense: "105.90", net: "2243.10" });
    const reservation = items[0];
    expect(reservation.provenance).toMatchObject({ source_type: "csv_import", source_id: "export.csv" });
    expect(reservation.extra_metadata).toMatchObject({ confirmation_code: "HMABC12345", guest: "Jordan Lee", nights: "4", import_line: 2 });
    expect(reservation.source_account).toBe("Airbnb");
  });

  it("creates nothing when the same file is imported again", async () => {
    const again = await upload(airbnbCsv, { format: "airbnb" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ rows_read: 5, new: 0, created: 0, duplicates: 8, skipped: 1 });
    expect((await listFor(propertyId)).total).toBe(8);
  });

  it("does not bring back a transaction the user deleted", async () => {
    const { items } = await listFor(propertyId);
    await call("DELETE", `/api/v1/transactions/${items[0].id}`);
    const again = await upload(airbnbCsv, { format: "airbnb" });
    expect(again.body.created).toBe(0);
    expect((await listFor(propertyId)).total).toBe(7);
  });

  it("rejects rows whose listing matches no property, naming the line, and writes nothing", async () => {
    const other = airbnbCsv.replaceAll("Alder Street Loft", "Unknown Cabin").replaceAll("HMABC12345", "HMNEW00001").replaceAll("HMXYZ67890", "HMNEW00002");
    const res = await upload(other, { format: "airbnb" });
    expect(res.status).toBe(422);
    expect(res.body.detail).toHaveLength(4);
    expect(res.body.detail[0]).toEqual({ loc: ["body", "file", 2], msg: expect.stringContaining("matches no property"), type: "value_error" });
    expect((await call("GET", "/api/v1/transactions?q=HMNEW")).body.total).toBe(0);
  });

  it("puts every row on property_id when given", async () => {
    const cabin = await createProperty({ address: "Cabin" });
    const other = airbnbCsv.replaceAll("HMABC12345", "HMCAB00001").replaceAll("HMXYZ67890", "HMCAB00002").replaceAll("RES-55", "RES-66");
    const res = await upload(other, { format: "airbnb", property_id: cabin.id });
    expect(res.status).toBe(201);
    expect((await listFor(cabin.id)).total).toBe(8);
  });

  it("refuses a bank file sent as airbnb, naming the missing columns", async () => {
    const res = await upload(bankCsv, { format: "airbnb" });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([{ loc: ["body", "file"], msg: "not an Airbnb transaction history: missing column(s) date", type: "value_error" }]);
  });
});

describe("bank import", () => {
  let propertyId: string;
  beforeAll(async () => {
    propertyId = (await createProperty({ address: "12 Bank Import Ave" })).id;
  });

  it("signs amounts, categorises by description, keeps identical rows apart and skips zero rows", async () => {
    const res = await upload(bankCsv, { format: "bank", property_id: propertyId, source_account: "Chase Checking 4821" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rows_read: 8, created: 7, skipped: 1, invalid: 0, uncategorized: 2, totals: { revenue: "1850.00", expense: "514.99" } });
    const { items } = await listFor(propertyId);
    const byDescription = Object.fromEntries(items.map((t: any) => [t.description, t]));
    expect(byDescription["ZELLE FROM TENANT MARIA GARCIA JULY RENT"]).toMatchObject({ transaction_type: "REVENUE", category: "revenue:long_term_rental", amount: "1850.00" });
    expect(byDescription["XCEL ENERGY PAYMENT"]).toMatchObject({ category: "expense:utilities:electricity", amount: "142.37", source_account: "Chase Checking 4821" });
    expect(byDescription["COMCAST CABLE COMM"].category).toBe("expense:utilities:internet");
    expect(byDescription["DENVER WATER"].category).toBe("expense:utilities:water");
    expect(items.filter((t: any) => t.description === "STARBUCKS #1234")).toHaveLength(2);
    expect(byDescription["STARBUCKS #1234"]).toMatchObject({ category: "expense:other", extra_metadata: expect.objectContaining({ uncategorized: true }) });
  });

  it("creates nothing on re-import, counting both identical rows as duplicates", async () => {
    const res = await upload(bankCsv, { format: "bank", property_id: propertyId, source_account: "Chase Checking 4821" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 0, duplicates: 7 });
  });

  it("reads debit/credit columns, a day-first date format and custom rules", async () => {
    const csv = ["Date,Memo,Debit,Credit,Ref", "31/07/2025,Snow Kings plowing,75.00,,A1", "01/08/2025,Deposit rent unit B,,1200.00,A2", "02/08/2025,Acme Lawn,40,,A3"].join("\n");
    const mapping = { date_format: "DD/MM/YYYY", description_column: "Memo", rules: [{ contains: "snow kings", category: "expense:maintenance:snow_removal" }] };
    const res = await upload(csv, { format: "bank", property_id: propertyId, mapping: JSON.stringify(mapping), source_account: "Card" });
    expect(res.status).toBe(201);
    const created = await Promise.all(res.body.created_ids.map(async (id: string) => (await call("GET", `/api/v1/transactions/${id}`)).body));
    expect(created.map((t: any) => `${t.transaction_date} ${t.transaction_type} ${t.category} ${t.amount}`)).toEqual([
      "2025-07-31 EXPENSE expense:maintenance:snow_removal 75.00",
      "2025-08-01 REVENUE revenue:long_term_rental 1200.00",
      "2025-08-02 EXPENSE expense:maintenance:landscaping 40.00",
    ]);
  });

  it("treats positive amounts as expenses for card exports that say so", async () => {
    const csv = ["Transaction Date,Description,Amount", "2025-09-01,STATE FARM INSURANCE,120.00", "2025-09-02,PAYMENT THANK YOU,-500.00"].join("\n");
    const res = await upload(csv, { format: "bank", property_id: propertyId, mapping: JSON.stringify({ expenses_positive: true }), dry_run: "true" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: true, new: 2, created: 0, totals: { revenue: "500.00", expense: "120.00" } });
  });

  it("reports a broken row with its line and writes nothing, unless skip_invalid", async () => {
    const csv = ["Date,Description,Amount", "2025-10-01,XCEL ENERGY,-10.00", "2025-10-32,XCEL ENERGY,-11.00", "2025-10-03,XCEL ENERGY,-1.234", "2025-10-04,,-5.00"].join("\n");
    const res = await upload(csv, { format: "bank", property_id: propertyId });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ["body", "file", 3], msg: "date '2025-10-32' is not a date", type: "value_error" },
      { loc: ["body", "file", 4], msg: "amount is not a number with at most two decimals", type: "value_error" },
      { loc: ["body", "file", 5], msg: "description is empty", type: "value_error" },
    ]);
    expect((await call("GET", `/api/v1/transactions?property_id=${propertyId}&start_date=2025-10-01`)).body.total).toBe(0);

    const dry = await upload(csv, { format: "bank", property_id: propertyId, dry_run: "true" });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ invalid: 3, new: 1, created: 0, errors: [{ line: 3 }, { line: 4 }, { line: 5 }] });

    const skipping = await upload(csv, { format: "bank", property_id: propertyId, skip_invalid: "true" });
    expect(skipping.status).toBe(201);
    expect(skipping.body).toMatchObject({ created: 1, invalid: 3 });
  });

  it("says which columns it could not find, and checks the mapping", async () => {
    const res = await upload("When,What\n2025-01-01,x\n", { format: "bank" });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ["body", "file"], msg: expect.stringContaining("cannot find the date") });
    const badJson = await upload(bankCsv, { format: "bank", mapping: "{nope" });
    expect(badJson.body.detail).toEqual([{ loc: ["body", "mapping"], msg: "mapping must be a JSON object", type: "json_invalid" }]);
    const badField = await upload(bankCsv, { format: "bank", mapping: JSON.stringify({ date_column: "Nope", colour: "x" }) });
    expect(badField.body.detail).toEqual([{ loc: ["body", "mapping", "colour"], msg: "Extra inputs are not permitted", type: "extra_forbidden" }]);
    const missingColumn = await upload(bankCsv, { format: "bank", mapping: JSON.stringify({ date_column: "Nope" }) });
    expect(missingColumn.body.detail[0].msg).toContain("the date column 'Nope' is not in the file");
    const badRule = await upload(bankCsv, { format: "bank", mapping: JSON.stringify({ rules: [{ contains: "x", category: "expense:yacht" }] }) });
    expect(badRule.body.detail[0]).toMatchObject({ loc: ["body", "mapping"], msg: expect.stringContaining("unknown category") });
  });
});

describe("saved bank profiles", () => {
  it("saves the columns an import named for the file's headers, reads the next file with those headers by them, and forgets them on request", async () => {
    const file = (rows: string[]) => ["When,Payee,Value", ...rows].join("\n");
    const mapping = JSON.stringify({ date_column: "When", description_column: "Payee", amount_column: "Value" });
    // Unknown headers and no mapping: the file cannot be read, and nothing is saved by a refusal or a check.
    expect((await upload(file(["2025-03-01,PROFILE CAFE,-4.50"]), { format: "bank" })).status).toBe(422);
    const check = await upload(file(["2025-03-01,PROFILE CAFE,-4.50"]), { format: "bank", mapping, dry_run: "true" });
    expect(check.body).toMatchObject({ new: 1, bank_profile: null });
    const ofThese = async () => (await call("GET", `${URL}/profiles`)).body.items.filter((p: any) => p.headers.join() === "When,Payee,Value");
    expect(await ofThese()).toEqual([]);

    const first = await upload(file(["2025-03-01,PROFILE CAFE,-4.50"]), { format: "bank", mapping });
    expect(first.status).toBe(201);
    expect(first.body.bank_profile).toMatchObject({ used: false, saved: true });
    const profiles = { items: await ofThese() };
    expect(profiles.items).toEqual([expect.objectContaining({ headers: ["When", "Payee", "Value"], mapping: { date_column: "When", description_column: "Payee", amount_column: "Value" } })]);

    // The next month's file, its headers in other case and spacing, with no mapping: read by the saved one.
    const next = await upload([" when ,PAYEE,value", "2025-04-01,PROFILE BAKERY,-7.25"].join("\n"), { format: "bank" });
    expect(next.status).toBe(201);
    expect(next.body).toMatchObject({ created: 1, bank_profile: { id: profiles.items[0].id, used: true, saved: false } });
    expect((await call("GET", `/api/v1/transactions/${next.body.created_ids[0]}`)).body).toMatchObject({ transaction_date: "2025-04-01", amount: "7.25", transaction_type: "EXPENSE", description: "PROFILE BAKERY" });

    // Forgotten: the same file cannot be read again without its columns.
    expect((await call("DELETE", `${URL}/profiles/${profiles.items[0].id}`)).status).toBe(200);
    expect((await call("DELETE", `${URL}/profiles/${profiles.items[0].id}`)).status).toBe(404);
    expect((await upload(file(["2025-05-01,PROFILE DINER,-9.00"]), { format: "bank" })).status).toBe(422);
  });
});

describe("bank statement files", () => {
  let propertyId: string;
  beforeAll(async () => {
    propertyId = (await createProperty({ address: "14 Statement Lane" })).id;
  });
  const rowsOf = async (ids: string[]) => Promise.all(ids.map(async (id) => (await call("GET", `/api/v1/transactions/${id}`)).body));

  it("reads an OFX 1.x (SGML) statement: signed amounts, the account, the bank's id kept, detected from its content", async () => {
    const res = await upload(checkingOfx, { format: "auto", property_id: propertyId }, "statement.ofx", "application/x-ofx");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: "ofx", rows_read: 4, created: 4, invalid: 0, totals: { revenue: "1850.00", expense: "1422.84" } });
    const rows = await rowsOf(res.body.created_ids);
    expect(rows.map((t: any) => `${t.transaction_date} ${t.transaction_type} ${t.amount} ${t.description}`)).toEqual([
      "2025-08-01 REVENUE 1850.00 ZELLE FROM MARIA GARCIA - AUGUST RENT",
      "2025-08-05 EXPENSE 86.42 XCEL ENERGY PAYMENT",
      "2025-08-12 EXPENSE 1250.00 CHECK 1042 - ROOF PATCH - A&B ROOFING",
      "2025-08-15 EXPENSE 86.42 XCEL ENERGY PAYMENT",
    ]);
    expect(rows[0]).toMatchObject({ source_account: "Bank 102000021 ...4821", category: "revenue:long_term_rental", extra_metadata: expect.objectContaining({ bank_reference: "202508010001" }) });
    expect(rows[1].category).toBe("expense:utilities:electricity");
  });

  it("adds nothing for an overlapping statement: the bank's transaction id is the duplicate key, whatever the account is called", async () => {
    // The same statement again, named by the user this time, with one more day on it.
    const more = checkingOfx.replace("</BANKTRANLIST>", "<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20250830\n<TRNAMT>-12.00\n<FITID>202508300005\n<NAME>BANK SERVICE FEE\n</STMTTRN>\n</BANKTRANLIST>");
    const res = await upload(more, { format: "ofx", property_id: propertyId, source_account: "Operating checking" }, "statement-2.ofx");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: "ofx", rows_read: 5, duplicates: 4, created: 1 });
  });

  it("reads an OFX 2.x (XML) card statement with Intuit's tags (QFX) as card expenses", async () => {
    const res = await upload(cardQfx, { format: "auto", property_id: propertyId, dry_run: "true" }, "card.qfx", "application/vnd.intu.qfx");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ format: "ofx", dry_run: true, rows_read: 2, new: 2, created: 0, totals: { revenue: "0.00", expense: "202.16" } });
  });

  it("reads a QIF register: its account, Quicken's dates and amounts with thousands, splits kept with their line, zero rows skipped", async () => {
    const res = await upload(checkingQif, { format: "auto", property_id: propertyId }, "register.qif", "application/qif");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ format: "qif", rows_read: 5, created: 4, skipped: 1, totals: { revenue: "1850.00", expense: "3440.97" } });
    const rows = await rowsOf(res.body.created_ids);
    expect(rows.map((t: any) => `${t.transaction_date} ${t.amount} ${t.source_account}`)).toEqual([
      "2025-08-01 1850.00 Operating checking ...4821",
      "2025-08-05 86.42 Operating checking ...4821",
      "2025-08-12 1250.00 Operating checking ...4821",
      "2025-09-01 2104.55 Operating checking ...4821",
    ]);
    // "Repairs" is the register's own category, not one of ours: kept beside the rule's.
    expect(rows[2].extra_metadata).toMatchObject({ bank_category: "Repairs" });
    // The mortgage payment is booked whole, as the bank line is; its splits are kept as the file gives them.
    expect(rows[3].extra_metadata.bank_splits).toEqual([
      { category: "Mortgage interest", memo: "Interest, September", amount: "-1,380.12" },
      { category: "Mortgage principal", amount: "-724.43" },
    ]);
    const again = await upload(checkingQif, { format: "qif", property_id: propertyId }, "register.qif");
    expect(again.body).toMatchObject({ created: 0, duplicates: 4 });
  });

  it("says what is wrong with a statement file, and refuses a mapping for an Airbnb export", async () => {
    const broken = await upload("OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>", { format: "auto" }, "empty.ofx");
    expect(broken.status).toBe(422);
    expect(JSON.stringify(broken.body)).toContain("no bank or credit card statement");
    const invest = await upload("!Type:Invst\nD1/2/2025\nNBuy\n^\n", { format: "qif" }, "brokerage.qif");
    expect(invest.status).toBe(422);
    expect(JSON.stringify(invest.body)).toContain("!Type:Invst");
    const badDate = await upload("!Type:Bank\nD13/45/2025\nT-5.00\nPCOFFEE\n^\n", { format: "qif" }, "bad.qif");
    expect(badDate.status).toBe(422);
    expect(badDate.body.detail[0]).toMatchObject({ loc: ["body", "file", 2], msg: expect.stringContaining("13/45/2025") });
    const mapped = await upload(airbnbCsv, { format: "auto", mapping: "{}" });
    expect(mapped.status).toBe(422);
  });
});

describe("upload errors", () => {
  it("answers 422 for a missing file or format, and for a body that is not a form", async () => {
    const form = new FormData();
    form.set("format", "bank");
    const noFile = await call("POST", URL, { body: form });
    expect(noFile.status).toBe(422);
    expect(noFile.body.detail).toEqual([{ loc: ["body", "file"], msg: "Field required", type: "missing" }]);
    const noFormat = await upload(bankCsv, {});
    expect(noFormat.body.detail).toEqual([{ loc: ["body", "format"], msg: "Field required", type: "missing" }]);
    const json = await call("POST", URL, { json: { format: "bank" } });
    expect(json.status).toBe(422);
    expect(json.body.detail[0]).toMatchObject({ loc: ["body"], type: "model_attributes_type" });
  });

  it("answers 400 for an empty file and for a property that does not exist", async () => {
    expect((await upload("", { format: "bank" })).status).toBe(400);
    const res = await upload(bankCsv, { format: "bank", property_id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f" });
    expect(res.status).toBe(400);
  });

  it("answers 415 for a file that is not CSV or a bank statement", async () => {
    const res = await upload("%PDF-1.7", { format: "bank" }, "statement.pdf", "application/pdf");
    expect(res.status).toBe(415);
    expect(res.body.detail).toContain("expected a .csv, .ofx, .qfx, .qbo or .qif file");
  });

  it("answers 413 for a body declared larger than the limit", async () => {
    const res = await call("POST", URL, { body: "x", headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(30 * 1024 * 1024) } });
    expect(res.status).toBe(413);
  });
});
