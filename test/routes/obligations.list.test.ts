import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, createObligation, createProperty } from "../helpers";

const URL = "/api/v1/obligations";
const MISSING = "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f";

// Storage is shared by the tests of this file; "today" is pinned to 2031-06-10.
describe("GET /api/v1/obligations", () => {
  const ids: Record<string, string> = {};
  let propertyId = "";

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2031-06-10T12:00:00Z"));
    propertyId = (await createProperty({ address: "7 List Lane" })).id;
    const rows = [
      ["late", "2031-06-01", "tax:payment", null, "pending"],
      ["today", "2031-06-10", "property:tax", propertyId, "pending"],
      ["week", "2031-06-17", "property:insurance", propertyId, "pending"],
      ["later", "2031-07-01", "tax:filing", null, "pending"],
      ["done", "2031-06-05", "tax:payment", null, "completed"],
      ["dropped", "2031-06-20", "other", propertyId, "cancelled"],
      ["gone", "2031-06-12", "other", null, "pending"],
    ] as const;
    for (const [key, due_date, obligation_type, property_id, status] of rows) {
      ids[key] = (await createObligation({ due_date, obligation_type, property_id, status })).id;
    }
    await call("DELETE", `${URL}/${ids.gone}`);
  });
  afterAll(() => vi.useRealTimers());

  const keys = async (query: string) => {
    const res = await call("GET", `${URL}?page_size=200&${query}`);
    expect(res.status, query).toBe(200);
    return res.body.items.map((item: { id: string }) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]).join(" ");
  };

  it("lists live obligations soonest due first", async () => {
    expect(await keys("")).toBe("late done today week dropped later");
  });

  it("filters by derived status", async () => {
    expect(await keys("status=overdue")).toBe("late");
    expect(await keys("status=due_soon")).toBe("today week");
    expect(await keys("status=pending")).toBe("later");
    expect(await keys("status=completed")).toBe("done");
    expect(await keys("status=cancelled")).toBe("dropped");
  });

  it("filters open obligations due within `upcoming` days", async () => {
    expect(await keys("upcoming=0")).toBe("today");
    expect(await keys("upcoming=7")).toBe("today week");
    expect(await keys("upcoming=30")).toBe("today week later");
  });

  it("filters by property, type and due-date range", async () => {
    expect(await keys(`property_id=${propertyId.toUpperCase()}`)).toBe("today week dropped");
    expect(await keys("obligation_type=tax:payment")).toBe("late done");
    expect(await keys("start_date=2031-06-05&end_date=2031-06-17")).toBe("done today week");
  });

  it("shows deleted obligations only with include_deleted", async () => {
    expect(await keys("include_deleted=true&start_date=2031-06-12&end_date=2031-06-12")).toBe("gone");
  });

  it("paginates with the total of every match", async () => {
    const res = await call("GET", `${URL}?page=2&page_size=2`);
    expect(res.body).toMatchObject({ total: 6, page: 2, page_size: 2 });
    expect(res.body.items.map((o: { id: string }) => o.id)).toEqual([ids.today, ids.week]);
  });

  it("answers 422 for bad filters", async () => {
    const bad = await call("GET", `${URL}?status=late&upcoming=-1&start_date=2031-13-01`);
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((d: { loc: string[] }) => d.loc[1])).toEqual(["status", "upcoming", "start_date"]);
    const range = await call("GET", `${URL}?start_date=2031-06-10&end_date=2031-06-01`);
    expect(range.status).toBe(422);
    expect(range.body.detail[0].loc).toEqual(["query", "end_date"]);
  });
});

describe("one obligation", () => {
  it("answers 404 for an unknown id and 422 for a malformed one", async () => {
    const res = await call("GET", `${URL}/${MISSING}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: `Obligation ${MISSING} not found` });
    expect((await call("GET", `${URL}/nope`)).body.detail[0].loc).toEqual(["path", "id"]);
  });

  it("patches only the fields sent and merges extra_metadata", async () => {
    const o = await createObligation({ extra_metadata: { a: 1, b: 2 } });
    const res = await call("PATCH", `${URL}/${o.id}`, { json: { description: "Renamed", extra_metadata: { b: null, c: 3 }, recurrence: "FREQ=YEARLY" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ description: "Renamed", extra_metadata: { a: 1, c: 3 }, recurrence: "FREQ=YEARLY", due_date: o.due_date, next_due_date: "2031-04-15" });
    expect(res.body.updated_at > o.updated_at).toBe(true);
    expect((await call("PATCH", `${URL}/${o.id}`, { json: {} })).body).toEqual(res.body);
  });

  it("runs the soft-delete lifecycle as DECISIONS.md describes", async () => {
    const o = await createObligation();
    const deleted = await call("DELETE", `${URL}/${o.id}`);
    expect(deleted.body).toEqual({ success: true, data: { id: o.id, deleted_at: expect.stringMatching(/Z$/) } });
    expect((await call("GET", `${URL}/${o.id}`)).status).toBe(404);
    expect((await call("GET", `${URL}/${o.id}?include_deleted=true`)).body.deleted_at).toBe(deleted.body.data.deleted_at);
    expect((await call("PATCH", `${URL}/${o.id}`, { json: { status: "completed" } })).status).toBe(404);
    expect((await call("DELETE", `${URL}/${o.id}`)).status).toBe(404);
    const restored = await call("POST", `${URL}/${o.id}/restore`);
    expect(restored.body).toMatchObject({ id: o.id, deleted_at: null });
    expect((await call("POST", `${URL}/${o.id}/restore`)).body).toEqual(restored.body);
    expect((await call("POST", `${URL}/${MISSING}/restore`)).status).toBe(404);
  });

  it("keeps its obligations when a property is deleted", async () => {
    const p = await createProperty();
    const o = await createObligation({ property_id: p.id, obligation_type: "property:tax" });
    await call("DELETE", `/api/v1/properties/${p.id}`);
    expect((await call("GET", `${URL}/${o.id}`)).body.property_id).toBe(p.id);
  });
});

describe("GET /api/v1/obligations/{id}/occurrences", () => {
  it("previews the next N due dates", async () => {
    const o = await createObligation({ due_date: "2031-01-31", recurrence: "FREQ=MONTHLY;BYMONTHDAY=-1" });
    const res = await call("GET", `${URL}/${o.id}/occurrences?count=4`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: o.id, recurrence: "FREQ=MONTHLY;BYMONTHDAY=-1", due_dates: ["2031-01-31", "2031-02-28", "2031-03-31", "2031-04-30"] });
    expect((await call("GET", `${URL}/${o.id}/occurrences`)).body.due_dates).toHaveLength(5);
  });

  it("is the due date alone for a one-off obligation, and checks count", async () => {
    const o = await createObligation();
    expect((await call("GET", `${URL}/${o.id}/occurrences?count=3`)).body.due_dates).toEqual([o.due_date]);
    expect((await call("GET", `${URL}/${o.id}/occurrences?count=0`)).status).toBe(422);
    expect((await call("GET", `${URL}/${o.id}/occurrences?count=101`)).status).toBe(422);
    expect((await call("GET", `${URL}/${MISSING}/occurrences`)).status).toBe(404);
  });
});
