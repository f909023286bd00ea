/**
 * The signed pass in a ticket's QR code: ticket id, tournament id, the holder's initials, the issue
 * time and the id of the signing key, in 34-37 bytes, followed by their Ed25519 signature (64 bytes),
 * all written as one base64url word of at most 135 characters. The server signs with Node's crypto;
 * the gate scanner and the server verify with Web Crypto (`crypto.subtle`), so one check runs on both.
 *
 * Layout of the signed part: format (1 byte) · key id (4) · ticket id (12) · tournament id (12) ·
 * issue time in whole seconds (4, big-endian) · initials length (1) · initials (0-3 ASCII letters).
 */

const FORMAT = 1;
const SIGNATURE_BYTES = 64;
const ID_BYTES = 12;
const KEY_ID_BYTES = 4;
const FIXED_BYTES = 1 + KEY_ID_BYTES + ID_BYTES * 2 + 4 + 1;
const MAX_INITIALS = 3;

export interface PassFields {
  ticketId: string;
  tournamentId: string;
  /** Up to three upper-case letters, e.g. "AO". */
  initials: string;
  issuedAt: Date;
  /** 8 hex characters naming the key that signed it. */
  keyId: string;
}

/** A published verification key: its id and the raw 32-byte Ed25519 public key in base64url. */
export interface PassKey {
  keyId: string;
  publicKey: string;
}

export type PassCheck =
  | { ok: true; fields: PassFields }
  | { ok: false; reason: "malformed" | "unknown-key" | "bad-signature" };

/** Initials of a holder's name, at most three letters: "Adaeze Okafor" → "AO". */
export function holderInitials(fullName: string): string {
  return fullName
    .normalize("NFD")
    .replace(/[^\p{L}\s-]/gu, "")
    .split(/[\s-]+/)
    .map((part) => part.replace(/[^A-Za-z]/g, "").charAt(0))
    .filter(Boolean)
    .join("")
    .slice(0, MAX_INITIALS)
    .toUpperCase();
}

function hexBytes(hex: string, length: number, what: string): Uint8Array {
  if (!new RegExp(`^[0-9a-f]{${length * 2}}$`).test(hex))
    throw new Error(`${what} is not ${length} hex bytes`);
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The bytes that are signed. */
export function encodePassBody(fields: PassFields): Uint8Array {
  const initials = fields.initials.replace(/[^A-Z]/g, "").slice(0, MAX_INITIALS);
  const out = new Uint8Array(FIXED_BYTES + initials.length);
  const view = new DataView(out.buffer);
  out[0] = FORMAT;
  out.set(hexBytes(fields.keyId, KEY_ID_BYTES, "key id"), 1);
  out.set(hexBytes(fields.ticketId, ID_BYTES, "ticket id"), 1 + KEY_ID_BYTES);
  out.set(hexBytes(fields.tournamentId, ID_BYTES, "tournament id"), 1 + KEY_ID_BYTES + ID_BYTES);
  view.setUint32(1 + KEY_ID_BYTES + ID_BYTES * 2, Math.floor(fields.issuedAt.getTime() / 1000));
  out[FIXED_BYTES - 1] = initials.length;
  for (let i = 0; i < initials.length; i++) out[FIXED_BYTES + i] = initials.charCodeAt(i);
  return out;
}

function decodePassBody(body: Uint8Array): PassFields | null {
  if (body.length < FIXED_BYTES || body[0] !== FORMAT) return null;
  const length = body[FIXED_BYTES - 1]!;
  if (length > MAX_INITIALS || body.length !== FIXED_BYTES + length) return null;
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const initials = String.fromCharCode(...body.subarray(FIXED_BYTES));
  if (!/^[A-Z]*$/.test(initials)) return null;
  return {
    keyId: toHex(body.subarray(1, 1 + KEY_ID_BYTES)),
    ticketId: toHex(body.subarray(1 + KEY_ID_BYTES, 1 + KEY_ID_BYTES + ID_BYTES)),
    tournamentId: toHex(body.subarray(1 + KEY_ID_BYTES + ID_BYTES, 1 + KEY_ID_BYTES + ID_BYTES * 2)),
    issuedAt: new Date(view.getUint32(1 + KEY_ID_BYTES + ID_BYTES * 2) * 1000),
    initials,
  };
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The QR code's text: the signed bytes and their signature as one base64url word. */
export function joinPass(body: Uint8Array, signature: Uint8Array): string {
  const out = new Uint8Array(body.length + signature.length);
  out.set(body);
  out.set(signature, body.length);
  return toBase64Url(out);
}

/** A scanned text that has the shape of a pass (not yet verified), or null. */
export function readPass(
  text: string,
): { fields: PassFields; body: Uint8Array; signature: Uint8Array } | null {
  const bytes = fromBase64Url(text.trim());
  if (!bytes || bytes.length <= SIGNATURE_BYTES) return null;
  const body = bytes.slice(0, bytes.length - SIGNATURE_BYTES);
  const fields = decodePassBody(body);
  return fields && { fields, body, signature: bytes.slice(bytes.length - SIGNATURE_BYTES) };
}

/** Whether a scanned text is a pass signed by one of the keys; Web Crypto's Ed25519 does the check. */
export async function verifyPass(
  text: string,
  keys: readonly PassKey[],
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<PassCheck> {
  const pass = readPass(text);
  if (!pass) return { ok: false, reason: "malformed" };
  const key = keys.find((k) => k.keyId === pass.fields.keyId);
  const raw = key && fromBase64Url(key.publicKey);
  if (raw?.length !== 32) return { ok: false, reason: "unknown-key" };
  const publicKey = await subtle.importKey("raw", raw! as BufferSource, { name: "Ed25519" }, false, [
    "verify",
  ]);
  const valid = await subtle.verify(
    { name: "Ed25519" },
    publicKey,
    pass.signature as BufferSource,
    pass.body as BufferSource,
  );
  return valid ? { ok: true, fields: pass.fields } : { ok: false, reason: "bad-signature" };
}
