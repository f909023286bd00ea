import { DrizzleQueryError } from "drizzle-orm/errors";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { isDataException, uniqueViolation } from "./http-error";

/** PGlite's errors carry the SQLSTATE as `code` too, as a plain Error subclass. */
const pgliteError = (code: string) => Object.assign(new Error("database error"), { code, severity: "ERROR" });

describe("isDataException", () => {
  it("knows SQLSTATE class 22 from postgres.js and PGlite, bare or wrapped by drizzle", () => {
    const fromPostgres = new postgres.PostgresError({
      code: "22008",
      message: 'date/time field value out of range: "2023-02-30"',
    } as never);
    expect(isDataException(fromPostgres)).toBe(true);
    expect(isDataException(new DrizzleQueryError("insert into users ...", [], fromPostgres))).toBe(true);
    expect(isDataException(pgliteError("22P02"))).toBe(true);
    expect(isDataException(new DrizzleQueryError("select ...", [], pgliteError("22003")))).toBe(true);
    expect(
      isDataException(new Error("outer", { cause: new Error("middle", { cause: pgliteError("22007") }) })),
    ).toBe(true);
  });

  it("leaves every other error to the 500 handler", () => {
    expect(isDataException(pgliteError("23505"))).toBe(false);
    expect(isDataException(pgliteError("42P01"))).toBe(false);
    expect(isDataException(Object.assign(new Error("refused"), { code: "ECONNREFUSED" }))).toBe(false);
    expect(isDataException(new Error("22008"))).toBe(false);
    expect(isDataException({ code: 22008 })).toBe(false);
    expect(isDataException(null)).toBe(false);
    expect(isDataException("22008")).toBe(false);
  });
});

describe("uniqueViolation", () => {
  it("names the constraint from either driver, through drizzle's wrapper", () => {
    const wrapped = new DrizzleQueryError(
      "insert ...",
      [],
      Object.assign(pgliteError("23505"), { constraint: "users_email_unique" }),
    );
    expect(uniqueViolation(wrapped)).toBe("users_email_unique");
    expect(
      uniqueViolation(
        new postgres.PostgresError({ code: "23505", constraint_name: "users_username_unique" } as never),
      ),
    ).toBe("users_username_unique");
    expect(uniqueViolation(pgliteError("22008"))).toBeNull();
  });
});
