import { describe, expect, it } from "vitest";
import airbnbCsv from "../fixtures/airbnb-2025-07.csv?raw";
import { env } from "cloudflare:workers";
import { getDb } from "../../src/db/client";
import { queryStays } from "../../src/chat/tools/database/stays";
import { call } from "../helpers";

describe("GET /api/v1/reports/occupancy", () => {
  it("gives nights booked and occupancy from the Airbnb import, and null where no stays are recorded", async () => {
    const loft = (await call("POST", "/api/v1/properties", {
      json: { address: "9 Occupancy Lane, Denver, CO 80205", acquisition_date: "2021-06-15", purchase_price_total: "400000.00", land_basis: "80000.00", building_basis: "320000.00", placed_in_service: "2021-07-01", extra_metadata: { airbnb_listing: "Alder Street Loft" } },
    })).body;
    const letLong = (await call("POST", "/api/v1/properties", {
      json: { address: "10 Lease Court, Aurora, CO 80010", acquisition_date: "2020-01-10", purchase_price_total: "300000.00", land_basis: "60000.00", building_basis: "240000.00" },
    })).body;
    const form = new FormData();
    form.set("file", new File([airbnbCsv], "airbnb.csv", { type: "text/csv" }));
    form.set("format", "airbnb");
    form.set("property_id", loft.id);
    expect((await call("POST", "/api/v1/transactions/import", { body: form })).status).toBe(201);

    const res = await call("GET", "/api/v1/reports/occupancy?start_date=2025-07-01&end_date=2025-07-31");
    expect(res.status).toBe(200);
    const byId = new Map(res.body.properties.map((p: any) => [p.property_id, p]));
    // HMABC12345: 4 nights from July 1; HMXYZ67890: 2 nights from July 8. Its resolution payout is no stay.
    expect(byId.get(loft.id)).toEqual({ property_id: loft.id, address: "9 Occupancy Lane, Denver, CO 80205", nights_booked: 6, nights_available: 31, stays: 2, occupancy: 0.1935 });
    expect(byId.get(letLong.id)).toMatchObject({ nights_booked: 0, stays: 0, occupancy: null });

    const one = await call("GET", `/api/v1/reports/occupancy?start_date=2025-07-05&end_date=2025-07-08&property_id=${loft.id}`);
    expect(one.body.properties).toEqual([expect.objectContaining({ nights_booked: 1, nights_available: 4, stays: 1, occupancy: 0.25 })]);
  });

  it("the assistant's stays narrow to one guest by name, in any case, with that guest's nights only", async () => {
    const db = getDb(env.DB);
    const july = { entity: "stays" as const, start_date: "2025-07-01", end_date: "2025-07-31" };
    const all = await queryStays(db, july, "2025-12-31", null);
    expect(all.total).toBe(2);
    const sam = await queryStays(db, { ...july, text: "SAM  o'neil" }, "2025-12-31", null);
    expect(sam).toMatchObject({ guest: "SAM  o'neil", total: 1, checked_in: 1 });
    expect(sam.properties).toEqual([expect.objectContaining({ stay_count: 1, nights_booked: 2, occupancy: null, stays: [expect.objectContaining({ code: "HMXYZ67890", guest: "Sam O'Neil" })] })]);
    const nobody = await queryStays(db, { ...july, text: "Pat Nobody" }, "2025-12-31", null);
    expect(nobody).toMatchObject({ total: 0, properties: [] });
  });

  it("refuses a period that ends before it starts", async () => {
    const res = await call("GET", "/api/v1/reports/occupancy?start_date=2025-08-01&end_date=2025-07-01");
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(["query", "end_date"]);
  });
});
