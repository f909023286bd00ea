/**
 * The Membership Package panel: the four plan cards at the club's prices, each with its Join (or
 * Free) button.
 */

import { formatNaira } from "@/shared/domain/format";
import type { MembershipPlan } from "@/shared/domain/membership-plans";
import { membershipButton } from "../payments/button-states";
import { Panel } from "./Panel";

interface MembershipPlansProps {
  /** Null while the prices load, or when they could not be read. */
  plans: readonly MembershipPlan[] | null;
  loading: boolean;
  membershipPaid: boolean;
  processingKey: string | null;
  onJoin: (plan: MembershipPlan) => void;
}

export const membershipPaymentKey = (plan: { key: string }) => `membership:${plan.key}`;

export function MembershipPlans({
  plans,
  loading,
  membershipPaid,
  processingKey,
  onJoin,
}: MembershipPlansProps) {
  return (
    <Panel title="Membership Package">
      <p className="dash-panel__note">
        Already on a plan? You can switch by clicking the new plan once your current plan ends.
      </p>
      {plans === null ? (
        <p className={loading ? "dash-loading" : undefined}>
          {loading
            ? "Loading membership plans..."
            : "Membership plans are not available right now. Please check back later."}
        </p>
      ) : (
        <ul className="dash-plans">
          {plans.map((plan) => {
            const button = membershipButton(plan, {
              membershipPaid,
              processing: processingKey === membershipPaymentKey(plan),
            });
            return (
              <li key={plan.key} className="dash-plan">
                <h3 className="dash-plan__title">{plan.title}</h3>
                <p className="dash-plan__price">
                  {formatNaira(plan.priceNGN)}
                  {plan.duration && <span> / {plan.duration}</span>}
                </p>
                {plan.extra && <p className="dash-plan__tag">{plan.extra}</p>}
                <ul className="dash-plan__benefits">
                  {plan.content.map((line) =>
                    line.included ? (
                      <li key={line.text}>{line.text}</li>
                    ) : (
                      <li key={line.text} className="is-excluded">
                        <del>
                          <span className="visually-hidden">Not included: </span>
                          {line.text}
                        </del>
                      </li>
                    ),
                  )}
                </ul>
                <button
                  type="button"
                  className="btn btn-primary dash-plan__button"
                  disabled={button.disabled}
                  onClick={() => onJoin(plan)}
                >
                  {button.label}
                  {!button.disabled && <span className="visually-hidden"> {plan.title}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
