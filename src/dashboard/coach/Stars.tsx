/** A read-only star rating: the rounded stars and the one-decimal figure. */
import { ratingLabel, roundedStars } from "@/shared/domain/rating";

export function Stars({ average }: { average: number }) {
  const filled = roundedStars(average);
  return (
    <span className="dash-stars">
      <span aria-hidden="true">
        <span className="dash-stars__on">{"★".repeat(filled)}</span>
        <span className="dash-stars__off">{"★".repeat(5 - filled)}</span>
      </span>
      <span className="dash-stars__figure">
        {ratingLabel(average)}
        <span className="visually-hidden"> out of 5</span>
      </span>
    </span>
  );
}
