/**
 * The doubles entries waiting for the shown player to answer as partner (a guardian answers for the
 * child the switcher shows): the event, who asked and by when, with Confirm and Decline. Declining
 * withdraws the other player's entry, so it asks first (docs/decisions/0251-doubles-partners.md).
 * Nothing shows while there is nothing to answer.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { PartnerRequest } from "@/shared/api/contract";
import { formatDateNG, formatMomentNG } from "@/shared/domain/date-display";
import { $answerPartner, $partnerRequests } from "@/stores/partners";
import { Dialog } from "@/ui/Dialog";
import "./partner-requests.css";

export function PartnerRequests({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { data } = useStore($partnerRequests);
  const answering = useStore($answerPartner);
  const [declining, setDeclining] = useState<PartnerRequest | null>(null);
  const requests = data?.requests ?? [];
  const Heading = headingLevel === 2 ? "h2" : "h3";

  const answer = async (request: PartnerRequest, choice: "confirm" | "decline") => {
    await $answerPartner.mutate({ ticketId: request.ticketId, answer: choice });
    setDeclining(null);
  };

  if (requests.length === 0 && !answering.data && !answering.error) return null;
  return (
    <section className="dash-card dash-partners" aria-labelledby="partner-requests-title">
      <Heading id="partner-requests-title" className="dash-card__label">
        Doubles partner requests
      </Heading>
      {requests.length > 0 && (
        <ul className="dash-partners__list">
          {requests.map((request) => (
            <li key={request.ticketId} className="dash-partners__item">
              <p className="dash-partners__what">
                <strong>{request.playerName}</strong> asks you to partner them in{" "}
                <strong>{request.eventName}</strong>, {request.tournamentName} (
                <time dateTime={request.tournamentDate}>{formatDateNG(request.tournamentDate)}</time>).
              </p>
              <p className="dash-partners__by">
                Answer by <time dateTime={request.confirmBy}>{formatMomentNG(request.confirmBy)}</time>; until
                then the pair is not drawn.
              </p>
              <div className="dash-partners__actions">
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={answering.loading}
                  onClick={() => void answer(request, "confirm")}
                >
                  Confirm<span className="visually-hidden"> partnering {request.playerName}</span>
                </button>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={answering.loading}
                  onClick={() => setDeclining(request)}
                >
                  Decline<span className="visually-hidden"> partnering {request.playerName}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {answering.data && (
        <p className="form-success" role="status">
          {answering.data}
        </p>
      )}
      {answering.error && (
        <p className="dash-alert" role="alert">
          {answering.error.message}
        </p>
      )}
      <Dialog
        open={declining !== null}
        title="Decline this doubles entry?"
        onClose={() => setDeclining(null)}
        dismissible={!answering.loading}
      >
        {declining && (
          <>
            <p>
              {declining.playerName}'s entry in {declining.eventName} is withdrawn and a fee paid by card is
              refunded. They are told, and may enter again with another partner.
            </p>
            <div className="dash-partners__actions">
              <button
                type="button"
                className="btn btn-primary"
                disabled={answering.loading}
                onClick={() => void answer(declining, "decline")}
              >
                Decline
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setDeclining(null)}>
                Keep the request
              </button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  );
}
