import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { createApp } from "../../src/app";

type Spec = Parameters<Validator["validate"]>[0];

// Runs in Node: the validator compiles JSON Schemas to code, which workerd does not allow.
describe("the OpenAPI document", () => {
  it("passes a real OpenAPI 3.1 validator", async () => {
    const response = await createApp().request("/openapi.json", {}, { LOG_LEVEL: "silent" });
    expect(response.status).toBe(200);
    const document = await response.json();
    const validator = new Validator();
    const result = await validator.validate(document as Spec);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("is rejected by the same validator when broken, so the check can fail", async () => {
    const document = (await (await createApp().request("/openapi.json", {}, { LOG_LEVEL: "silent" })).json()) as { paths: Record<string, unknown> };
    document.paths["/api/v1/properties"] = { get: { responses: "none" } };
    const result = await new Validator().validate(document as unknown as Spec);
    expect(result.valid).toBe(false);
  });
});
