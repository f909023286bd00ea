/**
 * A tournament's events (docs/decisions/0230-tournament-events.md): each with whom it admits, its
 * format, places, fee and entry deadline; a form adds one or edits the one chosen. Links lead to an
 * event's entries and to its round-robin groups.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { StaffEvent, StaffTournament } from "@/shared/api/console-contract";
import { formatNaira } from "@/shared/domain/format";
import { EVENT_GENDERS, LEVELS, MATCH_KINDS } from "@/shared/domain/lists";
import { eventAdmitsText } from "@/shared/domain/tournament-events";
import { runWrite } from "@/stores/console/common";
import { $events, $saveEvent, reloadEvents } from "@/stores/console/events";
import { Loading } from "@/ui/Loading";
import { lagosTime } from "../publishing";
import { Field, FormMessage } from "../ui/Fields";
import { ConsoleHeader } from "../ui/Header";
import { useConsoleForm } from "../use-form";
import { checkEvent, type EventValues, emptyEvent, eventValues, toggleLevel } from "./event-form";

const GENDER_LABELS = { boys: "Boys", girls: "Girls", men: "Men", women: "Women", open: "Open" } as const;
const KIND_LABELS = { singles: "Singles", doubles: "Doubles" } as const;

/** "12 of 16 (4 left)", "12 (no limit)", "16 of 16, 3 waiting". */
export function placesText(
  event: Pick<StaffEvent, "entries" | "capacity" | "placesLeft" | "waiting">,
): string {
  const entries =
    event.capacity === null ? `${event.entries} (no limit)` : `${event.entries} of ${event.capacity}`;
  const left = event.placesLeft !== null && event.placesLeft > 0 ? ` (${event.placesLeft} left)` : "";
  const waiting = event.waiting > 0 ? `, ${event.waiting} waiting` : "";
  return `${entries}${left}${waiting}`;
}

export function EventsScreen({ id }: { id: string }) {
  const { data, error } = useStore($events);
  const [editing, setEditing] = useState<string | null>(null);
  // Kept here: the form that saved is replaced by a fresh one.
  const [notice, setNotice] = useState<string | null>(null);
  if (error !== undefined)
    return (
      <section>
        <ConsoleHeader title="Events" />
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
        <a href="/staff/tournaments">Back to the tournaments</a>
      </section>
    );
  if (!data || data.tournament._id !== id) return <Loading label="Loading the events..." />;
  const { events, tournament } = data;
  const edited = events.find((e) => e._id === editing) ?? null;

  return (
    <section>
      <ConsoleHeader
        title={`Events: ${tournament.name}`}
        lead="Each event admits players by age on its cut-off day, gender and level, with its own places, fee and entry deadline. Times are Lagos time."
      />
      <p>
        <a href="/staff/tournaments">All tournaments</a> ·{" "}
        <a href={`/staff/tournaments/${id}/draw`}>Knock-out draw</a> ·{" "}
        <a href={`/staff/tournaments/${id}/order-of-play`}>Order of play</a>
      </p>
      <div className="console-table-wrap">
        <table className="console-table">
          <caption className="visually-hidden">Events of {tournament.name}</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Admits</th>
              <th scope="col">Entries</th>
              <th scope="col">Fee</th>
              <th scope="col">Entries close</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event._id}>
                <th scope="row">
                  {event.name}
                  <span className="console-table__sub">{KIND_LABELS[event.kind]}</span>
                </th>
                <td>{eventAdmitsText(event)}</td>
                <td>{placesText(event)}</td>
                <td>{formatNaira(event.fee)}</td>
                <td>{event.entryDeadline ? lagosTime(event.entryDeadline) : "On the day"}</td>
                <td className="console-table__actions">
                  <a className="btn btn-outline" href={`/staff/events/${event._id}/entries`}>
                    Entries<span className="visually-hidden"> of {event.name}</span>
                  </a>
                  {event.kind === "singles" && (
                    <a className="btn btn-outline" href={`/staff/events/${event._id}/groups`}>
                      Groups<span className="visually-hidden"> of {event.name}</span>
                    </a>
                  )}
                  <button type="button" className="btn btn-outline" onClick={() => setEditing(event._id)}>
                    Edit<span className="visually-hidden"> {event.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={notice ? "console-notice" : "visually-hidden"} role="status">
        {notice}
      </p>
      <EventForm
        key={edited ? `${edited._id}-${edited.version}` : "new"}
        tournament={tournament}
        event={edited}
        onSaved={(text) => {
          setNotice(text);
          setEditing(null);
        }}
        onCancel={() => setEditing(null)}
      />
    </section>
  );
}

function EventForm({
  tournament,
  event,
  onSaved,
  onCancel,
}: {
  tournament: StaffTournament;
  event: StaffEvent | null;
  onSaved: (notice: string) => void;
  onCancel: () => void;
}) {
  const form = useConsoleForm({
    initial: event ? eventValues(event) : emptyEvent(tournament),
    check: checkEvent,
    save: (input) =>
      runWrite(
        $saveEvent,
        event
          ? { eventId: event._id, input, version: event.version }
          : { tournamentId: tournament._id, input },
      ),
    onSaved: ({ event: saved }) => {
      if (!event) form.reset(emptyEvent(tournament));
      onSaved(`${saved.name} was ${event ? "saved" : "added"}.`);
    },
  });
  const { values, errors } = form;
  const set = (name: keyof EventValues) => (e: { target: { value: string } }) =>
    form.set(name, e.target.value);
  const title = event ? `Edit ${event.name}` : "Add an event";

  return (
    <section aria-labelledby="event-form-title">
      <h2 id="event-form-title">{title}</h2>
      <form className="console-form" aria-labelledby="event-form-title" {...form.formProps}>
        <FormMessage
          message={form.message}
          stale={form.stale}
          onReload={
            event
              ? () => {
                  // The list is read again; Edit then opens the event as it now is.
                  reloadEvents();
                  onCancel();
                }
              : undefined
          }
        />
        <Field
          label="Name"
          props={form.field("name")}
          error={errors.name}
          hint="Leave blank to name it by its rule, such as Under-12 Boys' Singles."
        >
          {(p) => <input {...p} type="text" value={values.name} onChange={set("name")} maxLength={80} />}
        </Field>
        <div className="console-form__row">
          <Field label="Gender" props={form.field("gender")} error={errors.gender}>
            {(p) => (
              <select {...p} value={values.gender} onChange={set("gender")}>
                {EVENT_GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {GENDER_LABELS[g]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Singles or doubles" props={form.field("kind")} error={errors.kind}>
            {(p) => (
              <select {...p} value={values.kind} onChange={set("kind")}>
                {MATCH_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="console-form__row">
          <Field
            label="Under (age)"
            props={form.field("underAge")}
            error={errors.underAge}
            hint="12 admits players younger than 12. Blank: no upper age."
          >
            {(p) => (
              <input
                {...p}
                type="text"
                inputMode="numeric"
                value={values.underAge}
                onChange={set("underAge")}
              />
            )}
          </Field>
          <Field
            label="From (age)"
            props={form.field("minAge")}
            error={errors.minAge}
            hint="Blank: no lower age."
          >
            {(p) => (
              <input {...p} type="text" inputMode="numeric" value={values.minAge} onChange={set("minAge")} />
            )}
          </Field>
          <Field
            label="Age cut-off day"
            props={form.field("ageCutoff")}
            error={errors.ageCutoff}
            hint="Ages count on this day."
          >
            {(p) => <input {...p} type="date" value={values.ageCutoff} onChange={set("ageCutoff")} />}
          </Field>
        </div>
        <fieldset className="console-fieldset">
          <legend>Levels (none ticked: every level)</legend>
          <div className="console-checks">
            {LEVELS.map((level) => (
              <label key={level} className="console-check">
                <input
                  type="checkbox"
                  checked={values.levels.includes(level)}
                  onChange={(e) => form.set("levels", toggleLevel(values.levels, level, e.target.checked))}
                />
                {level}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="console-form__row">
          <Field
            label="Capacity"
            props={form.field("capacity")}
            error={errors.capacity}
            hint={
              values.kind === "doubles"
                ? "Pairs at most. Blank: no limit."
                : "Entries at most. Blank: no limit."
            }
          >
            {(p) => (
              <input
                {...p}
                type="text"
                inputMode="numeric"
                value={values.capacity}
                onChange={set("capacity")}
              />
            )}
          </Field>
          <Field
            label="Entry fee (₦)"
            props={form.field("fee")}
            error={errors.fee}
            hint="0 for a free event."
          >
            {(p) => <input {...p} type="text" inputMode="decimal" value={values.fee} onChange={set("fee")} />}
          </Field>
        </div>
        <div className="console-form__row">
          <Field
            label="Entries close on (Lagos)"
            props={form.field("deadlineDate")}
            error={errors.deadlineDate}
            hint="Blank: members may enter until the tournament's day."
          >
            {(p) => <input {...p} type="date" value={values.deadlineDate} onChange={set("deadlineDate")} />}
          </Field>
          <Field label="At (Lagos time)" props={form.field("deadlineTime")} error={errors.deadlineTime}>
            {(p) => <input {...p} type="time" value={values.deadlineTime} onChange={set("deadlineTime")} />}
          </Field>
        </div>
        <div className="console-form__actions">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {form.busy ? "Saving..." : event ? "Save the event" : "Add the event"}
          </button>
          {event && (
            <button type="button" className="btn btn-outline" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
