/**
 * Disputes (chargebacks) in the club's words: the provider's statuses and resolutions as the console
 * and the member's history show them, and which disputes are still open. A payment is flagged
 * Disputed only while one of its disputes is open; a resolved one is shown as such in its details.
 */

/** Statuses after which the provider expects nothing more of anyone. */
export const CLOSED_DISPUTE_STATUSES = ["resolved", "archived"] as const;

const STATUS_TEXTS: Record<string, string> = {
  "awaiting-merchant-feedback": "Waiting for the club's evidence",
  "awaiting-bank-feedback": "Waiting for the member's bank",
  pending: "Under review by the provider",
  resolved: "Resolved",
  archived: "Closed without a decision",
};

const RESOLUTION_TEXTS: Record<string, string> = {
  "merchant-accepted": "the club accepted it, the money goes back to the member",
  declined: "the club's evidence was accepted, the payment stands",
};

/** Whether the dispute still waits on the club, the bank or the provider. */
export function isOpenDispute(status: string): boolean {
  return !(CLOSED_DISPUTE_STATUSES as readonly string[]).includes(status);
}

/** The provider's status in words; an unknown one is shown as it came, without its dashes. */
export function disputeStatusText(status: string): string {
  return STATUS_TEXTS[status] ?? capitalise(status.replaceAll("-", " "));
}

/** How a resolved dispute ended, in words; null while it has no resolution. */
export function disputeResolutionText(resolution: string | null): string | null {
  if (!resolution) return null;
  return RESOLUTION_TEXTS[resolution] ?? resolution.replaceAll("-", " ");
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
