/**
 * One member, as staff see them: profile, plans, coach and its history, tickets, payments,
 * notifications, reviews and a private note, each a card of its own in this folder. Staff correct
 * level and contact details (never the password), write the note, resend a receipt or a ticket
 * mail, and link a Coach account to its coach profile. Each save names the version it started
 * from; a stale one offers a reload.
 */
import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import type { ResendMailRequest } from "@/shared/api/console-contract";
import { formatDateNG } from "@/shared/domain/dates";
import { runWrite } from "@/stores/console";
import { $member, $resendMemberMail } from "@/stores/members";
import { Loading } from "@/ui/Loading";
import { ConsoleHeader } from "../ui/Header";
import { useWriteNote, WriteNote } from "../ui/ListScreen";
import { CoachAccountCard } from "./CoachAccountCard";
import { CoachCard } from "./CoachCard";
import type { Announce } from "./member-save";
import { NoteCard } from "./NoteCard";
import { NotificationsCard } from "./NotificationsCard";
import { PaymentsCard } from "./PaymentsCard";
import { PlansCard } from "./PlansCard";
import { ProfileCard } from "./ProfileCard";
import { ReviewsCard } from "./ReviewsCard";
import { TicketsCard } from "./TicketsCard";

/**
 * The page's one live region: what the last save or resend did. It sticks to the top of the
 * screen, so it shows wherever the button was.
 */
function useNotice(id: string) {
  const { note, run } = useWriteNote();
  const { loading } = useStore($resendMemberMail);
  const announce: Announce = (text) =>
    void run(
      async () => text,
      (done) => done,
    );
  const resend = (body: ResendMailRequest) =>
    run(
      () => runWrite($resendMemberMail, { id, body }),
      (sent) => sent.message,
    );
  const region = (
    <div className="console-member__notice">
      <WriteNote note={note} />
    </div>
  );
  return { announce, resend, region, busy: loading === true };
}

export function MemberPage({ id }: { id: string }) {
  const { data, error } = useStore($member);
  const { announce, resend, region, busy } = useNotice(id);

  if (error !== undefined)
    return (
      <section>
        <ConsoleHeader title="Member" />
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
        <a href="/staff/members">Back to members</a>
      </section>
    );
  if (!data || data.member._id !== id) return <Loading label="Loading the member..." />;
  const { member } = data;

  return (
    <section className="console-member">
      <ConsoleHeader
        title={member.fullName}
        lead={`@${member.username} · ${member.role === "coach" ? "Coach" : "Student"} · joined ${formatDateNG(member.createdAt)}`}
        actions={
          <>
            <a
              className="btn btn-outline"
              href={`/staff/notifications?member=${encodeURIComponent(member._id)}`}
            >
              Write a notification
            </a>
            <a className="btn btn-outline" href="/staff/members">
              All members
            </a>
          </>
        }
      />
      {region}
      <div className="console-member__grid">
        <ProfileCard member={member} onSaved={announce} />
        <PlansCard member={member} />
        <CoachCard member={member} onEnded={announce} />
        {member.role === "coach" && <CoachAccountCard member={member} onSaved={announce} />}
        <NoteCard id={member._id} note={data.note} onSaved={announce} />
      </div>
      <TicketsCard tickets={data.tickets} busy={busy} resend={resend} />
      <PaymentsCard payments={data.transactions} busy={busy} resend={resend} />
      <div className="console-member__grid">
        <NotificationsCard notifications={data.notifications} />
        <ReviewsCard reviews={data.reviews} />
      </div>
    </section>
  );
}
