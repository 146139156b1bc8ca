import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, createObligation, createProperty } from "../helpers";

const URL = "/api/v1/obligations/calendar.ics";

describe("GET /api/v1/obligations/calendar.ics", () => {
  let propertyId = "";
  const ids: Record<string, string> = {};
  let feed: { status: number; headers: Headers; body: string };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2032-03-01T12:00:00Z"));
    await call("PUT", "/api/v1/company", { json: { legal_name: "Alder Street Holdings, LLC" } });
    propertyId = (await createProperty({ address: "1420 Alder Street, Denver, CO 80205" })).id;
    ids.estimated = (await createObligation({ due_date: "2032-04-15", recurrence: "FREQ=YEARLY;BYMONTH=1,4,6,9;BYMONTHDAY=15", extra_metadata: { reminder_days: 14 } })).id;
    ids.insurance = (await createObligation({
      property_id: propertyId,
      obligation_type: "property:insurance",
      due_date: "2032-06-30",
      description: "Renew the landlord policy; compare quotes, check coverage; long text ".repeat(3).trim(),
      extra_metadata: { fee: "1840.00" },
    })).id;
    ids.overdue = (await createObligation({ due_date: "2032-02-01", description: "Overdue but still open" })).id;
    ids.completed = (await createObligation({ due_date: "2032-01-15", status: "completed" })).id;
    ids.deleted = (await createObligation({ due_date: "2032-05-01" })).id;
    await call("DELETE", `/api/v1/obligations/${ids.deleted}`);
    feed = await call("GET", URL);
  });
  afterAll(() => vi.useRealTimers());

  const events = () => new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
  const eventFor = (key: string) => events().find((e) => e.uid === `${ids[key]}@property-records`);

  it("is served as text/calendar with CRLF lines of at most 75 octets", () => {
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const lines = feed.body.split("\r\n");
    expect(lines.at(-1)).toBe("");
    for (const line of lines) expect(new TextEncoder().encode(line).byteLength).toBeLessThanOrEqual(75);
    expect(feed.body.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("parses with ical.js and names the calendar after the company", () => {
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    // ical.js leaves X- properties raw; calendar apps read X-WR-CALNAME as escaped TEXT.
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Alder Street Holdings\\, LLC deadlines");
  });

  it("has every open obligation (overdue included) and nothing completed or deleted", () => {
    const uids = events().map((e) => e.uid);
    expect(uids).toEqual(expect.arrayContaining([ids.estimated, ids.insurance, ids.overdue].map((id) => `${id}@property-records`)));
    expect(uids).not.toContain(`${ids.completed}@property-records`);
    expect(uids).not.toContain(`${ids.deleted}@property-records`);
  });

  it("makes each obligation an all-day event on its due date, ending the next day", () => {
    const event = eventFor("insurance")!;
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe("2032-06-30");
    expect(event.endDate.toString()).toBe("2032-07-01");
    expect(event.summary).toContain("(1420 Alder Street, Denver, CO 80205)");
    expect(event.description).toContain("Renew the landlord policy; compare quotes, check coverage;");
    expect(event.description).toContain("Property: 1420 Alder Street, Denver, CO 80205");
    expect(event.description).toContain("Fee: 1840.00");
    expect(event.isRecurring()).toBe(false);
  });

  it("does not repeat an address the description already names", async () => {
    const o = await createObligation({ property_id: propertyId, obligation_type: "property:tax", due_date: "2032-06-15", description: "Property tax, second half: 1420 Alder Street, Denver, CO 80205" });
    const text = (await call("GET", URL)).body as string;
    const event = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v)).find((e) => e.uid === `${o.id}@property-records`)!;
    expect(event.summary).toBe("Property tax, second half: 1420 Alder Street, Denver, CO 80205");
    await call("DELETE", `/api/v1/obligations/${o.id}`);
  });

  it("carries the RRULE, which expands to the obligation's dates", () => {
    const event = eventFor("estimated")!;
    expect(event.isRecurring()).toBe(true);
    const iterator = event.iterator();
    const dates = Array.from({ length: 5 }, () => iterator.next()?.toString());
    expect(dates).toEqual(["2032-04-15", "2032-06-15", "2032-09-15", "2033-01-15", "2033-04-15"]);
  });

  it("adds a reminder from reminder_days, 7 days by default", () => {
    const alarm = (key: string) => eventFor(key)!.component.getFirstSubcomponent("valarm")!;
    const trigger = (key: string) => (alarm(key).getFirstPropertyValue("trigger") as ICAL.Duration).toSeconds();
    expect(trigger("estimated")).toBe(-14 * 86_400);
    expect(trigger("overdue")).toBe(-7 * 86_400);
    expect(feed.body).toContain("TRIGGER:-P14D\r\n");
    expect(alarm("overdue").getFirstPropertyValue("action")).toBe("DISPLAY");
  });

  it("keeps UIDs stable across edits and refreshes", async () => {
    await call("PATCH", `/api/v1/obligations/${ids.overdue}`, { json: { description: "Edited" } });
    const again = await call("GET", URL);
    const uids = (text: string) => [...text.matchAll(/^UID:(.+)$/gm)].map((m) => m[1]).sort();
    expect(uids(again.body)).toEqual(uids(feed.body));
    expect(again.body).toContain("SUMMARY:Edited");
  });
});
