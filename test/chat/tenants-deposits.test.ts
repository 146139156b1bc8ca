import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { chunkId } from "../../src/domain/search-index";
import { searchIndexFor } from "../../src/search";
import { call, createProperty, createTransaction, createObligation } from "../helpers";

// A property's tenants (from its record, or the rent received lately), security deposits held and
// kept, and a deadline found by a tenant's name where the papers say nothing.
const TODAY = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function ask(query: string, session_id?: string): Promise<{ answer: string; sources: { type: string }[]; session_id: string }> {
  const res = await call("POST", "/api/v1/chat/query", { json: { query, ...(session_id ? { session_id } : {}) } });
  expect(res.status).toBe(200);
  return res.body;
}

let duplex: any;
let cottage: any;

beforeAll(async () => {
  duplex = await createProperty({
    address: "88 Wren Court, Eugene, OR 97401",
    acquisition_date: "2019-05-01",
    placed_in_service: "2019-06-01",
    extra_metadata: { units: [{ unit: "A", tenant: "Priya Lindqvist", monthly_rent: "1400.00" }, { unit: "B", tenant: "Mateo Okafor", monthly_rent: "1350.00" }] },
  });
  cottage = await createProperty({ address: "12 Fern Hollow Lane, Bend, OR 97701", acquisition_date: "2020-03-01", placed_in_service: "2020-04-01" });
  await createTransaction({ property_id: cottage.id, transaction_date: daysAgo(20), amount: "1795.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: "ZELLE FROM HANNELORE VASQUEZ RENT" });
  await createTransaction({ property_id: cottage.id, transaction_date: daysAgo(50), amount: "1795.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: "ZELLE FROM HANNELORE VASQUEZ RENT" });
  await createObligation({ description: "Lease renewal: Mateo Okafor, 88 Wren Court Unit B (lease ends March 31, 2031)", due_date: "2031-01-30", obligation_type: "other", property_id: duplex.id });
  const bungalow = await createProperty({ address: "7 Sorrel Street, Salem, OR 97301", acquisition_date: "2018-02-01", placed_in_service: "2018-03-01", extra_metadata: { tenant: "Wendell Achebe", monthly_rent: "1600.00" } });
  await createObligation({ description: "Lease renewal: Wendell Achebe, 7 Sorrel Street (lease ends May 31, 2032)", due_date: "2032-04-01", obligation_type: "other", property_id: bungalow.id });
  await call("PUT", "/api/v1/company", { json: { legal_name: "Wren Court Holdings LLC", registered_agent: { name: "Agnes Morrow", address: "400 Court Street NE, Salem, OR 97301" }, mailing_address: "PO Box 12, Eugene, OR 97440" } });
  const deposit = (await call("POST", "/api/v1/deposits", { json: { property_id: duplex.id, tenant: "Priya Lindqvist", amount: "1400.00", received_date: daysAgo(400) } })).body;
  await call("POST", `/api/v1/deposits/${deposit.id}/settlements`, { json: { kind: "kept_for_damages", amount: "225.50", settled_date: daysAgo(10) } });
});

describe("tenants", () => {
  it("reads a rent roll from the records, and the rent received where a record names no tenant", async () => {
    const roll = (await ask("pull up the rent roll")).answer;
    expect(roll).toContain("Priya Lindqvist (unit A), $1,400.00 a month");
    expect(roll).toContain("Mateo Okafor (unit B), $1,350.00 a month");
    expect(roll).toContain('no tenant is named on its record; the rent received lately: "ZELLE FROM HANNELORE VASQUEZ RENT", $1,795.00');
    // Taken together: the monthly total, the average and the highest rent of the tenants named.
    expect((await ask("avg monthly rent across the long-term units")).answer).toContain("Together: $4,350.00 a month from 3 tenants; average $1,450.00; highest Wendell Achebe, $1,600.00.");
    const one = await ask("who's renting wren court and what do they pay");
    expect(one.answer).not.toContain("Hannelore");
    expect(one.sources.every((s) => s.type === "query_database")).toBe(true);
  });

  it("narrows to the tenant named, or to the one the previous question named", async () => {
    const mateo = (await ask("what does mateo pay a month")).answer;
    expect(mateo).toContain("Mateo Okafor (unit B), $1,350.00 a month");
    expect(mateo).not.toContain("Priya");
    const first = await ask("when does mateo okafor's lease end");
    expect(first.answer).toContain("lease ends March 31, 2031");
    expect(first.sources.map((s) => s.type)).toEqual(["query_database"]);
    const then = await ask("and what's he paying a month right now", first.session_id);
    expect(then.answer).toContain("Mateo Okafor (unit B), $1,350.00 a month");
    expect(then.answer).not.toContain("Priya");
  });
});

describe("follow-ups that mean the person just named", () => {
  it("reads 'his lease' as the one tenant of the property asked about, from the deadline that names him", async () => {
    const first = await ask("who's renting sorrel street");
    expect(first.answer).toContain("Wendell Achebe, $1,600.00 a month");
    const then = await ask("when is his lease up", first.session_id);
    expect(then.answer).toContain("lease ends May 31, 2032");
    expect(then.sources.map((s) => s.type)).toEqual(["query_database"]);
  });

  it("reads 'their address' after the registered agent as the agent's", async () => {
    const first = await ask("who's our registered agent");
    const then = (await ask("what address do they have on file", first.session_id)).answer;
    expect(then).toContain("400 Court Street NE, Salem, OR 97301");
    expect(then).not.toContain("PO Box 12");
  });
});

describe("security deposits", () => {
  it("says what is held and kept for a tenant, from the deposits recorded", async () => {
    const held = (await ask("how much security deposit do we hold for priya")).answer;
    expect(held).toMatch(/^Security deposits held for Priya Lindqvist: \$1,174\.50\./);
    expect(held).toContain("received $1,400.00");
    expect(held).toContain("kept $225.50");
    const kept = (await ask("how much of priya's deposit did we keep")).answer;
    expect(kept).toContain("$225.50 kept");
  });

  it("says there is no record for a tenant with none, and states no figure", async () => {
    const none = (await ask("how much security deposit is mateo okafor holding with us")).answer;
    expect(none).toMatch(/There is no record of a security deposit held for Mateo Okafor/);
    expect(none).not.toMatch(/\$\d/);
  });

  it("leaves a total the kept deposit is part of to the books", async () => {
    const total = (await ask("total income this year, counting the kept deposit and everything")).answer;
    expect(total).not.toMatch(/Security deposits|There is no record/);
    expect(total).toMatch(/^Income in \d{4}/);
  });

  it("reads what a lease agreed where no deposit is recorded as held, though the books kept part of an earlier one", async () => {
    await createTransaction({ property_id: cottage.id, transaction_date: daysAgo(300), amount: "350.00", category: "revenue:security_deposit_forfeited", transaction_type: "REVENUE", description: "DEPOSIT RETAINED - PRIOR TENANT CARPET" });
    const doc = { id: "doc-vasquez-lease", title: "Residential Lease, 12 Fern Hollow Lane (Hannelore Vasquez)", docType: "lease", docDate: null };
    const texts = ["# Residential Lease, 12 Fern Hollow Lane\nLandlord: Wren Court Holdings LLC. Tenant: Hannelore Vasquez.", "## Security deposit\nTenant has paid a security deposit of $1,900.00."];
    await searchIndexFor(env).indexDocument(doc, texts.map((text, i) => ({ id: chunkId(doc.id, i), documentId: doc.id, chunkIndex: i, text, page: null, charStart: 0, charEnd: text.length, heading: null })));
    const held = await ask("how much of a security deposit are we holding on the Bend cottage?");
    expect(held.answer).toContain("$1,900.00");
    expect(held.answer).not.toContain("$350.00");
  });

  it("leaves a question of what a lease says about deposits to the documents", async () => {
    const res = await ask("what does the lease say about the security deposit");
    expect(res.sources.every((s) => s.type === "search_document_content")).toBe(true);
  });
});

describe("a unit of a home named", () => {
  beforeAll(async () => {
    for (const days of [16, 46]) {
      await createTransaction({ property_id: duplex.id, transaction_date: daysAgo(days), amount: "1400.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: "Rent - Priya Lindqvist (Unit A)" });
      await createTransaction({ property_id: duplex.id, transaction_date: daysAgo(days - 1), amount: "1350.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: "Rent - Mateo Okafor (Unit B)" });
    }
    await createTransaction({ property_id: duplex.id, transaction_date: daysAgo(12), amount: "480.00", category: "expense:maintenance:repairs", transaction_type: "EXPENSE", description: "Cascade Plumbing - kitchen sink" });
    await createTransaction({ property_id: duplex.id, transaction_date: daysAgo(11), amount: "215.00", category: "expense:maintenance:repairs", transaction_type: "EXPENSE", description: "Cascade Plumbing - Unit B shower valve" });
  });

  it("reads the rent of one unit as its tenant's rows, not the whole home's, and a unit that pays as its tenant", async () => {
    const unitA = (await ask("total rent from unit A at wren court")).answer;
    expect(unitA).toContain("$2,800.00");
    expect(unitA).not.toContain("$5,500.00");
    const pays = (await ask("how much does unit B at wren court pay")).answer;
    expect(pays).toContain("$1,350.00");
    expect(pays).not.toContain("$480.00");
  });

  it("reads a unit's costs from the rows that name the unit, and states no home's figure as a unit's", async () => {
    const b = (await ask("repairs for unit B at the eugene place")).answer;
    expect(b).toContain("$215.00");
    expect(b).not.toContain("$695.00");
    const a = (await ask("repairs for unit A at the eugene place")).answer;
    expect(a).not.toMatch(/\$(?:695|480|215)\.00/);
    // "which unit was that for?" after a payee's bills: the bills, whose lines name the unit.
    const bills = await ask("what did Cascade Plumbing charge us?");
    expect((await ask("which unit was that for?", bills.session_id)).answer).toContain("Unit B shower valve");
    const net = (await ask("net for unit A at the eugene place")).answer;
    expect(net).not.toMatch(/\$\d/);
  });

  it("reads what someone is paying as the payment as it stands, and her neighbor in another unit as that unit's tenant", async () => {
    const first = await ask("what's Mateo paying in rent for unit B?");
    expect(first.answer).toContain("$1,350.00");
    expect(first.answer).toMatch(/^The latest \(rent/);
    const then = (await ask("and his neighbor in unit A?", first.session_id)).answer;
    expect(then).toContain("Priya Lindqvist");
    expect(then).toContain("$1,400.00");
    expect(then).not.toContain("Mateo");
    // After who rents one unit, another unit named is the tenant there.
    const who = await ask("who's in unit B at the eugene place");
    expect(who.answer).toContain("Mateo Okafor (unit B)");
    // Two asks one answer serves are answered once.
    const both = (await ask("who leases sorrel street, and what's their monthly base rent at the moment?")).answer;
    expect(both.split("Wendell Achebe, $1,600.00 a month").length).toBe(2);
    const other = (await ask("and the one in unit A?", who.session_id)).answer;
    expect(other).toContain("Priya Lindqvist (unit A), $1,400.00 a month");
    expect(other).not.toContain("Mateo");
  });
});

describe("when a lease ends", () => {
  it("reads the end a deadline states before the lease's own clause, and a unit's lease as its tenant's", async () => {
    const doc = { id: "doc-okafor-lease", title: "Residential Lease, 88 Wren Court Unit B (Mateo Okafor)", docType: "other", docDate: null };
    const texts = [
      "# Residential Lease, 88 Wren Court Unit B\nLandlord: Wren Court Holdings LLC. Tenant: Mateo Okafor.",
      "## Term\nThe term begins April 1, 2029 and ends March 31, 2031; after that the tenancy continues month to month.",
      "## Rent\nRent is $1,350.00 a month, due on the first.",
    ];
    await searchIndexFor(env).indexDocument(doc, texts.map((text, i) => ({ id: chunkId(doc.id, i), documentId: doc.id, chunkIndex: i, text, page: null, charStart: 0, charEnd: text.length, heading: null })));
    const ends = await ask("When does Mateo's lease end?");
    expect(ends.answer).toContain("lease ends March 31, 2031");
    expect(ends.answer).not.toContain("The documents do not state it");
    expect(ends.sources.map((s) => s.type)).toEqual(["query_database"]);
    const unit = await ask("when is the lease for unit B at the eugene place up");
    expect(unit.answer).toContain("lease ends March 31, 2031");
    // "when" that only joins a clause asks no date of the deadlines.
    const raise = await ask("should we raise Mateo's rent when his lease comes up?");
    expect(raise.answer).not.toContain("As the deadlines on record");
  });
});

describe("the kind of rent a commercial ledger writes", () => {
  beforeAll(async () => {
    const suite = await createProperty({ address: "90 Harbor Street, Suite 2, Rockport, ME 04856", acquisition_date: "2021-01-01", placed_in_service: "2021-02-01", extra_metadata: { kind: "commercial", nickname: "the bakery building", tenant: "Brightcup Breads LLC", monthly_rent: "2950.00" } });
    for (const days of [15, 45]) {
      await createTransaction({ property_id: suite.id, transaction_date: daysAgo(days), amount: "2950.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: "ACH from Brightcup Breads LLC - base rent, Suite 2" });
      await createTransaction({ property_id: suite.id, transaction_date: daysAgo(days), amount: "410.00", category: "revenue:other", transaction_type: "REVENUE", description: "ACH from Brightcup Breads LLC - CAM estimate, Suite 2" });
    }
  });

  it("reads what a tenant pays 'in base rent' as its rent as it stands, from the property's record", async () => {
    const reply = await ask("what's the bakery paying us in base rent per month at the moment?");
    expect(reply.sources.map((s) => s.type)).toContain("query_database");
    expect(reply.answer).toContain("Brightcup Breads LLC, $2,950.00 a month");
  });
});

describe("a tenant the record notes something of", () => {
  beforeAll(async () => {
    await createProperty({
      address: "1418 Ash Avenue, Eau Claire, WI 54703",
      acquisition_date: "2018-01-01",
      placed_in_service: "2018-02-01",
      extra_metadata: { units: [{ unit: "Apt 1", tenant: "Gerda Holm" }, { unit: "Apt 2", tenant: "Ruth Okonjo", note: "Housing Choice Voucher (county housing authority)" }, { unit: "Apt 3", tenant: "Lyle Brandt" }] },
    });
    const ash = (await call("GET", "/api/v1/properties?page_size=100")).body.items.find((row: { address: string }) => row.address.startsWith("1418 Ash"));
    await createTransaction({ property_id: ash.id, transaction_date: daysAgo(12), amount: "1150.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: "ACH from Gerda Holm - Apt 1 rent" });
  });

  it("says what a tenant whose rent the record does not state paid lately, by the name the ledger writes", async () => {
    const reply = await ask("What does Gerda pay a month in rent?");
    expect(reply.answer).toContain("Gerda Holm");
    expect(reply.answer).toContain("$1,150.00");
    expect(reply.answer).not.toContain("Lyle Brandt");
  });

  it("finds a household's rent by the surname the ledger writes it under ('ACH from Tobias Farrow')", async () => {
    const lot = await createProperty({ address: "33 Quill Lane, Duluth, MN 55803", acquisition_date: "2021-01-01", placed_in_service: "2021-02-01", extra_metadata: { tenant: "Tobias and Nell Farrow (and their two children)" } });
    await createTransaction({ property_id: lot.id, transaction_date: daysAgo(9), amount: "1825.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: "ACH from Tobias Farrow - rent, 33 Quill Lane" });
    const reply = await ask("What's the Farrows' monthly rent right now?");
    expect(reply.answer).toContain("Tobias and Nell Farrow");
    expect(reply.answer).toContain("$1,825.00");
    // A business the record names with its legal form and its owner, the ledger by fewer words.
    const suite = await createProperty({ address: "40 Mill Bend, Suite 2, Hastings, MN 55033", acquisition_date: "2021-01-01", placed_in_service: "2021-02-01", extra_metadata: { tenant: "Pike Lane Insurance Agency LLC (Dora Pike)" } });
    await createTransaction({ property_id: suite.id, transaction_date: daysAgo(6), amount: "2275.00", category: "revenue:long_term_rental", transaction_type: "REVENUE", description: "Check from Pike Lane Insurance Agency - Suite 2 rent" });
    expect((await ask("what's the monthly rent for suite 2 at mill bend now?")).answer).toContain("$2,275.00");
  });

  it("reads 'which tenant is on the housing voucher' as the one whose record says so", async () => {
    const reply = await ask("which tenant at ash avenue is on the housing voucher?");
    expect(reply.answer).toContain("Ruth Okonjo");
    expect(reply.answer).toContain("Housing Choice Voucher");
    expect(reply.answer).not.toContain("Gerda");
  });
});
