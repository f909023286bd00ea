/** Schedule a friendly: the players (members), the Lagos date and time, the court. */
import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import { $resultChoices, $scheduleFriendly, runWrite } from "@/stores/console";
import { openWithNotice } from "@/stores/console-router";
import { Loading } from "@/ui/Loading";
import { Field, FormActions, FormMessage } from "../ui/Fields";
import { ConsoleHeader } from "../ui/Header";
import { useConsoleForm } from "../use-form";
import { checkFriendly, EMPTY_FRIENDLY, type FriendlyValues } from "./friendly-form";
import { PlayerOptions } from "./PlayerOptions";
import type { PlayerField } from "./result-form";

const LIST = "/staff/results";

export function FriendlyEditor() {
  const choices = useStore($resultChoices);
  if (choices.error !== undefined)
    return (
      <section>
        <ConsoleHeader title="Schedule a friendly" />
        <p className="dash-alert" role="alert">
          {errorMessage(choices.error)}
        </p>
      </section>
    );
  if (!choices.data) return <Loading label="Loading the players..." />;
  return <FriendlyForm players={choices.data.players} />;
}

function FriendlyForm({ players }: { players: Parameters<typeof PlayerOptions>[0]["players"] }) {
  const form = useConsoleForm({
    initial: EMPTY_FRIENDLY,
    check: checkFriendly,
    save: (input) => runWrite($scheduleFriendly, input),
    onSaved: () => openWithNotice(LIST, "The friendly was scheduled; the players were told."),
  });
  const { values, errors } = form;
  const set = (name: keyof FriendlyValues) => (event: { target: { value: string } }) =>
    form.set(name, event.target.value);
  const doubles = values.kind === "doubles";
  const player = (name: PlayerField, label: string) => (
    <Field key={name} label={label} props={form.field(name)} error={errors[name]}>
      {(p) => (
        <select {...p} value={values[name]} onChange={set(name)}>
          <PlayerOptions players={players} />
        </select>
      )}
    </Field>
  );

  return (
    <section>
      <ConsoleHeader
        title="Schedule a friendly"
        lead="The players get a notification and a mail, and report the score from their Matches page."
      />
      <form className="console-form" aria-label="Schedule a friendly" {...form.formProps}>
        <FormMessage message={form.message} stale={false} />
        <Field label="Match" props={form.field("kind")} error={errors.kind}>
          {(p) => (
            <select {...p} value={values.kind} onChange={set("kind")}>
              <option value="singles">Singles</option>
              <option value="doubles">Doubles</option>
            </select>
          )}
        </Field>
        <div className="console-form__row">
          {player("a1", doubles ? "Side A, first player" : "Side A player")}
          {doubles && player("a2", "Side A, second player")}
        </div>
        <div className="console-form__row">
          {player("b1", doubles ? "Side B, first player" : "Side B player")}
          {doubles && player("b2", "Side B, second player")}
        </div>
        <div className="console-form__row">
          <Field label="Date (Lagos)" props={form.field("localDate")} error={errors.localDate}>
            {(p) => <input {...p} type="date" value={values.localDate} onChange={set("localDate")} />}
          </Field>
          <Field label="Time (Lagos)" props={form.field("localTime")} error={errors.localTime}>
            {(p) => <input {...p} type="time" value={values.localTime} onChange={set("localTime")} />}
          </Field>
        </div>
        <Field label="Court or venue" props={form.field("court")} error={errors.court}>
          {(p) => <input {...p} type="text" value={values.court} onChange={set("court")} maxLength={120} />}
        </Field>
        <FormActions busy={form.busy} saveLabel="Schedule the friendly" cancelHref={LIST} />
      </form>
    </section>
  );
}
