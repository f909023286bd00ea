/** The member's newest payments: each links to its details, and a completed one can have its receipt sent again. */
import type { ResendMailRequest } from "@/shared/api/console-contract";
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import { DisputedBadge, PaymentDetailsLink } from "../payments/PaymentLinks";
import { Card, ItemsTable, type MemberData } from "./MemberCard";

export function PaymentsCard({
  payments,
  busy,
  resend,
}: {
  payments: MemberData["transactions"];
  busy: boolean;
  resend: (body: ResendMailRequest) => void;
}) {
  return (
    <Card id="member-payments" title="Payments">
      <ItemsTable
        list={payments}
        empty="No payments."
        caption="Payments"
        columns={[
          {
            label: "What",
            cell: (payment) => (
              <>
                {payment.description}
                <span className="console-table__sub">{payment.reference}</span>
              </>
            ),
          },
          {
            label: "Amount",
            cell: (payment) => (
              <>
                {formatNaira(payment.amount)}
                {payment.refunded > 0 && (
                  <span className="console-table__sub">{formatNaira(payment.refunded)} refunded</span>
                )}
              </>
            ),
          },
          {
            label: "Status",
            cell: (payment) => (
              <>
                {payment.status}
                {payment.disputed && (
                  <>
                    {" "}
                    <DisputedBadge />
                  </>
                )}
              </>
            ),
          },
          { label: "Date", cell: (payment) => formatDateNG(payment.createdAt) },
        ]}
        action={(payment) => (
          <>
            <PaymentDetailsLink payment={payment} />
            {payment.status === "complete" && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy}
                onClick={() => resend({ kind: "receipt", transactionId: payment._id })}
              >
                Resend receipt<span className="visually-hidden"> for {payment.description}</span>
              </button>
            )}
          </>
        )}
      />
    </Card>
  );
}
