/** What the tournament list says about sales and state. Pure. */
import type { StaffTournament } from "@/shared/api/console-contract";

type Sales = Pick<StaffTournament, "ticketsSold" | "capacity">;

const tickets = (n: number) => `${n} ${n === 1 ? "ticket" : "tickets"}`;

/** "12 of 50", or "12" with no capacity. */
export function soldText({ ticketsSold, capacity }: Sales): string {
  return capacity === null ? String(ticketsSold) : `${ticketsSold} of ${capacity}`;
}

/** The badge colour of each status. */
export const STATUS_BADGE: Readonly<Record<StaffTournament["status"]["kind"], string>> = {
  "not-on-sale": "is-busy",
  "members-early": "is-ok",
  "on-sale": "is-ok",
  "sold-out": "is-busy",
  cancelled: "is-failed",
  finished: "",
};

/**
 * The cancel dialog's question: it names the tickets sold, which refunds will have to cover. An
 * admin can refund them in the same dialog (`refundsHere`), which then says what that does.
 */
export function cancelQuestion(
  t: Pick<StaffTournament, "name" | "ticketsSold">,
  refundsHere = false,
): string {
  if (t.ticketsSold === 0)
    return `No tickets were sold for ${t.name}. Cancelling stops ticket sales and shows it as cancelled on the site.`;
  const sold = `${tickets(t.ticketsSold)} ${t.ticketsSold === 1 ? "was" : "were"} sold for ${t.name}. Cancelling stops ticket sales and shows it as cancelled on the site`;
  return refundsHere ? `${sold}.` : `${sold}; the ticket holders' refunds are handled separately.`;
}
