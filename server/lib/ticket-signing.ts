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

export function createTicketSigner(
  privateKeyPem: string,
  retiredPublicKeys: readonly string[] = [],
): TicketSigner {
  const privateKey = createPrivateKey(privateKeyPem);
  const raw = rawPublicKey(createPublicKey(privateKey));
  const keyId = passKeyId(raw);
  const current = { keyId, publicKey: toBase64Url(raw) };
  return {
    keyId,
    keys: [current, ...retiredPublicKeys.map(retiredKey).filter((k) => k.keyId !== keyId)],
    sign(fields) {
      const body = encodePassBody({ ...fields, keyId });
      return joinPass(body, sign(null, body, privateKey));
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
