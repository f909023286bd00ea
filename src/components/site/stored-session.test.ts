import { describe, expect, it } from "vitest";
import { isSessionPayload } from "./stored-session";

describe("isSessionPayload", () => {
  it("accepts a payload with a user and a token", () => {
    expect(isSessionPayload(JSON.stringify({ user: { fullName: "Ada" }, auth: { token: "t0k" } }))).toBe(
      true,
    );
  });

  it.each([
    ["nothing stored", null],
    ["an empty string", ""],
    ["text that is not JSON", "{not json"],
    ["JSON null", "null"],
    ["a payload without a user", JSON.stringify({ auth: { token: "t" } })],
    ["a payload whose user is null", JSON.stringify({ user: null, auth: { token: "t" } })],
    ["a payload without a token", JSON.stringify({ user: {}, auth: {} })],
    ["an empty token", JSON.stringify({ user: {}, auth: { token: "" } })],
    ["a payload with auth null", JSON.stringify({ user: {}, auth: null })],
  ])("rejects %s", (_label, stored) => {
    expect(isSessionPayload(stored)).toBe(false);
  });
});
