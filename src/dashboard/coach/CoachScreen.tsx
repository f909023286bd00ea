/** Your Coach (/u/coach): the assignment's state; for an assigned coach, their profile, reviews and the review form. */
import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import type { Coach } from "@/shared/api/contract";
import { reviewCountLabel } from "@/shared/domain/rating";
import { publicReviewerName } from "@/shared/domain/reviewer-name";
import { $assignedCoach, $coachInfo } from "@/stores/coach";
import { Loading } from "@/ui/Loading";
import { newestFirst } from "@/ui/newest-first";
import { ScreenHeader } from "@/ui/ScreenHeader";
import { ReviewForm } from "./ReviewForm";
import { ReviewItem, Stars } from "./Stars";
import "./coach.css";

function AssignedCoach({ coach }: { coach: Coach }) {
  const reviews = newestFirst(coach.comment, (review) => review.createdAt);
  return (
    <>
      <section className="dash-card dash-coach" aria-labelledby="coach-name">
        <img className="dash-coach__image" src={coach.imageUrl} alt="" width="160" height="160" />
        <div>
          <h2 id="coach-name" className="dash-coach__name">
            {coach.coachName}
          </h2>
          <p className="dash-coach__level">{coach.level}</p>
          <Stars average={coach.avgRate} />
          <p className="dash-coach__bio">{coach.bioInfo}</p>
        </div>
      </section>
      <div className="dash-coach__columns">
        <section className="dash-card" aria-labelledby="reviews-title">
          <h2 id="reviews-title" className="dash-coach__reviews-title">
            Reviews <span className="dash-coach__count">{reviewCountLabel(reviews.length)}</span>
          </h2>
          {reviews.length > 0 && (
            <ul className="dash-reviews">
              {reviews.map((review) => (
                <ReviewItem
                  key={review._id}
                  author={publicReviewerName(review.userID?.fullName)}
                  rating={review.rating}
                  comment={review.comment}
                  createdAt={review.createdAt}
                />
              ))}
            </ul>
          )}
        </section>
        <section className="dash-card">
          <ReviewForm />
        </section>
      </div>
    </>
  );
}

function AssignedCoachLoader() {
  const { data: coach, error } = useStore($assignedCoach);
  if (coach) return <AssignedCoach coach={coach} />;
  if (error)
    return (
      <p className="dash-alert" role="alert">
        {errorMessage(error)}
      </p>
    );
  return <Loading label="Loading your coach..." />;
}

export function CoachScreen() {
  const { data: info, error } = useStore($coachInfo);

  return (
    <>
      <ScreenHeader title="Your Coach" />
      {info?.status === "Assigned" && info.coachId ? (
        <AssignedCoachLoader />
      ) : info?.status === "Pending" ? (
        <section className="dash-empty">
          <h2>Getting Your Coach Ready</h2>
          <p>Coach Assignment Pending</p>
        </section>
      ) : info ? (
        <section className="dash-empty">
          <h2>No Coach Assigned Yet</h2>
          <p>Choose a training plan and we will pair you with a coach.</p>
          <a className="btn btn-primary" href="/u/billings">
            See training plans
          </a>
        </section>
      ) : error ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : (
        <Loading label="Loading your coach..." />
      )}
    </>
  );
}
