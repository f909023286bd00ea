/** The member's membership and training: plan, standing, end dates and auto-renewal. */
import { formatDateNG } from "@/shared/domain/dates";
import { Card, Facts, type Member } from "./MemberCard";
import { planLabel, STANDING_LABELS, trainingLabel } from "./member-texts";

export function PlansCard({ member }: { member: Member }) {
  const { membership, training } = member;
  return (
    <Card id="member-plans" title="Membership and training">
      <Facts
        rows={[
          ["Membership", membership ? planLabel(membership.plan) : "Free"],
          [
            "Status",
            membership ? `${membership.status} (${STANDING_LABELS[member.standing]})` : "Never paid",
          ],
          ["Ends", membership ? formatDateNG(membership.endDate) : "—"],
          ["Auto-renew", membership?.autoRenew ? "On" : "Off"],
          ["Training", training ? trainingLabel(training.plan) : "None"],
          ["Training ends", training ? `${formatDateNG(training.endDate)} (${training.status})` : "—"],
        ]}
      />
    </Card>
  );
}
