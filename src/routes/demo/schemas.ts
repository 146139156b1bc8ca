import { z } from "@hono/zod-openapi";
import { DEMO_KINDS } from "../../db/demo";

const Counts = z
  .object({ company: z.number().int(), property: z.number().int(), transaction: z.number().int(), document: z.number().int(), obligation: z.number().int() })
  .openapi("DemoRecordCounts", { description: "Live records of the demo, by kind" });

export const DemoLoadingSchema = z
  .object({
    step: z.string().openapi({ description: "What the loader is doing" }),
    done: z.number().int(),
    total: z.number().int(),
    started_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("DemoLoading", { example: { step: "Importing the bank statements", done: 3, total: 8, started_at: "2026-11-27T05:40:02.120Z", updated_at: "2026-11-27T05:40:09.884Z" } });

export const DemoSchema = z
  .object({
    demo: z.boolean().openapi({ description: "Whether any record of the demo company is still here" }),
    records: Counts,
    loading: DemoLoadingSchema.nullable().openapi({ description: "The loader's progress while the demo is being loaded, else null: until then the demo is not whole" }),
  })
  .openapi("Demo", { example: { demo: true, records: { company: 1, property: 3, transaction: 842, document: 10, obligation: 24 }, loading: null } });

export const DemoLoadingSetSchema = z
  .strictObject({
    step: z.string().trim().min(1).max(200),
    done: z.number().int().min(0),
    total: z.number().int().min(1),
  })
  .refine((value) => value.done <= value.total, { error: "done must not be more than total", path: ["done"] })
  .openapi("DemoLoadingSet", { example: { step: "Importing the bank statements", done: 3, total: 8 } });

export const DemoLoadingClearedSchema = z.object({ loading: z.null() }).openapi("DemoLoadingCleared", { example: { loading: null } });

export const DemoMarkSchema = z
  .strictObject({
    kind: z.enum(DEMO_KINDS),
    ids: z.array(z.string().min(1).max(64)).min(1).max(5000),
  })
  .openapi("DemoMark", { example: { kind: "property", ids: ["019a8f3e-5b7c-7d21-9f00-1c2b3a4d5e6f"] } });

export const DemoMarkedSchema = z.object({ marked: z.number().int() }).openapi("DemoMarked", { example: { marked: 3 } });

export const DemoRemovedSchema = z
  .object({ removed: Counts })
  .openapi("DemoRemoved", { example: { removed: { company: 1, property: 3, transaction: 842, document: 10, obligation: 24 } } });
