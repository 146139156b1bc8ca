import type { z } from "@hono/zod-openapi";
import { getDb } from "../../db/client";
import { findDeposit, insertDeposit, listDeposits, settleDeposit, softDeleteDeposit, type Deposit } from "../../db/deposits";
import { newId } from "../../domain/ids";
import { centsToMoney, moneyToCents } from "../../domain/money";
import { nowIso } from "../../domain/time";
import { ApiError } from "../../http/errors";
import type { AppRouteHandler } from "../../http/handler";
import { requireLiveProperty } from "../../http/references";
import type * as routes from "./routes";
import type { DepositSchema } from "./schemas";

export function toDeposit(d: Deposit): z.infer<typeof DepositSchema> {
  return {
    id: d.id,
    property_id: d.property_id,
    tenant: d.tenant,
    amount: centsToMoney(d.amount_cents),
    received_date: d.received_date,
    notes: d.notes,
    held: centsToMoney(d.held_cents),
    settlements: d.settlements.map((s) => ({ id: s.id, kind: s.kind, amount: centsToMoney(s.amount_cents), settled_date: s.settled_date, transaction_id: s.transaction_id, created_at: s.created_at })),
    created_at: d.created_at,
    updated_at: d.updated_at,
    deleted_at: d.deleted_at,
  };
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const query = c.req.valid("query");
  const items = await listDeposits(getDb(c.env.DB), { propertyId: query.property_id, tenant: query.tenant, includeSettled: query.include_settled });
  return c.json({ items: items.map(toDeposit), total: items.length, held: centsToMoney(items.reduce((sum, d) => sum + d.held_cents, 0)) }, 200);
};

export const create: AppRouteHandler<typeof routes.create> = async (c) => {
  const body = c.req.valid("json");
  const db = getDb(c.env.DB);
  await requireLiveProperty(db, body.property_id);
  const deposit = await insertDeposit(db, { id: newId(), property_id: body.property_id, tenant: body.tenant, amount: body.amount, received_date: body.received_date, notes: body.notes ?? null }, nowIso());
  return c.json(toDeposit(deposit), 201);
};

export const get: AppRouteHandler<typeof routes.get> = async (c) => {
  const { id } = c.req.valid("param");
  const deposit = await findDeposit(getDb(c.env.DB), id);
  if (!deposit) throw ApiError.notFound(`Deposit ${id} not found`);
  return c.json(toDeposit(deposit), 200);
};

const KIND_WORDS = { kept_for_rent: "kept for rent", kept_for_damages: "kept for damages" } as const;

export const settle: AppRouteHandler<typeof routes.settle> = async (c) => {
  const { id } = c.req.valid("param");
  const body = c.req.valid("json");
  const db = getDb(c.env.DB);
  const deposit = await findDeposit(db, id);
  if (!deposit) throw ApiError.notFound(`Deposit ${id} not found`);
  const cents = moneyToCents(body.amount);
  const tooMuch = () => ApiError.invalidField(["body", "amount"], `${body.amount} is more than the ${centsToMoney(deposit.held_cents)} still held: ${centsToMoney(cents - deposit.held_cents)} over`);
  if (cents > deposit.held_cents) throw tooMuch();
  if (body.settled_date < deposit.received_date) throw ApiError.invalidField(["body", "settled_date"], `settled_date (${body.settled_date}) cannot be before the deposit was received (${deposit.received_date})`);
  const kept = body.kind !== "returned";
  const written = await settleDeposit(
    db,
    deposit,
    {
      id: newId(),
      kind: body.kind,
      amount_cents: cents,
      settled_date: body.settled_date,
      transaction_id: kept ? newId() : null,
      description: kept ? `Security deposit ${KIND_WORDS[body.kind as keyof typeof KIND_WORDS]} - ${deposit.tenant}` : "",
    },
    nowIso(),
  );
  // Another settlement landed between the read and the write: nothing was written.
  if (!written) throw tooMuch();
  return c.json(toDeposit((await findDeposit(db, id))!), 201);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid("param");
  const now = nowIso();
  if (!(await softDeleteDeposit(getDb(c.env.DB), id, now))) throw ApiError.notFound(`Deposit ${id} not found`);
  return c.json({ success: true as const, data: { id, deleted_at: now } }, 200);
};
