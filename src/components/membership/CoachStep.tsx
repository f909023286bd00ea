import { formatNaira } from "@/shared/domain/format";
import { ratingLabel } from "@/shared/domain/rating";
import { ChoiceCard } from "./ChoiceCard";
import type { FlowCoach } from "./membership-flow";

interface CoachStepProps {
  coaches: readonly FlowCoach[];
  selectedId: string | null;
  showPrice: boolean;
  onChoose: (coachId: string) => void;
}

function Rating({ average }: { average: number }) {
  if (average <= 0) return <span className="membership-card-text">Not rated yet</span>;
  return (
    <span className="membership-card-text">
      <span aria-hidden="true" className="membership-star">
        ★
      </span>{" "}
      {ratingLabel(average)}
      <span className="visually-hidden"> out of 5</span>
    </span>
  );
}

export function CoachStep({ coaches, selectedId, showPrice, onChoose }: CoachStepProps) {
  if (coaches.length === 0) {
    return (
      <p className="membership-empty">
        No coaches are available for this plan yet. Please choose another plan.
      </p>
    );
  }
  return (
    <ul className="membership-grid membership-grid-coaches">
      {coaches.map((coach) => (
        <ChoiceCard
          key={coach._id}
          title={coach.coachName}
          image={coach.imageUrl}
          shape="coach"
          selected={coach._id === selectedId}
          onChoose={() => onChoose(coach._id)}
        >
          <span className="membership-card-level">{coach.level}</span>
          <Rating average={coach.avgRate} />
          {showPrice && (
            <span className="membership-card-price">
              <strong>{formatNaira(coach.price)}</strong> per month
            </span>
          )}
        </ChoiceCard>
      ))}
    </ul>
  );
}
