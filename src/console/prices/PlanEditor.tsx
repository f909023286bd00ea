/** Edit a plan (admins): text, image, the coach levels it pairs with and its durations with discounts. */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { listPlans } from "@/lib/api/console-calls";
import type { StaffPlan } from "@/shared/api/console-contract";
import { LEVELS } from "@/shared/api/contract";
import { $plans, $savePlan, runWrite } from "@/stores/console";
import { openWithNotice } from "@/stores/console-router";
import { Loading } from "@/ui/Loading";
import { Field, FormActions, FormMessage } from "../ui/Fields";
import { ConsoleHeader } from "../ui/Header";
import { ImageField } from "../ui/ImageField";
import { useConsoleForm } from "../use-form";
import { checkPlan, type DurationValues, planValues } from "./price-forms";

const LIST = "/staff/plans";

export function PlanEditor({ id }: { id: string }) {
  const { data, error } = useStore($plans);
  if (error !== undefined)
    return (
      <p className="dash-alert" role="alert">
        {errorMessage(error)}
      </p>
    );
  if (!data) return <Loading label="Loading the plan..." />;
  const plan = data.plans.find((p) => p._id === id);
  if (!plan)
    return (
      <section>
        <ConsoleHeader title="Edit plan" />
        <p className="dash-alert">This plan does not exist.</p>
        <a href={LIST}>Back to the plans</a>
      </section>
    );
  return <PlanForm key={plan._id} plan={plan} />;
}

function PlanForm({ plan }: { plan: StaffPlan }) {
  const [version, setVersion] = useState(plan.version);
  const form = useConsoleForm({
    initial: planValues(plan),
    check: checkPlan,
    save: (input) => runWrite($savePlan, { id: plan._id, input: { ...input, version } }),
    onSaved: ({ plan: saved }) =>
      openWithNotice(LIST, `${saved.planName} was saved. The public site is being updated.`),
  });
  const { values, errors } = form;
  const text =
    (name: "planName" | "planPrice" | "priceInfo" | "description" | "note") =>
    (event: { target: { value: string } }) =>
      form.set(name, event.target.value);
  const setDuration = (index: number, change: Partial<DurationValues>) =>
    form.set(
      "billingPlans",
      values.billingPlans.map((option, i) => (i === index ? { ...option, ...change } : option)),
    );

  async function reload() {
    try {
      const fresh = (await listPlans()).plans.find((p) => p._id === plan._id);
      if (!fresh) return;
      setVersion(fresh.version);
      form.reset(planValues(fresh));
    } catch (failure) {
      window.alert(errorMessage(failure));
    }
  }

  return (
    <section>
      <ConsoleHeader title={`Edit ${plan.planName}`} lead="A price change applies to new orders." />
      <form className="console-form" aria-label="Edit plan" {...form.formProps}>
        <FormMessage message={form.message} stale={form.stale} onReload={reload} />
        <Field label="Name" props={form.field("planName")} error={errors.planName}>
          {(p) => (
            <input {...p} type="text" value={values.planName} onChange={text("planName")} maxLength={120} />
          )}
        </Field>
        <div className="console-form__row">
          <Field label="Monthly price (₦)" props={form.field("planPrice")} error={errors.planPrice}>
            {(p) => (
              <input
                {...p}
                type="text"
                inputMode="numeric"
                value={values.planPrice}
                onChange={text("planPrice")}
              />
            )}
          </Field>
          <Field
            label="Price line"
            props={form.field("priceInfo")}
            error={errors.priceInfo}
            hint="Shown under the price."
          >
            {(p) => (
              <input
                {...p}
                type="text"
                value={values.priceInfo}
                onChange={text("priceInfo")}
                maxLength={200}
              />
            )}
          </Field>
        </div>
        <Field label="Description" props={form.field("description")} error={errors.description}>
          {(p) => (
            <textarea
              {...p}
              rows={4}
              value={values.description}
              onChange={text("description")}
              maxLength={2000}
            />
          )}
        </Field>
        <Field label="Note (optional)" props={form.field("note")} error={errors.note}>
          {(p) => <input {...p} type="text" value={values.note} onChange={text("note")} maxLength={500} />}
        </Field>
        <ImageField
          label="Image"
          props={form.field("planImage")}
          error={errors.planImage}
          value={values.planImage}
          onChange={(image) => form.set("planImage", image)}
        />
        <fieldset
          className="console-fieldset"
          aria-describedby={errors.filterPrams ? "plan-levels-error" : undefined}
        >
          <legend>Coach levels this plan pairs with</legend>
          <div className="console-checks">
            {LEVELS.map((level) => (
              <label key={level} className="console-check">
                <input
                  type="checkbox"
                  checked={values.filterPrams.includes(level)}
                  onChange={(event) =>
                    form.set(
                      "filterPrams",
                      event.target.checked
                        ? LEVELS.filter((l) => l === level || values.filterPrams.includes(l))
                        : values.filterPrams.filter((l) => l !== level),
                    )
                  }
                />
                {level}
              </label>
            ))}
          </div>
          {errors.filterPrams && (
            <p id="plan-levels-error" className="field-error">
              {errors.filterPrams}
            </p>
          )}
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>Durations</legend>
          {values.billingPlans.map((option, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; their order is their identity
            <div key={i} className="console-form__row console-duration">
              <Field
                label={`Duration ${i + 1}: months`}
                props={form.field(`billingPlans.${i}.interval`)}
                error={errors[`billingPlans.${i}.interval`]}
              >
                {(p) => (
                  <input
                    {...p}
                    type="text"
                    inputMode="numeric"
                    value={option.interval}
                    onChange={(e) => setDuration(i, { interval: e.target.value })}
                  />
                )}
              </Field>
              <Field
                label={`Duration ${i + 1}: discount (%)`}
                props={form.field(`billingPlans.${i}.discountPercentage`)}
                error={errors[`billingPlans.${i}.discountPercentage`]}
              >
                {(p) => (
                  <input
                    {...p}
                    type="text"
                    inputMode="numeric"
                    value={option.discountPercentage}
                    onChange={(e) => setDuration(i, { discountPercentage: e.target.value })}
                  />
                )}
              </Field>
              <button
                type="button"
                className="btn btn-outline console-duration__remove"
                onClick={() =>
                  form.set(
                    "billingPlans",
                    values.billingPlans.filter((_, j) => j !== i),
                  )
                }
              >
                Remove duration {i + 1}
              </button>
            </div>
          ))}
          {errors.billingPlans && <p className="field-error">{errors.billingPlans}</p>}
          <button
            type="button"
            className="btn btn-outline"
            onClick={() =>
              form.set("billingPlans", [...values.billingPlans, { interval: "", discountPercentage: "0" }])
            }
          >
            Add a duration
          </button>
        </fieldset>
        <FormActions busy={form.busy} saveLabel="Save plan" cancelHref={LIST} />
      </form>
    </section>
  );
}
