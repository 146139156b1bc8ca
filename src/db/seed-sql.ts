import type { SeedItem } from "../domain/standard-deadlines/plan";

/** A SQL string literal (single quotes doubled); null becomes NULL. */
export function literal(value: string | null): string {
  return value === null ? "NULL" : `'${value.replaceAll("'", "''")}'`;
}

export interface SeedStamp {
  /** ISO timestamp written to created_at, updated_at and provenance.recorded_at. */
  now: string;
  /** Shown as provenance.source_id, e.g. "seed-obligations --year 2026". */
  source: string;
  /** Shown as provenance.recorded_by: the script, or the caller of the API. */
  by: string;
  newId: () => string;
}

/**
 * One INSERT per item. Each guards itself (INSERT ... SELECT ... WHERE NOT EXISTS) with the same
 * rule the script used to pick the items, so applying the file twice, or racing another run,
 * still creates every obligation once; a property deleted meanwhile gets nothing.
 */
export function seedSql(items: SeedItem[], stamp: SeedStamp): string {
  return `${seedStatements(items, stamp).join("\n\n")}\n`;
}

/** The statements of seedSql, one per item, to run in one D1 batch. */
export function seedStatements(items: SeedItem[], stamp: SeedStamp): string[] {
  const provenance = JSON.stringify({ source_type: "seed", source_id: stamp.source, confidence: 1, recorded_at: stamp.now, recorded_by: stamp.by, notes: null });
  return items.map((item) => {
    const values = [stamp.newId(), item.propertyId, item.obligationType, item.dueDate, "pending", item.recurrence, item.description, provenance, JSON.stringify(item.extraMetadata), stamp.now, stamp.now];
    const sameSlot = `obligation_type = ${literal(item.obligationType)} AND property_id IS ${literal(item.propertyId)} AND due_date = ${literal(item.dueDate)}`;
    const liveProperty = item.propertyId ? ` AND EXISTS (SELECT 1 FROM properties WHERE id = ${literal(item.propertyId)} AND deleted_at IS NULL)` : "";
    return [
      "INSERT INTO obligations (id, property_id, obligation_type, due_date, status, recurrence, description, provenance, extra_metadata, created_at, updated_at, deleted_at)",
      `SELECT ${values.map(literal).join(", ")}, NULL`,
      `WHERE NOT EXISTS (SELECT 1 FROM obligations WHERE json_extract(extra_metadata, '$.seed_key') = ${literal(item.seedKey)} OR (${sameSlot}))${liveProperty};`,
    ].join("\n");
  });
}

