import { v7 } from "uuid";

/** Time-ordered ids (UUID v7), so that creation order is also id order. */
export function newId(): string {
  return v7();
}
