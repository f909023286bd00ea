/**
 * The payment selection (docs/product.md, Records) read back from a `pay` parameter. Anything read
 * from a URL is untrusted: it is parsed with a schema and dropped when malformed. Kept apart from
 * the links in `signup-link.ts`, which only write selections, so pages that only link do not ship
 * zod.
 *
 * A selection is one of four kinds, told apart by `type`, each with exactly the fields it needs to
 * be shown and paid; this parse is the only place that checks them.
 */
import { z } from "zod";
import { MEMBERSHIP_KEYS, TRAINING_KEYS, TRANSACTION_KIND_LABELS } from "./lists";
import { Id } from "./validation";

/** Longest `pay` value accepted; a real selection is a few hundred characters. */
const PAY_PARAM_MAX_LENGTH = 2000;

/** What every kind of selection carries: what is bought, its price and how it is described. */
const selectionBase = {
  plan: z.string().trim().min(1).max(120),
  /** Whole naira. */
  price: z.number().int().min(0).max(1_000_000_000),
  duration: z.string().max(40),
  /** Replaces the summary's own description when set. */
  message: z.string().max(500).optional(),
};

const MembershipSelection = z.strictObject({
  ...selectionBase,
  type: z.literal(TRANSACTION_KIND_LABELS.membership),
  key: z
    .string()
    .trim()
    .pipe(z.enum(MEMBERSHIP_KEYS, { error: "Unknown membership plan" })),
  /** The member's auto-renew choice; the profile's setting applies when it is missing. */
  autoRenew: z.boolean().optional(),
});

const TrainingSelection = z
  .strictObject({
    ...selectionBase,
    type: z.literal(TRANSACTION_KIND_LABELS.training),
    key: z
      .string()
      .trim()
      .pipe(z.enum(TRAINING_KEYS, { error: "Unknown training package" })),
    /** 0 = 1 month, 1 = 3 months. */
    planType: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  // Either field may say 3 months; from here on both agree.
  .transform((selection) => {
    const threeMonths = selection.planType === 1 || selection.duration === "3months";
    return {
      ...selection,
      duration: threeMonths ? ("3months" as const) : ("1month" as const),
      planType: threeMonths ? (1 as const) : (0 as const),
    };
  });

/** Coach pairing (docs/decisions/0007-coach-pairing-order.md): the plan, the coach and how many months. */
const CoachPairingSelection = z.strictObject({
  ...selectionBase,
  type: z.literal(TRANSACTION_KIND_LABELS.pairing),
  key: z.string().trim().min(1).max(64),
  planId: Id,
  coachId: Id,
  months: z.number().int().min(1).max(24),
});

const TicketSelection = z.strictObject({
  ...selectionBase,
  type: z.literal(TRANSACTION_KIND_LABELS.ticket),
  /** The tournament. */
  key: z.string().trim().min(1).max(64),
  /** The event entered; absent: the tournament's only event. */
  event: z.string().trim().min(1).max(64).optional(),
  /** A doubles event's partner, by email or username. */
  partner: z.string().trim().min(1).max(254).optional(),
  /** A spectator's ticket: a seat, no event entered (docs/decisions/0240-spectator-tickets.md). */
  spectator: z.literal(true).optional(),
});

export const PaymentSelection = z.discriminatedUnion("type", [
  MembershipSelection,
  TrainingSelection,
  CoachPairingSelection,
  TicketSelection,
]);
export type PaymentSelection = z.output<typeof PaymentSelection>;
export type MembershipSelection = z.output<typeof MembershipSelection>;
export type TrainingSelection = z.output<typeof TrainingSelection>;
export type CoachPairingSelection = z.output<typeof CoachPairingSelection>;
export type TicketSelection = z.output<typeof TicketSelection>;

/** A raw `pay` value (JSON) as a selection; null when missing, too long, not JSON or not a selection. */
export function parsePaymentSelection(raw: string | null | undefined): PaymentSelection | null {
  if (!raw || raw.length > PAY_PARAM_MAX_LENGTH) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = PaymentSelection.safeParse(json);
  return result.success ? result.data : null;
}

/** The `pay` parameter of a query string (`location.search`) or of parsed search params. */
export function parsePayParam(search: string | URLSearchParams): PaymentSelection | null {
  if (typeof search === "string" && search.length > PAY_PARAM_MAX_LENGTH * 4) return null;
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return parsePaymentSelection(params.get("pay"));
}
