import { z } from "@hono/zod-openapi";
import { SETTLEMENT_KINDS } from "../../db/deposits";
import { IsoDate, Money, MoneyOut, queryFlag, Timestamp, UuidFilter } from "../../http/schemas";

const Text = (max: number) => z.string().trim().min(1).max(max);

export const DepositCreateSchema = z
  .strictObject({
    property_id: UuidFilter.openapi({ description: "The live property the tenant rents" }),
    tenant: Text(200).openapi({ description: "Who paid it", example: "Keisha Brown" }),
    amount: Money.openapi({ description: "What was received, a positive decimal string", example: "1675.00" }),
    received_date: IsoDate,
    notes: Text(2000).nullable().optional(),
  })
  .openapi("DepositCreate");

export const SettlementCreateSchema = z
  .strictObject({
    kind: z.enum(SETTLEMENT_KINDS).openapi({ description: "returned to the tenant; kept_for_rent (income: long-term rent); kept_for_damages (income: security deposit kept)" }),
    amount: Money.openapi({ description: "At most what is still held", example: "640.00" }),
    settled_date: IsoDate,
  })
  .openapi("DepositSettlementCreate");

const SettlementSchema = z.object({
  id: z.string(),
  kind: z.enum(SETTLEMENT_KINDS),
  amount: MoneyOut,
  settled_date: z.string(),
  transaction_id: z.string().nullable().openapi({ description: "The income transaction a part kept became; null for a return" }),
  created_at: Timestamp,
});

const EXAMPLE = {
  id: "019a8f50-2b3c-7d4e-8f50-6a7b8c9d0e1f",
  property_id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f",
  tenant: "Keisha Brown",
  amount: "1675.00",
  received_date: "2025-07-28",
  notes: null,
  held: "1675.00",
  settlements: [],
  created_at: "2025-07-28T14:26:34.123Z",
  updated_at: "2025-07-28T14:26:34.123Z",
  deleted_at: null,
};

export const DepositSchema = z
  .object({
    id: z.string(),
    property_id: z.string(),
    tenant: z.string(),
    amount: MoneyOut.openapi({ description: "Received" }),
    received_date: z.string(),
    notes: z.string().nullable(),
    held: MoneyOut.openapi({ description: "Still held: received minus what was returned or kept" }),
    settlements: z.array(SettlementSchema),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Timestamp.nullable(),
  })
  .openapi("Deposit", {
    example: EXAMPLE,
  });

export const DepositListQuery = z.object({
  property_id: UuidFilter.optional().openapi({ description: "One property's deposits" }),
  tenant: Text(200).optional().openapi({ description: "Deposits whose tenant's name contains this (case ignored)" }),
  include_settled: queryFlag("Also deposits fully returned or kept"),
});

export const DepositListSchema = z
  .object({
    items: z.array(DepositSchema),
    total: z.number().int(),
    held: MoneyOut.openapi({ description: "Held in all over the deposits listed" }),
  })
  .openapi("DepositList", { example: { items: [EXAMPLE], total: 1, held: "1675.00" } });
