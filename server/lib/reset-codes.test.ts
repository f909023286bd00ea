import { describe, expect, it } from "vitest";
import { checkResetCode, generateResetCode, hashResetCode, resetCodeExpiry } from "./reset-codes";

const secret = "test-secret";
const userId = "0123456789abcdef01234567";
const issuedAt = new Date("2026-11-22T12:00:00Z");

function stored(code: string, attempts = 0) {
  return { codeHash: hashResetCode(code, userId, secret), expiresAt: resetCodeExpiry(issuedAt), attempts };
}

describe("reset codes", () => {
  it("are six digits", () => {
    for (let i = 0; i < 50; i++) expect(generateResetCode()).toMatch(/^\d{6}$/);
  });

  it("accept the right code within 15 minutes", () => {
    expect(checkResetCode(stored("123456"), "123456", userId, secret, new Date("2026-11-22T12:14:59Z"))).toBe(
      "valid",
    );
  });

  it("reject a wrong code as a try", () => {
    expect(checkResetCode(stored("123456"), "654321", userId, secret, issuedAt)).toBe("wrong");
  });

  it("are void after 15 minutes", () => {
    expect(checkResetCode(stored("123456"), "123456", userId, secret, new Date("2026-11-22T12:15:00Z"))).toBe(
      "void",
    );
  });

  it("are void after 5 wrong tries, even with the right code", () => {
    expect(checkResetCode(stored("123456", 4), "123456", userId, secret, issuedAt)).toBe("valid");
    expect(checkResetCode(stored("123456", 5), "123456", userId, secret, issuedAt)).toBe("void");
  });

  it("are bound to their user", () => {
    const other = "fedcba9876543210fedcba98";
    expect(checkResetCode(stored("123456"), "123456", other, secret, issuedAt)).toBe("wrong");
  });
});
