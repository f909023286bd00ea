/**
 * An event's entries and waiting list (docs/decisions/0231-entries-by-staff.md,
 * 0232-waiting-lists.md): who entered, how they paid, the partner of a doubles entry, who waits
 * and who holds an offer until when; staff add a late or walk-in entry (its fee taken by hand
 * against a receipt) and withdraw an entry, with or without a refund.
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useId, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { EventEntriesResponse, StaffEntry, StaffEvent } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import { formatNaira } from "@/shared/domain/format";
import { HAND_CHANNEL_LABELS, HAND_CHANNELS } from "@/shared/domain/hand-payments";
import type { WaitlistStatus } from "@/shared/domain/lists";
import { eventAdmitsText } from "@/shared/domain/tournament-events";
import { runWrite } from "@/stores/console/common";
import { $entries, $entryWrite } from "@/stores/console/events";
import { Dialog } from "@/ui/Dialog";
import { Loading } from "@/ui/Loading";
import { lagosTime } from "../publishing";
import { ConsoleField } from "../ui/ConsoleField";
import { Field, FormMessage } from "../ui/Fields";
import { ConsoleHeader } from "../ui/Header";
import { useDialogWrite } from "../ui/use-dialog-write";
import { useConsoleForm } from "../use-form";
import { placesText } from "./EventsScreen";
import { checkEntry, type EntryValues, emptyEntry } from "./entry-form";

const PAID_BY: Readonly<Record<string, string>> = {
  card: "Card",
  cash: "Cash",
  bank_deposit: "Bank deposit",
  free: "Free",
};

const WAITING: Readonly<Record<WaitlistStatus, string>> = {
  waiting: "In line",
  offered: "Offered a place",
  entered: "Entered",
  lapsed: "Offer lapsed",
  left: "Left the line",
};

const person = (p: { fullName: string; age: number }) => `${p.fullName} (${p.age})`;

function entryState(entry: StaffEntry): string {
  if (entry.voided) return "Refunded";
  if (entry.withdrawnAt) return `Withdrawn ${lagosTime(entry.withdrawnAt)}`;
  return "Entered";
}

export function EntriesScreen({ id }: { id: string }) {
  const { data, error } = useStore($entries);
  const [withdrawing, setWithdrawing] = useState<StaffEntry | null>(null);
  if (error !== undefined)
    return (
      <section>
        <ConsoleHeader title="Entries" />
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
        <a href="/staff/tournaments">Back to the tournaments</a>
      </section>
    );
  if (!data || data.event._id !== id) return <Loading label="Loading the entries..." />;
  const { event, tournamentName, entries, waitlist } = data;
  const doubles = event.kind === "doubles";

  return (
    <section>
      <ConsoleHeader
        title={`Entries: ${event.name}, ${tournamentName}`}
        lead={`${eventAdmitsText(event)}. ${placesText(event)}. Fee ${formatNaira(event.fee)}; entries close ${
          event.entryDeadline ? lagosTime(event.entryDeadline) : "on the tournament's day"
        }.`}
      />
      <p>
        <a href={`/staff/tournaments/${event.tournamentId}/events`}>All events of {tournamentName}</a>
        {!doubles && (
          <>
            {" · "}
            <a href={`/staff/events/${event._id}/groups`}>Round-robin groups</a>
          </>
        )}
      </p>
      <section aria-labelledby="entries-title">
        <h2 id="entries-title">Entries</h2>
        {entries.length === 0 ? (
          <p>No entries yet.</p>
        ) : (
          <div className="console-table-wrap">
            <table className="console-table">
              <caption className="visually-hidden">Entries of {event.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Player (age)</th>
                  {doubles && <th scope="col">Partner</th>}
                  <th scope="col">Paid</th>
                  <th scope="col">Entry</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry._id}>
                    <th scope="row">
                      {person(entry.player)}
                      {entry.addedByStaff && <span className="console-table__sub">Added by staff</span>}
                    </th>
                    {doubles && (
                      <td>
                        {entry.partner ? person(entry.partner) : "None"}
                        {entry.partner && (
                          <span className="console-table__sub">
                            {entry.partnerConfirmed ? "Confirmed" : "Not confirmed yet"}
                          </span>
                        )}
                      </td>
                    )}
                    <td>
                      {PAID_BY[entry.paidBy] ?? entry.paidBy}
                      {entry.price > 0 && ` · ${formatNaira(entry.price)}`}
                    </td>
                    <td>{entryState(entry)}</td>
                    <td className="console-table__actions">
                      {!entry.withdrawnAt && !entry.voided && (
                        <button
                          type="button"
                          className="btn btn-outline"
                          onClick={() => setWithdrawing(entry)}
                        >
                          Withdraw<span className="visually-hidden"> {entry.player.fullName}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <Waitlist waitlist={data.waitlist} eventName={event.name} hidden={waitlist.length === 0} />
      <AddEntry key={event._id} event={event} />
      <WithdrawDialog entry={withdrawing} onClose={() => setWithdrawing(null)} />
    </section>
  );
}

function Waitlist({
  waitlist,
  eventName,
  hidden,
}: {
  waitlist: EventEntriesResponse["waitlist"];
  eventName: string;
  hidden: boolean;
}) {
  if (hidden) return null;
  return (
    <section aria-labelledby="waitlist-title">
      <h2 id="waitlist-title">Waiting list</h2>
      <p>When a place frees, the next in line is offered it with 48 hours to pay, then the next.</p>
      <div className="console-table-wrap">
        <table className="console-table">
          <caption className="visually-hidden">Waiting list of {eventName}</caption>
          <thead>
            <tr>
              <th scope="col">In line since</th>
              <th scope="col">Player (age)</th>
              <th scope="col">Place</th>
            </tr>
          </thead>
          <tbody>
            {waitlist.map((place) => (
              <tr key={place._id}>
                <td>{lagosTime(place.createdAt)}</td>
                <th scope="row">{person(place.player)}</th>
                <td>
                  {WAITING[place.status]}
                  {place.status === "offered" &&
                    place.offerEndsAt &&
                    `, to pay by ${lagosTime(place.offerEndsAt)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function AddEntry({ event }: { event: StaffEvent }) {
  const [notice, setNotice] = useState<string | null>(null);
  const today = clubLocal(new Date()).date;
  const form = useConsoleForm({
    initial: emptyEntry(today, event.fee),
    check: (values: EntryValues) => checkEntry(values, event),
    save: (entry) => runWrite($entryWrite, { action: "add", eventId: event._id, entry }),
    onSaved: ({ entries }) => {
      const added = entries.at(-1);
      form.reset(emptyEntry(today, event.fee));
      setNotice(added ? `${added.player.fullName} was entered.` : "The entry was added.");
    },
  });
  const { values, errors } = form;
  const set = (name: keyof EntryValues) => (e: { target: { value: string } }) =>
    form.set(name, e.target.value);
  const paid = event.fee > 0;
  return (
    <section aria-labelledby="add-entry-title">
      <h2 id="add-entry-title">Add a late or walk-in entry</h2>
      <p>
        The event admits the player as it would their own entry; the deadline does not hold for staff.
        {paid && " The fee is taken by hand, as on the Cash and deposits screen: paid members pay 5% less."}
      </p>
      <p className={notice ? "console-notice" : "visually-hidden"} role="status">
        {notice}
      </p>
      <form className="console-form" aria-labelledby="add-entry-title" {...form.formProps}>
        <FormMessage message={form.message} stale={false} />
        <div className="console-form__row">
          <Field
            label="Player's email or username"
            props={form.field("player")}
            error={errors.player}
            hint="A child without a login is found by their username."
          >
            {(p) => (
              <input {...p} type="text" autoComplete="off" value={values.player} onChange={set("player")} />
            )}
          </Field>
          {event.kind === "doubles" && (
            <Field label="Partner's email or username" props={form.field("partner")} error={errors.partner}>
              {(p) => (
                <input
                  {...p}
                  type="text"
                  autoComplete="off"
                  value={values.partner}
                  onChange={set("partner")}
                />
              )}
            </Field>
          )}
        </div>
        {paid && (
          <div className="console-form__row">
            <Field label="Paid by" props={form.field("channel")} error={errors.channel}>
              {(p) => (
                <select {...p} value={values.channel} onChange={set("channel")}>
                  {HAND_CHANNELS.map((c) => (
                    <option key={c} value={c}>
                      {HAND_CHANNEL_LABELS[c]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Receipt number" props={form.field("receiptNumber")} error={errors.receiptNumber}>
              {(p) => (
                <input {...p} type="text" value={values.receiptNumber} onChange={set("receiptNumber")} />
              )}
            </Field>
            <Field label="Received on" props={form.field("receivedOn")} error={errors.receivedOn}>
              {(p) => (
                <input
                  {...p}
                  type="date"
                  max={today}
                  value={values.receivedOn}
                  onChange={set("receivedOn")}
                />
              )}
            </Field>
            <Field label="Amount (₦)" props={form.field("amount")} error={errors.amount}>
              {(p) => (
                <input
                  {...p}
                  type="text"
                  inputMode="decimal"
                  value={values.amount}
                  onChange={set("amount")}
                />
              )}
            </Field>
          </div>
        )}
        <div className="console-form__actions">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {form.busy ? "Adding..." : "Add the entry"}
          </button>
        </div>
      </form>
    </section>
  );
}

function WithdrawDialog({ entry, onClose }: { entry: StaffEntry | null; onClose: () => void }) {
  const { message, close, run } = useDialogWrite(onClose);
  const busy = useStore($entryWrite).loading ?? false;
  const formId = useId();
  const [reason, setReason] = useState("");
  const [refund, setRefund] = useState(false);
  const paid = entry !== null && entry.price > 0;
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!entry) return;
    void run(async () => {
      await runWrite($entryWrite, {
        action: "withdraw",
        entryId: entry._id,
        withdrawal: { reason, refund: paid && refund },
      });
      setReason("");
      setRefund(false);
    });
  }
  return (
    <Dialog
      open={entry !== null}
      title={entry ? `Withdraw ${entry.player.fullName}` : "Withdraw"}
      onClose={close}
      dismissible={!busy}
    >
      {entry && (
        <form onSubmit={submit} className="console-form" noValidate>
          <p>Their place goes to the next on the waiting list, if anyone waits.</p>
          <ConsoleField id={`${formId}-reason`} label="Why is the entry withdrawn?">
            <textarea
              id={`${formId}-reason`}
              value={reason}
              maxLength={300}
              rows={3}
              onChange={(e) => setReason(e.target.value)}
            />
          </ConsoleField>
          {paid && (
            <label className="console-check">
              <input type="checkbox" checked={refund} onChange={(e) => setRefund(e.target.checked)} />
              Refund the {formatNaira(entry.price)} in full
              {entry.paidBy === "card" ? " to the card" : ", by hand"}
            </label>
          )}
          {message && (
            <p className="dash-alert" role="alert">
              {message}
            </p>
          )}
          <div className="dash-dialog__actions">
            <button type="button" className="btn btn-outline" onClick={close} disabled={busy}>
              Keep the entry
            </button>
            <button type="submit" className="btn btn-primary console-danger" disabled={busy}>
              {busy ? "Withdrawing..." : "Withdraw the entry"}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
