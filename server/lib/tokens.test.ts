import { sign } from "hono/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { KEPT_TOKENS, keptTokens, readToken, signToken } from "./tokens";

const hmacs = vi.hoisted(() => ({ made: 0 }));
vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof import("node:crypto")>();
  return {
    ...crypto,
    createHmac: (...args: Parameters<typeof crypto.createHmac>) => {
      hmacs.made += 1;
      return crypto.createHmac(...args);
    },
  };
});

const NOW = new Date("2026-06-01T12:00:00Z");
const SECRET = "a-test-secret-of-enough-length-0123456789";

afterEach(() => vi.restoreAllMocks());

describe("session tokens", () => {
  it("read back what was signed, and nothing signed with another secret", async () => {
    const token = await signToken({ id: "u1", tokenVersion: 3 }, SECRET, NOW);
    expect(await readToken(token, SECRET, NOW)).toMatchObject({ id: "u1", tokenVersion: 3 });
    expect(await readToken(token, `${SECRET}-other`, NOW)).toBeNull();
  });

  it("read a token signed with the secret as a string, as tokens already handed out were", async () => {
    const iat = Math.floor(NOW.getTime() / 1000);
    const token = await sign({ sub: "u2", ver: 0, jti: "j", iat, exp: iat + 60 }, SECRET, "HS256");
    expect(await readToken(token, SECRET, NOW)).toMatchObject({ id: "u2", tokenId: "j" });
  });

  it("import the secret's key once, not on every token read", async () => {
    const secret = `${SECRET}-once`;
    const token = await signToken({ id: "u3", tokenVersion: 0 }, secret, NOW);
    const imports = vi.spyOn(crypto.subtle, "importKey");
    for (let i = 0; i < 5; i++) expect(await readToken(token, secret, NOW)).not.toBeNull();
    expect(imports).not.toHaveBeenCalled();
  });

  it("check a token's signature once, and its expiry on every read", async () => {
    const secret = `${SECRET}-kept`;
    const token = await signToken({ id: "u4", tokenVersion: 1 }, secret, NOW);
    const before = hmacs.made;
    for (let i = 0; i < 5; i++) expect(await readToken(token, secret, NOW)).toMatchObject({ id: "u4" });
    expect(hmacs.made - before).toBe(1);
    const expired = new Date(NOW.getTime() + 8 * 24 * 60 * 60 * 1000);
    expect(await readToken(token, secret, expired)).toBeNull();
    expect(await readToken(token, secret, NOW)).toMatchObject({ id: "u4", tokenVersion: 1 });
  });

  it("keep only genuine tokens, never one whose signature was changed or made with another secret", async () => {
    const secret = `${SECRET}-forged`;
    const token = await signToken({ id: "u5", tokenVersion: 0 }, secret, NOW);
    const [head, body, signature = ""] = token.split(".");
    const changed = `${head}.${body}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(await readToken(changed, secret, NOW)).toBeNull();
    expect(await readToken(token, `${secret}-other`, NOW)).toBeNull();
    expect(keptTokens(secret)).toBe(0);
    expect(keptTokens(`${secret}-other`)).toBe(0);
    expect(await readToken(token, secret, NOW)).not.toBeNull();
    expect(await readToken(changed, secret, NOW)).toBeNull();
    expect(keptTokens(secret)).toBe(1);
  });

  it(`keep at most ${KEPT_TOKENS} tokens, dropping the oldest`, async () => {
    const secret = `${SECRET}-many`;
    const first = await signToken({ id: "first", tokenVersion: 0 }, secret, NOW);
    await readToken(first, secret, NOW);
    for (let i = 0; i < KEPT_TOKENS; i++)
      await readToken(await signToken({ id: `u${i}`, tokenVersion: 0 }, secret, NOW), secret, NOW);
    expect(keptTokens(secret)).toBe(KEPT_TOKENS);
    const before = hmacs.made;
    expect(await readToken(first, secret, NOW)).toMatchObject({ id: "first" });
    expect(hmacs.made - before).toBe(1);
  });
});
