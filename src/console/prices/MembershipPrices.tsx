/**
 * Membership prices (admins): each paid plan's price in naira and in dollars, one form per plan,
 * with the saving the plan cards will show (docs/decisions/0215-membership-prices-in-the-database.md).
 * New purchases pay a new price at once; a rise reaches auto-renewals after its notice, and members
 * on auto-renew are told when it is saved.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { listMembershipPrices } from "@/lib/api/console-calls";
import type { StaffMembershipPrice } from "@/shared/api/console-contract";
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import { membershipPlan } from "@/shared/domain/membership-plans";
import { PRICE_NOTICE_DAYS, savingTag } from "@/shared/domain/membership-prices";
import { $membershipPrices, $saveMembershipPrice } from "@/stores/console/coaches";
import { runWrite } from "@/stores/console/common";
import { Loading } from "@/ui/Loading";
import { Field, FormMessage } from "../ui/Fields";
import { ConsoleHeader } from "../ui/Header";
import { useConsoleForm } from "../use-form";
import { checkMembershipPrice, type MembershipPriceValues, membershipPriceValues } from "./price-forms";

export function MembershipPrices() {
  const { data, error } = useStore($membershipPrices);
  const monthly = data?.prices.find((p) => p.key === "monthly")?.priceNGN ?? 0;
  return (
    <section>
      <ConsoleHeader
        title="Membership prices"
        lead={`New members pay a new price at once. A rise reaches auto-renewals ${PRICE_NOTICE_DAYS} days after it is saved; members on auto-renew are told when you save it.`}
      />
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading membership prices..." />
      ) : (
        <ul className="console-cards">
          {data.prices.map((price) => (
            <li key={price.key} className="dash-card console-card">
              <PriceForm price={price} monthly={monthly} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the plan card will say of the saving, for the price as typed. */
function savingPreview(key: StaffMembershipPrice["key"], typed: string, monthly: number): string {
  const { months } = membershipPlan(key);
  if (months === 1) return "The other plans' savings are counted against this price.";
  const price = Number(typed.replace(/[,\s]/g, ""));
  if (!Number.isInteger(price) || price <= 0) return "";
  const tag = savingTag(monthly, price, months);
  return tag
    ? `The plan card says "${tag}".`
    : `No saving shown: ${months} months of Premium Monthly cost ${formatNaira(monthly * months)}.`;
}

function PriceForm({ price, monthly }: { price: StaffMembershipPrice; monthly: number }) {
  const title = membershipPlan(price.key).title;
  const [version, setVersion] = useState(price.version);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useConsoleForm({
    initial: membershipPriceValues(price),
    check: checkMembershipPrice,
    save: (input) => runWrite($saveMembershipPrice, { key: price.key, input: { ...input, version } }),
    onSaved: (answer) => {
      setVersion(answer.price.version);
      const told =
        answer.membersTold > 0
          ? ` ${answer.membersTold} ${answer.membersTold === 1 ? "member on auto-renew was" : "members on auto-renew were"} told.`
          : "";
      setSaved(`Saved: ${formatNaira(answer.price.priceNGN)} or $${answer.price.priceUSD}.${told}`);
    },
  });
  const { values, errors } = form;
  const set = (name: keyof MembershipPriceValues) => (event: { target: { value: string } }) => {
    setSaved(null);
    form.set(name, event.target.value);
  };

  async function reload() {
    try {
      const fresh = (await listMembershipPrices()).prices.find((p) => p.key === price.key);
      if (!fresh) return;
      setVersion(fresh.version);
      form.reset(membershipPriceValues(fresh));
    } catch (failure) {
      window.alert(errorMessage(failure));
    }
  }

  const preview = savingPreview(price.key, values.priceNGN, monthly);
  return (
    <form className="console-form console-package" aria-label={`${title} price`} {...form.formProps}>
      <h2 className="console-card__title">{title}</h2>
      {price.renewalPriceNGN !== null && price.renewalPriceUntil !== null && (
        <p className="console-card__meta">
          Auto-renewals starting before {formatDateNG(price.renewalPriceUntil)} are still charged{" "}
          {formatNaira(price.renewalPriceNGN)}.
        </p>
      )}
      <FormMessage message={form.message} stale={form.stale} onReload={reload} />
      <div className="console-form__row">
        <Field
          label="Price (₦)"
          props={form.field("priceNGN")}
          error={errors.priceNGN}
          {...(preview ? { hint: preview } : {})}
        >
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="numeric"
              value={values.priceNGN}
              onChange={set("priceNGN")}
            />
          )}
        </Field>
        <Field label="Outside Nigeria ($)" props={form.field("priceUSD")} error={errors.priceUSD}>
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="numeric"
              value={values.priceUSD}
              onChange={set("priceUSD")}
            />
          )}
        </Field>
      </div>
      <div className="console-form__actions">
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? "Saving..." : `Save ${title}`}
        </button>
        <p className="form-success" role="status">
          {saved}
        </p>
      </div>
    </form>
  );
}
