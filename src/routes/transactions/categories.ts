import { z } from "@hono/zod-openapi";
import { CATEGORIES } from "../../domain/categories";

const TaxLineSchema = z.object({ line: z.string(), label: z.string() }).nullable();

export const CategoryListSchema = z
  .object({
    items: z.array(
      z.object({
        value: z.string(),
        group: z.string(),
        type: z.enum(["REVENUE", "EXPENSE"]),
        label: z.string(),
        treatment: z.enum(["income", "deductible", "capitalized", "not_deductible"]),
        schedule_e: TaxLineSchema,
        form_8825: TaxLineSchema,
        note: z.string().nullable(),
      }),
    ),
    total: z.number().int(),
  })
  .openapi("CategoryList", {
    example: {
      items: [
        {
          value: "expense:utilities:electricity",
          group: "expense:utilities",
          type: "EXPENSE",
          label: "Electricity",
          treatment: "deductible",
          schedule_e: { line: "17", label: "Utilities" },
          form_8825: { line: "12", label: "Utilities" },
          note: null,
        },
      ],
      total: 1,
    },
  });

export function listCategories() {
  const items = CATEGORIES.map((c) => ({ ...c, note: c.note ?? null }));
  return { items, total: items.length };
}
