import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { company, type CompanyRow, type NewCompanyRow } from "./schema";

/**
 * The company's profile (legal name, EIN, state filing number...), or undefined before anyone has
 * set it. The chat assistant answers "what is our EIN" from this.
 */
export async function getCompanyProfile(db: Database): Promise<CompanyRow | undefined> {
  return db.select().from(company).where(eq(company.slot, 1)).get();
}

/** Creates the one profile row or replaces its fields; `id` and `created_at` of an existing row stay. */
export async function putCompanyProfile(db: Database, row: NewCompanyRow): Promise<CompanyRow> {
  const { id: _id, createdAt: _createdAt, slot: _slot, ...fields } = row;
  const [saved] = await db
    .insert(company)
    .values({ ...row, slot: 1 })
    .onConflictDoUpdate({ target: company.slot, set: fields })
    .returning();
  if (!saved) throw new Error("upsert into company returned no row");
  return saved;
}
