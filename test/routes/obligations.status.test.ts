import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { call, createObligation } from "../helpers";

const URL = "/api/v1/obligations";
const YEARLY = "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=15";
const patch = (id: string, json: unknown) => call("PATCH", `${URL}/${id}`, { json });
const successorsOf = async (id: string) => (await call("GET", `${URL}?page_size=200&include_deleted=true`)).body.items.filter((o: any) => o.extra_metadata.previous_id === id);

// "Today" is pinned (only Date is faked, so I/O timers run as usual): 2030-04-10 at noon UTC.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2030-04-10T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("derived status at the day boundaries", () => {
  it.each([
    ["2030-04-09", "overdue", -1],
    ["2030-04-10", "due_soon", 0],
    ["2030-04-17", "due_soon", 7],
    ["2030-04-18", "pending", 8],
  ])("an open obligation due %s is %s", async (due_date, status, days) => {
    const o = await createObligation({ due_date });
    expect(o).toMatchObject({ status, days_until_due: days });
    expect((await call("GET", `${URL}/${o.id}`)).body.status).toBe(status);
  });

  it("is computed in the configured TIMEZONE", async () => {
    const o = await createObligation({ due_date: "2030-04-09" });
    // At 12:00 UTC it is still April 10 in Honolulu but already April 11 on Kiritimati.
    const read = async (TIMEZONE: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(`http://test.local${URL}/${o.id}`), { ...env, TIMEZONE }, ctx);
      await waitOnExecutionContext(ctx);
      return (await res.json()) as any;
    };
    vi.setSystemTime(new Date("2030-04-10T08:00:00Z"));
    expect((await read("UTC")).status).toBe("overdue");
    expect((await read("Pacific/Honolulu")).status).toBe("due_soon"); // April 9, 22:00 there
  });

  it("shows completed and cancelled as they are, with no days_until_due", async () => {
    const done = await createObligation({ due_date: "2030-01-01", status: "completed" });
    const dropped = await createObligation({ due_date: "2030-01-01", status: "cancelled" });
    expect(done).toMatchObject({ status: "completed", days_until_due: null });
    expect(dropped).toMatchObject({ status: "cancelled", days_until_due: null, extra_metadata: {} });
  });
});

describe("status transitions", () => {
  it.each([
    ["2030-04-30", "pending"],
    ["2030-04-12", "due_soon"],
    ["2030-04-01", "overdue"],
  ])("an open (%s, %s) obligation can be completed or cancelled", async (due_date) => {
    const a = await createObligation({ due_date });
    expect((await patch(a.id, { status: "completed" })).body.status).toBe("completed");
    const b = await createObligation({ due_date });
    expect((await patch(b.id, { status: "cancelled" })).body.status).toBe("cancelled");
  });

  it("completed and cancelled obligations can be reopened, and then show their derived status", async () => {
    for (const closed of ["completed", "cancelled"]) {
      const o = await createObligation({ due_date: "2030-04-01", status: closed });
      const res = await patch(o.id, { status: "pending" });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("overdue");
      expect(res.body.extra_metadata.completed_date).toBeUndefined();
    }
  });

  it.each([
    ["completed", "cancelled"],
    ["cancelled", "completed"],
    ["pending", "due_soon"],
    ["pending", "overdue"],
    ["completed", "overdue"],
  ])("%s -> %s is 400 and changes nothing", async (from, to) => {
    const o = await createObligation({ status: from });
    const res = await patch(o.id, { status: to, description: "changed" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: expect.any(String) });
    expect((await call("GET", `${URL}/${o.id}`)).body).toEqual(o);
  });

  it("refuses a status outside the enum with 422", async () => {
    const o = await createObligation();
    const res = await patch(o.id, { status: "done" });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ["body", "status"], type: "enum" });
  });
});

describe("completing", () => {
  it("merges the completion details into extra_metadata, with today's date by default", async () => {
    const o = await createObligation({ extra_metadata: { fee: "25.00", reminder_days: 14 } });
    const res = await patch(o.id, { status: "completed", extra_metadata: { confirmation_number: "CO-2030-118", fee_paid: "25.00" } });
    expect(res.status).toBe(200);
    expect(res.body.extra_metadata).toEqual({ fee: "25.00", reminder_days: 14, confirmation_number: "CO-2030-118", fee_paid: "25.00", completed_date: "2030-04-10" });
  });

  it("keeps a completed_date the request gives, and refuses one that is not a date", async () => {
    const o = await createObligation();
    expect((await patch(o.id, { status: "completed", extra_metadata: { completed_date: "2030-04-02" } })).body.extra_metadata.completed_date).toBe("2030-04-02");
    const p = await createObligation();
    const bad = await patch(p.id, { status: "completed", extra_metadata: { completed_date: "yesterday" } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(["body", "extra_metadata", "completed_date"]);
  });

  it("creates the next occurrence of a recurring obligation, linked both ways", async () => {
    const o = await createObligation({ recurrence: YEARLY, extra_metadata: { fee: "0.00", reminder_days: 14, seed_key: "k", note: "x" } });
    const done = await patch(o.id, { status: "completed", extra_metadata: { confirmation_number: "EFTPS-1" } });
    const next = (await call("GET", `${URL}/${done.body.extra_metadata.next_id}`)).body;
    expect(next).toMatchObject({
      obligation_type: o.obligation_type,
      property_id: null,
      description: o.description,
      recurrence: YEARLY,
      due_date: "2031-04-15",
      status: "pending",
      extra_metadata: { fee: "0.00", reminder_days: 14, note: "x", previous_id: o.id },
    });
    expect(next.extra_metadata).not.toHaveProperty("seed_key");
    expect(next.extra_metadata).not.toHaveProperty("confirmation_number");
    expect(next.provenance).toMatchObject({ source_id: o.id });
  });

  it("moves the successor to the next business day when the obligation asks for it", async () => {
    const o = await createObligation({ due_date: "2027-04-15", recurrence: YEARLY, extra_metadata: { next_business_day: true } });
    const done = await patch(o.id, { status: "completed" });
    expect((await call("GET", `${URL}/${done.body.extra_metadata.next_id}`)).body.due_date).toBe("2028-04-18");
  });

  it("creates no successor for a one-off obligation, nor when the rule has ended", async () => {
    const once = await createObligation();
    expect((await patch(once.id, { status: "completed" })).body.extra_metadata).not.toHaveProperty("next_id");
    const ending = await createObligation({ due_date: "2030-04-15", recurrence: "FREQ=YEARLY;UNTIL=20301231" });
    expect((await patch(ending.id, { status: "completed" })).body.extra_metadata).not.toHaveProperty("next_id");
    expect(await successorsOf(ending.id)).toEqual([]);
  });

  it("twice in a row creates one successor; the second completion changes nothing", async () => {
    const o = await createObligation({ recurrence: YEARLY });
    const first = await patch(o.id, { status: "completed" });
    const second = await patch(o.id, { status: "completed" });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await successorsOf(o.id)).toHaveLength(1);
  });

  it("five times at once creates exactly one successor", async () => {
    const o = await createObligation({ recurrence: YEARLY });
    const results = await Promise.all(Array.from({ length: 5 }, () => patch(o.id, { status: "completed" })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const successors = await successorsOf(o.id);
    expect(successors).toHaveLength(1);
    expect((await call("GET", `${URL}/${o.id}`)).body.extra_metadata.next_id).toBe(successors[0].id);
  });

  it("reopening creates nothing, and completing again keeps the one successor", async () => {
    const o = await createObligation({ recurrence: YEARLY });
    const first = await patch(o.id, { status: "completed" });
    await patch(o.id, { status: "pending" });
    const again = await patch(o.id, { status: "completed" });
    expect(again.body.extra_metadata.next_id).toBe(first.body.extra_metadata.next_id);
    expect(await successorsOf(o.id)).toHaveLength(1);
  });

  it("lets a client send the link keys back unchanged, but not change them", async () => {
    const o = await createObligation({ recurrence: YEARLY });
    const done = (await patch(o.id, { status: "completed" })).body;
    expect((await patch(o.id, { extra_metadata: { ...done.extra_metadata, note: "ok" } })).status).toBe(200);
    const res = await patch(o.id, { extra_metadata: { next_id: null } });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(["body", "extra_metadata", "next_id"]);
  });
});
