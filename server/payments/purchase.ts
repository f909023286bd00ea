/**
 * What a payment buys, as kept in `transactions.metadata` and read back at fulfilment. Parsed with a
 * schema per kind, so a fulfilment never acts on a malformed record.
 */
import { z } from "zod";
import { MembershipKey, TrainingDuration, TrainingKey } from "@/shared/api/contract";
import { TICKET_NOT_ISSUED_REASONS, type TicketNotIssued, type TransactionKind } from "@/shared/domain/lists";

export const TicketPurchase = z.object({
  tournamentId: z.string(),
  /** The event entered; absent on payments made before tournaments had events (their only event). */
  eventId: z.string().optional(),
  /** A doubles entry's partner. */
  partnerId: z.string().optional(),
  /** A spectator's ticket: a seat at the tournament, no event entered. */
  spectator: z.literal(true).optional(),
});
export const MembershipPurchase = z.object({
  plan: MembershipKey,
  autoRenew: z.boolean(),
  /** Charged by the renewals job with the saved card, not bought by the member. */
  renewal: z.boolean().optional(),
});
export const TrainingPurchase = z.object({ package: TrainingKey, duration: TrainingDuration });
export const PairingPurchase = z.object({
  planId: z.string(),
  coachId: z.string(),
  months: z.number().int().positive(),
});

/**
 * One player's training in a household payment, priced by the server at checkout
 * (docs/decisions/0200-household-checkout.md): what a single training payment for that player
 * would have cost, what the household discount took off, and what the line costs.
 */
export const HouseholdLine = z.object({
  playerId: z.string(),
  package: TrainingKey,
  duration: TrainingDuration,
  priceKobo: z.number().int().nonnegative(),
  discountKobo: z.number().int().nonnegative(),
  amountKobo: z.number().int().nonnegative(),
});
export type HouseholdLine = z.infer<typeof HouseholdLine>;
export const HouseholdPurchase = z.object({ lines: z.array(HouseholdLine).min(1) });

export type Purchase =
  | ({ kind: "ticket" } & z.infer<typeof TicketPurchase>)
  | ({ kind: "membership" } & z.infer<typeof MembershipPurchase>)
  | ({ kind: "training" } & z.infer<typeof TrainingPurchase>)
  | ({ kind: "pairing" } & z.infer<typeof PairingPurchase>)
  | ({ kind: "household" } & z.infer<typeof HouseholdPurchase>);

const SCHEMAS = {
  ticket: TicketPurchase,
  membership: MembershipPurchase,
  training: TrainingPurchase,
  pairing: PairingPurchase,
  household: HouseholdPurchase,
} satisfies Record<TransactionKind, z.ZodType>;

/** The purchase a transaction records; throws when its metadata does not describe one. */
export function readPurchase(kind: TransactionKind, metadata: unknown): Purchase {
  return { kind, ...SCHEMAS[kind].parse(metadata) } as Purchase;
}

/** The metadata to store for a purchase (the kind lives in its own column). */
export function purchaseMetadata(purchase: Purchase): Record<string, unknown> {
  const { kind: _kind, ...metadata } = purchase;
  return metadata;
}

/** A second payment for something the member already had (payments/duplicates.ts): it gave nothing. */
export function isDuplicate(payment: { metadata: Record<string, unknown> }): boolean {
  return typeof payment.metadata.duplicateOf === "string";
}

/**
 * Why a paid ticket was not issued (its tournament sold out or was cancelled before the payment
 * arrived, payments/settle.ts), or null for a payment that gave what it bought.
 */
export function notIssued(payment: { metadata: Record<string, unknown> }): TicketNotIssued | null {
  const why = payment.metadata.notIssued;
  return TICKET_NOT_ISSUED_REASONS.find((r) => r === why) ?? null;
}

/** A payment that gave the member nothing (a duplicate, or a ticket not issued): refunded in full. */
export function gaveNothing(payment: { metadata: Record<string, unknown> }): boolean {
  return isDuplicate(payment) || notIssued(payment) !== null;
}

/** The lines of a household payment; empty for any other payment. */
export function householdLines(payment: {
  kind: TransactionKind;
  metadata: Record<string, unknown>;
}): HouseholdLine[] {
  if (payment.kind !== "household") return [];
  const parsed = HouseholdPurchase.safeParse(payment.metadata);
  return parsed.success ? parsed.data.lines : [];
}
