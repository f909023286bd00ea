import { describe, expect, it } from "vitest";
import { newsletterToken, readNewsletterToken } from "./newsletter-tokens";

const SECRET = "test-secret-that-is-long-enough-for-hs256";
const ID = "0123456789abcdef01234567";

describe("newsletter tokens", () => {
  it("name their subscriber for their own purpose only", () => {
    const confirm = newsletterToken(SECRET, "confirm", ID);
    expect(readNewsletterToken(SECRET, "confirm", confirm)).toBe(ID);
    expect(readNewsletterToken(SECRET, "unsubscribe", confirm)).toBeNull();
    expect(readNewsletterToken(SECRET, "unsubscribe", newsletterToken(SECRET, "unsubscribe", ID))).toBe(ID);
  });

  it("cannot be made without the secret or moved to another subscriber", () => {
    const token = newsletterToken(SECRET, "unsubscribe", ID);
    expect(readNewsletterToken("another-secret-that-is-long-enough!!", "unsubscribe", token)).toBeNull();
    const other = "fedcba9876543210fedcba98";
    expect(
      readNewsletterToken(SECRET, "unsubscribe", `${other}.${token.split(".").slice(1).join(".")}`),
    ).toBeNull();
    for (const bad of ["", ".", ID, `${ID}.`, `${ID}.x`, `${token}.extra`, `../${token}`, token.slice(0, -1)])
      expect(readNewsletterToken(SECRET, "unsubscribe", bad)).toBeNull();
  });
});
