import type { ObligationRow } from "../../db/schema";
import { daysUntilDue, deriveStatus } from "../../domain/obligation-status";
import { nextDueDate } from "../../db/successor";
import type { Obligation } from "./schemas";

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
