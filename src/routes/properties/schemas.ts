import { z } from "@hono/zod-openapi";
import { RECOVERY_METHODS, RECOVERY_PERIODS } from "../../domain/depreciation";
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

// The depreciation of a property (GET /{id}/depreciation).
export const METHODS = {
  building: "MACRS GDS residential rental property: 27.5 years, straight line, mid-month convention (IRS Publication 946, Table A-6)",
  ffe: "MACRS GDS 5-year property: 200% declining balance switching to straight line, half-year convention (Table A-1)",
  land: "Land is not depreciated",
};

const YearSchema = z.object({
  year: z.number().int(),
  building: z.string(),
  ffe: z.string(),
  total: z.string(),
  building_accumulated: z.string(),
  ffe_accumulated: z.string(),
  building_remaining: z.string(),
  ffe_remaining: z.string(),
  improvements: z.string().openapi({ description: "Depreciation of the property's capital improvements and later assets that year" }),
});

const ImprovementSchema = z.object({
  transaction_id: z.string(),
  transaction_date: z.string(),
  description: z.string(),
  category: z.string(),
  basis: z.string(),
  recovery_period: z.enum(RECOVERY_PERIODS),
  placed_in_service: z.string(),
  method: z.string(),
  terms_set: z.boolean().openapi({ description: "false: the class comes from the category and the date from the transaction (PUT /transactions/{id}/asset changes them)" }),
  year: z.string().nullable().openapi({ description: "Its depreciation in the requested year, or null when no year was asked for" }),
  accumulated: z.string().openapi({ description: "Taken through the requested year, or through this year when no year was asked for" }),
});

const YEAR_EXAMPLE = {
  year: 2025,
  building: "12321.45",
  ffe: "1728.00",
  total: "14049.45",
  building_accumulated: "53907.35",
  ffe_accumulated: "12240.00",
  building_remaining: "284932.65",
  ffe_remaining: "2760.00",
  improvements: "0.00",
};

export const DepreciationSchema = z
  .object({
    property_id: z.string(),
    address: z.string(),
    placed_in_service: z.string(),
    land_basis: z.string(),
    building_basis: z.string(),
    ffe_basis: z.string(),
    methods: z.object({ building: z.string(), ffe: z.string(), land: z.string() }),
    year: YearSchema.nullable().openapi({ description: "The requested year, or null when no year was asked for" }),
    improvements: z.array(ImprovementSchema).openapi({ description: "Capital improvements and furniture or equipment bought for the property: each an asset depreciated on its own" }),
    schedule: z.array(YearSchema),
    totals: z.object({ building: z.string(), ffe: z.string(), improvements: z.string(), total: z.string() }).openapi({ description: "Sum of the schedule: exactly the depreciable basis plus the improvements' bases" }),
  })
  .openapi("Depreciation", {
    example: {
      property_id: "019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f",
      address: "1420 Alder Street, Denver, CO 80205",
      placed_in_service: "2021-07-01",
      land_basis: "88460.00",
      building_basis: "338840.00",
      ffe_basis: "15000.00",
      methods: METHODS,
      year: YEAR_EXAMPLE,
      improvements: [],
      schedule: [YEAR_EXAMPLE],
      totals: { building: "338840.00", ffe: "15000.00", improvements: "0.00", total: "353840.00" },
    },
  });
