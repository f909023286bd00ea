/**
 * The payment selection (docs/product.md, Records) read back from a `pay` parameter. Anything read
 * from a URL is untrusted: it is parsed with a schema and dropped when malformed. Kept apart from
 * the links in `signup-link.ts`, which only write selections, so pages that only link do not ship
 * zod.
 */
import { z } from "zod";
import { MEMBERSHIP_KEYS, TRAINING_KEYS, TRANSACTION_TYPES } from "./lists";
import { Id } from "./validation";

/** Longest `pay` value accepted; a real selection is a few hundred characters. */
const PAY_PARAM_MAX_LENGTH = 2000;

const MEMBERSHIP_KEY_VALUES: readonly string[] = MEMBERSHIP_KEYS;
const TRAINING_KEY_VALUES: readonly string[] = TRAINING_KEYS;

export const PaymentSelection = z
  .object({
    key: z.string().trim().min(1).max(64),
    type: z.enum(TRANSACTION_TYPES),
    plan: z.string().trim().min(1).max(120),
    /** Whole naira. */
    price: z.number().int().min(0).max(1_000_000_000),
    duration: z.string().max(40),
    message: z.string().max(500).optional(),
    /** Training: 0 = 1 month, 1 = 3 months. */
    planType: z.union([z.literal(0), z.literal(1)]).optional(),
    autoRenew: z.boolean().optional(),
    /**
     * Coach pairing (docs/decisions/0007-coach-pairing-order.md): the plan, the coach and how many
     * months.
     */
    planId: Id.optional(),
    coachId: Id.optional(),
    months: z.number().int().min(1).max(24).optional(),
  })
  .superRefine((selection, ctx) => {
    const problem = selectionProblem(selection);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
export type PaymentSelection = z.infer<typeof PaymentSelection>;

/** What each kind of selection needs to be payable, or null when it has it. */
function selectionProblem(selection: {
  type: PaymentSelection["type"];
  key: string;
  planId?: string | undefined;
  coachId?: string | undefined;
  months?: number | undefined;
}): string | null {
  switch (selection.type) {
    case "Membership Package":
      return MEMBERSHIP_KEY_VALUES.includes(selection.key) ? null : "Unknown membership plan";
    case "Training Package":
      return TRAINING_KEY_VALUES.includes(selection.key) ? null : "Unknown training package";
    case "Coach Pairing":
      return selection.planId && selection.coachId && selection.months ? null : "Incomplete coach pairing";
    case "Ticket":
      return null;
  }
}

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
