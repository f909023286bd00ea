import { formatNaira } from "@/shared/domain/format";
import { ChoiceCard } from "./ChoiceCard";
import type { FlowPlan } from "./membership-flow";

interface PlanStepProps {
  plans: readonly FlowPlan[];
  selectedId: string | null;
  showPrice: boolean;
  onChoose: (planId: string) => void;
}

export function PlanStep({ plans, selectedId, showPrice, onChoose }: PlanStepProps) {
  if (plans.length === 0) {
    return <p className="membership-empty">No plans are available right now. Please check back soon.</p>;
  }
  return (
    <ul className="membership-grid membership-grid-plans">
      {plans.map((plan) => (
        <ChoiceCard
          key={plan._id}
          title={plan.planName}
          image={plan.planImage}
          shape="plan"
          selected={plan._id === selectedId}
          onChoose={() => onChoose(plan._id)}
        >
          <span className="membership-card-text">{plan.description}</span>
          {plan.note && <span className="membership-card-note">{plan.note}</span>}
          {showPrice && (
            <span className="membership-card-price">
              <strong>{formatNaira(plan.planPrice)}</strong> {plan.priceInfo}
            </span>
          )}
        </ChoiceCard>
      ))}
    </ul>
  );
}
