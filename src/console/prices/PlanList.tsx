/** Plans (admins): every plan, in page order, with its price and durations; each opens its editor. */
import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import { formatNaira } from "@/shared/domain/format";
import { $plans } from "@/stores/console";
import { Loading } from "@/ui/Loading";
import { ConsoleHeader } from "../ui/Header";
import { Notice } from "../ui/Notice";

export function PlanList() {
  const { data, error } = useStore($plans);
  return (
    <section>
      <ConsoleHeader
        title="Plans"
        lead="A price change applies to new orders; running plans keep their price."
      />
      <Notice />
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading plans..." />
      ) : (
        <ul className="console-cards">
          {data.plans.map((plan) => (
            <li key={plan._id} className="dash-card console-card">
              <h2 className="console-card__title">{plan.planName}</h2>
              <p className="console-card__meta">
                {plan.category} · {formatNaira(plan.planPrice)} a month · {plan.billingPlans.length}{" "}
                {plan.billingPlans.length === 1 ? "duration" : "durations"}
              </p>
              <a className="btn btn-outline" href={`/staff/plans/${plan._id}`}>
                Edit<span className="visually-hidden"> {plan.planName}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
