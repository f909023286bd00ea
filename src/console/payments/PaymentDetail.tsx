/**
 * One payment (staff): what it bought, from whom, the provider's reference, its refunds with their
 * states (and the admin who made each) and its disputes with the provider's deadline. Admins refund
 * it, in full or in part, with a reason the member reads, after confirming the amount and the member.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { StaffPayment } from "@/shared/api/console-contract";
import { disputeResolutionText, disputeStatusText, isOpenDispute } from "@/shared/domain/disputes";
import { formatNaira } from "@/shared/domain/format";
import { isHandChannel } from "@/shared/domain/hand-payments";
import { REFUND_CAUSE_LABELS } from "@/shared/domain/lists";
import { hasRole } from "@/shared/domain/roles";
import { $consoleMe, runWrite } from "@/stores/console/common";
import { $payment, $refundPayment } from "@/stores/console-payments";
import { Loading } from "@/ui/Loading";
import { lagosTime } from "../publishing";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { ConsoleField } from "../ui/ConsoleField";
import { ConsoleHeader } from "../ui/Header";
import {
  KIND_NAMES,
  paymentTone,
  paymentWitness,
  REFUND_NAMES,
  refundTone,
  STATUS_NAMES,
} from "./payment-texts";
import { ReasonField } from "./ReasonField";

function RefundForm({
  payment,
  onRefunded,
}: {
  payment: StaffPayment;
  onRefunded: (message: string) => void;
}) {
  const { loading } = useStore($refundPayment);
  const [whole, setWhole] = useState(true);
  // A family training payment is refunded one player's line at a time.
  const lines = payment.lines.filter((l) => l.player !== null && l.amount - l.refunded > 0);
  const [player, setPlayer] = useState<string | undefined>(lines[0]?.player ?? undefined);
  const line = payment.lines.find((l) => l.player === player);
  const refundable = line ? Math.min(line.amount - line.refunded, payment.refundable) : payment.refundable;
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState<string | null>(null);

  /** The refund asked for, waiting for the admin's confirmation: naira, or undefined for all that is left. */
  const [asked, setAsked] = useState<{ naira: number | undefined } | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const naira = whole ? undefined : Number(amount);
    if (naira !== undefined && !(naira > 0 && naira <= refundable)) {
      setMessage(`Enter an amount above ₦0 and at most ${formatNaira(refundable)}.`);
      return;
    }
    setMessage(null);
    setAsked({ naira });
  }

  async function refund(naira: number | undefined) {
    const result = await runWrite($refundPayment, {
      id: payment._id,
      amount: naira,
      reason: reason.trim(),
      player: line?.player ?? undefined,
    });
    setMessage(null);
    setReason("");
    setAmount("");
    // Told by the page: the form goes away once nothing is left to refund.
    onRefunded(result.message);
  }

  const askedAmount = asked ? formatNaira(asked.naira ?? refundable) : "";
  const who = payment.member ? payment.member.fullName : "a deleted account";

  return (
    <form className="console-form" aria-labelledby="refund-title" onSubmit={submit}>
      <h2 id="refund-title">Refund</h2>
      <p>
        {formatNaira(payment.refundable)} can still be refunded. The member is told by notification and mail;
        what the payment bought is taken back (a ticket becomes void, a period is shortened).
      </p>
      {payment.lines.length > 0 && (
        <ConsoleField id="refund-player" label="Player whose training is refunded">
          <select id="refund-player" value={player ?? ""} onChange={(e) => setPlayer(e.target.value)}>
            {lines.map((l) => (
              <option key={l.player} value={l.player ?? ""}>
                {l.playerName} ({formatNaira(l.amount - l.refunded)} left)
              </option>
            ))}
          </select>
        </ConsoleField>
      )}
      <fieldset className="console-fieldset">
        <legend>How much</legend>
        <label className="console-choice">
          <input type="radio" name="refund-amount" checked={whole} onChange={() => setWhole(true)} /> All that
          is left ({formatNaira(refundable)})
        </label>
        <label className="console-choice">
          <input type="radio" name="refund-amount" checked={!whole} onChange={() => setWhole(false)} /> Part
          of it
        </label>
      </fieldset>
      {!whole && (
        <ConsoleField id="refund-naira" label="Amount in naira">
          <input
            id="refund-naira"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            max={refundable}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
        </ConsoleField>
      )}
      <ReasonField
        id="refund-reason"
        label="Reason (the member reads it)"
        value={reason}
        onChange={setReason}
        error={message}
      />
      <button type="submit" className="btn btn-primary console-danger" disabled={loading}>
        {loading ? "Refunding..." : "Refund"}
      </button>
      <ConfirmDialog
        open={asked !== null}
        title={`Refund ${askedAmount} to ${who}?`}
        question={`${askedAmount} of the payment for ${payment.description}${line ? ` (${line.playerName}'s training)` : ""} goes back to ${who}${
          payment.member ? ` (${payment.member.email})` : ""
        }. The member is told at once, what the payment bought is taken back, and a refund cannot be undone.`}
        closeLabel="Keep"
        keepLabel="Keep the payment"
        confirmLabel={`Refund ${askedAmount}`}
        busyLabel="Refunding..."
        busy={loading}
        onConfirm={() => refund(asked?.naira)}
        onClose={() => setAsked(null)}
      />
    </form>
  );
}

export function PaymentDetail() {
  const { data, error } = useStore($payment);
  const me = useStore($consoleMe);
  const role = me.data?.user.consoleRole;
  // Treasurers and admins refund (docs/decisions/0183-treasurer-and-gate-roles.md).
  const admin = role !== undefined && hasRole(role, "treasurer");
  const [notice, setNotice] = useState<string | null>(null);
  if (error !== undefined) {
    return (
      <section>
        <ConsoleHeader title="Payment" />
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      </section>
    );
  }
  if (!data) return <Loading label="Loading the payment..." />;
  const p = data.payment;
  return (
    <section>
      <ConsoleHeader title={p.description} lead={`${KIND_NAMES[p.type]} · ${lagosTime(p.createdAt)}`} />
      <p>
        <a href="/staff/payments">Back to payments</a>
      </p>
      <p className={notice ? "console-notice" : "visually-hidden"} role="status">
        {notice}
      </p>
      <dl className="console-facts">
        <dt>Member</dt>
        <dd>{p.member ? `${p.member.fullName} (${p.member.email})` : "Deleted account"}</dd>
        <dt>Amount</dt>
        <dd>{formatNaira(p.amount)}</dd>
        <dt>Status</dt>
        <dd>
          <span className={`console-badge is-${paymentTone(p.status)}`}>{STATUS_NAMES[p.status]}</span>{" "}
          {paymentWitness(p) ?? "Not verified"}
        </dd>
        <dt>{isHandChannel(p.channel) ? "Reference" : "Provider reference"}</dt>
        <dd>
          <code>{p.reference}</code>
        </dd>
        <dt>Refunded</dt>
        <dd>{formatNaira(p.refunded)}</dd>
      </dl>

      {p.disputes.length > 0 && (
        <section aria-labelledby="disputes-title">
          <h2 id="disputes-title">Disputes</h2>
          <ul className="console-list">
            {p.disputes.map((d) => {
              const open = isOpenDispute(d.status);
              const resolution = disputeResolutionText(d.resolution);
              return (
                <li key={d._id} className="dash-card">
                  <span className={`console-badge is-${open ? "failed" : "ok"}`}>
                    {disputeStatusText(d.status)}
                  </span>
                  {resolution && <> Outcome: {resolution}.</>} Opened {lagosTime(d.createdAt)}.
                  {open && d.dueAt && <> Answer the provider by {lagosTime(d.dueAt)}.</>}
                  {d.amount !== null && <> Disputed: {formatNaira(d.amount)}.</>}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {p.lines.length > 0 && (
        <section aria-labelledby="lines-title">
          <h2 id="lines-title">Players</h2>
          <ul className="console-list">
            {p.lines.map((l) => (
              <li key={`${l.player}-${l.playerName}`} className="dash-card">
                <strong>{l.playerName}</strong>: {l.description} · {formatNaira(l.amount)}
                {l.discount > 0 && ` (household discount ${formatNaira(l.discount)})`}
                {l.refunded > 0 && ` · ${formatNaira(l.refunded)} refunded`}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="refunds-title">
        <h2 id="refunds-title">Refunds</h2>
        {p.refunds.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="console-list">
            {p.refunds.map((r) => (
              <li key={r._id} className="dash-card">
                <span className={`console-badge is-${refundTone(r.status)}`}>{REFUND_NAMES[r.status]}</span>{" "}
                {formatNaira(r.amount)} · {lagosTime(r.createdAt)} ·{" "}
                {r.cause !== "staff"
                  ? REFUND_CAUSE_LABELS[r.cause]
                  : r.requestedByName
                    ? `By ${r.requestedByName}`
                    : "By a former admin"}
                <span className="console-table__sub">{r.reason}</span>
                {r.problem && <span className="console-table__sub">{r.problem}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>

      {admin && p.status === "complete" && p.refundable > 0 && (
        <RefundForm payment={p} onRefunded={setNotice} />
      )}
    </section>
  );
}
