import { useId } from "react";
import { getStartedHref } from "@/shared/domain/signup-link";
import { CoachStep } from "./CoachStep";
import { DurationStep } from "./DurationStep";
import "./membership.css";
import { coachPairingSelection, FLOW_STEPS, type FlowCoach, type FlowPlan } from "./membership-flow";
import { PlanStep } from "./PlanStep";
import { StepIndicator } from "./StepIndicator";
import { useFocusOnChange } from "./use-focus-on-change";
import { useMembershipFlow } from "./use-membership-flow";
import { useUserSigned } from "./use-user-signed";

export interface MembershipFlowProps {
  plans: readonly FlowPlan[];
  coaches: readonly FlowCoach[];
  /** Prices are shown on the combo page only (docs/product.md, Public pages). */
  showPrice: boolean;
}

/** The membership pages' three steps: plan, then coach, then duration, then Get Started. */
export function MembershipFlow({ plans, coaches, showPrice }: MembershipFlowProps) {
  const flow = useMembershipFlow(plans, coaches);
  const userSigned = useUserSigned();
  const headingRef = useFocusOnChange<HTMLHeadingElement>(flow.step);
  const headingId = useId();
  const hintId = useId();
  const stepIndex = FLOW_STEPS.findIndex((step) => step.key === flow.step);
  const chosenName = flow.step === "plan" ? flow.plan?.planName : flow.coach?.coachName;

  return (
    <div className="membership-flow">
      <StepIndicator current={stepIndex} />
      <section key={flow.step} className="membership-step" aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {FLOW_STEPS[stepIndex]?.title}
        </h2>
        {flow.step !== "plan" && (
          <dl className="membership-summary">
            {flow.plan && (
              <div>
                <dt>Plan</dt>
                <dd>{flow.plan.planName}</dd>
              </div>
            )}
            {flow.step === "duration" && flow.coach && (
              <div>
                <dt>Coach</dt>
                <dd>{flow.coach.coachName}</dd>
              </div>
            )}
          </dl>
        )}

        {flow.step === "plan" && (
          <PlanStep
            plans={plans}
            selectedId={flow.plan?._id ?? null}
            showPrice={showPrice}
            onChoose={flow.choosePlan}
          />
        )}
        {flow.step === "coach" && (
          <CoachStep
            coaches={flow.planCoaches}
            selectedId={flow.coach?._id ?? null}
            showPrice={showPrice}
            onChoose={flow.chooseCoach}
          />
        )}
        {flow.step === "duration" && (
          <DurationStep
            options={flow.options}
            selectedMonths={flow.option?.months ?? null}
            showPrice={showPrice}
            onChoose={flow.chooseMonths}
          />
        )}

        {flow.step !== "plan" && (
          <div className="membership-actions">
            <button type="button" className="btn btn-outline" onClick={flow.back}>
              Back
            </button>
            {flow.step === "duration" &&
              (flow.plan && flow.coach && flow.option ? (
                <a
                  className="btn btn-primary"
                  href={getStartedHref(coachPairingSelection(flow.plan, flow.coach, flow.option), userSigned)}
                >
                  Get Started
                </a>
              ) : (
                <>
                  <p id={hintId} className="membership-hint">
                    Choose a duration to continue.
                  </p>
                  <button type="button" className="btn btn-primary" disabled aria-describedby={hintId}>
                    Get Started
                  </button>
                </>
              ))}
          </div>
        )}
      </section>
      <p className="visually-hidden" aria-live="polite">
        {flow.advancing && chosenName ? `${chosenName} selected.` : ""}
      </p>
    </div>
  );
}
