import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { queryInt } from "../../src/http/schemas";
import { toValidationIssues } from "../../src/http/validation";

function issuesFor(schema: z.ZodType, data: unknown, target = "json") {
  const result = schema.safeParse(data);
  if (result.success) throw new Error("expected a validation failure");
  return toValidationIssues(result.error, data, target);
}

describe("toValidationIssues", () => {
  it("names the root after the validator target", () => {
    const schema = z.object({ a: z.string() });
    expect(issuesFor(schema, {}, "json")[0]?.loc).toEqual(["body", "a"]);
    expect(issuesFor(schema, {}, "query")[0]?.loc).toEqual(["query", "a"]);
    expect(issuesFor(schema, {}, "param")[0]?.loc).toEqual(["path", "a"]);
  });

  it("tells a missing field from a null or wrong one", () => {
    const schema = z.object({ a: z.string(), b: z.string(), c: z.string() });
    expect(issuesFor(schema, { b: null, c: 3 })).toEqual([
      { loc: ["body", "a"], msg: "Field required", type: "missing" },
      { loc: ["body", "b"], msg: "Input should be a valid string", type: "string_type" },
      { loc: ["body", "c"], msg: "Input should be a valid string", type: "string_type" },
    ]);
  });

  it("calls an absent field missing whatever its schema", () => {
    const schema = z.object({ e: z.enum(["a", "b"]), r: z.string().refine(() => false), l: z.literal("x") });
    expect(issuesFor(schema, {}).map((issue) => issue.type)).toEqual(["missing", "missing", "missing"]);
  });

  it("keeps array indexes as integers in loc", () => {
    const schema = z.object({ items: z.array(z.object({ n: z.number() })) });
    expect(issuesFor(schema, { items: [{ n: 1 }, { n: "x" }] })).toEqual([
      { loc: ["body", "items", 1, "n"], msg: "Input should be a valid number", type: "float_type" },
    ]);
  });

  it("lists one extra_forbidden entry per unknown key", () => {
    expect(issuesFor(z.strictObject({}), { x: 1, y: 2 })).toEqual([
      { loc: ["body", "x"], msg: "Extra inputs are not permitted", type: "extra_forbidden" },
      { loc: ["body", "y"], msg: "Extra inputs are not permitted", type: "extra_forbidden" },
    ]);
  });

  it("describes bounds, lengths and literals as FastAPI does", () => {
    const schema = z.object({ s: z.string().max(2), n: z.number().gt(0), l: z.literal("x") });
    expect(issuesFor(schema, { s: "abc", n: 0, l: "y" })).toEqual([
      { loc: ["body", "s"], msg: "String should have at most 2 characters", type: "string_too_long" },
      { loc: ["body", "n"], msg: "Input should be greater than 0", type: "greater_than" },
      { loc: ["body", "l"], msg: "Input should be 'x'", type: "literal_error" },
    ]);
  });

  it("parses integer query values strictly", () => {
    const schema = z.object({ n: queryInt({ min: 1, max: 5 }) });
    expect(schema.parse({ n: "3" })).toEqual({ n: 3 });
    for (const text of ["abc", "1.5", "", "1e2"]) {
      expect(issuesFor(schema, { n: text }, "query"), text).toEqual([
        { loc: ["query", "n"], msg: "Input should be a valid integer, unable to parse string as an integer", type: "int_parsing" },
      ]);
    }
    expect(issuesFor(schema, { n: "9" }, "query")[0]?.type).toBe("less_than_equal");
  });
});
