import type { ExistingObligation, SeedCompany, SeedItem, SeedProperty } from "../domain/standard-deadlines/plan";
import type { Database } from "./client";
import { seedStatements, type SeedStamp } from "./seed-sql";

/** What the standard set is planned from: the company's state and formation date, its active properties, and the deadlines there are (deleted ones too, so a deletion sticks). */
export async function seedInputs(db: Database): Promise<{ company: SeedCompany | null; properties: SeedProperty[]; existing: ExistingObligation[] }> {
  const d1 = db.$client;
  const [company, properties, existing] = await d1.batch<Record<string, unknown>>([
    d1.prepare("SELECT state_of_formation, formation_date FROM company LIMIT 1"),
    d1.prepare("SELECT id, address, acquisition_date, extra_metadata FROM properties WHERE status = 'ACTIVE' AND deleted_at IS NULL ORDER BY created_at, id"),
    d1.prepare("SELECT json_extract(extra_metadata, '$.seed_key') AS seed_key, obligation_type, property_id, due_date FROM obligations"),
  ]);
  const profile = company!.results[0] as SeedCompany | undefined;
  return {
    company: profile ?? null,
    properties: (properties!.results as (Omit<SeedProperty, "extra_metadata"> & { extra_metadata: string })[]).map((p) => ({ ...p, extra_metadata: JSON.parse(p.extra_metadata) as Record<string, unknown> })),
    existing: existing!.results as unknown as ExistingObligation[],
  };
}

/** Writes the missing items in one batch (one transaction); each insert still guards itself. Returns how many were created. */
export async function insertSeedItems(db: Database, items: SeedItem[], stamp: SeedStamp): Promise<number> {
  if (items.length === 0) return 0;
  const d1 = db.$client;
  // Counted before and after in the same transaction: an insert's own change count also counts what its triggers wrote.
  const count = () => d1.prepare("SELECT count(*) AS n FROM obligations");
  const results = await d1.batch<{ n: number }>([count(), ...seedStatements(items, stamp).map((sql) => d1.prepare(sql)), count()]);
  return results.at(-1)!.results[0]!.n - results[0]!.results[0]!.n;
}
