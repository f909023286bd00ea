/** The pay buttons' labels and disabled states (docs/product.md, States). */

export interface ButtonState {
  readonly label: string;
  readonly disabled: boolean;
}

export const PROCESSING = "Processing...";
export const ALREADY_ON_MEMBERSHIP = "Already on a Membership Package";
export const ALREADY_ON_TRAINING = "Already on a Training Package";
export const ALREADY_PAID = "Already Paid";

/** While a payment is being started its button reads Processing...; otherwise `owned` disables it. */
function payButton(label: string, owned: { is: boolean; label: string }, processing: boolean): ButtonState {
  if (processing) return { label: PROCESSING, disabled: true };
  if (owned.is) return { label: owned.label, disabled: true };
  return { label, disabled: false };
}

/**
 * A membership plan card's button: Join (Free on the free plan, which is never bought), disabled
 * with Already on a Membership Package while a paid membership runs.
 */
export function membershipButton(
  plan: { readonly priceNGN: number; readonly billingsButtonLabel: string },
  { membershipPaid, processing }: { membershipPaid: boolean; processing: boolean },
): ButtonState {
  const state = payButton(
    plan.billingsButtonLabel,
    { is: membershipPaid, label: ALREADY_ON_MEMBERSHIP },
    processing,
  );
  return plan.priceNGN === 0 && !state.disabled ? { ...state, disabled: true } : state;
}

/** A training package's Make Payment button. */
export function trainingButton({
  trainingPaid,
  processing,
}: {
  trainingPaid: boolean;
  processing: boolean;
}): ButtonState {
  return payButton("Make Payment", { is: trainingPaid, label: ALREADY_ON_TRAINING }, processing);
}

/** A tournament's Buy Ticket button. */
export function ticketButton({
  alreadyPaid,
  processing,
}: {
  alreadyPaid: boolean;
  processing: boolean;
}): ButtonState {
  return payButton("Buy Ticket", { is: alreadyPaid, label: ALREADY_PAID }, processing);
}

/**
 * The Pay button inside a payment dialog; for a free ticket (`free`), issued at once without a
 * checkout, Get Free Ticket.
 */
export function confirmPayButton(processing: boolean, free = false): ButtonState {
  if (processing) return { label: PROCESSING, disabled: true };
  return { label: free ? "Get Free Ticket" : "Pay Now", disabled: false };
}
