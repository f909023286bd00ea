/**
 * Training packages (admins): prices for 1 and 3 months and the member discount, one form per
 * package. A new price applies to new orders; members on auto-renew are told before their renewal.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { getHouseholdDiscount, listTrainingPackages } from "@/lib/api/console-calls";
import type { StaffTrainingPackage } from "@/shared/api/console-contract";
import { formatNaira } from "@/shared/domain/format";
import {
  $householdDiscount,
  $saveHouseholdDiscount,
  $saveTrainingPackage,
  $trainingPackages,
} from "@/stores/console/coaches";
import { runWrite } from "@/stores/console/common";
import { Loading } from "@/ui/Loading";
import { Field, FormMessage } from "../ui/Fields";
import { ConsoleHeader } from "../ui/Header";
import { useConsoleForm } from "../use-form";
import { checkDiscount, checkPackage, type PackageValues, packageValues } from "./price-forms";

export function TrainingPackages() {
  const { data, error } = useStore($trainingPackages);
  return (
    <section>
      <ConsoleHeader
        title="Training packages"
        lead="A new price applies to new orders. Members on auto-renew are told of it before their renewal."
      />
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading training packages..." />
      ) : (
        <>
          <HouseholdDiscountForm />
          <ul className="console-cards">
            {data.packages.map((pkg) => (
              <li key={pkg.key} className="dash-card console-card">
                <PackageForm pkg={pkg} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function PackageForm({ pkg }: { pkg: StaffTrainingPackage }) {
  const [version, setVersion] = useState(pkg.version);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useConsoleForm({
    initial: packageValues(pkg),
    check: checkPackage,
    save: (input) => runWrite($saveTrainingPackage, { key: pkg.key, input: { ...input, version } }),
    onSaved: (answer) => {
      setVersion(answer.package.version);
      setSaved(
        `Saved: ${formatNaira(answer.package.oneMonth)} for 1 month, ${formatNaira(answer.package.threeMonths)} for 3 months.${
          answer.membersTold > 0
            ? ` ${answer.membersTold} ${answer.membersTold === 1 ? "member on auto-renew was" : "members on auto-renew were"} told.`
            : ""
        }`,
      );
    },
  });
  const { values, errors } = form;
  const set = (name: keyof PackageValues) => (event: { target: { value: string } }) => {
    setSaved(null);
    form.set(name, event.target.value);
  };

  async function reload() {
    try {
      const fresh = (await listTrainingPackages()).packages.find((p) => p.key === pkg.key);
      if (!fresh) return;
      setVersion(fresh.version);
      form.reset(packageValues(fresh));
    } catch (failure) {
      window.alert(errorMessage(failure));
    }
  }

  return (
    <form className="console-form console-package" aria-label={`${pkg.name} prices`} {...form.formProps}>
      <h2 className="console-card__title">{pkg.name}</h2>
      <p className="console-card__meta">{pkg.info}</p>
      <FormMessage message={form.message} stale={form.stale} onReload={reload} />
      <div className="console-form__row">
        <Field label="1 month (₦)" props={form.field("oneMonth")} error={errors.oneMonth}>
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="numeric"
              value={values.oneMonth}
              onChange={set("oneMonth")}
            />
          )}
        </Field>
        <Field label="3 months (₦)" props={form.field("threeMonths")} error={errors.threeMonths}>
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="numeric"
              value={values.threeMonths}
              onChange={set("threeMonths")}
            />
          )}
        </Field>
        <Field label="Member discount (%)" props={form.field("discount")} error={errors.discount}>
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="numeric"
              value={values.discount}
              onChange={set("discount")}
            />
          )}
        </Field>
      </div>
      <div className="console-form__actions">
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? "Saving..." : `Save ${pkg.name}`}
        </button>
        <p className="form-success" role="status">
          {saved}
        </p>
      </div>
    </form>
  );
}

/** The household discount on the second and later players of a family checkout (admins). */
function HouseholdDiscountForm() {
  const { data } = useStore($householdDiscount);
  if (!data) return <Loading label="Loading the household discount..." />;
  return (
    <div className="dash-card console-card">
      <DiscountForm percent={data.discount.percent} version={data.discount.version} />
    </div>
  );
}

function DiscountForm({ percent, version: first }: { percent: number; version: number }) {
  const [version, setVersion] = useState(first);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useConsoleForm({
    initial: { percent: String(percent) },
    check: checkDiscount,
    save: (input) => runWrite($saveHouseholdDiscount, { ...input, version }),
    onSaved: (answer) => {
      setVersion(answer.discount.version);
      setSaved(
        answer.discount.percent > 0
          ? `Saved: ${answer.discount.percent}% off the second and later players in a family checkout.`
          : "Saved: no household discount.",
      );
    },
  });

  async function reload() {
    try {
      const fresh = await getHouseholdDiscount();
      setVersion(fresh.discount.version);
      form.reset({ percent: String(fresh.discount.percent) });
    } catch (failure) {
      window.alert(errorMessage(failure));
    }
  }

  return (
    <form className="console-form console-package" aria-label="Household discount" {...form.formProps}>
      <h2 className="console-card__title">Household discount</h2>
      <p className="console-card__meta">
        Taken off the training of the second and later players a family pays for in one checkout; the dearest
        line (of equal prices, the eldest player) pays in full. Whole percent, 0 to 50.
      </p>
      <FormMessage message={form.message} stale={form.stale} onReload={reload} />
      <Field label="Household discount (%)" props={form.field("percent")} error={form.errors.percent}>
        {(p) => (
          <input
            {...p}
            type="text"
            inputMode="numeric"
            value={form.values.percent}
            onChange={(e) => {
              setSaved(null);
              form.set("percent", e.target.value);
            }}
          />
        )}
      </Field>
      <div className="console-form__actions">
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? "Saving..." : "Save household discount"}
        </button>
        <p className="form-success" role="status">
          {saved}
        </p>
      </div>
    </form>
  );
}
