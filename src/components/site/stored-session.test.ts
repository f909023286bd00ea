import { describe, expect, it } from "vitest";
import { isSessionPayload } from "./stored-session";

describe("isSessionPayload", () => {
  it("accepts a payload with a user and a token", () => {
    const user = { _id: "u1", fullName: "Ada", email: "ada@example.com" };
    expect(isSessionPayload(JSON.stringify({ user, auth: { token: "t0k" } }))).toBe(true);
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
    // The dashboard would remove such a payload, so the public pages must not count it as a session.
    [
      "a user without an id",
      JSON.stringify({ user: { fullName: "Ada", email: "a@b.co" }, auth: { token: "t" } }),
    ],
  ])("rejects %s", (_label, stored) => {
    expect(isSessionPayload(stored)).toBe(false);
  });
});
