import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../src/db/client";
import { getCompanyProfile } from "../../src/db/company";
import { call } from "../helpers";

const URL = "/api/v1/company";
const PROFILE = {
  legal_name: "Alder Street Holdings LLC",
  entity_type: "Multi-member LLC (taxed as a partnership)",
  state_of_formation: "co",
  formation_date: "2021-03-09",
  ein: "84-1234567",
  state_filing_number: "20211234567",
  registered_agent: { name: "Jordan Reyes", address: "1420 Alder Street, Denver, CO 80205" },
  fiscal_year_end: "12-31",
  mailing_address: "PO Box 1182, Denver, CO 80201",
  extra_metadata: { sos_portal: "https://www.sos.state.co.us" },
};

// The tests of this file share one database and run in order: the profile starts unset.
describe("/api/v1/company", () => {
  it("is 404 until the profile has been set", async () => {
    const res = await call("GET", URL);
    expect(res.status).toBe(404);
    expect(res.body.detail).toContain("PUT /api/v1/company");
    expect(await getCompanyProfile(getDb(env.DB))).toBeUndefined();
  });

  it("PUT creates the profile and GET returns it", async () => {
    const res = await call("PUT", URL, { json: PROFILE });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...PROFILE,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      state_of_formation: "CO",
      provenance: expect.objectContaining({ source_type: "api" }),
      created_at: expect.stringMatching(/Z$/),
      updated_at: res.body.created_at,
      deleted_at: null,
    });
    expect((await call("GET", URL)).body).toEqual(res.body);
  });

  it("answers the assistant's question: what is our EIN", async () => {
    const profile = await getCompanyProfile(getDb(env.DB));
    expect(profile?.ein).toBe("84-1234567");
    expect(profile?.legalName).toBe("Alder Street Holdings LLC");
  });

  it("PUT replaces the whole profile but keeps its id and created_at", async () => {
    const before = (await call("GET", URL)).body;
    const res = await call("PUT", URL, { json: { legal_name: "Alder Street Holdings II LLC" } });
    expect(res.body).toMatchObject({
      id: before.id,
      created_at: before.created_at,
      legal_name: "Alder Street Holdings II LLC",
      ein: null,
      registered_agent: null,
      fiscal_year_end: "12-31",
      extra_metadata: {},
    });
    expect(res.body.updated_at > before.updated_at).toBe(true);
  });

  it.each([
    [{ ein: "841234567" }, "ein", "NN-NNNNNNN"],
    [{ ein: "84-12345678" }, "ein", "NN-NNNNNNN"],
    [{ state_of_formation: "Colorado" }, "state_of_formation", "two-letter"],
    [{ fiscal_year_end: "02-30" }, "fiscal_year_end", "MM-DD"],
    [{ formation_date: "2021-02-29" }, "formation_date", "valid date"],
  ])("refuses %j with 422 at the field", async (fields, field, message) => {
    const res = await call("PUT", URL, { json: { legal_name: "X LLC", ...fields } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ["body", field], msg: expect.stringContaining(message) })]);
  });

  it("requires legal_name and refuses unknown fields", async () => {
    const res = await call("PUT", URL, { json: { name: "X" } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      { loc: ["body", "legal_name"], msg: "Field required", type: "missing" },
      { loc: ["body", "name"], msg: "Extra inputs are not permitted", type: "extra_forbidden" },
    ]);
    expect((await call("PUT", URL)).status).toBe(422);
  });

  it("keeps one profile when two PUTs race", async () => {
    const results = await Promise.all([1, 2, 3].map((n) => call("PUT", URL, { json: { legal_name: `Race ${n} LLC` } })));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM company").first<{ n: number }>();
    expect(count?.n).toBe(1);
  });
});
