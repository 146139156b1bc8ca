import type { NewObligationRow, ObligationRow } from "./schema";
import { movesToBusinessDay, successorMetadata } from "../domain/obligation-lifecycle";
import { stampProvenance } from "../domain/provenance";
import { nextOccurrence } from "../domain/recurrence";

/** The rule's next date after the due date, or null when the obligation does not recur (or its rule has ended). */
export function nextDueDate(row: Pick<ObligationRow, "recurrence" | "dueDate" | "extraMetadata">): string | null {
  if (!row.recurrence) return null;
  return nextOccurrence(row.recurrence, row.dueDate, { nextBusinessDay: movesToBusinessDay(row.extraMetadata) });
}

/**
 * The next occurrence of a recurring obligation that is being completed: same type, property,
 * description and rule, due on the rule's next date, linked back by `extra_metadata.previous_id`.
 * `completed` is the obligation as it will be stored; `openMetadata` what it carried while open.
 * Null when it does not recur or its rule has ended.
 */
export function successorOf(completed: NewObligationRow & { id: string }, openMetadata: Record<string, unknown>, id: string, now: string): NewObligationRow | null {
  const dueDate = nextDueDate({ recurrence: completed.recurrence ?? null, dueDate: completed.dueDate, extraMetadata: openMetadata });
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
