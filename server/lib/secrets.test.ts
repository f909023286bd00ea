import { createHmac } from "node:crypto";
import { sign } from "hono/jwt";
import { describe, expect, it } from "vitest";
import { newsletterToken, readNewsletterToken } from "./newsletter-tokens";
import { checkResetCode, hashResetCode, resetCodeExpiry } from "./reset-codes";
import { keyId, keyring, purposeKey, signingKey, verificationKeys } from "./secrets";
import { readToken, signToken } from "./tokens";

const OLD = "the-old-secret-that-is-long-enough-for-hs256";
const NEW = "the-new-secret-that-is-long-enough-for-hs256";
const NOW = new Date("2026-11-22T12:00:00Z");
const USER = { id: "0123456789abcdef01234567", tokenVersion: 0 };
const SUBSCRIBER = "0123456789abcdef01234567";

describe("keys derived from the server secret", () => {
  it("are one per purpose, none of them the secret, and the same on every replica", () => {
    const purposes = ["session", "rate-limit", "reset-code", "newsletter", "paystack-sandbox"] as const;
    const keys = purposes.map((p) => purposeKey(NEW, p).toString("hex"));
    expect(new Set(keys).size).toBe(purposes.length);
    for (const key of keys) {
      expect(key).toHaveLength(64);
      expect(key).not.toContain(Buffer.from(NEW).toString("hex"));
    }
    expect(purposeKey(NEW, "session")).toEqual(purposeKey(`${NEW}`, "session"));
    expect(purposeKey(OLD, "session")).not.toEqual(purposeKey(NEW, "session"));
  });

  it("carry an id that names the secret without giving it away", () => {
    expect(keyId(NEW)).toMatch(/^[\w-]{12}$/);
    expect(keyId(NEW)).not.toBe(keyId(OLD));
    expect(signingKey(keyring(NEW, [OLD]), "session").kid).toBe(keyId(NEW));
    expect(verificationKeys(keyring(NEW, [OLD]), "session").map((k) => k.kid)).toEqual([
      keyId(NEW),
      keyId(OLD),
    ]);
  });
});

describe("rotating JWT_SECRET", () => {
  it("keeps sessions signed with the previous secret while it is listed, and no longer", async () => {
    const token = await signToken(USER, keyring(OLD), NOW);
    expect(JSON.parse(Buffer.from(token.split(".")[0]!, "base64url").toString())).toMatchObject({
      alg: "HS256",
      kid: keyId(OLD),
    });
    expect(await readToken(token, keyring(NEW, [OLD]), NOW)).toMatchObject({ id: USER.id });
    expect(await readToken(token, keyring(NEW), NOW)).toBeNull();
    // New sessions are signed with the new secret.
    const fresh = await signToken(USER, keyring(NEW, [OLD]), NOW);
    expect(await readToken(fresh, keyring(NEW), NOW)).toMatchObject({ id: USER.id });
  });

  it("keeps sessions signed before keys were derived (raw secret, no kid)", async () => {
    const iat = Math.floor(NOW.getTime() / 1000);
    const legacy = await sign({ sub: USER.id, ver: 0, jti: "abc", iat, exp: iat + 3600 }, OLD, "HS256");
    expect(await readToken(legacy, keyring(OLD), NOW)).toMatchObject({ id: USER.id, tokenId: "abc" });
    expect(await readToken(legacy, keyring(NEW, [OLD]), NOW)).toMatchObject({ id: USER.id });
    expect(await readToken(legacy, keyring(NEW), NOW)).toBeNull();
  });

  it("refuses a token whose kid names no accepted secret, or whose alg is not HS256", async () => {
    const token = await signToken(USER, keyring(NEW), NOW);
    const [, body, mac] = token.split(".");
    const head = (h: object) => Buffer.from(JSON.stringify(h)).toString("base64url");
    expect(await readToken(`${head({ alg: "HS256", kid: "nobody" })}.${body}.${mac}`, NEW, NOW)).toBeNull();
    expect(await readToken(`${head({ alg: "none", kid: keyId(NEW) })}.${body}.${mac}`, NEW, NOW)).toBeNull();
    expect(await readToken(`${head({ alg: "none", kid: keyId(NEW) })}.${body}.`, NEW, NOW)).toBeNull();
  });

  it("keeps unsubscribe links of mail sent under the previous secret, and of mail sent before keys were derived", () => {
    const link = newsletterToken(keyring(OLD), "unsubscribe", SUBSCRIBER);
    expect(link.split(".")).toHaveLength(3);
    expect(readNewsletterToken(keyring(NEW, [OLD]), "unsubscribe", link)).toBe(SUBSCRIBER);
    expect(readNewsletterToken(keyring(NEW), "unsubscribe", link)).toBeNull();

    const legacyMac = createHmac("sha256", OLD)
      .update(`newsletter:unsubscribe:${SUBSCRIBER}`)
      .digest("base64url");
    const legacy = `${SUBSCRIBER}.${legacyMac}`;
    expect(readNewsletterToken(keyring(NEW, [OLD]), "unsubscribe", legacy)).toBe(SUBSCRIBER);
    expect(readNewsletterToken(keyring(NEW, [OLD]), "confirm", legacy)).toBeNull();
    expect(readNewsletterToken(keyring(NEW), "unsubscribe", legacy)).toBeNull();
  });

  it("keeps reset codes issued under the previous secret, and those hashed with a raw secret", () => {
    const expiresAt = resetCodeExpiry(NOW);
    const issued = { codeHash: hashResetCode("123456", USER.id, keyring(OLD)), expiresAt, attempts: 0 };
    expect(checkResetCode(issued, "123456", USER.id, keyring(NEW, [OLD]), NOW)).toBe("valid");
    expect(checkResetCode(issued, "123456", USER.id, keyring(NEW), NOW)).toBe("wrong");
    const raw = createHmac("sha256", OLD).update(`${USER.id}:123456`).digest("hex");
    expect(
      checkResetCode({ codeHash: raw, expiresAt, attempts: 0 }, "123456", USER.id, keyring(OLD), NOW),
    ).toBe("valid");
    // Hashes no longer use the raw secret.
    expect(issued.codeHash).not.toBe(raw);
  });
});
