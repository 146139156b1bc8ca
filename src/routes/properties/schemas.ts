import { z } from "@hono/zod-openapi";
import { PROPERTY_SORTS } from "../../db/properties";
import { PROPERTY_STATUSES } from "../../db/schema";
import {
  ExtraMetadata,
  MetadataPatch,
  IsoDate,
  Money,
  MoneyOut,
  PageQuery,
  pageOf,
  queryFlag,
  ProvenanceInputSchema,
  ProvenanceSchema,
  Timestamp,
} from "../../http/schemas";

const Status = z.enum(PROPERTY_STATUSES).openapi({ description: "Business state, separate from deletion", example: "ACTIVE" });
const Address = z.string().trim().min(1).max(500).openapi({ description: "Full property address", example: "1420 Alder Street, Denver, CO 80205" });

const EXAMPLE = {
  id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f",
  address: "1420 Alder Street, Denver, CO 80205",
  acquisition_date: "2021-06-15",
  purchase_price_total: "442300.00",
  land_basis: "88460.00",
  building_basis: "338840.00",
  ffe_basis: "15000.00",
  placed_in_service: "2021-07-01",
  status: "ACTIVE",
  total_basis: "442300.00",
  depreciable_basis: "353840.00",
  provenance: { source_type: "api", source_id: null, confidence: 1, recorded_at: "2026-11-21T14:26:34.123Z", recorded_by: null, notes: null },
  extra_metadata: { parcel_number: "R0123456" },
  created_at: "2026-11-21T14:26:34.123Z",
  updated_at: "2026-11-21T14:26:34.123Z",
  deleted_at: null,
} as const;

export const PropertySchema = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    address: z.string(),
    acquisition_date: IsoDate,
    purchase_price_total: MoneyOut,
    land_basis: MoneyOut,
    building_basis: MoneyOut,
    ffe_basis: MoneyOut,
    placed_in_service: IsoDate.nullable(),
    status: Status,
    total_basis: MoneyOut.openapi({ description: "Read-only: land + building + FF&E" }),
    depreciable_basis: MoneyOut.openapi({ description: "Read-only: building + FF&E (land never depreciates)" }),
    provenance: ProvenanceSchema,
    extra_metadata: z.record(z.string(), z.unknown()),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Timestamp.nullable(),
  })
  .openapi("Property", { example: EXAMPLE });

export const PropertyCreateSchema = z
  .strictObject({
    address: Address,
    acquisition_date: IsoDate,
    purchase_price_total: Money,
    land_basis: Money,
    building_basis: Money,
    ffe_basis: Money.optional().openapi({ description: 'Defaults to "0.00"' }),
    placed_in_service: IsoDate.nullable().optional().openapi({ description: "Depreciation start date" }),
    status: Status.optional().openapi({ description: "Defaults to ACTIVE" }),
    provenance: ProvenanceInputSchema.optional(),
    extra_metadata: ExtraMetadata.optional(),
  })
  .openapi("PropertyCreate", {
    example: (({ address, acquisition_date, purchase_price_total, land_basis, building_basis, ffe_basis, placed_in_service }) => ({
      address,
      acquisition_date,
      purchase_price_total,
      land_basis,
      building_basis,
      ffe_basis,
      placed_in_service,
    }))(EXAMPLE),
  });

export const PropertyUpdateSchema = z
  .strictObject({
    address: Address.optional(),
    acquisition_date: IsoDate.optional(),
    purchase_price_total: Money.optional(),
    land_basis: Money.optional(),
    building_basis: Money.optional(),
    ffe_basis: Money.optional(),
    placed_in_service: IsoDate.nullable().optional(),
    status: Status.optional(),
    provenance: ProvenanceInputSchema.optional().openapi({ description: "Replaces the stored provenance" }),
    extra_metadata: MetadataPatch
      .optional()
      .openapi({ description: "Merged into the stored object by top-level key; a key sent as null is removed" }),
  })
  .openapi("PropertyUpdate", { example: { status: "INACTIVE", extra_metadata: { listing: "sold" } } });

// Optional filters carry no `example`: Swagger UI would pre-fill it and filter a newcomer's first list.
export const PropertyListQuery = PageQuery.extend({
  status: z.enum(PROPERTY_STATUSES).optional().openapi({ description: "Only properties in this status" }),
  q: z.string().trim().min(1).max(200).optional().openapi({ description: 'Address contains this text, ignoring case (e.g. "alder")' }),
  include_deleted: queryFlag("Include soft-deleted properties"),
  sort: z
    .enum(PROPERTY_SORTS)
    .default("created_at")
    .openapi({ description: "Sort field; prefix with - for descending (e.g. -acquisition_date). Ties are broken by id." }),
});

export const IncludeDeletedQuery = z.object({
  include_deleted: queryFlag("Return the property even if it is soft-deleted"),
});

export const PropertyPageSchema = pageOf(PropertySchema, "PropertyPage", EXAMPLE);

export type PropertyCreate = z.infer<typeof PropertyCreateSchema>;
export type PropertyUpdate = z.infer<typeof PropertyUpdateSchema>;
export type Property = z.infer<typeof PropertySchema>;
