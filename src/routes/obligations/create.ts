import type { NewObligationRow } from "../../db/schema";
import type { Transition } from "../../domain/obligation-status";
import { stampProvenance } from "../../domain/provenance";
import { checkLinkKeys, checkRecurrence, metadataAfter, requireTransition } from "./changes";
import type { ObligationCreate } from "./schemas";

const STATUS_OF: Record<Transition, NewObligationRow["status"]> = { none: "pending", complete: "completed", cancel: "cancelled", reopen: "pending" };

/**
 * The row a create request describes. Creating an obligation as completed counts as completing it
 * (completed_date stamped, successor created by the handler); due_soon and overdue cannot be set.
 */
export function toNewObligationRow(input: ObligationCreate, id: string, now: string, today: string): { row: NewObligationRow & { id: string }; transition: Transition } {
  const transition = requireTransition("pending", input.status);
  checkLinkKeys(input.extra_metadata, {});
  checkRecurrence(input.recurrence, input.due_date, "recurrence");
  return {
    transition,
    row: {
      id,
      propertyId: input.property_id ?? null,
      obligationType: input.obligation_type,
      dueDate: input.due_date,
      status: STATUS_OF[transition],
      recurrence: input.recurrence ?? null,
      description: input.description,
      provenance: stampProvenance(input.provenance, "api", now),
      extraMetadata: metadataAfter(transition, input.extra_metadata ?? {}, today),
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    },
  };
}
