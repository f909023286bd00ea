import { sign } from "hono/jwt";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readToken, signToken } from "./tokens";

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
});
