/**
 * A payment's receipt (/u/billings/receipt/:id): what was bought, the reference, the amount and how
 * it was paid, and any refunds, from the member's own transactions; Print (or Save as PDF in the print dialog)
 * prints the receipt alone.
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { ApiError } from "@/lib/api/client";
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import { channelLabel } from "@/shared/domain/payment-channels";
import { $earlierTransactions, $receiptId, $receiptTransaction, $transactions } from "@/stores/transactions";
import { Loading } from "@/ui/Loading";
import { ScreenHeader } from "@/ui/ScreenHeader";
import { PaymentRefunds } from "./PaymentRefunds";
import "./billing.css";
import "./receipt.css";

export function Receipt({ id }: { id: string }) {
  const newest = useStore($transactions);
  const earlier = useStore($earlierTransactions);
  const listed = newest.data?.find((t) => t._id === id) ?? earlier.items.find((t) => t._id === id);
  // A payment older than the pages read is read on its own.
  const alone = newest.data !== undefined && !listed;
  useEffect(() => {
    $receiptId.set(alone ? id : null);
  }, [alone, id]);
  const single = useStore($receiptTransaction);
  const read = alone ? single : newest;
  // Not one of the member's payments: no receipt, as for one not completed.
  const notTheirs = single.error instanceof ApiError && single.error.status === 404;
  const transactions = alone ? (single.data ? [single.data] : notTheirs ? [] : undefined) : newest.data;
  const { error, loading } = read;
  const transaction = transactions?.find((t) => t._id === id);

  return (
    <>
      <ScreenHeader title="Receipt">
        <a href="/u/billings/history">Back to Billing History</a>
      </ScreenHeader>
      {transactions ? (
        transaction?.status === "complete" ? (
          <section className="dash-card dash-receipt" aria-labelledby="receipt-title">
            <p className="dash-receipt__club">ATP Tennis Community, Lagos</p>
            <h2 id="receipt-title">Payment receipt</h2>
            <dl className="dash-receipt__lines">
              <dt>For</dt>
              <dd>{transaction.description}</dd>
              {transaction.lines.length > 0 && (
                <>
                  <dt>Players</dt>
                  <dd>
                    <ul className="dash-receipt__players">
                      {transaction.lines.map((line) => (
                        <li key={`${line.player}-${line.playerName}`}>
                          <strong>{line.playerName}</strong>: {line.description}, {formatNaira(line.amount)}
                          {line.discount > 0 && ` (household discount ${formatNaira(line.discount)})`}
                          {line.refunded > 0 && `, ${formatNaira(line.refunded)} refunded`}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </>
              )}
              <dt>Type</dt>
              <dd>{transaction.type}</dd>
              <dt>Amount paid</dt>
              <dd>{formatNaira(transaction.amount)}</dd>
              <dt>Paid by</dt>
              <dd>{channelLabel(transaction.channel)}</dd>
              <dt>Date</dt>
              <dd>
                <time dateTime={transaction.date}>{formatDateNG(transaction.date)}</time>
              </dd>
              <dt>Reference</dt>
              <dd>{transaction.reference}</dd>
              {transaction.refunds.length > 0 && (
                <>
                  <dt>Refunds</dt>
                  <dd>
                    <PaymentRefunds refunds={transaction.refunds} />
                  </dd>
                </>
              )}
            </dl>
            <div className="dash-receipt__actions">
              <button type="button" className="btn btn-primary" onClick={() => window.print()}>
                Print or save as PDF
              </button>
            </div>
          </section>
        ) : (
          <section className="dash-empty">
            <h2>No receipt for this payment</h2>
            <p>Receipts are for completed payments. See your Billing History for every payment.</p>
          </section>
        )
      ) : error && !loading ? (
        <p className="dash-alert" role="alert">
          Failed to load the receipt
        </p>
      ) : (
        <Loading label="Loading the receipt..." />
      )}
    </>
  );
}
