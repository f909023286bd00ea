/** What the dashboard's Payment Summary overlay shows for a payment selection. */
import { formatNaira, monthsLabel } from "./format";
import { membershipPlan } from "./membership-plans";
import type { PaymentSelection } from "./signup-link";

export interface SummaryLine {
  readonly label: string;
  readonly value: string;
}

export interface PaymentSummary {
  /** The plan type, e.g. "Membership Package". */
  readonly heading: string;
  readonly planName: string;
  readonly description: string;
  /** Order Summary rows. */
  readonly lines: readonly SummaryLine[];
  readonly totalNaira: number;
  /** The total as shown, e.g. "₦15,000". */
  readonly total: string;
}

/** How many months the selection pays for; null for a ticket. */
function paidMonths(selection: PaymentSelection): number | null {
  switch (selection.type) {
    case "Membership Package":
      return membershipPlan(selection.key).months;
    case "Training Package":
      return selection.duration === "3months" ? 3 : 1;
    case "Coach Pairing":
      return selection.months;
    case "Ticket":
      return null;
  }
}

function describeSelection(selection: PaymentSelection, months: number | null): string {
  if (selection.message) return selection.message;
  const period = months ? monthsLabel(months) : "";
  switch (selection.type) {
    case "Membership Package":
      return `Premium membership for ${period}, starting today or when your current plan ends.`;
    case "Training Package":
      return `${selection.plan} training for ${period}.`;
    case "Coach Pairing":
      return `${selection.plan} with your chosen coach for ${period}.`;
    case "Ticket":
      return `A ticket for ${selection.plan}.`;
  }
}

export function paymentSummary(selection: PaymentSelection): PaymentSummary {
  const months = paidMonths(selection);
  const lines: SummaryLine[] = [{ label: selection.plan, value: formatNaira(selection.price) }];
  if (months) lines.push({ label: "Duration", value: monthsLabel(months) });
  if (selection.type === "Membership Package" && selection.autoRenew !== undefined) {
    lines.push({ label: "Auto-renew", value: selection.autoRenew ? "On" : "Off" });
  }
  return {
    heading: selection.type,
    planName: selection.plan,
    description: describeSelection(selection, months),
    lines,
    totalNaira: selection.price,
    total: formatNaira(selection.price),
  };
}
