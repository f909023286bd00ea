/**
 * A ticket code typed at the gate, matched however it was typed (docs/decisions/0132-typed-ticket-codes.md).
 *
 * Codes are Crockford base32 ("7K3QX-M9D2A"; the demo's read "TC-" and ten hex digits). That
 * alphabet has no I, L, O or U, so those letters can only be a misread digit (or V) and fold
 * without doubt: I and L to 1, O to 0, U to V. Case, spaces, hyphens and other separators do not
 * count. The alphabet does hold four look-alike pairs of its own, S/5, Z/2, B/8 and G/6: folding
 * them would merge codes that are different tickets, so a code is first matched exactly and only
 * when nothing matches by its look-alike form, and then only if exactly one ticket answers to it.
 */

/** Letters a code never holds, and what they were meant to be. */
const MISREAD_FROM = "ILOU";
const MISREAD_TO = "110V";
/** Symbols of the alphabet people mistake for one another, and the one each pair reads as. */
const LOOKALIKE_FROM = "SZBG";
const LOOKALIKE_TO = "5286";

const fold = (text: string, from: string, to: string) =>
  [...text].map((c) => (from.includes(c) ? to[from.indexOf(c)] : c)).join("");

/** The code's canonical form: upper case, letters and digits only, misread letters folded. */
export function ticketCodeKey(typed: string): string {
  return fold(typed.toUpperCase().replace(/[^0-9A-Z]/g, ""), MISREAD_FROM, MISREAD_TO);
}

/** The canonical form with the alphabet's look-alike pairs read as one. */
export function ticketCodeLookalike(typed: string): string {
  return fold(ticketCodeKey(typed), LOOKALIKE_FROM, LOOKALIKE_TO);
}

/**
 * The ticket a typed code names: the one whose code has the same canonical form, else the only one
 * whose look-alike form is the same; none when the code is empty or two tickets could be meant.
 */
export function findByTicketCode<T extends { token: string }>(
  typed: string,
  tickets: readonly T[],
): T | null {
  const key = ticketCodeKey(typed);
  if (!key) return null;
  const exact = tickets.find((t) => ticketCodeKey(t.token) === key);
  if (exact) return exact;
  const lookalike = ticketCodeLookalike(typed);
  const near = tickets.filter((t) => ticketCodeLookalike(t.token) === lookalike);
  return near.length === 1 ? near[0]! : null;
}

/**
 * The same forms as SQL's `translate(upper(code), from, to)` arguments, so the database can narrow
 * the candidates before `findByTicketCode` picks: characters in `from` past `to`'s length are dropped.
 */
export const TICKET_CODE_KEY_SQL = { from: `${MISREAD_FROM}- `, to: MISREAD_TO } as const;
export const TICKET_CODE_LOOKALIKE_SQL = { from: LOOKALIKE_FROM, to: LOOKALIKE_TO } as const;
