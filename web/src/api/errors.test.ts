// How the app reads API errors (web/src/api/errors.ts): a 422 by field, anything else as one message.
import { describe, expect, it } from "vitest";
import { ApiError, errorOf, fieldOf, labelOf, messageOf } from "./errors";

describe("API errors in the app", () => {
  it("maps each 422 loc to its field, without the body or query prefix", () => {
    expect(fieldOf(["body", "acquisition_date"])).toBe("acquisition_date");
    expect(fieldOf(["body", "registered_agent", "name"])).toBe("registered_agent.name");
    expect(fieldOf(["query", "page_size"])).toBe("page_size");
  });

  it("keeps the first message of each field and names the field in the summary", () => {
    const one = errorOf(422, { detail: [{ loc: ["body", "acquisition_date"], msg: "Invalid date", type: "value_error" }] });
    expect(one.fields).toEqual({ acquisition_date: "Invalid date" });
    expect(one.message).toBe("Acquisition date: Invalid date");
    const two = errorOf(422, {
      detail: [
        { loc: ["body", "land_basis"], msg: "first", type: "x" },
        { loc: ["body", "land_basis"], msg: "second", type: "x" },
        { loc: ["body", "address"], msg: "Required", type: "x" },
      ],
    });
    expect(two.fields).toEqual({ land_basis: "first", address: "Required" });
    expect(two.message).toBe("Please correct the 2 fields marked below.");
  });

  it("shows the server's detail, and a plain sentence when there is none", () => {
    expect(errorOf(400, { detail: "Property is deleted" }).message).toBe("Property is deleted");
    expect(errorOf(401, null).message).toBe("This service needs an access token.");
    expect(errorOf(502, "<html>").message).toBe("The server answered 502.");
    expect(errorOf(404, { detail: "Not found" })).toBeInstanceOf(ApiError);
  });

  it("says a network failure is one, and labels fields for people", () => {
    expect(messageOf(new TypeError("Failed to fetch"))).toMatch(/could not be reached/);
    expect(labelOf("registered_agent.name")).toBe("Registered agent name");
  });
});
