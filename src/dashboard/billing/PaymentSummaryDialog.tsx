/** The Payment Summary overlay: what is about to be paid, the warning, the Order Summary and Pay. */

import { paymentSummary } from "@/shared/domain/payment-summary";
import type { PaymentSelection } from "@/shared/domain/signup-link";
import { Dialog } from "@/ui/Dialog";
import { confirmPayButton } from "../payments/button-states";

export const REVIEW_WARNING = "Please review your payment carefully before you continue.";

interface PaymentSummaryDialogProps {
  selection: PaymentSelection | null;
  processing: boolean;
  error: string | null;
  onPay: (selection: PaymentSelection) => void;
  onClose: () => void;
}

export function PaymentSummaryDialog({
  selection,
  processing,
  error,
  onPay,
  onClose,
}: PaymentSummaryDialogProps) {
  const summary = selection ? paymentSummary(selection) : null;
  const payButton = confirmPayButton(processing);
  return (
    <Dialog
      open={selection !== null}
      title={summary?.heading ?? "Payment Summary"}
      onClose={onClose}
      dismissible={!processing}
      className="dash-summary"
    >
      {selection && summary && (
        <>
          <p className="dash-summary__plan">{summary.planName}</p>
          <p>{summary.description}</p>
          <p className="dash-summary__warning">{REVIEW_WARNING}</p>
          <h3 className="dash-summary__title">Order Summary</h3>
          <dl className="dash-summary__lines">
            {summary.lines.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
            <div className="dash-summary__total">
              <dt>Total</dt>
              <dd>{summary.total}</dd>
            </div>
          </dl>
          {error && (
            <p className="dash-alert" role="alert">
              {error}
            </p>
          )}
          <div className="dash-dialog__actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={payButton.disabled}
              onClick={() => onPay(selection)}
            >
              {payButton.label}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
