/**
 * Record a match result, or correct one: singles or doubles, members or guests by name, the score by
 * sets from side A's point of view, how it ended, the day, and the tournament round or a friendly.
 * A correction replays every later rating (docs/ratings.md).
 */

import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import type { StaffMatch } from "@/shared/api/console-contract";
import { clubLocal } from "@/shared/domain/club-time";
import { MATCH_KINDS } from "@/shared/domain/lists";
import { $result, $resultChoices, $saveResult, runWrite } from "@/stores/console";
import { openWithNotice } from "@/stores/console-router";
import { Loading } from "@/ui/Loading";
import { OutcomeOptions } from "@/ui/OutcomeOptions";
import { Field, FormActions, FormMessage } from "../ui/Fields";
import { ConsoleHeader } from "../ui/Header";
import { useConsoleForm } from "../use-form";
import { PlayerOptions } from "./PlayerOptions";
import {
  checkResult,
  emptyResult,
  GUEST,
  type PlayerField,
  type ResultValues,
  resultValues,
} from "./result-form";

const LIST = "/staff/results";

export function ResultEditor({ id }: { id: string | null }) {
  const { data, error } = useStore($result);
  const choices = useStore($resultChoices);
  const failure = (id !== null ? error : undefined) ?? choices.error;
  if (failure !== undefined)
    return (
      <section>
        <ConsoleHeader title={id ? "Correct a result" : "Record a result"} />
        <p className="dash-alert" role="alert">
          {errorMessage(failure)}
        </p>
        <a href={LIST}>Back to the results</a>
      </section>
    );
  if (!choices.data || (id !== null && (!data || data.match._id !== id)))
    return <Loading label="Loading the result form..." />;
  const match = id === null ? null : (data?.match ?? null);
  return <ResultForm key={match?._id ?? "new"} match={match} choices={choices.data} />;
}

export type Choices = NonNullable<ReturnType<typeof $resultChoices.get>["data"]>;

function ResultForm({ match, choices }: { match: StaffMatch | null; choices: Choices }) {
  const today = clubLocal(new Date()).date;
  const form = useConsoleForm({
    initial: match ? resultValues(match) : emptyResult(today),
    check: (values: ResultValues) => checkResult(values, match?.version ?? 1),
    save: ({ version, ...input }) =>
      runWrite(
        $saveResult,
        match ? { id: match._id, input: { ...input, version } } : { input: { ...input, version } },
      ),
    onSaved: () =>
      openWithNotice(
        LIST,
        match ? "The result was corrected; ratings are recomputed." : "The result was recorded.",
      ),
  });
  const { values, errors } = form;
  const set = (name: keyof ResultValues) => (event: { target: { value: string } }) =>
    form.set(name, event.target.value);
  const doubles = values.kind === "doubles";
  const outOfPlay = values.outcome === "retired" || values.outcome === "walkover";

  const playerField = (name: PlayerField, label: string) => (
    <div className="console-form__row" key={name}>
      <Field label={label} props={form.field(name)} error={errors[name]}>
        {(p) => (
          <select {...p} value={values[name]} onChange={set(name)}>
            <PlayerOptions players={choices.players} />
            <option value={GUEST}>A guest from outside the club</option>
          </select>
        )}
      </Field>
      {values[name] === GUEST && (
        <Field
          label={`${label}: guest's name`}
          props={form.field(`${name}Guest`)}
          error={errors[`${name}Guest`]}
        >
          {(p) => (
            <input
              {...p}
              type="text"
              value={values[`${name}Guest`]}
              onChange={set(`${name}Guest`)}
              maxLength={80}
            />
          )}
        </Field>
      )}
    </div>
  );

  return (
    <section>
      <ConsoleHeader
        title={match ? "Correct a result" : "Record a result"}
        lead={
          match
            ? "A correction recomputes every rating after this match."
            : "The result counts at once for both players' ratings and rankings."
        }
      />
      <form
        className="console-form"
        aria-label={match ? "Correct a result" : "Record a result"}
        {...form.formProps}
      >
        <FormMessage message={form.message} stale={form.stale} />
        <Field label="Match" props={form.field("kind")} error={errors.kind}>
          {(p) => (
            <select {...p} value={values.kind} onChange={set("kind")}>
              {MATCH_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {kind === "singles" ? "Singles" : "Doubles"}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className="console-fieldset">
          <legend>Side A (the score is written from this side)</legend>
          {playerField("a1", doubles ? "Side A, first player" : "Side A player")}
          {doubles && playerField("a2", "Side A, second player")}
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>Side B</legend>
          {playerField("b1", doubles ? "Side B, first player" : "Side B player")}
          {doubles && playerField("b2", "Side B, second player")}
        </fieldset>
        <div className="console-form__row">
          <Field label="How it ended" props={form.field("outcome")} error={errors.outcome}>
            {(p) => (
              <select {...p} value={values.outcome} onChange={set("outcome")}>
                <OutcomeOptions />
              </select>
            )}
          </Field>
          {outOfPlay && (
            <Field
              label={values.outcome === "retired" ? "Side that retired" : "Side that did not play"}
              props={form.field("sideOut")}
              error={errors.sideOut}
            >
              {(p) => (
                <select {...p} value={values.sideOut} onChange={set("sideOut")}>
                  <option value="">Choose a side</option>
                  <option value="a">Side A</option>
                  <option value="b">Side B</option>
                </select>
              )}
            </Field>
          )}
        </div>
        {values.outcome !== "walkover" && (
          <Field
            label="Score"
            props={form.field("score")}
            error={errors.score}
            hint="Sets from side A's point of view, e.g. 6-4 3-6 10-7; a tie-break as 7-6(5). For a retirement, the games so far."
          >
            {(p) => (
              <input
                {...p}
                type="text"
                value={values.score}
                onChange={set("score")}
                maxLength={60}
                autoComplete="off"
              />
            )}
          </Field>
        )}
        <div className="console-form__row">
          <Field label="Played on" props={form.field("playedOn")} error={errors.playedOn}>
            {(p) => (
              <input {...p} type="date" value={values.playedOn} onChange={set("playedOn")} max={today} />
            )}
          </Field>
          <Field label="Tournament" props={form.field("tournamentId")} error={errors.tournamentId}>
            {(p) => (
              <select {...p} value={values.tournamentId} onChange={set("tournamentId")}>
                <option value="">Friendly</option>
                {choices.tournaments.map((t) => (
                  <option key={t._id} value={t._id}>
                    {t.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {values.tournamentId && (
            <Field label="Round" props={form.field("round")} error={errors.round}>
              {(p) => (
                <input
                  {...p}
                  type="text"
                  value={values.round}
                  onChange={set("round")}
                  maxLength={40}
                  placeholder="Semi-final"
                />
              )}
            </Field>
          )}
        </div>
        <FormActions
          busy={form.busy}
          saveLabel={match ? "Save the correction" : "Record the result"}
          cancelHref={LIST}
        />
      </form>
    </section>
  );
}
