import { describe, expect, it } from "vitest";
import { mergeMetadata, metadataTooLarge } from "../../src/domain/metadata";
import { stampProvenance } from "../../src/domain/provenance";
import { timestampAfter } from "../../src/domain/time";

describe("mergeMetadata", () => {
  it("replaces top-level keys, adds new ones and removes keys set to null", () => {
    expect(mergeMetadata({ a: 1, b: { x: 1 }, c: 3 }, { b: { y: 2 }, c: null, d: 4 })).toEqual({ a: 1, b: { y: 2 }, d: 4 });
  });

  it("does not change the stored object", () => {
    const stored = { a: 1 };
    mergeMetadata(stored, { a: null });
    expect(stored).toEqual({ a: 1 });
  });

  it("measures size in bytes, not characters", () => {
    expect(metadataTooLarge({ s: "é".repeat(8_000) })).toBe(false);
    expect(metadataTooLarge({ s: "é".repeat(8_200) })).toBe(true);
  });
});

describe("stampProvenance", () => {
  it("fills what is missing and stamps the time", () => {
    expect(stampProvenance(undefined, "api", "2026-01-01T00:00:00.000Z")).toEqual({
      source_type: "api",
      source_id: null,
      confidence: 1,
      recorded_at: "2026-01-01T00:00:00.000Z",
      recorded_by: null,
      notes: null,
    });
    expect(stampProvenance({ source_type: "seed", confidence: 0.5 }, "api", "t")).toMatchObject({ source_type: "seed", confidence: 0.5, recorded_at: "t" });
  });
});

describe("timestampAfter", () => {
  it("is now when now is later, and one millisecond later otherwise", () => {
    expect(timestampAfter("2026-01-01T00:00:00.000Z", "2026-01-01T00:00:01.000Z")).toBe("2026-01-01T00:00:01.000Z");
    expect(timestampAfter("2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00.000Z")).toBe("2026-01-01T00:00:00.001Z");
    expect(timestampAfter("2026-01-01T00:00:05.000Z", "2026-01-01T00:00:00.000Z")).toBe("2026-01-01T00:00:05.001Z");
  });
});
