/** A read-only star rating (the rounded stars and the one-decimal figure), and a review showing one. */
import { formatDateNG } from "@/shared/domain/dates";
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

/** One review as the dashboard lists them: who, the stars, what they wrote and when. */
export function ReviewItem({
  author,
  rating,
  comment,
  createdAt,
}: {
  author: string;
  rating: number;
  comment: string;
  createdAt: string;
}) {
  return (
    <li className="dash-reviews__item">
      <p className="dash-reviews__author">{author}</p>
      <Stars average={rating} />
      <p className="dash-reviews__comment">{comment}</p>
      <p className="dash-reviews__date">{formatDateNG(createdAt)}</p>
    </li>
  );
}
