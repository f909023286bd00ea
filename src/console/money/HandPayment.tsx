/**
 * Cash and deposits (staff): money a member paid at the club house or into the club's bank, recorded
 * against its receipt number. It gives what the same payment online gives, and the member is sent
 * their receipt; the server refuses a receipt recorded before and an amount that is not the price.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { clubLocal } from "@/shared/domain/club-time";
import { formatDateNG } from "@/shared/domain/dates";
import { HAND_CHANNEL_LABELS, HAND_CHANNELS } from "@/shared/domain/hand-payments";
import {
  MEMBERSHIP_KEYS,
  TRAINING_DURATION_LABELS,
  TRAINING_DURATIONS,
  TRAINING_KEYS,
} from "@/shared/domain/lists";
import { MEMBERSHIP_PLAN_TITLES } from "@/shared/domain/membership-titles";
import { runWrite } from "@/stores/console/common";
import { $handPaymentTournaments, $recordHandPayment } from "@/stores/console/money";
import { Field, FormMessage } from "../ui/Fields";
import { ConsoleHeader } from "../ui/Header";
import { useConsoleForm } from "../use-form";
import {
  checkHandPayment,
  emptyHandPayment,
  type HandItemKind,
  type HandPaymentValues,
} from "./hand-payment-form";

const KIND_LABELS: Record<HandItemKind, string> = {
  membership: "Membership",
  training: "Training package",
  ticket: "Tournament ticket",
};

const capitalised = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

export function HandPayment() {
  const today = clubLocal(new Date()).date;
  const tournaments = useStore($handPaymentTournaments);
  const [recorded, setRecorded] = useState<{ message: string; id: string } | null>(null);
  const form = useConsoleForm({
    initial: emptyHandPayment(today),
    check: checkHandPayment,
    save: (input) => runWrite($recordHandPayment, input),
    onSaved: (answer) => {
      setRecorded({ message: answer.message, id: answer.payment._id });
      form.reset(emptyHandPayment(today));
    },
  });
  const { values, errors } = form;
  const set =
    <K extends keyof HandPaymentValues>(name: K) =>
    (event: { target: { value: string } }) => {
      setRecorded(null);
      form.set(name, event.target.value as HandPaymentValues[K]);
    };

  return (
    <section>
      <ConsoleHeader
        title="Cash and deposits"
        lead="Record money a member paid in cash or into the club's bank. It gives what the same payment online gives, and the member is mailed their receipt. Each receipt is recorded once."
      />
      <form className="console-form" aria-label="Record a payment taken by hand" {...form.formProps}>
        <FormMessage message={form.message} stale={false} />
        <Field label="Member's email" props={form.field("email")} error={errors.email}>
          {(p) => (
            <input {...p} type="email" autoComplete="off" value={values.email} onChange={set("email")} />
          )}
        </Field>
        <fieldset className="console-fieldset">
          <legend>Paid by</legend>
          {HAND_CHANNELS.map((channel) => (
            <label key={channel} className="console-choice">
              <input
                type="radio"
                name="channel"
                value={channel}
                checked={values.channel === channel}
                onChange={set("channel")}
              />{" "}
              {HAND_CHANNEL_LABELS[channel]}
            </label>
          ))}
        </fieldset>
        <Field label="Paid for" props={form.field("kind")} error={errors.kind}>
          {(p) => (
            <select {...p} value={values.kind} onChange={set("kind")}>
              {(Object.keys(KIND_LABELS) as HandItemKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {values.kind === "membership" && (
          <Field label="Plan" props={form.field("plan")} error={errors.plan}>
            {(p) => (
              <select {...p} value={values.plan} onChange={set("plan")}>
                {MEMBERSHIP_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {MEMBERSHIP_PLAN_TITLES[key]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {values.kind === "training" && (
          <div className="console-form__row">
            <Field label="Package" props={form.field("package")} error={errors.package}>
              {(p) => (
                <select {...p} value={values.package} onChange={set("package")}>
                  {TRAINING_KEYS.map((key) => (
                    <option key={key} value={key}>
                      {capitalised(key)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="For" props={form.field("duration")} error={errors.duration}>
              {(p) => (
                <select {...p} value={values.duration} onChange={set("duration")}>
                  {TRAINING_DURATIONS.map((duration) => (
                    <option key={duration} value={duration}>
                      {TRAINING_DURATION_LABELS[duration]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        )}
        {values.kind === "ticket" && (
          <Field label="Tournament" props={form.field("tournamentId")} error={errors.tournamentId}>
            {(p) => (
              <select {...p} value={values.tournamentId} onChange={set("tournamentId")}>
                <option value="">
                  {tournaments.data ? "Choose the tournament" : "Loading tournaments..."}
                </option>
                {(tournaments.data ?? []).map((t) => (
                  <option key={t._id} value={t._id}>
                    {t.name}, {formatDateNG(t.startsAt)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <div className="console-form__row">
          <Field
            label="Receipt number"
            props={form.field("receiptNumber")}
            error={errors.receiptNumber}
            hint="As written on the club's receipt or the bank's deposit slip."
          >
            {(p) => (
              <input
                {...p}
                type="text"
                autoComplete="off"
                value={values.receiptNumber}
                onChange={set("receiptNumber")}
              />
            )}
          </Field>
          <Field label="Day received" props={form.field("receivedOn")} error={errors.receivedOn}>
            {(p) => (
              <input {...p} type="date" max={today} value={values.receivedOn} onChange={set("receivedOn")} />
            )}
          </Field>
          <Field
            label="Amount received (₦)"
            props={form.field("amount")}
            error={errors.amount}
            hint="The price the member would pay online; a different amount is refused."
          >
            {(p) => (
              <input {...p} type="text" inputMode="decimal" value={values.amount} onChange={set("amount")} />
            )}
          </Field>
        </div>
        <div className="console-form__actions">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {form.busy ? "Recording..." : "Record payment"}
          </button>
        </div>
        <p className="form-success" role="status">
          {recorded && (
            <>
              {recorded.message} <a href={`/staff/payments/${recorded.id}`}>Open the payment</a>
            </>
          )}
        </p>
      </form>
    </section>
  );
}
