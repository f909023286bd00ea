/**
 * My members (/u/my-members), for a coach whose account the club linked to their coach profile:
 * the members assigned to them, with level, plan and since when, and their own reviews. The server
 * answers for the caller's own profile only.
 */
import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import { formatDateNG } from "@/shared/domain/dates";
import { findMembershipPlan } from "@/shared/domain/membership-plans";
import { $coachOwnMembers } from "@/stores/coach-view";
import { Loading } from "@/ui/Loading";
import { ScreenHeader } from "@/ui/ScreenHeader";
import { ReviewItem } from "./Stars";
import "./coach.css";

const planName = (key: string) => findMembershipPlan(key)?.title ?? "Free";

export function CoachMembers() {
  const { data, error } = useStore($coachOwnMembers);
  if (error !== undefined)
    return (
      <>
        <ScreenHeader title="My members" />
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      </>
    );
  if (!data) return <Loading label="Loading your members..." />;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <ScreenHeader title="My members">
        The members assigned to you as {data.coach.coachName}, and what they say about your coaching.
      </ScreenHeader>
      <div className="dash-coach__stack">
        <section className="dash-card" aria-labelledby="coach-members-title">
          <h2 id="coach-members-title" className="dash-coach__reviews-title">
            Members <span className="dash-coach__count">{data.total}</span>
          </h2>
          {data.members.length === 0 ? (
            <p>No members are assigned to you right now.</p>
          ) : (
            <div className="dash-coach__table-wrap">
              <table className="dash-coach__table">
                <caption className="visually-hidden">Members assigned to you</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Level</th>
                    <th scope="col">Plan</th>
                    <th scope="col">Since</th>
                  </tr>
                </thead>
                <tbody>
                  {data.members.map((member) => (
                    <tr key={`${member.fullName}-${member.since}`}>
                      <th scope="row">{member.fullName}</th>
                      <td>{member.level}</td>
                      <td>{planName(member.plan)}</td>
                      <td>
                        {formatDateNG(member.since)}
                        {member.status === "Pending" && " (waiting for the club to confirm)"}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 && (
            <nav className="dash-coach__pages" aria-label="Pages">
              <span>
                Page {data.page} of {pages}
              </span>
              {data.page > 1 && <a href={`/u/my-members?page=${data.page - 1}`}>Previous page</a>}
              {data.page < pages && <a href={`/u/my-members?page=${data.page + 1}`}>Next page</a>}
            </nav>
          )}
        </section>
        <section className="dash-card" aria-labelledby="coach-own-reviews">
          <h2 id="coach-own-reviews" className="dash-coach__reviews-title">
            Your reviews
          </h2>
          {data.reviews.length === 0 ? (
            <p>No reviews yet.</p>
          ) : (
            <ul className="dash-reviews">
              {data.reviews.map((review) => (
                <ReviewItem
                  key={review._id}
                  author={review.reviewerName}
                  rating={review.rating}
                  comment={review.comment}
                  createdAt={review.createdAt}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
