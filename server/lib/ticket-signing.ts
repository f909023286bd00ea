/**
 * Signs ticket passes with the club's Ed25519 key (Node's crypto). The key id is derived from the
 * public key, so a new key gets a new id by itself; retired public keys stay published so passes
 * signed before a rotation still verify at the gate.
 */
import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign } from "node:crypto";
import {
  encodePassBody,
  joinPass,
  type PassFields,
  type PassKey,
  toBase64Url,
} from "@/shared/domain/ticket-pass";

export interface TicketSigner {
  keyId: string;
  /** The current key first, then retired ones. */
  keys: PassKey[];
  sign(fields: Omit<PassFields, "keyId">): string;
}

function rawPublicKey(key: KeyObject): Uint8Array {
  const jwk = key.export({ format: "jwk" });
  if (jwk.crv !== "Ed25519" || !jwk.x) throw new Error("The ticket signing key is not an Ed25519 key");
  return Buffer.from(jwk.x, "base64url");
}

/** 8 hex characters of the public key's SHA-256. */
export function passKeyId(publicKey: Uint8Array): string {
  return createHash("sha256").update(publicKey).digest("hex").slice(0, 8);
}

/** A retired key as published: its raw public key in base64url. */
function retiredKey(publicKey: string): PassKey {
  const raw = Buffer.from(publicKey, "base64url");
  if (raw.length !== 32) throw new Error(`Not a raw Ed25519 public key: ${publicKey}`);
  return { keyId: passKeyId(raw), publicKey: toBase64Url(raw) };
}

/**
 * Passes kept once signed, most recently used last. Ed25519 signs the same body to the same
 * signature, so a kept pass is the pass signing would give again: a member's ticket list (every
 * pass of theirs on each read) no longer signs each one per request. About 200 bytes each.
 */
export const PASS_CACHE_SIZE = 20_000;

export function createTicketSigner(
  privateKeyPem: string,
  retiredPublicKeys: readonly string[] = [],
  cacheSize = PASS_CACHE_SIZE,
): TicketSigner {
  const privateKey = createPrivateKey(privateKeyPem);
  const raw = rawPublicKey(createPublicKey(privateKey));
  const keyId = passKeyId(raw);
  const current = { keyId, publicKey: toBase64Url(raw) };
  const signed = new Map<string, string>();
  return {
    keyId,
    keys: [current, ...retiredPublicKeys.map(retiredKey).filter((k) => k.keyId !== keyId)],
    sign(fields) {
      // Kept by the fields the body is made of (the key is this signer's), so a kept pass is found
      // without encoding its body again; the seconds are what the body holds of the moment.
      const key = `${fields.ticketId}:${fields.tournamentId}:${fields.initials}:${Math.floor(fields.issuedAt.getTime() / 1000)}`;
      const kept = signed.get(key);
      if (kept !== undefined) {
        signed.delete(key);
        signed.set(key, kept);
        return kept;
      }
      const body = encodePassBody({ ...fields, keyId });
      const pass = joinPass(body, sign(null, body, privateKey));
      signed.set(key, pass);
      if (signed.size > cacheSize) signed.delete(signed.keys().next().value!);
      return pass;
    },
  };
}

const signers = new Map<string, TicketSigner>();

/** One signer per configured key, built on first use. */
export function ticketSigner(config: {
  ticketSigningKey: string;
  ticketRetiredKeys: string[];
}): TicketSigner {
  const cacheKey = `${config.ticketSigningKey}\n${config.ticketRetiredKeys.join(",")}`;
  let signer = signers.get(cacheKey);
  if (!signer) {
    signer = createTicketSigner(config.ticketSigningKey, config.ticketRetiredKeys);
    signers.set(cacheKey, signer);
  }
  return signer;
}
