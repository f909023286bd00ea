import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { errorSummary, loggableError } from "./loggable-error";

const failed = new DrizzleQueryError(
  'insert into "card_authorizations" values ($1, $2)',
  ["AUTH_secret_code", "member@example.com"],
  new Error("duplicate key value violates unique constraint"),
);

describe("errors in the logs", () => {
  it("keep a failed query's SQL and reason but never its parameters", () => {
    expect(failed.message).toContain("AUTH_secret_code");
    const summary = errorSummary(failed);
    expect(summary).toBe(
      'Failed query: insert into "card_authorizations" values ($1, $2) (duplicate key value violates unique constraint)',
    );
    const full = loggableError(failed);
    expect(full).toMatch(/^\w*Error: Failed query: insert/);
    expect(full).toMatch(/\n\s+at /);
    expect(full).not.toContain("AUTH_secret_code");
    expect(full).not.toContain("member@example.com");
  });

  it("leave other errors as they are", () => {
    expect(errorSummary(new Error("Paystack could not be reached"))).toBe("Paystack could not be reached");
    expect(loggableError(new TypeError("x is undefined"))).toMatch(/^TypeError: x is undefined\n\s+at /);
    expect(errorSummary("plain")).toBe("plain");
  });
});
