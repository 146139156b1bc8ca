import type { Context } from "hono";
import { loadConfig } from "../../config";
import { getDb, type Database } from "../../db/client";
import {
  findObligation,
  findSuccessor,
  insertObligation,
  listObligations,
  restoreObligation,
  softDeleteObligation,
  updateObligationIfUnchanged,
} from "../../db/obligations";
import type { NewObligationRow } from "../../db/schema";
import { todayIn } from "../../domain/dates";
import { newId } from "../../domain/ids";
import { movesToBusinessDay } from "../../domain/obligation-lifecycle";
import { nowIso, timestampAfter } from "../../domain/time";
import { previewOccurrences } from "../../domain/recurrence";
import { insertSeedItems, seedInputs } from "../../db/standard-deadlines";
import { successorOf } from "../../db/successor";
import type { SeedConfig } from "../../domain/standard-deadlines/config";
import { missingItems, planSeed } from "../../domain/standard-deadlines/plan";
import standardRules from "../../domain/standard-deadlines/standard.json";
import { US_STATE_CODES } from "../../domain/us-states";
import type { AppEnv } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { requireLiveProperty } from "../../http/references";
import { CALENDAR_FEED, CALENDAR_PATH, deleteFeedKey, saveFeedKey } from "../../db/feed-keys";
import { sha256Hex } from "../../domain/hash";
import { toNewObligationRow } from "./create";
import { toObligationChanges } from "./changes";
import { toObligation } from "./mapping";
import type * as routes from "./routes";

const notFound = (id: string) => ApiError.notFound(`Obligation ${id} not found`);
const MAX_PATCH_ATTEMPTS = 5;

/** "Today" in the configured time zone: every derived status is relative to it. */
export const todayOf = (c: Context<AppEnv>) => todayIn(loadConfig(c.env).timezone);

/**
 * Adds the successor of an obligation that is being completed, and the forward link to it. An
 * obligation completed before (then reopened) keeps the successor it already has.
 */
async function withSuccessor(db: Database, completed: NewObligationRow & { id: string }, openMetadata: Record<string, unknown>, now: string) {
  const existing = completed.recurrence ? await findSuccessor(db, completed.id) : undefined;
  const successor = existing ? null : successorOf(completed, openMetadata, newId(), now);
  const nextId = existing?.id ?? successor?.id;
  const extraMetadata = nextId ? { ...completed.extraMetadata, next_id: nextId } : completed.extraMetadata;
  return { extraMetadata, successor: successor ?? undefined };
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const query = c.req.valid("query");
  if (query.start_date && query.end_date && query.end_date < query.start_date) {
    throw ApiError.invalidField(["query", "end_date"], "end_date must not be before start_date");
  }
  const today = todayOf(c);
  const { rows, total } = await listObligations(
    getDb(c.env.DB),
    {
      today,
      status: query.status,
      upcomingDays: query.upcoming,
      propertyId: query.property_id,
      obligationType: query.obligation_type,
      startDate: query.start_date,
      endDate: query.end_date,
      q: query.q,
      includeDeleted: query.include_deleted ?? false,
    },
    query.page,
    query.page_size,
  );
  return c.json({ items: rows.map((row) => toObligation(row, today)), total, page: query.page, page_size: query.page_size }, 200);
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const { id } = c.req.valid("param");
  const row = await findObligation(getDb(c.env.DB), id, c.req.valid("query").include_deleted ?? false);
  if (!row) throw notFound(id);
  return c.json(toObligation(row, todayOf(c)), 200);
};

export const occurrences: AppRouteHandler<typeof routes.occurrences> = async (c) => {
  const { id } = c.req.valid("param");
  const row = await findObligation(getDb(c.env.DB), id);
  if (!row) throw notFound(id);
  const dueDates = previewOccurrences(row.recurrence, row.dueDate, c.req.valid("query").count, { nextBusinessDay: movesToBusinessDay(row.extraMetadata) });
  return c.json({ id: row.id, recurrence: row.recurrence, due_dates: dueDates }, 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const body = c.req.valid("json");
  const db = getDb(c.env.DB);
  const now = nowIso();
  const { row, transition } = toNewObligationRow(body, newId(), now, todayOf(c));
  await requireLiveProperty(db, body.property_id);
  const { extraMetadata, successor } = transition === "complete" ? await withSuccessor(db, row, body.extra_metadata ?? {}, now) : { extraMetadata: row.extraMetadata, successor: undefined };
  const created = await insertObligation(db, { ...row, extraMetadata }, successor);
  return c.json(toObligation(created, todayOf(c)), 201);
};

export const patch: AppRouteHandler<typeof routes.patch> = async (c) => {
  const { id } = c.req.valid("param");
  const body = c.req.valid("json");
  const db = getDb(c.env.DB);
  const today = todayOf(c);
  await requireLiveProperty(db, body.property_id);
  for (let attempt = 0; attempt < MAX_PATCH_ATTEMPTS; attempt++) {
    const current = await findObligation(db, id);
    if (!current) throw notFound(id);
    const now = nowIso();
    const { changes, transition } = toObligationChanges(current, body, today, now);
    if (Object.keys(changes).length === 0) return c.json(toObligation(current, today), 200);

    let successor: NewObligationRow | undefined;
    if (transition === "complete") {
      const linked = await withSuccessor(db, { ...current, ...changes }, current.extraMetadata, now);
      changes.extraMetadata = linked.extraMetadata;
      successor = linked.successor;
    }
    const updated = await updateObligationIfUnchanged(db, id, current.updatedAt, { ...changes, updatedAt: timestampAfter(current.updatedAt, now) }, successor);
    if (updated) return c.json(toObligation(updated, today), 200);
  }
  throw new ApiError(409, `Obligation ${id} kept changing during the update; retry the request`);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid("param");
  const deleted = await softDeleteObligation(getDb(c.env.DB), id, nowIso());
  if (!deleted?.deletedAt) throw notFound(id);
  return c.json({ success: true as const, data: { id: deleted.id, deleted_at: deleted.deletedAt } }, 200);
};

export const restore: AppRouteHandler<typeof routes.restore> = async (c) => {
  const { id } = c.req.valid("param");
  const row = await restoreObligation(getDb(c.env.DB), id, nowIso());
  if (!row) throw notFound(id);
  return c.json(toObligation(row, todayOf(c)), 200);
};

const STANDARD = standardRules as unknown as SeedConfig;

/** The standard deadlines of a year, planned and written by the same code as `npm run seed:obligations`. */
export const standard: AppRouteHandler<typeof routes.standard> = async (c) => {
  const { year, state: asked, dry_run: dryRun = false } = c.req.valid("json");
  const db = getDb(c.env.DB);
  const { company, properties, existing } = await seedInputs(db);
  const state = (asked ?? company?.state_of_formation ?? STANDARD.default_state).toUpperCase();
  if (!(US_STATE_CODES as readonly string[]).includes(state)) throw ApiError.invalidField(["body", "state"], `${state} is not the postal code of a US state`);
  const plan = planSeed({ year, state, config: STANDARD, company, properties });
  const missing = missingItems(plan.items, existing);
  const created = dryRun ? 0 : await insertSeedItems(db, missing, { now: nowIso(), source: `standard deadlines for ${year}`, by: c.get("tokenId") ?? "api", newId });
  const items = missing.map((item) => ({ description: item.description, obligation_type: item.obligationType, due_date: item.dueDate, property_id: item.propertyId, recurrence: item.recurrence }));
  return c.json({ year, state, dry_run: dryRun, items, already: plan.items.length - missing.length, created, notes: plan.notes }, created > 0 ? 201 : 200);
};

/** 32 random bytes, base64url, with a prefix that makes a leaked key easy to recognise. */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `prc_${btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")}`;
}

export const createFeedKey: AppRouteHandler<typeof routes.createFeedKey> = async (c) => {
  const key = newKey();
  const createdAt = new Date().toISOString();
  await saveFeedKey(getDb(c.env.DB), CALENDAR_FEED, await sha256Hex(key), createdAt);
  const url = new URL(CALENDAR_PATH, c.req.url);
  url.searchParams.set("key", key);
  return c.json({ key, url: url.toString(), webcal_url: url.toString().replace(/^https?:/, "webcal:"), created_at: createdAt }, 201);
};

export const revokeFeedKey: AppRouteHandler<typeof routes.revokeFeedKey> = async (c) => {
  const revoked = await deleteFeedKey(getDb(c.env.DB), CALENDAR_FEED);
  return c.json({ success: true as const, data: { revoked } }, 200);
};
