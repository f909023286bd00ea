import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  fromBase64Url,
  holderInitials,
  readPass,
  toBase64Url,
  verifyPass,
} from "@/shared/domain/ticket-pass";
import { createTicketSigner } from "./ticket-signing";

const newKey = () =>
  generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();

const FIELDS = {
  ticketId: "0123456789abcdef01234567",
  tournamentId: "fedcba9876543210fedcba98",
  initials: "AO",
  issuedAt: new Date("2026-11-20T09:30:00Z"),
};

describe("ticket passes", () => {
  const signer = createTicketSigner(newKey());

  it("round-trips: what the server signs, Web Crypto verifies, with every field", async () => {
    const pass = signer.sign(FIELDS);
    expect(pass).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(pass.length).toBeLessThanOrEqual(135);
    expect(await verifyPass(pass, signer.keys)).toEqual({
      ok: true,
      fields: { ...FIELDS, keyId: signer.keyId },
    });
  });

  it("is the same pass every time it is signed (Ed25519 is deterministic)", () => {
    expect(signer.sign(FIELDS)).toBe(signer.sign(FIELDS));
  });

  it("refuses a tampered pass", async () => {
    const bytes = fromBase64Url(signer.sign(FIELDS))!;
    // Change one byte of the ticket id.
    bytes[6] = bytes[6]! ^ 1;
    expect(await verifyPass(toBase64Url(bytes), signer.keys)).toEqual({ ok: false, reason: "bad-signature" });
    const signature = fromBase64Url(signer.sign(FIELDS))!;
    signature[signature.length - 1] = signature[signature.length - 1]! ^ 1;
    expect(await verifyPass(toBase64Url(signature), signer.keys)).toEqual({
      ok: false,
      reason: "bad-signature",
    });
  });

  it("refuses a pass from another server, even one claiming our key id", async () => {
    const other = createTicketSigner(newKey());
    expect(await verifyPass(other.sign(FIELDS), signer.keys)).toEqual({ ok: false, reason: "unknown-key" });
    // Another key's signature under our key id does not verify.
    const forged = fromBase64Url(other.sign(FIELDS))!;
    forged.set(fromBase64Url(signer.sign(FIELDS))!.subarray(1, 5), 1);
    expect(await verifyPass(toBase64Url(forged), signer.keys)).toEqual({
      ok: false,
      reason: "bad-signature",
    });
  });

  it("keeps passes signed before a key rotation valid while the old key is listed as retired", async () => {
    const before = signer.sign(FIELDS);
    const rotated = createTicketSigner(newKey(), [signer.keys[0]!.publicKey]);
    expect(rotated.keyId).not.toBe(signer.keyId);
    expect(rotated.keys.map((k) => k.keyId)).toEqual([rotated.keyId, signer.keyId]);
    expect((await verifyPass(before, rotated.keys)).ok).toBe(true);
    expect((await verifyPass(rotated.sign(FIELDS), rotated.keys)).ok).toBe(true);
    // Once the old key is dropped, its passes no longer verify.
    expect(await verifyPass(before, rotated.keys.slice(0, 1))).toEqual({ ok: false, reason: "unknown-key" });
  });

  it("reads only what has the shape of a pass", async () => {
    for (const text of ["", "TC-0123456789", "not base64!", toBase64Url(new Uint8Array(70))]) {
      expect(readPass(text)).toBeNull();
      expect(await verifyPass(text, signer.keys)).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("takes up to three initials from the holder's name", () => {
    expect(holderInitials("Adaeze Okafor")).toBe("AO");
    expect(holderInitials("Ngozi Eze-Bello Ade Ola")).toBe("NEB");
    expect(holderInitials("Émeka  ọkafor")).toBe("EO");
    expect(holderInitials("")).toBe("");
  });
});
