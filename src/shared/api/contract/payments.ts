/** The contract's schemas of the members' and the site's calls: payments and billing (gathered by ../contract.ts). */
import { z } from "zod";
import { TICKET_NOT_ISSUED_REASONS } from "../../domain/lists";
import { HOUSEHOLD_DISCOUNT_MAX_PERCENT, HOUSEHOLD_MAX_LINES } from "../../domain/pricing";
import { Id } from "../../domain/validation";
import {
  BillingData,
  CoachAssignmentStatus,
  Membership,
  MembershipKey,
  PaymentLine,
  Training,
  TrainingDuration,
  TrainingKey,
  Transaction,
} from "./common";

/** Path flag for auto-renew: "true" | "false". */
export const BooleanParam = z.enum(["true", "false"]).transform((v) => v === "true");

export const PaystackInit = z.object({
  status: z.boolean(),
  message: z.string(),
  data: z.object({
    authorization_url: z.string(),
    access_code: z.string(),
    reference: z.string(),
  }),
});

// GET /tour/register/{tourId}, POST /billing/pay/membership/{plan}/{autoRenew},
// POST /billing/pay/training/{package}/{duration}, POST /billing/pay/pairing/{planId}/{months}
export const PaymentLinkResponse = z.object({ paystackResponse: PaystackInit });

export type PaymentLinkResponse = z.infer<typeof PaymentLinkResponse>;

/** A free tournament's ticket, issued at once without a checkout. */
export const FreeTicketResponse = z.object({
  message: z.string(),
  ticket: z.object({ tournamentId: z.string(), token: z.string() }),
});

/** GET /tour/register/{tourId}: the checkout link, or, for a free tournament, the ticket itself. */
export const TicketOrderResponse = z.union([PaymentLinkResponse, FreeTicketResponse]);

export const PairingRequest = z.object({ coachId: Id });

// GET /match/{id}/matchCallback?tx_ref=&reference=
export const TicketCallbackQuery = z.object({
  tx_ref: z.string().max(100).optional(),
  trxref: z.string().max(100).optional(),
  reference: z.string().max(100).optional(),
});

// GET /billing/pay/callback?tx_ref=
export const BillingCallbackQuery = TicketCallbackQuery;

/**
 * `duplicate` is present, and true, only for a second payment for something the member already had
 * (docs/decisions/0092-duplicate-payments.md): `status` still says success, the money arrived, and
 * it is being refunded in full. Clients that do not know the flag read the answer as before.
 * `notIssued` is present only for a ticket paid for after its tournament sold out or was cancelled:
 * the money arrived, no ticket was issued, and the payment is being refunded in full.
 */
export const CallbackResponse = z.object({
  message: z.string(),
  status: z.string(),
  duplicate: z.literal(true).optional(),
  notIssued: z.enum(TICKET_NOT_ISSUED_REASONS).optional(),
});

// GET /billing/pay/info
export const BillingInfoResponse = z.object({ data: BillingData });

// GET /me/training: the acting player's training and their coach (none: null)
export const PlayerTrainingResponse = z.object({
  training: Training,
  coach: z.object({ status: CoachAssignmentStatus, coachName: z.string() }).nullable(),
});

export type PlayerTrainingResponse = z.infer<typeof PlayerTrainingResponse>;

// GET /billing/pay/me
export const BillingMeResponse = z.object({
  membership: Membership,
  training: Training,
  autoRenew: z.boolean(),
  hasSavedCard: z.boolean(),
});

// POST /billing/pay/set/autoRenew
export const AutoRenewRequest = z.object({ autoRenew: z.boolean() });

export const AutoRenewResponse = z.object({ message: z.string(), autoRenew: z.boolean() });

// GET /transaction/all: the newest 20 payments, or the 20 before the payment `before`
export const TransactionsQuery = z.object({ before: Id.optional() });

export const TransactionsResponse = z.object({ trans: z.array(Transaction), more: z.boolean().optional() });

// GET /transaction/receipt/{id}
export const TransactionParam = z.object({ id: Id });

export const TransactionResponse = z.object({ transaction: Transaction });

export const TourIdParam = z.object({ tourId: Id });

export const MembershipPayParams = z.object({ plan: MembershipKey, autoRenew: BooleanParam });

export const TrainingPayParams = z.object({ package: TrainingKey, duration: TrainingDuration });

export const PairingPayParams = z.object({
  planId: Id,
  months: z
    .string()
    .regex(/^[1-9]\d?$/, "Months must be a whole number from 1 to 99")
    .transform(Number),
});

/** One player's training chosen in a family checkout. */
export const HouseholdChoice = z.object({
  /** The player: the caller, or a junior they actively guard. */
  player: Id,
  package: TrainingKey,
  duration: TrainingDuration,
});

const HouseholdChoices = z
  .array(HouseholdChoice)
  .min(1, "Choose training for at least one player")
  .max(HOUSEHOLD_MAX_LINES, `At most ${HOUSEHOLD_MAX_LINES} players in one checkout`)
  .refine((lines) => new Set(lines.map((l) => l.player)).size === lines.length, {
    message: "Each player can be chosen once",
  });

// POST /billing/pay/household/quote: the server's prices for the choice, before paying
export const HouseholdQuoteRequest = z.object({ lines: HouseholdChoices });

// POST /billing/pay/household: pays the choice; `total` is the naira the guardian was shown, and a
// checkout is opened only when the server's price is still that (never a price from the browser)
export const HouseholdPayRequest = z.object({
  lines: HouseholdChoices,
  total: z.number().nonnegative().multipleOf(0.01),
});

export const HouseholdQuoteResponse = z.object({
  lines: z.array(PaymentLine.omit({ refunded: true })),
  /** The household discount on the second and later players, in percent (0 to 50). */
  discountPercent: z.number().int().min(0).max(HOUSEHOLD_DISCOUNT_MAX_PERCENT),
  /** Naira, what the checkout charges. */
  total: z.number(),
});

export type HouseholdQuoteResponse = z.infer<typeof HouseholdQuoteResponse>;
export type HouseholdChoice = z.infer<typeof HouseholdChoice>;
