import { getCompanyProfile } from "../../db/company";
import { getDb } from "../../db/client";
import { openObligationsWithAddress, type ObligationWithAddress } from "../../db/obligation-feeds";
import { buildCalendar, type CalendarEvent } from "../../domain/ics";
import { reminderDays } from "../../domain/obligation-lifecycle";
import type { AppRouteHandler } from "../../http/handler";
import type * as routes from "./routes";

const TYPE_LABELS: Record<string, string> = {
  "tax:filing": "Tax filing",
  "tax:payment": "Tax payment",
  "compliance:periodic_report": "Periodic report",
  "compliance:license_renewal": "License renewal",
  "property:tax": "Property tax",
  "property:insurance": "Insurance renewal",
  "property:inspection": "Inspection",
  other: "Deadline",
};

function toEvent({ obligation: o, address }: ObligationWithAddress, origin: string): CalendarEvent {
  const fee = o.extraMetadata.fee;
  const details = [
    o.description,
    "",
    `Type: ${TYPE_LABELS[o.obligationType] ?? o.obligationType} (${o.obligationType})`,
    address ? `Property: ${address}` : "Company-level obligation",
    ...(typeof fee === "string" ? [`Fee: ${fee}`] : []),
    `Record: ${origin}/api/v1/obligations/${o.id}`,
  ];
  return {
    // Stable across edits and feed refreshes, so calendar apps update the event instead of duplicating it.
    uid: `${o.id}@property-records`,
    stamp: o.updatedAt,
    date: o.dueDate,
    // Seeded descriptions already name the property; others get its address appended.
    summary: address && !o.description.includes(address) ? `${o.description} (${address})` : o.description,
    description: details.join("\n"),
    rrule: o.recurrence,
    categories: [TYPE_LABELS[o.obligationType] ?? "Deadline"],
    url: `${origin}/api/v1/obligations/${o.id}`,
    reminderDays: reminderDays(o.extraMetadata),
  };
}

export const calendar: AppRouteHandler<typeof routes.calendar> = async (c) => {
  const db = getDb(c.env.DB);
  const [rows, profile] = await Promise.all([openObligationsWithAddress(db), getCompanyProfile(db)]);
  const origin = new URL(c.req.url).origin;
  const body = buildCalendar(`${profile?.legalName ?? "Property Records"} deadlines`, rows.map((row) => toEvent(row, origin)));
  return c.body(body, 200, {
    "content-type": "text/calendar; charset=utf-8",
    "content-disposition": 'inline; filename="obligations.ics"',
  });
};
