import type { NewObligationRow, ObligationRow } from "../../db/schema";
import { isIsoDate } from "../../domain/dates";
import { MAX_METADATA_BYTES, mergeMetadata, metadataTooLarge, type JsonObject } from "../../domain/metadata";
import { changedLinkKey, withCompletionDate, withoutCompletionDate } from "../../domain/obligation-lifecycle";
import { transitionFor, type ObligationStatus, type Transition } from "../../domain/obligation-status";
import { stampProvenance } from "../../domain/provenance";
import { recurrenceDueDateError } from "../../domain/recurrence";
import { ApiError } from "../../http/errors";
import type { ObligationUpdate } from "./schemas";

/** The transition a requested status asks for; a forbidden one is a 400 with the reason. */
export function requireTransition(stored: ObligationRow["status"], requested: ObligationStatus | undefined): Transition {
  if (requested === undefined) return "none";
  const result = transitionFor(stored, requested);
  if ("error" in result) throw ApiError.badRequest(result.error);
  return result.transition;
}

/** Server-owned link keys may not be set by a client (sending back the stored value is fine). */
export function checkLinkKeys(requested: JsonObject | undefined, stored: JsonObject): void {
  const key = requested ? changedLinkKey(requested, stored) : null;
  if (key) throw ApiError.invalidField(["body", "extra_metadata", key], `${key} is set by the server, which links the occurrences of a recurring obligation`);
}

/** Metadata after a transition: completing stamps completed_date (checked if sent), reopening removes it. */
export function metadataAfter(transition: Transition, metadata: JsonObject, today: string): JsonObject {
  if (transition === "reopen") return withoutCompletionDate(metadata);
  if (transition !== "complete") return metadata;
  const completed = withCompletionDate(metadata, today);
  if (typeof completed.completed_date !== "string" || !isIsoDate(completed.completed_date)) {
    throw ApiError.invalidField(["body", "extra_metadata", "completed_date"], "completed_date must be a date in the format YYYY-MM-DD");
  }
  return completed;
}

export function checkRecurrence(rule: string | null | undefined, dueDate: string, field: "recurrence" | "due_date"): void {
  const error = rule ? recurrenceDueDateError(rule, dueDate) : null;
  if (error) throw ApiError.invalidField(["body", field], error);
}

const STATUS_AFTER: Record<Transition, ObligationRow["status"] | undefined> = { none: undefined, complete: "completed", cancel: "cancelled", reopen: "pending" };

/** The column changes a PATCH asks for (only the fields it sent), checked against the stored row. */
export function toObligationChanges(current: ObligationRow, patch: ObligationUpdate, today: string, now: string): { changes: Partial<NewObligationRow>; transition: Transition } {
  const transition = requireTransition(current.status, patch.status);
  checkLinkKeys(patch.extra_metadata, current.extraMetadata);
  const changes: Partial<NewObligationRow> = {};
  if (patch.property_id !== undefined) changes.propertyId = patch.property_id;
  if (patch.obligation_type !== undefined) changes.obligationType = patch.obligation_type;
  if (patch.due_date !== undefined) changes.dueDate = patch.due_date;
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.recurrence !== undefined) changes.recurrence = patch.recurrence;
  if (patch.provenance !== undefined) changes.provenance = stampProvenance(patch.provenance, "api", now);
  const status = STATUS_AFTER[transition];
  if (status) changes.status = status;

  const merged = patch.extra_metadata ? mergeMetadata(current.extraMetadata, patch.extra_metadata) : current.extraMetadata;
  const metadata = metadataAfter(transition, merged, today);
  if (patch.extra_metadata !== undefined || metadata !== merged) changes.extraMetadata = metadata;
  if (metadataTooLarge(metadata)) throw ApiError.invalidField(["body", "extra_metadata"], `extra_metadata must serialize to at most ${MAX_METADATA_BYTES} bytes`);

  if (patch.recurrence !== undefined || patch.due_date !== undefined) {
    checkRecurrence(changes.recurrence === undefined ? current.recurrence : changes.recurrence, changes.dueDate ?? current.dueDate, patch.recurrence ? "recurrence" : "due_date");
  }
  return { changes, transition };
}
