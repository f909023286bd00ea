import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  decoyHash,
  HASHES_AT_ONCE,
  hashesRunning,
  hashPassword,
  needsRehash,
  PASSWORD_COST,
  verifyPassword,
} from "./passwords";

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

/** A hash in the stored format made by hand, as an older release with another cost wrote it. */
function handMade(password: string, N: number, r: number, p: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N, r, p, maxmem: 128 * r * (N + p + 2) + 1024 * 1024 });
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

describe("password hashes", () => {
  it("use OWASP's scrypt cost by default, stored with the hash", async () => {
    expect(PASSWORD_COST).toEqual({ N: 16384, r: 8, p: 5 });
    const hash = await hashPassword("Correct horse 1!");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword("Correct horse 1!", hash)).toBe(true);
    expect(await verifyPassword("Correct horse 2!", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("run at most two at once under a burst of logins, the others waiting their turn", async () => {
    const cost = { N: 2 ** 10, r: 8, p: 1 };
    const stored = await hashPassword("right horse", cost);
    const burst = Array.from({ length: 6 }, (_, i) =>
      i % 2 ? hashPassword(`password ${i}`, cost) : verifyPassword("right horse", stored),
    );
    expect(HASHES_AT_ONCE).toBe(2);
    expect(hashesRunning()).toBe(2);
    const answers = await Promise.all(burst);
    expect(answers.filter((answer) => answer === true)).toHaveLength(3);
    expect(hashesRunning()).toBe(0);
  });

  it("take a cheaper cost only when a caller passes one", async () => {
    const hash = await hashPassword("secret", CHEAP);
    expect(hash.startsWith("scrypt$1024$8$1$")).toBe(true);
    expect(await verifyPassword("secret", hash)).toBe(true);
    expect(needsRehash(hash, CHEAP)).toBe(false);
  });

  it("verify hashes of older parameters and ask for them to be redone", async () => {
    const old = handMade("Member123!", 16384, 8, 1);
    expect(await verifyPassword("Member123!", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    // The earlier default, 32 MiB a hash: still verified, and moved to the 16 MiB one.
    const earlier = handMade("Member123!", 32768, 8, 3);
    expect(await verifyPassword("Member123!", earlier)).toBe(true);
    expect(needsRehash(earlier)).toBe(true);
    expect(needsRehash(handMade("x", 1024, 4, 1), CHEAP)).toBe(true);
    expect(needsRehash(handMade("x", 1024, 8, 2), CHEAP)).toBe(false);
    expect(needsRehash(handMade("x", 2048, 8, 1), CHEAP)).toBe(false);
  });

  it("refuse what is not a hash of ours, or asks for an absurd cost, without throwing", async () => {
    const good = await hashPassword("pw", CHEAP);
    const [, , r, p, salt, key] = good.split("$");
    for (const stored of [
      "locked",
      "",
      `bcrypt$1024$${r}$${p}$${salt}$${key}`,
      `scrypt$1000$${r}$${p}$${salt}$${key}`,
      `scrypt$${2 ** 24}$${r}$${p}$${salt}$${key}`,
      `scrypt$1024$0$${p}$${salt}$${key}`,
      `scrypt$1024$${r}$x$${salt}$${key}`,
      `scrypt$1024$${r}$${p}$${salt}$c2hvcnQ=`,
      `${good}$extra`,
    ]) {
      expect(await verifyPassword("pw", stored), stored).toBe(false);
      expect(needsRehash(stored), stored).toBe(false);
    }
  });

  it("keep one decoy per cost, a real hash nobody knows the password of", async () => {
    const decoy = await decoyHash(CHEAP);
    expect(decoy.startsWith("scrypt$1024$8$1$")).toBe(true);
    expect(await decoyHash(CHEAP)).toBe(decoy);
    expect(await verifyPassword("", decoy)).toBe(false);
  });
});
