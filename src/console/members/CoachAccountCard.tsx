/** For an account that signed up as Coach: linking it to its coach profile (or unlinking it). */
import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { runWrite } from "@/stores/console";
import { $coachChoices, $linkCoachAccount } from "@/stores/members";
import { ConsoleField } from "../ui/ConsoleField";
import { Card, type Member } from "./MemberCard";
import { type Announce, attempt } from "./member-save";

export function CoachAccountCard({ member, onSaved }: { member: Member; onSaved: Announce }) {
  return (
    <Card id="member-coach-account" title="Coach account">
      <CoachLink key={member.linkedCoach?._id ?? "none"} member={member} onSaved={onSaved} />
    </Card>
  );
}

function CoachLink({ member, onSaved }: { member: Member; onSaved: Announce }) {
  const coaches = useStore($coachChoices).data?.items ?? [];
  const [coachId, setCoachId] = useState(member.linkedCoach?._id ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const { loading } = useStore($linkCoachAccount);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const failure = await attempt(() =>
      runWrite($linkCoachAccount, { id: member._id, coachId: coachId || null }),
    );
    setMessage(failure ? failure.message : null);
    if (!failure) onSaved(coachId ? "Coach profile linked." : "Coach profile unlinked.");
  }

  return (
    <form className="console-member__form" onSubmit={submit}>
      <p>
        {member.linkedCoach
          ? `This account is linked to ${member.linkedCoach.coachName}: it sees that coach's members and reviews in its dashboard.`
          : "This account signed up as Coach. Link it to its coach profile so the coach sees their members and reviews."}
      </p>
      <ConsoleField id="member-coach-link" label="Coach profile">
        <select id="member-coach-link" value={coachId} onChange={(event) => setCoachId(event.target.value)}>
          <option value="">Not linked</option>
          {coaches.map((coach) => (
            <option key={coach._id} value={coach._id}>
              {coach.coachName}
            </option>
          ))}
        </select>
      </ConsoleField>
      {message && (
        <p className="dash-alert" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {loading ? "Saving..." : "Save link"}
      </button>
    </form>
  );
}
