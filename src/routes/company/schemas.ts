import { z } from "@hono/zod-openapi";
import { ExtraMetadata, IsoDate, ProvenanceInputSchema, ProvenanceSchema, Timestamp } from "../../http/schemas";

const EIN_PATTERN = /^\d{2}-\d{7}$/;
const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const EXAMPLE = {
  id: "019a9b2c-0a11-7c3d-9e55-6f7a8b9c0d1e",
  legal_name: "Alder Street Holdings LLC",
  entity_type: "Multi-member LLC (taxed as a partnership)",
  state_of_formation: "CO",
  formation_date: "2021-03-09",
  ein: "84-1234567",
  state_filing_number: "20211234567",
  registered_agent: { name: "Jordan Reyes", address: "1420 Alder Street, Denver, CO 80205" },
  fiscal_year_end: "12-31",
  mailing_address: "PO Box 1182, Denver, CO 80201",
  provenance: { source_type: "api", source_id: null, confidence: 1, recorded_at: "2026-01-02T09:00:00.000Z", recorded_by: null, notes: null },
  extra_metadata: { sos_portal: "https://www.sos.state.co.us" },
  created_at: "2026-01-02T09:00:00.000Z",
  updated_at: "2026-01-02T09:00:00.000Z",
  deleted_at: null,
} as const;

const RegisteredAgentOut = z.object({ name: z.string(), address: z.string().nullable() });

export const CompanySchema = z
  .object({
    id: z.string().openapi({ format: "uuid" }),
    legal_name: z.string(),
    entity_type: z.string().nullable(),
    state_of_formation: z.string().nullable(),
    formation_date: IsoDate.nullable(),
    ein: z.string().nullable(),
    state_filing_number: z.string().nullable(),
    registered_agent: RegisteredAgentOut.nullable(),
    fiscal_year_end: z.string().openapi({ description: "MM-DD", example: "12-31" }),
    mailing_address: z.string().nullable(),
    provenance: ProvenanceSchema,
    extra_metadata: z.record(z.string(), z.unknown()),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Timestamp.nullable(),
  })
  .openapi("Company", { example: EXAMPLE });

const optionalText = (max: number, description: string) => z.string().trim().min(1).max(max).nullable().optional().openapi({ description });

export const CompanyPutSchema = z
  .strictObject({
    legal_name: z.string().trim().min(1).max(300).openapi({ description: "Exact legal name, as registered" }),
    entity_type: optionalText(100, "e.g. Multi-member LLC (taxed as a partnership)"),
    state_of_formation: z
      .string()
      .regex(/^[A-Za-z]{2}$/, { error: "state_of_formation must be a two-letter US state code such as CO" })
      .transform((code) => code.toUpperCase())
      .nullable()
      .optional()
      .openapi({ type: ["string", "null"], description: "Two-letter state code, or null; the seeding script picks the state's periodic report from it" }),
    formation_date: IsoDate.nullable().optional().openapi({ description: "Its anniversary month sets the state periodic report's due month" }),
    ein: z.string().regex(EIN_PATTERN, { error: "EIN must be written NN-NNNNNNN (two digits, a hyphen, seven digits)" }).nullable().optional().openapi({ example: EXAMPLE.ein }),
    state_filing_number: optionalText(50, "The state's id of the company"),
    registered_agent: z
      .strictObject({ name: z.string().trim().min(1).max(300), address: z.string().trim().min(1).max(500).nullable().optional() })
      .nullable()
      .optional(),
    fiscal_year_end: z
      .string()
      .refine((text) => MONTH_DAY.test(text) && Number(text.slice(3)) <= (DAYS_IN_MONTH[Number(text.slice(0, 2)) - 1] ?? 0), {
        error: "fiscal_year_end must be a month and day written MM-DD, such as 12-31",
      })
      .optional()
      .openapi({ description: 'MM-DD; defaults to "12-31" (calendar year)' }),
    mailing_address: optionalText(500, "Where mail for the company goes"),
    provenance: ProvenanceInputSchema.optional(),
    extra_metadata: ExtraMetadata.optional(),
  })
  .openapi("CompanyPut", {
    example: (({ id: _id, provenance: _p, created_at: _c, updated_at: _u, deleted_at: _d, ...fields }) => fields)(EXAMPLE),
  });

export type Company = z.infer<typeof CompanySchema>;
export type CompanyPut = z.infer<typeof CompanyPutSchema>;
