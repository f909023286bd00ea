/** The review form for the assigned coach: a rating of 1 to 5 stars and a comment, both required. */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useId, useState } from "react";
import { fieldErrors, ReviewInput } from "@/shared/domain/validation";
import { $coachReview } from "@/stores/coach";

export const REVIEW_FAILED = "Failed to post review. Please try again.";
const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export function ReviewForm() {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { loading: submitting, mutate: postReview } = useStore($coachReview);
  const [posted, setPosted] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPosted(false);
    const parsed = ReviewInput.safeParse({ rating: rating || undefined, comment });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    if (await postReview(parsed.data)) {
      setRating(0);
      setComment("");
      setPosted(true);
      return;
    }
    // A failure keeps the rating and comment for another try.
    const { error } = $coachReview.get();
    if (error === undefined) return;
    console.error("Could not post the review", error);
    window.alert(REVIEW_FAILED);
  }

  const ratingError = errors.rating;
  const commentError = errors.comment;

  return (
    <form className="dash-review-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dash-review-form__title">
        Review your coach
      </h2>
      <fieldset
        className="dash-review-form__rating"
        aria-describedby={ratingError ? `${id}-rating-error` : undefined}
      >
        <legend>Rating</legend>
        <div className="dash-rating-input">
          {STAR_VALUES.map((value) => (
            <label key={value} className={value <= rating ? "is-on" : undefined}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-invalid={ratingError ? true : undefined}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{value === 1 ? "1 star" : `${value} stars`}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={`${id}-rating-error`} className="field-error">
            {ratingError}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-comment`}>Comment</label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={4}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${id}-comment-error` : undefined}
        />
        {commentError && (
          <p id={`${id}-comment-error`} className="field-error">
            {commentError}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {submitting ? "Posting..." : "Post Review"}
      </button>
      <p className="form-success" role="status">
        {posted ? "Thank you, your review was posted." : ""}
      </p>
    </form>
  );
}
