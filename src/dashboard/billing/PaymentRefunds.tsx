/**
 * A payment's refunds as the member sees them, in Billing History and on the receipt: amount, state,
 * date and reason of each, oldest first.
 */
import type { TransactionRefund } from "@/shared/api/contract";
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import { REFUND_STATUS_NAMES } from "@/shared/domain/lists";

export function PaymentRefunds({ refunds }: { refunds: readonly TransactionRefund[] }) {
  if (refunds.length === 0) return <>—</>;
  return (
    <ul className="dash-refunds">
      {refunds.map((refund) => (
        <li key={refund._id}>
          {formatNaira(refund.amount)} · {REFUND_STATUS_NAMES[refund.status]} ·{" "}
          <time dateTime={refund.date}>{formatDateNG(refund.date)}</time>
          <span className="dash-refunds__reason">{refund.reason}</span>
        </li>
      ))}
    </ul>
  );
}
