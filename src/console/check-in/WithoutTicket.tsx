/** Letting someone in who has no ticket, with a reason: counted, in the scan log and audited. Needs network. */
import { useStore } from "@nanostores/react";
import { useRef } from "react";
import {
  $gate,
  $withoutTicket,
  closeWithoutTicket,
  confirmWithoutTicket,
  openWithoutTicket,
  setWithoutTicketReason,
} from "@/stores/gate";
import { Dialog } from "@/ui/Dialog";

export function WithoutTicket() {
  const { online, status } = useStore($gate);
  const { open, reason, error, busy } = useStore($withoutTicket);
  const opener = useRef<HTMLButtonElement>(null);
  const cancelled = status?.tournament.cancelled ?? false;

  function close() {
    closeWithoutTicket();
    opener.current?.focus();
  }

  return (
    <div className="gate-tool">
      <h2 className="gate-tool__title">No ticket</h2>
      <p className="gate-tool__lead" id="gate-without-lead">
        {online
          ? "Let someone in who cannot show a ticket. Say why: it is counted, logged and audited."
          : "Letting someone in without a ticket needs network."}
      </p>
      <button
        ref={opener}
        type="button"
        className="btn btn-secondary"
        disabled={!online || cancelled}
        aria-describedby="gate-without-lead"
        onClick={openWithoutTicket}
      >
        Let in without a ticket
      </button>
      <Dialog
        open={open}
        title="Let in without a ticket"
        onClose={close}
        closeLabel="Cancel"
        dismissible={!busy}
      >
        <form
          className="gate-dialog-form"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await confirmWithoutTicket()) opener.current?.focus();
          }}
        >
          <label htmlFor="gate-without-reason">Reason</label>
          <textarea
            id="gate-without-reason"
            value={reason}
            rows={3}
            maxLength={200}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "gate-without-error" : undefined}
            onChange={(event) => setWithoutTicketReason(event.target.value)}
          />
          {error && (
            <p id="gate-without-error" className="field-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Letting in..." : "Let in"}
          </button>
        </form>
      </Dialog>
    </div>
  );
}
