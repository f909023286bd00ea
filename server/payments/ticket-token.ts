/**
 * Ticket codes: 10 random Crockford base32 characters (50 bits from the CSPRNG) in two groups of five,
 * e.g. "7K3QX-M9D2A". Easy to read out at the gate, impossible to guess.
 */
import { randomBytes } from "node:crypto";

/** No I, L, O or U: nothing to misread. 32 symbols, so each random byte maps without bias. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 10;

export const TICKET_TOKEN_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

export function newTicketToken(random: (size: number) => Uint8Array = randomBytes): string {
  const symbols = Array.from(random(LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}
