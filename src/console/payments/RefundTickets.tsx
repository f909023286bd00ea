/**
 * Refunding every ticket of a cancelled tournament (admins): before confirming, the dialog says
 * what will happen, from the server's preview (how many tickets are refunded, how much, how many
 * holders are only told); afterwards it shows, in a focused status, what happened, with the
 * tickets that had no online payment listed for staff. Offered in the cancel dialog and on a
 * cancelled tournament that still has valid tickets.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { StaffTournament } from "@/shared/api/console-contract";
import { formatNaira } from "@/shared/domain/format";
import { ticketRefundPlanText } from "@/shared/domain/ticket-refunds";
import { runWrite } from "@/stores/console";
import {
  $refundTournamentTickets,
  $ticketRefundsPreview,
  previewTicketRefunds,
  type TicketsAnswer,
} from "@/stores/console-payments";
import { $consoleNotice } from "@/stores/console-router";
import { Dialog } from "@/ui/Dialog";
import { useDialogWrite } from "../ui/use-dialog-write";
import { ReasonField } from "./ReasonField";

export const DEFAULT_TICKET_REFUND_REASON = "The tournament was cancelled.";

/** Refunds the tickets, leaves the answer as the screen's note and gives it back; throws the server's message. */
export async function refundTickets(id: string, reason: string): Promise<TicketsAnswer> {
  const result = await runWrite($refundTournamentTickets, { id, reason });
  $consoleNotice.set(result.message);
  return result;
}

/** What refunding the tournament's tickets will do, as the server works it out now. */
export function RefundPlan({ tournamentId }: { tournamentId: string }) {
  const { data, error, loading } = useStore($ticketRefundsPreview);
  useEffect(() => {
    previewTicketRefunds(tournamentId);
    return () => previewTicketRefunds(null);
  }, [tournamentId]);
  if (error) {
    return (
      <p className="dash-alert" role="alert">
        We could not work out who would be refunded and told: {errorMessage(error)}
      </p>
    );
  }
  if (loading || !data) return <p className="console-refund-plan">Working out who is refunded and told...</p>;
  return <p className="console-refund-plan">{ticketRefundPlanText(data)}</p>;
}

/** What happened, announced where the admin's focus is, with the holders only told listed. */
export function RefundOutcome({ answer }: { answer: TicketsAnswer }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="console-refund-outcome" role="status" tabIndex={-1}>
      <p>{answer.message}.</p>
      {answer.toldOnly.length > 0 && (
        <>
          <h3 className="console-refund-outcome__title">Told only: no online payment to refund</h3>
          <ul className="console-refund-outcome__list">
            {answer.toldOnly.map((t) => (
              <li key={t.ticketId}>
                <strong>{t.fullName}</strong> ({t.email}), {t.price === 0 ? "free" : formatNaira(t.price)}:{" "}
                {t.outcome}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
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
  const [outcome, setOutcome] = useState<TicketsAnswer | null>(null);
  const { message, close, run } = useDialogWrite(() => {
    setOutcome(null);
    onClose();
  });
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (tournament)
      void run(async () => setOutcome(await refundTickets(tournament._id, reason.trim())), {
        stayOpen: true,
      });
  }
  return (
    <Dialog
      open={tournament !== null}
      title={tournament ? `Refund the tickets of ${tournament.name}?` : "Refund tickets"}
      onClose={close}
      dismissible={!loading}
      closeLabel="Not now"
    >
      {tournament &&
        (outcome ? (
          <>
            <RefundOutcome answer={outcome} />
            <div className="dash-dialog__actions">
              <button type="button" className="btn btn-primary" onClick={close}>
                Done
              </button>
            </div>
          </>
        ) : (
          <form onSubmit={submit}>
            <RefundPlan tournamentId={tournament._id} />
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
        ))}
    </Dialog>
  );
}
