import { z } from "@hono/zod-openapi";
import { DEMO_KINDS } from "../../db/demo";

const Counts = z
  .object({ company: z.number().int(), property: z.number().int(), transaction: z.number().int(), document: z.number().int(), obligation: z.number().int() })
  .openapi("DemoRecordCounts", { description: "Live records of the demo, by kind" });

export const DemoSchema = z
  .object({
    demo: z.boolean().openapi({ description: "Whether any record of the demo company is still here" }),
    records: Counts,
  })
  .openapi("Demo", { example: { demo: true, records: { company: 1, property: 3, transaction: 842, document: 10, obligation: 24 } } });

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
