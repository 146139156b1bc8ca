import type { NewObligationRow, ObligationRow } from "../../db/schema";
import { movesToBusinessDay, successorMetadata } from "../../domain/obligation-lifecycle";
import { daysUntilDue, deriveStatus } from "../../domain/obligation-status";
import { stampProvenance } from "../../domain/provenance";
import { nextOccurrence } from "../../domain/recurrence";
import type { Obligation } from "./schemas";

/** The rule's next date after the due date, or null when the obligation does not recur (or the rule has ended). */
export function nextDueDate(row: Pick<ObligationRow, "recurrence" | "dueDate" | "extraMetadata">): string | null {
  if (!row.recurrence) return null;
  return nextOccurrence(row.recurrence, row.dueDate, { nextBusinessDay: movesToBusinessDay(row.extraMetadata) });
}

/** The API representation: the stored status becomes the derived one, relative to `today`. */
export function toObligation(row: ObligationRow, today: string): Obligation {
  return {
    id: row.id,
    property_id: row.propertyId,
    obligation_type: row.obligationType,
    due_date: row.dueDate,
    status: deriveStatus(row.status, row.dueDate, today),
    recurrence: row.recurrence,
    description: row.description,
    days_until_due: daysUntilDue(row.status, row.dueDate, today),
    next_due_date: nextDueDate(row),
    provenance: row.provenance,
    extra_metadata: row.extraMetadata,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    deleted_at: row.deletedAt,
  };
}

/**
 * The next occurrence of a recurring obligation that is being completed: same type, property,
 * description and rule, due on the rule's next date, linked back by `extra_metadata.previous_id`.
 * `completed` is the obligation as it will be stored; `openMetadata` what it carried while open.
 * Null when it does not recur or its rule has ended.
 */
export function successorOf(completed: NewObligationRow & { id: string }, openMetadata: Record<string, unknown>, id: string, now: string): NewObligationRow | null {
  const dueDate = completed.recurrence ? nextDueDate({ recurrence: completed.recurrence, dueDate: completed.dueDate, extraMetadata: openMetadata }) : null;
  if (!dueDate) return null;
  return {
    id,
    propertyId: completed.propertyId ?? null,
    obligationType: completed.obligationType,
    dueDate,
    status: "pending",
    recurrence: completed.recurrence ?? null,
    description: completed.description,
    provenance: stampProvenance(
      { source_type: completed.provenance.source_type, source_id: completed.id, notes: "Next occurrence, created when the previous one was completed" },
      "api",
      now,
    ),
    extraMetadata: successorMetadata(openMetadata, completed.id),
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
}
