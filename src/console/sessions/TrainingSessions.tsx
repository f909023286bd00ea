/**
 * Training (/staff/sessions): a group's coming sessions, where staff cancel one (every player is
 * told and gets a make-up credit); the attendance register of a month, per group, with attended
 * against held and paid for and the players who missed three in a row (also as CSV); the make-up
 * credits, marked used when the club honours them.
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { CoachSession, RegisterResponse, StaffMakeUpCredit } from "@/shared/api/contract";
import { ATTENDANCE_LABELS, groupAttendanceText, weeklyLine } from "@/shared/domain/training-sessions";
import { runWrite } from "@/stores/console/common";
import {
  $cancelSession,
  $chosenGroup,
  $consoleGroups,
  $editGroup,
  $groupCoaches,
  $groupSessions,
  $makeUpCredits,
  $register,
  $registerMonth,
  $setUpGroup,
  $useCredit,
  downloadRegisterCsv,
} from "@/stores/console/sessions";
import { Dialog } from "@/ui/Dialog";
import { GroupForm } from "@/ui/training/GroupForm";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, useWriteNote, WriteNote } from "../ui/ListScreen";
import { PlacePlayer } from "./PlacePlayer";
import "./sessions.css";

/** A write that needs a sentence (a reason, a note) before it goes. */
function SentenceDialog({
  open,
  title,
  what,
  label,
  initial,
  submitLabel,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  what: string;
  label: string;
  initial: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<void>;
  onClose: () => void;
}) {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(text);
      onClose();
    } catch (failure) {
      setProblem(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} title={title} onClose={onClose} dismissible={!busy}>
      {open && (
        <form onSubmit={submit} className="console-form">
          <p>{what}</p>
          <div className="field">
            <label htmlFor="sentence-dialog-text">{label}</label>
            <input
              id="sentence-dialog-text"
              required
              maxLength={200}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
          {problem && (
            <p className="dash-alert" role="alert">
              {problem}
            </p>
          )}
          <div className="dash-dialog__actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? "Saving..." : submitLabel}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function markText(mark: RegisterResponse["rows"][number]["marks"][number]): string {
  if (mark === null) return "";
  return mark === "cancelled" ? "Cancelled" : ATTENDANCE_LABELS[mark];
}

export function TrainingSessions() {
  const groups = useStore($consoleGroups);
  const groupId = useStore($chosenGroup);
  const month = useStore($registerMonth);
  const sessions = useStore($groupSessions);
  const register = useStore($register);
  const credits = useStore($makeUpCredits);
  const { note, run } = useWriteNote();
  const [cancelling, setCancelling] = useState<CoachSession | null>(null);
  const [honouring, setHonouring] = useState<StaffMakeUpCredit | null>(null);
  const [settingUp, setSettingUp] = useState(false);
  const [changing, setChanging] = useState(false);
  const coaches = useStore($groupCoaches);
  const setUp = useStore($setUpGroup);
  const edit = useStore($editGroup);
  const chosen = groups.data?.groups.find((g) => g._id === groupId);
  const coachChoices = coaches.data?.coaches.map((c) => ({ _id: c._id, name: c.coachName })) ?? [];
  const said = (message: string) =>
    void run(
      async () => message,
      (text) => text,
    );

  return (
    <section>
      <ConsoleHeader
        title="Training"
        lead="Groups' coming sessions, the attendance register and make-up credits. Times are Lagos time."
      />
      <WriteNote note={note} />
      <p>
        <button
          type="button"
          className="btn btn-outline"
          aria-expanded={settingUp}
          onClick={() => setSettingUp(!settingUp)}
        >
          {settingUp ? "Close the set-up form" : "Set up a group"}
        </button>
      </p>
      {settingUp && (
        <GroupForm
          id="setup"
          title="Set up a group"
          submitLabel="Set up"
          busy={setUp.loading === true}
          coaches={coachChoices}
          onSubmit={async (input) => {
            const message = await runWrite($setUpGroup, input);
            setSettingUp(false);
            said(message);
            return message;
          }}
        />
      )}
      <div className="console-filters training-sessions__filters">
        <div className="field">
          <label htmlFor="training-group">Group</label>
          <select id="training-group" value={groupId} onChange={(e) => $chosenGroup.set(e.target.value)}>
            <option value="">Every group</option>
            {groups.data?.groups.map((g) => (
              <option key={g._id} value={g._id}>
                {g.name} ({g.coach.coachName}, {g.venue})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="training-month">Month of the register</label>
          <input
            id="training-month"
            type="month"
            value={month}
            onChange={(e) => e.target.value && $registerMonth.set(e.target.value)}
          />
        </div>
      </div>

      {groupId && chosen && (
        <>
          <h2>{chosen.name}</h2>
          <p>
            {chosen.coach.coachName}, {chosen.venue}: {weeklyLine(chosen.weekly)}, {chosen.minutes} minutes,{" "}
            {chosen.startsOn} to {chosen.endsOn}. {chosen.placed} of {chosen.capacity} places taken
            {chosen.waiting > 0 ? `, ${chosen.waiting} waiting` : ""}.
          </p>
          <p>
            <button
              type="button"
              className="btn btn-outline"
              aria-expanded={changing}
              onClick={() => setChanging(!changing)}
            >
              {changing ? "Close the change form" : "Change this group"}
            </button>
          </p>
          {changing && (
            <GroupForm
              key={chosen._id}
              id="change"
              title={`Change ${chosen.name}`}
              submitLabel="Save the changes"
              busy={edit.loading === true}
              group={chosen}
              coaches={coachChoices}
              onSubmit={async (input) => {
                const message = await runWrite($editGroup, { groupId: chosen._id, input });
                setChanging(false);
                said(message);
                return message;
              }}
            />
          )}
          <PlacePlayer group={chosen} onDone={said} />
          <h2>Coming sessions</h2>
          <ListTable
            rows={sessions.data?.sessions}
            error={sessions.error}
            caption="Coming sessions of the group"
            loadingLabel="Loading the sessions..."
            empty="No session in the coming four weeks."
            rowKey={(s) => s._id}
            columns={[
              { label: "When", cell: (s) => lagosTime(s.startsAt) },
              { label: "Where", cell: (s) => s.venue },
              { label: "Players", cell: (s) => s.roster.length },
              { label: "State", cell: (s) => (s.cancelled ? `Cancelled: ${s.cancelReason}` : "On") },
            ]}
            actions={(s) =>
              !s.cancelled && (
                <button type="button" className="btn btn-outline" onClick={() => setCancelling(s)}>
                  Cancel<span className="visually-hidden"> the session of {lagosTime(s.startsAt)}</span>
                </button>
              )
            }
          />
        </>
      )}

      <h2>Attendance register</h2>
      <p>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() =>
            run(
              () => downloadRegisterCsv(),
              () => "The register is downloaded.",
            )
          }
        >
          Download CSV
        </button>
      </p>
      {groupId ? (
        <ListTable
          rows={register.data?.rows}
          error={register.error}
          caption={`Attendance register, ${month}`}
          loadingLabel="Loading the register..."
          empty="No player had a session this month."
          rowKey={(r) => `${r.userId}:${r.groupName}`}
          columns={[
            {
              label: "Player",
              cell: (r) => (
                <>
                  {r.fullName}
                  <span className="console-table__sub">{r.groupName}</span>
                </>
              ),
            },
            {
              label: "Marks",
              cell: (r) =>
                r.marks
                  .map(markText)
                  .filter((m) => m !== "")
                  .join(", "),
            },
            { label: "Attended / held", cell: (r) => `${r.attended} / ${r.held}` },
            { label: "Paid for", cell: (r) => r.paidFor },
            { label: "Missed 3 in a row", cell: (r) => (r.flagged ? "Yes" : "") },
            { label: "Make-up credits", cell: (r) => `${r.creditsOpen} open, ${r.creditsUsed} used` },
          ]}
        />
      ) : (
        <>
          <p>Open a group's register to see its players' marks, attendance and make-up credits.</p>
          <ListTable
            rows={register.data?.groups}
            error={register.error}
            caption={`Training groups, ${month}`}
            loadingLabel="Loading the register..."
            empty="No group had a session this month."
            rowKey={(g) => g.groupId}
            columns={[
              {
                label: "Group",
                cell: (g) => (
                  <>
                    {g.groupName}
                    <span className="console-table__sub">{g.packageKey}</span>
                  </>
                ),
              },
              { label: "Players", cell: (g) => g.players },
              { label: "Sessions held", cell: (g) => `${g.held} of ${g.sessions}` },
              { label: "Attended", cell: (g) => groupAttendanceText(g) },
            ]}
            actions={(g) => (
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => {
                  $chosenGroup.set(g.groupId);
                  // The button goes with the summary: focus stays on the screen, at the group chosen.
                  document.getElementById("training-group")?.focus();
                }}
              >
                Open the register<span className="visually-hidden"> of {g.groupName}</span>
              </button>
            )}
          />
        </>
      )}

      <h2>Make-up credits</h2>
      <ListTable
        rows={credits.data?.credits}
        error={credits.error}
        caption="Make-up credits"
        loadingLabel="Loading make-up credits..."
        empty="No session was cancelled, so nobody is owed a make-up session."
        rowKey={(c) => c._id}
        columns={[
          { label: "Member", cell: (c) => c.member.fullName },
          { label: "For", cell: (c) => `${c.groupName}, ${lagosTime(c.sessionStartsAt)}` },
          {
            label: "State",
            cell: (c) =>
              c.usedAt
                ? `Used ${lagosTime(c.usedAt)}: ${c.usedNote ?? ""}`
                : `Open until ${lagosTime(c.expiresAt)}`,
          },
        ]}
        actions={(c) =>
          !c.usedAt && (
            <button type="button" className="btn btn-outline" onClick={() => setHonouring(c)}>
              Mark used<span className="visually-hidden"> for {c.member.fullName}</span>
            </button>
          )
        }
      />

      <SentenceDialog
        open={cancelling !== null}
        title="Cancel this session"
        what={
          cancelling
            ? `Every player of ${cancelling.groupName} is told at once and gets a make-up credit for ${lagosTime(cancelling.startsAt)}.`
            : ""
        }
        label="Reason"
        initial="Rain"
        submitLabel="Cancel the session and tell the players"
        onSubmit={async (reason) => {
          if (!cancelling) return;
          const said = await runWrite($cancelSession, { sessionId: cancelling._id, reason });
          await run(
            async () => said,
            (message) => message,
          );
        }}
        onClose={() => setCancelling(null)}
      />
      <SentenceDialog
        open={honouring !== null}
        title="Mark the make-up credit used"
        what={honouring ? `${honouring.member.fullName}'s make-up session for ${honouring.groupName}.` : ""}
        label="Which session honoured it"
        initial=""
        submitLabel="Mark used"
        onSubmit={async (text) => {
          if (!honouring) return;
          const said = await runWrite($useCredit, { creditId: honouring._id, note: text });
          await run(
            async () => said,
            (message) => message,
          );
        }}
        onClose={() => setHonouring(null)}
      />
    </section>
  );
}
