/** Pieces every list of payments shows: the Disputed badge and the link to a payment's details. */

/** A payment with an open dispute (chargeback); resolved ones are shown in the payment's details. */
export function DisputedBadge() {
  return <span className="console-badge is-failed">Disputed</span>;
}

/** The link to the payment's details: its refunds and disputes, and the refund form for admins. */
export function PaymentDetailsLink({ payment }: { payment: { _id: string; description: string } }) {
  return (
    <a className="btn btn-outline" href={`/staff/payments/${payment._id}`}>
      Details<span className="visually-hidden"> of {payment.description}</span>
    </a>
  );
}
