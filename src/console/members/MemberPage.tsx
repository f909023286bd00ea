/**
 * One member, as staff see them: profile, plans, coach and its history, tickets, payments,
 * notifications, reviews and a private note. Staff correct level and contact details (never the
 * password), write the note, resend a receipt or a ticket mail, and link a Coach account to its
 * coach profile. Each save names the version it started from; a stale one offers a reload.
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, type ReactNode, useState } from "react";
import { Loading } from "@/dashboard/ui/Loading";
import { ApiError, errorMessage } from "@/lib/api/client";
import type { ResendMailRequest, StaffMemberResponse } from "@/shared/api/console-contract";
import { formatDateNG } from "@/shared/domain/dates";
import { formatNaira } from "@/shared/domain/format";
import { LEVELS } from "@/shared/domain/lists";
import { runWrite } from "@/stores/console";
import {
  $coachChoices,
  $linkCoachAccount,
  $member,
  $resendMemberMail,
  $saveMemberNote,
  $updateMember,
} from "@/stores/members";
import { EndDialog } from "../assignments/EndDialog";
import { DisputedBadge, PaymentDetailsLink } from "../payments/PaymentLinks";
import { lagosTime } from "../publishing";
import { FormMessage } from "../ui/Fields";
import { ConsoleHeader } from "../ui/Header";
import { type Column, ListTable, useWriteNote, WriteNote } from "../ui/ListScreen";
import { assignmentStep, planLabel, STANDING_LABELS, trainingLabel } from "./member-texts";

type Data = StaffMemberResponse;
type Member = Data["member"];

const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="dash-card console-member__card" aria-labelledby={id}>
      <h2 id={id} className="console-member__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="console-member__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Runs a save; answers the failure's message and whether it was stale, or null when it worked. */
async function attempt(save: () => Promise<unknown>) {
  try {
    await save();
    return null;
  } catch (failure) {
    return { message: errorMessage(failure), stale: isStale(failure) };
  }
}

type Announce = (text: string) => void;

function ContactForm({ member, onSaved }: { member: Member; onSaved: Announce }) {
  const [values, setValues] = useState({
    email: member.email ?? "",
    phoneNumber: member.phoneNumber,
    level: member.level,
  });
  const [result, setResult] = useState<{ message: string; stale: boolean } | null>(null);
  const { loading } = useStore($updateMember);
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const failure = await attempt(() =>
      runWrite($updateMember, {
        id: member._id,
        body: { ...values, level: values.level as (typeof LEVELS)[number], version: member.version },
      }),
    );
    setResult(failure);
    if (!failure) onSaved("Member details saved.");
  }

  return (
    <form className="console-member__form" onSubmit={submit} aria-labelledby="member-correct-title">
      <h3 id="member-correct-title" className="console-member__subtitle">
        Correct level and contact details
      </h3>
      <p className="console-field__hint">
        Staff never see or set a member's password; members reset their own.
      </p>
      {(
        [
          ["email", "Email", "email", 254],
          ["phoneNumber", "Phone", "tel", 20],
        ] as const
      ).map(([name, label, type, max]) => (
        <div key={name} className="field console-field">
          <label htmlFor={`member-${name}`}>{label}</label>
          <input
            id={`member-${name}`}
            type={type}
            value={values[name]}
            onChange={set(name)}
            maxLength={max}
            required
          />
        </div>
      ))}
      <div className="field console-field">
        <label htmlFor="member-level">Level</label>
        <select id="member-level" value={values.level} onChange={set("level")}>
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </div>
      <FormMessage
        message={result?.message ?? null}
        stale={result?.stale ?? false}
        onReload={() => $member.revalidate()}
      />
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {loading ? "Saving..." : "Save details"}
      </button>
    </form>
  );
}

function NoteForm({ id, note, onSaved }: { id: string; note: Data["note"]; onSaved: Announce }) {
  const [text, setText] = useState(note.note);
  const [result, setResult] = useState<{ message: string; stale: boolean } | null>(null);
  const { loading } = useStore($saveMemberNote);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const failure = await attempt(() => runWrite($saveMemberNote, { id, note: text, version: note.version }));
    setResult(failure);
    if (!failure) onSaved("Note saved.");
  }

  return (
    <form className="console-member__form" onSubmit={submit}>
      <div className="field console-field">
        <label htmlFor="member-note">Private note (staff only, never shown to the member)</label>
        <textarea
          id="member-note"
          rows={4}
          maxLength={4000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {note.updatedAt && (
        <p className="console-field__hint">
          Last saved by {note.updatedBy ?? "a former staff member"}, {lagosTime(note.updatedAt)}.
        </p>
      )}
      <FormMessage
        message={result?.message ?? null}
        stale={result?.stale ?? false}
        onReload={() => $member.revalidate()}
      />
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {loading ? "Saving..." : "Save note"}
      </button>
    </form>
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
      <div className="field console-field">
        <label htmlFor="member-coach-link">Coach profile</label>
        <select id="member-coach-link" value={coachId} onChange={(event) => setCoachId(event.target.value)}>
          <option value="">Not linked</option>
          {coaches.map((coach) => (
            <option key={coach._id} value={coach._id}>
              {coach.coachName}
            </option>
          ))}
        </select>
      </div>
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

/** The member's coach assignment, its history, and ending it while it runs. */
function CoachCard({ member, onEnded }: { member: Member; onEnded: Announce }) {
  const [ending, setEnding] = useState(false);
  const { assignment } = member;
  return (
    <>
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
    </>
  );
}

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
  return { announce, resend, region, busy: loading };
}

/** A member's newest tickets or payments, and how many there are in all. */
function ItemsTable<T extends { _id: string }>({
  list,
  caption,
  empty,
  columns,
  action,
}: {
  list: { items: T[]; total: number };
  caption: string;
  empty: string;
  columns: Column<T>[];
  action: (item: T) => ReactNode;
}) {
  return (
    <>
      <ListTable
        rows={list.items}
        error={undefined}
        caption={caption}
        loadingLabel=""
        empty={empty}
        columns={columns}
        rowKey={(item) => item._id}
        actions={action}
      />
      {more(list.items.length, list.total)}
    </>
  );
}

const more = (shown: number, total: number) =>
  total > shown ? (
    <p className="console-field__hint">
      The newest {shown} of {total}.
    </p>
  ) : null;

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
        <Card id="member-profile" title="Profile">
          <Facts
            rows={[
              ["Email", member.email],
              ["Phone", member.phoneNumber],
              ["Date of birth", formatDateNG(member.dob)],
              ["Level", member.level],
            ]}
          />
          <ContactForm key={member.version} member={member} onSaved={announce} />
        </Card>

        <Card id="member-plans" title="Membership and training">
          <Facts
            rows={[
              ["Membership", member.membership ? planLabel(member.membership.plan) : "Free"],
              [
                "Status",
                member.membership
                  ? `${member.membership.status} (${STANDING_LABELS[member.standing]})`
                  : "Never paid",
              ],
              ["Ends", member.membership ? formatDateNG(member.membership.endDate) : "—"],
              ["Auto-renew", member.membership?.autoRenew ? "On" : "Off"],
              ["Training", member.training ? trainingLabel(member.training.plan) : "None"],
              [
                "Training ends",
                member.training
                  ? `${formatDateNG(member.training.endDate)} (${member.training.status})`
                  : "—",
              ],
            ]}
          />
        </Card>

        <Card id="member-coach" title="Coach">
          <CoachCard member={member} onEnded={announce} />
        </Card>

        {member.role === "coach" && (
          <Card id="member-coach-account" title="Coach account">
            <CoachLink key={member.linkedCoach?._id ?? "none"} member={member} onSaved={announce} />
          </Card>
        )}

        <Card id="member-note-title" title="Staff note">
          <NoteForm key={data.note.version} id={member._id} note={data.note} onSaved={announce} />
        </Card>
      </div>

      <Card id="member-tickets" title="Tickets">
        <ItemsTable
          list={data.tickets}
          empty="No tickets."
          caption="Tickets"
          columns={[
            { label: "Tournament", cell: (ticket) => ticket.tournamentName },
            { label: "Date", cell: (ticket) => formatDateNG(ticket.tournamentDate) },
            { label: "Paid", cell: (ticket) => formatNaira(ticket.price) },
          ]}
          action={(ticket) => (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => resend({ kind: "ticket", ticketId: ticket._id })}
            >
              Resend ticket mail<span className="visually-hidden"> for {ticket.tournamentName}</span>
            </button>
          )}
        />
      </Card>

      <Card id="member-payments" title="Payments">
        <ItemsTable
          list={data.transactions}
          empty="No payments."
          caption="Payments"
          columns={[
            {
              label: "What",
              cell: (payment) => (
                <>
                  {payment.description}
                  <span className="console-table__sub">{payment.reference}</span>
                </>
              ),
            },
            {
              label: "Amount",
              cell: (payment) => (
                <>
                  {formatNaira(payment.amount)}
                  {payment.refunded > 0 && (
                    <span className="console-table__sub">{formatNaira(payment.refunded)} refunded</span>
                  )}
                </>
              ),
            },
            {
              label: "Status",
              cell: (payment) => (
                <>
                  {payment.status}
                  {payment.disputed && (
                    <>
                      {" "}
                      <DisputedBadge />
                    </>
                  )}
                </>
              ),
            },
            { label: "Date", cell: (payment) => formatDateNG(payment.createdAt) },
          ]}
          action={(payment) => (
            <>
              <PaymentDetailsLink payment={payment} />
              {payment.status === "complete" && (
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={busy}
                  onClick={() => resend({ kind: "receipt", transactionId: payment._id })}
                >
                  Resend receipt<span className="visually-hidden"> for {payment.description}</span>
                </button>
              )}
            </>
          )}
        />
      </Card>

      <div className="console-member__grid">
        <Card id="member-notifications" title="Notifications sent">
          {data.notifications.items.length === 0 ? (
            <p>None.</p>
          ) : (
            <ol className="console-member__list">
              {data.notifications.items.map((note) => (
                <li key={note._id}>
                  <strong>{note.title}</strong> {note.message}
                  <span className="console-table__sub">{lagosTime(note.createdAt)}</span>
                </li>
              ))}
            </ol>
          )}
          {more(data.notifications.items.length, data.notifications.total)}
        </Card>
        <Card id="member-reviews" title="Reviews written">
          {data.reviews.items.length === 0 ? (
            <p>None.</p>
          ) : (
            <ol className="console-member__list">
              {data.reviews.items.map((review) => (
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
          {more(data.reviews.items.length, data.reviews.total)}
        </Card>
      </div>
    </section>
  );
}
