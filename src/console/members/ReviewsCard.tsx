/** The coach reviews the member wrote, newest first. */
import { formatDateNG } from "@/shared/domain/dates";
import { Card, type MemberData, NewestOf } from "./MemberCard";

export function ReviewsCard({ reviews }: { reviews: MemberData["reviews"] }) {
  return (
    <Card id="member-reviews" title="Reviews written">
      {reviews.items.length === 0 ? (
        <p>None.</p>
      ) : (
        <ol className="console-member__list">
          {reviews.items.map((review) => (
            <li key={review._id}>
              <strong>
                {review.coachName}, {review.rating} of 5
              </strong>{" "}
              {review.comment}
              <span className="console-table__sub">{formatDateNG(review.createdAt)}</span>
            </li>
          ))}
        </ol>
      )}
      <NewestOf shown={reviews.items.length} total={reviews.total} />
    </Card>
  );
}
