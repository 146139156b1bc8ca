/** What is stored; `due_soon` and `overdue` are derived from the due date when read. */
export const STORED_OBLIGATION_STATUSES = ["pending", "completed", "cancelled"] as const;
export type StoredObligationStatus = (typeof STORED_OBLIGATION_STATUSES)[number];
import { addDays, daysBetween, type IsoDate } from "./dates";

export const OBLIGATION_STATUSES = ["pending", "due_soon", "overdue", "completed", "cancelled"] as const;
export type ObligationStatus = (typeof OBLIGATION_STATUSES)[number];

/** An open obligation is `due_soon` from this many days before its due date through the due date. */
export const DUE_SOON_DAYS = 7;

/**
 * The status a client sees. Only pending/completed/cancelled are stored; a pending obligation is
 * `overdue` once its due date has passed and `due_soon` from 7 days before it through the due date
 * itself, so the status is never stale and nothing has to flip it at midnight.
 */
export function deriveStatus(stored: StoredObligationStatus, dueDate: IsoDate, today: IsoDate): ObligationStatus {
  if (stored !== "pending") return stored;
  if (dueDate < today) return "overdue";
  if (dueDate <= addDays(today, DUE_SOON_DAYS)) return "due_soon";
  return "pending";
}

/** Days from today to the due date (negative when overdue); null once the obligation is closed. */
export function daysUntilDue(stored: StoredObligationStatus, dueDate: IsoDate, today: IsoDate): number | null {
  return stored === "pending" ? daysBetween(today, dueDate) : null;
}

/** The due-date window of each derived status, for filtering in SQL; null bounds are open. */
export function dueDateWindow(status: ObligationStatus, today: IsoDate): { stored: StoredObligationStatus; from: IsoDate | null; to: IsoDate | null } {
  switch (status) {
    case "overdue":
      return { stored: "pending", from: null, to: addDays(today, -1) };
    case "due_soon":
      return { stored: "pending", from: today, to: addDays(today, DUE_SOON_DAYS) };
    case "pending":
      return { stored: "pending", from: addDays(today, DUE_SOON_DAYS + 1), to: null };
    default:
      return { stored: status, from: null, to: null };
  }
}

export type Transition = "none" | "complete" | "cancel" | "reopen";

/**
 * What a requested status does to a stored one. Open (pending, due_soon, overdue) may become
 * completed or cancelled; completed or cancelled may be reopened to pending. Asking for the status
 * the obligation already has changes nothing (a retried completion is harmless). Anything else is
 * refused with the reason, which the route turns into a 400.
 */
export function transitionFor(stored: StoredObligationStatus, requested: ObligationStatus): { transition: Transition } | { error: string } {
  if (requested === "due_soon" || requested === "overdue") {
    return { error: `status "${requested}" is derived from the due date and cannot be set; send pending, completed or cancelled` };
  }
  if (requested === stored) return { transition: "none" };
  if (stored === "pending") return { transition: requested === "completed" ? "complete" : "cancel" };
  if (requested === "pending") return { transition: "reopen" };
  return { error: `A ${stored} obligation cannot become ${requested}; reopen it first (status "pending")` };
}
