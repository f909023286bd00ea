/**
 * A ticket's price on screen: "Free" for a free tournament's ticket, else naira. Apart from
 * format.ts, which the dashboard's first load carries: only the tickets and tournaments screens
 * need it.
 */
import { formatNaira } from "./format";

export function formatTicketPrice(naira: number): string {
  return naira === 0 ? "Free" : formatNaira(naira);
}
