/** The member's coach assignment, its history, and ending it while it runs. */
import { useState } from "react";
import { formatDateNG } from "@/shared/domain/dates";
import { EndDialog } from "../assignments/EndDialog";
import { lagosTime } from "../publishing";
import { Card, Facts, type Member } from "./MemberCard";
import type { Announce } from "./member-save";
import { assignmentStep } from "./member-texts";

export function CoachCard({ member, onEnded }: { member: Member; onEnded: Announce }) {
  const [ending, setEnding] = useState(false);
  const { assignment } = member;
  return (
    <Card id="member-coach" title="Coach">
      {assignment ? (
        <Facts
          rows={[
            ["Coach", assignment.coach.coachName],
            ["Status", assignment.status],
            ["Ordered", formatDateNG(assignment.orderedAt)],
            ["Assigned", assignment.assignedAt ? formatDateNG(assignment.assignedAt) : "—"],
            ["Ends", assignment.endsAt ? formatDateNG(assignment.endsAt) : "—"],
          ]}
        />
      ) : (
        <p>No coach assignment.</p>
      )}
      {assignment && assignment.status !== "Ended" && (
        <>
          <button
            type="button"
            className="btn btn-outline console-member__action"
            onClick={() => setEnding(true)}
          >
            End assignment
          </button>
          <EndDialog
            assignment={ending ? { _id: assignment._id, member } : null}
            onClose={() => setEnding(false)}
            onDone={(done) => onEnded(done.text)}
          />
        </>
      )}
      {member.assignmentHistory.length > 0 && (
        <>
          <h3 className="console-member__subtitle">History</h3>
          <ol className="console-member__list">
            {member.assignmentHistory.map((event) => (
              <li key={`${event.at}-${event.what}`}>
                {assignmentStep(event.what)}
                <span className="console-table__sub">
                  {lagosTime(event.at)}
                  {event.by && ` · ${event.by}`}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
}
