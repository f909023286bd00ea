/**
 * Refunding every ticket of a cancelled tournament (admins): a reason the ticket holders read, one
 * action, each ticket's refund tracked on its own payment. Offered in the cancel dialog and on a
 * cancelled tournament that still has paid tickets.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Dialog } from "@/dashboard/ui/Dialog";
import type { StaffTournament } from "@/shared/api/console-contract";
import { runWrite } from "@/stores/console";
import { $refundTournamentTickets } from "@/stores/console-payments";
import { $consoleNotice } from "@/stores/console-router";
import { useDialogWrite } from "../ui/use-dialog-write";
import { ReasonField } from "./ReasonField";

export const DEFAULT_TICKET_REFUND_REASON = "The tournament was cancelled.";

/** Refunds the tickets and leaves the answer as the screen's note; throws the server's message. */
export async function refundTickets(id: string, reason: string): Promise<void> {
  const result = await runWrite($refundTournamentTickets, { id, reason });
  $consoleNotice.set(result.message);
}

export function RefundTicketsDialog({
  tournament,
  onClose,
}: {
  tournament: StaffTournament | null;
  onClose: () => void;
}) {
  const { loading } = useStore($refundTournamentTickets);
  const [reason, setReason] = useState(DEFAULT_TICKET_REFUND_REASON);
  const { message, close, run } = useDialogWrite(onClose);
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (tournament) void run(() => refundTickets(tournament._id, reason.trim()));
  }
  return (
    <Dialog
      open={tournament !== null}
      title={tournament ? `Refund the tickets of ${tournament.name}?` : "Refund tickets"}
      onClose={close}
      dismissible={!loading}
      closeLabel="Not now"
    >
      {tournament && (
        <form onSubmit={submit}>
          <p>
            Every paid ticket is refunded in full and becomes void; each holder is told by notification and
            mail.
          </p>
          <ReasonField
            id="refund-tickets-reason"
            label="Reason (ticket holders read it)"
            value={reason}
            onChange={setReason}
            error={message}
          />
          <div className="dash-dialog__actions">
            <button type="button" className="btn btn-outline" onClick={close} disabled={loading}>
              Not now
            </button>
            <button type="submit" className="btn btn-primary console-danger" disabled={loading}>
              {loading ? "Refunding..." : "Refund every ticket"}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
