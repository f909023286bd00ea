import { generateKeyPairSync } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { verifyPass } from "@/shared/domain/ticket-pass";

// Counts the Ed25519 signatures the signer asks Node for.
const signatures = vi.hoisted(() => ({ count: 0 }));
vi.mock("node:crypto", async (original) => {
  const crypto = await original<typeof import("node:crypto")>();
  return {
    ...crypto,
    sign: (...args: Parameters<typeof crypto.sign>) => {
      signatures.count += 1;
      return crypto.sign(...args);
    },
  };
});

const { createTicketSigner } = await import("./ticket-signing");

const newKey = () =>
  generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();

const fields = (n: number) => ({
  ticketId: n.toString(16).padStart(24, "0"),
  tournamentId: "fedcba9876543210fedcba98",
  initials: "AO",
  issuedAt: new Date("2026-11-20T09:30:00Z"),
});

describe("kept ticket passes", () => {
  beforeEach(() => {
    signatures.count = 0;
  });

  it("signs a pass once and answers the same pass from then on, still verifying", async () => {
    const signer = createTicketSigner(newKey());
    const first = signer.sign(fields(1));
    expect(signer.sign(fields(1))).toBe(first);
    expect(signer.sign(fields(2))).not.toBe(first);
    expect(signatures.count).toBe(2);
    expect(await verifyPass(first, signer.keys)).toMatchObject({ ok: true });
  });

  it("keeps at most the cache's size, dropping the least recently used", () => {
    const signer = createTicketSigner(newKey(), [], 2);
    signer.sign(fields(1));
    signer.sign(fields(2));
    signer.sign(fields(1)); // used again: now the most recent
    signer.sign(fields(3)); // drops pass 2
    expect(signatures.count).toBe(3);
    signer.sign(fields(1));
    expect(signatures.count).toBe(3);
    signer.sign(fields(2));
    expect(signatures.count).toBe(4);
  });
});
