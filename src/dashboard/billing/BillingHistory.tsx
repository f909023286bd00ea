/**
 * Billing History (/u/billings/history): the member's transactions, newest first, each with its
 * refunds and a flag when it is disputed.
 */
import { useStore } from "@nanostores/react";
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira, shortId } from "@/shared/domain/format";
import { awaitsTransfer } from "@/shared/domain/payment-channels";
import { statusColour } from "@/shared/domain/status-colour";
import {
  $earlierPaymentsRemain,
  $earlierTransactions,
  $transactions,
  showEarlierTransactions,
} from "@/stores/transactions";
import { Loading } from "@/ui/Loading";
import { newestFirst } from "@/ui/newest-first";
import { ScreenHeader } from "@/ui/ScreenHeader";
import { PaymentRefunds } from "./PaymentRefunds";
import "./billing.css";

export function BillingHistory() {
  const { data: newest, error, loading } = useStore($transactions);
  const earlier = useStore($earlierTransactions);
  const remain = useStore($earlierPaymentsRemain);
  const transactions = newest && [...newest, ...earlier.items];
  const more = earlier.more ?? remain;

  return (
    <>
      <ScreenHeader title="Billing History">
        <a href="/u/billings">Back to Billings</a>
      </ScreenHeader>
      {transactions ? (
        transactions.length === 0 ? (
          <section className="dash-empty">
            <h2>No transactions yet</h2>
          </section>
        ) : (
          <div className="dash-history__scroll">
            <table className="dash-history">
              <caption className="visually-hidden">Your transactions, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Type</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">Date</th>
                  <th scope="col">Refunds</th>
                  <th scope="col">Receipt</th>
                </tr>
              </thead>
              <tbody>
                {newestFirst(transactions, (transaction) => transaction.date).map((transaction) => (
                  <tr key={transaction._id}>
                    <td data-label="ID">
                      <abbr title={transaction._id} className="dash-history__id">
                        {shortId(transaction._id)}
                      </abbr>
                    </td>
                    <td data-label="Type">{transaction.type}</td>
                    <td data-label="Amount">{formatNaira(transaction.amount)}</td>
                    <td data-label="Status">
                      <span className="dash-history__status">
                        <span className={`dash-status dash-status--${statusColour(transaction.status)}`}>
                          {transaction.status}
                        </span>
                        {transaction.status === "pending" && awaitsTransfer(transaction.channel) && (
                          <span className="dash-history__note">Awaiting your bank transfer</span>
                        )}
                        {transaction.disputed && (
                          <span className="dash-history__note">Disputed with your bank</span>
                        )}
                      </span>
                    </td>
                    <td data-label="Date">
                      <time dateTime={transaction.date}>{formatDateNG(transaction.date)}</time>
                    </td>
                    <td data-label="Refunds">
                      <PaymentRefunds refunds={transaction.refunds} />
                    </td>
                    <td data-label="Receipt">
                      {transaction.status === "complete" ? (
                        <a href={`/u/billings/receipt/${transaction._id}`}>
                          Receipt<span className="visually-hidden"> for {transaction.description}</span>
                        </a>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {(more || earlier.failed) && (
              <p className="dash-history__earlier">
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={earlier.loading}
                  onClick={() => void showEarlierTransactions()}
                >
                  {earlier.loading ? "Loading earlier payments..." : "Show earlier payments"}
                </button>
                {earlier.failed && <span role="alert"> Could not load earlier payments.</span>}
              </p>
            )}
          </div>
        )
      ) : error && !loading ? (
        <p className="dash-alert" role="alert">
          Failed to load billing history
        </p>
      ) : (
        <Loading label="Loading billing history..." />
      )}
    </>
  );
}
