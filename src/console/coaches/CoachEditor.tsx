/** Create or edit a coach: name, photo, bio, level and monthly fee. */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { getCoach } from "@/lib/api/console-calls";
import type { StaffCoach } from "@/shared/api/console-contract";
import { LEVELS } from "@/shared/api/contract";
import { $coach, $saveCoach, runWrite } from "@/stores/console";
import { openWithNotice } from "@/stores/console-router";
import { Loading } from "@/ui/Loading";
import { Field, FormActions, FormMessage } from "../ui/Fields";
import { ConsoleHeader } from "../ui/Header";
import { ImageField } from "../ui/ImageField";
import { useConsoleForm } from "../use-form";
import { type CoachValues, checkCoach, coachValues, EMPTY_COACH } from "./coach-form";

const LIST = "/staff/coaches";

export function CoachEditor({ id }: { id: string | null }) {
  const { data, error } = useStore($coach);
  if (id === null) return <CoachForm coach={null} />;
  if (error !== undefined)
    return (
      <section>
        <ConsoleHeader title="Edit coach" />
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
        <a href={LIST}>Back to the coaches</a>
      </section>
    );
  if (!data || data.coach._id !== id) return <Loading label="Loading the coach..." />;
  if (data.coach.retired)
    return (
      <section>
        <ConsoleHeader title={data.coach.coachName} />
        <p className="dash-alert">This coach is retired: their details can no longer be edited.</p>
        <a href={LIST}>Back to the coaches</a>
      </section>
    );
  return <CoachForm key={data.coach._id} coach={data.coach} />;
}

function CoachForm({ coach }: { coach: StaffCoach | null }) {
  const [version, setVersion] = useState(coach?.version);
  const form = useConsoleForm({
    initial: coach ? coachValues(coach) : EMPTY_COACH,
    check: checkCoach,
    save: (input) => runWrite($saveCoach, coach ? { id: coach._id, input, version } : { input }),
    onSaved: ({ coach: saved }) =>
      openWithNotice(
        LIST,
        `${saved.coachName} was ${coach ? "saved" : "added"}. The public site is being updated.`,
      ),
  });
  const { values, errors } = form;
  const set = (name: keyof CoachValues) => (event: { target: { value: string } }) =>
    form.set(name, event.target.value);

  async function reload() {
    if (!coach) return;
    try {
      const fresh = (await getCoach(coach._id)).coach;
      setVersion(fresh.version);
      form.reset(coachValues(fresh));
    } catch (failure) {
      window.alert(errorMessage(failure));
    }
  }

  return (
    <section>
      <ConsoleHeader title={coach ? `Edit ${coach.coachName}` : "New coach"} lead="Every field is needed." />
      <form className="console-form" aria-label={coach ? "Edit coach" : "New coach"} {...form.formProps}>
        <FormMessage message={form.message} stale={form.stale} onReload={coach ? reload : undefined} />
        <Field label="Name" props={form.field("coachName")} error={errors.coachName}>
          {(p) => (
            <input {...p} type="text" value={values.coachName} onChange={set("coachName")} maxLength={120} />
          )}
        </Field>
        <div className="console-form__row">
          <Field label="Level" props={form.field("level")} error={errors.level}>
            {(p) => (
              <select {...p} value={values.level} onChange={set("level")}>
                <option value="">Choose a level</option>
                {LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {level}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Monthly fee (₦)" props={form.field("price")} error={errors.price}>
            {(p) => (
              <input {...p} type="text" inputMode="numeric" value={values.price} onChange={set("price")} />
            )}
          </Field>
        </div>
        <Field label="Bio" props={form.field("bioInfo")} error={errors.bioInfo}>
          {(p) => (
            <textarea {...p} rows={5} value={values.bioInfo} onChange={set("bioInfo")} maxLength={2000} />
          )}
        </Field>
        <ImageField
          label="Photo"
          props={form.field("imageUrl")}
          error={errors.imageUrl}
          value={values.imageUrl}
          onChange={(image) => form.set("imageUrl", image)}
        />
        <FormActions busy={form.busy} saveLabel={coach ? "Save changes" : "Add coach"} cancelHref={LIST} />
      </form>
    </section>
  );
}
