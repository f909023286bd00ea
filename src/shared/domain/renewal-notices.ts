/**
 * Which notices a member is due before their membership ends: those who will not be renewed
 * automatically (their last payment was not by card, no card is saved, or auto-renew is off) are
 * asked to renew 7 days ahead; those renewed on their card are told 3 days before the charge; a
 * saved card that expires is flagged a month ahead. Each notice has a key naming the period (or
 * the card's expiry) it is about, so it is sent once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days before the end a member who renews by hand is asked to. */
export const RENEW_BY_HAND_DAYS = 7;
/** Days before an automatic renewal the member is told of the charge. */
export const CARD_RENEWAL_NOTICE_DAYS = 3;
/** Days before a saved card expires it is flagged. */
export const CARD_EXPIRY_NOTICE_DAYS = 31;

export type RenewalNoticeKind = "renew_by_hand" | "card_renewal" | "card_expiring";

export interface SavedCard {
  /** "1"-"12" (or "01"), as the provider gives it. */
  readonly expMonth: string | null;
  /** "2030" (or "30"). */
  readonly expYear: string | null;
}

export interface RenewalSituation {
  /** When the paid membership ends. */
  readonly endsAt: Date;
  readonly autoRenew: boolean;
  /** The channel of the member's last completed payment; null when not known (taken as card when a card is saved). */
  readonly lastChannel: string | null;
  readonly card: SavedCard | null;
}

export interface DueNotice {
  readonly kind: RenewalNoticeKind;
  readonly key: string;
}

/** The first instant after the card's expiry month (UTC), or null when the expiry is unreadable. */
export function cardExpiresAt(card: SavedCard): Date | null {
  const month = Number(card.expMonth);
  let year = Number(card.expYear);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year <= 0)
    return null;
  if (year < 100) year += 2000;
  return new Date(Date.UTC(year, month, 1));
}

/** Whether the membership will be renewed on the saved card when it ends. */
export function renewsOnCard(situation: RenewalSituation): boolean {
  return situation.autoRenew && situation.card !== null && (situation.lastChannel ?? "card") === "card";
}

/** Whether `now` is within `days` before `end` (and not past it). */
export function within(end: Date, days: number, now: Date): boolean {
  return now.getTime() >= end.getTime() - days * DAY_MS && now.getTime() < end.getTime();
}

/** The notices due now; the caller sends each one whose key it has not sent before. */
export function dueRenewalNotices(situation: RenewalSituation, now: Date): DueNotice[] {
  const period = situation.endsAt.toISOString();
  if (!renewsOnCard(situation)) {
    return within(situation.endsAt, RENEW_BY_HAND_DAYS, now) ? [{ kind: "renew_by_hand", key: period }] : [];
  }
  const due: DueNotice[] = [];
  if (within(situation.endsAt, CARD_RENEWAL_NOTICE_DAYS, now))
    due.push({ kind: "card_renewal", key: period });
  const expiresAt = situation.card ? cardExpiresAt(situation.card) : null;
  if (expiresAt && within(expiresAt, CARD_EXPIRY_NOTICE_DAYS, now)) {
    due.push({ kind: "card_expiring", key: expiresAt.toISOString().slice(0, 7) });
  }
  return due;
}
