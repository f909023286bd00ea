/** The member's newest tickets, each with a button that sends its ticket mail again. */
import type { ResendMailRequest } from "@/shared/api/console-contract";
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import { Card, ItemsTable, type MemberData } from "./MemberCard";

export function TicketsCard({
  tickets,
  busy,
  resend,
}: {
  tickets: MemberData["tickets"];
  busy: boolean;
  resend: (body: ResendMailRequest) => void;
}) {
  return (
    <Card id="member-tickets" title="Tickets">
      <ItemsTable
        list={tickets}
        empty="No tickets."
        caption="Tickets"
        columns={[
          { label: "Tournament", cell: (ticket) => ticket.tournamentName },
          { label: "Date", cell: (ticket) => formatDateNG(ticket.tournamentDate) },
          { label: "Paid", cell: (ticket) => formatNaira(ticket.price) },
        ]}
        action={(ticket) => (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => resend({ kind: "ticket", ticketId: ticket._id })}
          >
            Resend ticket mail<span className="visually-hidden"> for {ticket.tournamentName}</span>
          </button>
        )}
      />
    </Card>
  );
}
