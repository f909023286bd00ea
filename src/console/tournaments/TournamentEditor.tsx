/** Create or edit a tournament: name, category, Lagos date and time, place, price, capacity, photo. */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { getTournament } from "@/lib/api/console-calls";
import type { StaffTournament } from "@/shared/api/console-contract";
import { TOURNAMENT_CATEGORIES, TOURNAMENT_CATEGORY_LABELS } from "@/shared/domain/lists";
import { MAX_MEMBER_EARLY_DAYS } from "@/shared/domain/ticket-sales";
import { $saveTournament, $tournament, runWrite } from "@/stores/console";
import { openWithNotice } from "@/stores/console-router";
import { Loading } from "@/ui/Loading";
import { lagosTime } from "../publishing";
import { Field, FormActions, FormMessage } from "../ui/Fields";
import { ConsoleHeader } from "../ui/Header";
import { ImageField } from "../ui/ImageField";
import { useConsoleForm } from "../use-form";
import { TournamentStatusBadge } from "./TournamentStatusBadge";
import {
  checkTournament,
  EMPTY_TOURNAMENT,
  type TournamentValues,
  tournamentValues,
} from "./tournament-form";

const LIST = "/staff/tournaments";

export function TournamentEditor({ id }: { id: string | null }) {
  const { data, error } = useStore($tournament);
  if (id === null) return <TournamentForm tournament={null} />;
  if (error !== undefined)
    return (
      <section>
        <ConsoleHeader title="Edit tournament" />
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
        <a href={LIST}>Back to the tournaments</a>
      </section>
    );
  if (!data || data.tournament._id !== id) return <Loading label="Loading the tournament..." />;
  const t = data.tournament;
  if (t.cancelled)
    return (
      <section>
        <ConsoleHeader title={t.name} />
        <p className="dash-alert">
          This tournament was cancelled
          {t.cancelledAt ? ` on ${lagosTime(t.cancelledAt)}` : ""}
          {t.cancelledBy ? ` by ${t.cancelledBy.fullName}` : ""}: it can no longer be edited.
        </p>
        <a href={LIST}>Back to the tournaments</a>
      </section>
    );
  return <TournamentForm key={t._id} tournament={t} />;
}

function TournamentForm({ tournament }: { tournament: StaffTournament | null }) {
  const [version, setVersion] = useState(tournament?.version);
  const form = useConsoleForm({
    initial: tournament ? tournamentValues(tournament) : EMPTY_TOURNAMENT,
    check: checkTournament,
    save: (input) =>
      runWrite($saveTournament, tournament ? { id: tournament._id, input, version } : { input }),
    onSaved: ({ tournament: saved }) =>
      openWithNotice(
        LIST,
        `${saved.name} was ${tournament ? "saved" : "created"}. The public site is being updated.`,
      ),
  });
  const { values, errors } = form;
  const set = (name: keyof TournamentValues) => (event: { target: { value: string } }) =>
    form.set(name, event.target.value);

  async function reload() {
    if (!tournament) return;
    try {
      const fresh = (await getTournament(tournament._id)).tournament;
      setVersion(fresh.version);
      form.reset(tournamentValues(fresh));
    } catch (failure) {
      window.alert(errorMessage(failure));
    }
  }

  return (
    <section>
      <ConsoleHeader
        title={tournament ? `Edit ${tournament.name}` : "New tournament"}
        lead="Every field is needed except the capacity and the sales opening. Dates and times are Lagos time."
      />
      {tournament && (
        <p className="console-tournament-status">
          Status: <TournamentStatusBadge status={tournament.status} />
        </p>
      )}
      <form
        className="console-form"
        aria-label={tournament ? "Edit tournament" : "New tournament"}
        {...form.formProps}
      >
        <FormMessage message={form.message} stale={form.stale} onReload={tournament ? reload : undefined} />
        <Field label="Name" props={form.field("name")} error={errors.name}>
          {(p) => <input {...p} type="text" value={values.name} onChange={set("name")} maxLength={120} />}
        </Field>
        <Field label="Category" props={form.field("category")} error={errors.category}>
          {(p) => (
            <select {...p} value={values.category} onChange={set("category")}>
              <option value="">Choose a category</option>
              {TOURNAMENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {TOURNAMENT_CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="console-form__row">
          <Field label="Date (Lagos)" props={form.field("localDate")} error={errors.localDate}>
            {(p) => <input {...p} type="date" value={values.localDate} onChange={set("localDate")} />}
          </Field>
          <Field label="Start time (Lagos)" props={form.field("localTime")} error={errors.localTime}>
            {(p) => <input {...p} type="time" value={values.localTime} onChange={set("localTime")} />}
          </Field>
        </div>
        <Field label="Location" props={form.field("location")} error={errors.location}>
          {(p) => (
            <input {...p} type="text" value={values.location} onChange={set("location")} maxLength={200} />
          )}
        </Field>
        <div className="console-form__row">
          <Field label="Ticket price (₦)" props={form.field("price")} error={errors.price}>
            {(p) => (
              <input {...p} type="text" inputMode="numeric" value={values.price} onChange={set("price")} />
            )}
          </Field>
          <Field
            label="Capacity"
            props={form.field("capacity")}
            error={errors.capacity}
            hint="Tickets on sale at most. Leave blank for no limit."
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
        </div>
        <div className="console-form__row">
          <Field
            label="Ticket sales open (Lagos)"
            props={form.field("salesOpenDate")}
            error={errors.salesOpenDate}
            hint="The day tickets go on sale to everyone. Leave blank to sell at once."
          >
            {(p) => <input {...p} type="date" value={values.salesOpenDate} onChange={set("salesOpenDate")} />}
          </Field>
          <Field
            label="Paid members' head start (days)"
            props={form.field("memberEarlyDays")}
            error={errors.memberEarlyDays}
            hint={`Paid members may buy this many days earlier, up to ${MAX_MEMBER_EARLY_DAYS}. Blank: none.`}
          >
            {(p) => (
              <input
                {...p}
                type="text"
                inputMode="numeric"
                value={values.memberEarlyDays}
                onChange={set("memberEarlyDays")}
              />
            )}
          </Field>
        </div>
        <ImageField
          label="Photo"
          props={form.field("image")}
          error={errors.image}
          value={values.image}
          onChange={(image) => form.set("image", image)}
        />
        <FormActions
          busy={form.busy}
          saveLabel={tournament ? "Save changes" : "Create tournament"}
          cancelHref={LIST}
        />
      </form>
    </section>
  );
}
