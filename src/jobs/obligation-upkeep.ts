import { loadConfig } from "../config";
import { getDb, type Database } from "../db/client";
import { completedWithoutSuccessor, openObligationsWithAddress, type ObligationWithAddress } from "../db/obligation-feeds";
import { updateObligationIfUnchanged } from "../db/obligations";
import { addDays, todayIn } from "../domain/dates";
import { newId } from "../domain/ids";
import { DUE_SOON_DAYS } from "../domain/obligation-status";
import { successorOf } from "../db/successor";
import { timestampAfter } from "../domain/time";

/** How many obligations of each kind the log line lists by name (the counts are always complete). */
const LISTED = 25;

export interface UpkeepSummary {
  today: string;
  timezone: string;
  overdue: number;
  due_soon: number;
  successors_created: number;
  overdue_items: ReturnType<typeof brief>[];
  due_soon_items: ReturnType<typeof brief>[];
}

function brief({ obligation, address }: ObligationWithAddress) {
  return { id: obligation.id, obligation_type: obligation.obligationType, due_date: obligation.dueDate, description: obligation.description, property: address };
}

/**
 * Keeps recurring series whole: every completed recurring obligation must have its next occurrence.
 * Completing creates it at once; this repairs the cases that bypass that (a rule added to an
 * obligation after it was completed, rows written straight to the database). Deleted successors
 * count as existing, so a successor someone deleted is not brought back.
 */
async function repairSuccessors(db: Database, now: string): Promise<number> {
  let created = 0;
  for (const row of await completedWithoutSuccessor(db)) {
    const successor = successorOf(row, row.extraMetadata, newId(), now);
    if (!successor) continue;
    const values = { extraMetadata: { ...row.extraMetadata, next_id: successor.id }, updatedAt: timestampAfter(row.updatedAt, now) };
    // Undefined: the row changed meanwhile (e.g. reopened); the next run looks again.
    if (await updateObligationIfUnchanged(db, row.id, row.updatedAt, values, successor)) created++;
  }
  return created;
}

/**
 * The daily obligation upkeep. Statuses are derived when read, so none has to flip at midnight;
 * what the cron does is repair series and report what is overdue and due within 7 days, as of the
 * scheduled time in the configured time zone.
 */
export async function runObligationUpkeep(env: Env, scheduledTime: Date): Promise<UpkeepSummary> {
  const db = getDb(env.DB);
  const { timezone } = loadConfig(env);
  const today = todayIn(timezone, scheduledTime);
  const successorsCreated = await repairSuccessors(db, scheduledTime.toISOString());
  const open = await openObligationsWithAddress(db, addDays(today, DUE_SOON_DAYS));
  const overdue = open.filter((row) => row.obligation.dueDate < today);
  const dueSoon = open.filter((row) => row.obligation.dueDate >= today);
  return {
    today,
    timezone,
    overdue: overdue.length,
    due_soon: dueSoon.length,
    successors_created: successorsCreated,
    overdue_items: overdue.slice(0, LISTED).map(brief),
    due_soon_items: dueSoon.slice(0, LISTED).map(brief),
  };
}
