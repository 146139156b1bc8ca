import { describe, expect, it } from "vitest";
import { call, createProperty } from "../helpers";

/** The standard deadlines, offered through the API by the same rules as `npm run seed:obligations`. */
describe("POST /api/v1/obligations/standard", () => {
  it("lists what a dry run would add, adds it once, and never brings back a deleted one", async () => {
    await call("PUT", "/api/v1/company", { json: { legal_name: "Standard Homes LLC", state_of_formation: "CO", formation_date: "2021-03-09" } });
    const home = await createProperty({ address: "40 Standard Street, Denver, CO 80205", acquisition_date: "2021-06-15" });

    const preview = await call("POST", "/api/v1/obligations/standard", { json: { year: 2027, dry_run: true } });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ year: 2027, state: "CO", dry_run: true, created: 0, already: 0 });
    const types = new Set(preview.body.items.map((item: { obligation_type: string }) => item.obligation_type));
    expect(types).toEqual(new Set(["tax:payment", "tax:filing", "compliance:periodic_report", "property:tax", "property:insurance", "property:inspection"]));
    expect(preview.body.items.some((item: { property_id: string | null }) => item.property_id === home.id)).toBe(true);
    expect((await call("GET", "/api/v1/obligations?page_size=1")).body.total).toBe(0);

    const made = await call("POST", "/api/v1/obligations/standard", { json: { year: 2027 } });
    expect(made.status).toBe(201);
    expect(made.body.created).toBe(preview.body.items.length);
    // The year's set runs into the next (Q4's estimate is due in January).
    const listed = await call("GET", "/api/v1/obligations?page_size=200");
    expect(listed.body.total).toBe(made.body.created);
    const report = listed.body.items.find((o: { obligation_type: string }) => o.obligation_type === "compliance:periodic_report");
    expect(report.provenance).toMatchObject({ source_type: "seed", source_id: "standard deadlines for 2027" });

    await call("DELETE", `/api/v1/obligations/${report.id}`);
    const again = await call("POST", "/api/v1/obligations/standard", { json: { year: 2027 } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: 0, items: [], already: made.body.created });
  });

  it("plans the rest of the year for a state it has no report rule for, and says so; refuses what is not a state, and checks the year", async () => {
    const oregon = await call("POST", "/api/v1/obligations/standard", { json: { year: 2029, state: "or", dry_run: true } });
    expect(oregon.status).toBe(200);
    expect(oregon.body.state).toBe("OR");
    expect(oregon.body.items.some((item: any) => item.obligation_type === "compliance:periodic_report")).toBe(false);
    expect(oregon.body.items.filter((item: any) => item.obligation_type === "tax:payment")).toHaveLength(4);
    expect(oregon.body.notes).toContainEqual(expect.stringContaining("The rules hold no periodic report for OR (they know CO"));
    const res = await call("POST", "/api/v1/obligations/standard", { json: { year: 2027, state: "ZZ", dry_run: true } });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ["body", "state"], msg: "ZZ is not the postal code of a US state" });
    expect((await call("POST", "/api/v1/obligations/standard", { json: { year: 1990 } })).status).toBe(422);
  });
});
