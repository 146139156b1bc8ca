import { afterEach, describe, expect, it, vi } from "vitest";
import { sha256Hex } from "../../src/domain/hash";
import { ingestHarness } from "../ingest-harness";

afterEach(() => vi.restoreAllMocks());

function captured(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

describe("structured logs", () => {
  it("writes one JSON access line per request with the request id, status and token id", async () => {
    const token = "prk_read_logging";
    const h = ingestHarness({ LOG_LEVEL: "info", API_TOKENS: `read:${await sha256Hex(token)}` });
    const spy = vi.spyOn(console, "log").mockImplementation(() => {});
    const ok = await h.call("GET", "/api/v1/properties", { headers: { authorization: `Bearer ${token}`, "x-request-id": "trace-ok-1" } });
    const refused = await h.call("GET", "/api/v1/properties");
    const lines = captured(spy).filter((line) => line.msg === "request");
    expect(lines).toEqual([
      expect.objectContaining({ level: "info", request_id: "trace-ok-1", method: "GET", path: "/api/v1/properties", status: 200, token_id: (await sha256Hex(token)).slice(0, 12) }),
      expect.objectContaining({ level: "info", request_id: refused.headers.get("x-request-id"), status: 401 }),
    ]);
    expect(ok.headers.get("x-request-id")).toBe("trace-ok-1");
    expect(lines[1]).not.toHaveProperty("token_id");
  });
});
