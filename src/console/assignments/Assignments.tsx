/**
 * Coach assignments: the paid, pending pairings, oldest first, with the member's level and plan.
 * Staff confirm one with the ordered coach, or with another coach whose level fits; end one with a
 * reason; and read the history of these steps. The member is told at each step.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Dialog } from "@/dashboard/ui/Dialog";
import { Loading } from "@/dashboard/ui/Loading";
import { errorMessage } from "@/lib/api/client";
import type { PendingAssignment } from "@/shared/api/console-contract";
import { coachesForPlan } from "@/shared/domain/coach-fit";
import {
  $activeCoaches,
  $assignmentHistory,
  $confirmAssignment,
  $endAssignment,
  $pendingAssignments,
  $reassignAssignment,
  runWrite,
} from "@/stores/console";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { Pager } from "../ui/ListControls";

type Note = { ok: boolean; text: string } | null;
const EVENT_LABELS: Record<string, string> = {
  confirmed: "Confirmed",
  reassigned: "Confirmed with another coach",
  ended: "Ended",
};

export function Assignments({ search }: { search: Record<string, string | undefined> }) {
  const { data, error } = useStore($pendingAssignments);
  const { loading } = useStore($confirmAssignment);
  const [note, setNote] = useState<Note>(null);
  const [reassigning, setReassigning] = useState<PendingAssignment | null>(null);
  const [ending, setEnding] = useState<PendingAssignment | null>(null);

  async function confirm(id: string, member: string, coach: string) {
    setNote(null);
    try {
      await runWrite($confirmAssignment, id);
      setNote({ ok: true, text: `${coach} is now ${member}'s coach. The member has been told.` });
    } catch (failure) {
      setNote({ ok: false, text: errorMessage(failure) });
    }
  }

  return (
    <section>
      <ConsoleHeader
        title="Coach assignments"
        lead="Paid pairings waiting for a confirmation, oldest first."
      />
      <p className={note ? (note.ok ? "console-notice" : "dash-alert") : "visually-hidden"} role="status">
        {note?.text}
      </p>
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading coach assignments..." />
      ) : data.assignments.length === 0 ? (
        <div className="dash-empty">
          <p>No coach assignments are waiting.</p>
        </div>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="visually-hidden">Pending coach assignments</caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Coach</th>
                <th scope="col">Plan</th>
                <th scope="col">Paid on</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.assignments.map((a) => (
                <tr key={a._id}>
                  <th scope="row" data-label="Member">
                    {a.member.fullName}
                    <span className="console-table__sub">
                      {a.member.email} · {a.member.level}
                      {a.membershipPlan ? ` · ${a.membershipPlan} membership` : " · no membership"}
                    </span>
                  </th>
                  <td data-label="Coach">
                    {a.coach.coachName}
                    <span className="console-table__sub">{a.coach.level}</span>
                  </td>
                  <td data-label="Plan">
                    {a.planName ?? "Training"}
                    {a.months ? ` (${a.months} ${a.months === 1 ? "month" : "months"})` : ""}
                  </td>
                  <td data-label="Paid on">{lagosTime(a.createdAt)}</td>
                  <td className="console-table__actions">
                    <button
                      type="button"
                      className="btn btn-primary"
                      disabled={loading}
                      onClick={() => confirm(a._id, a.member.fullName, a.coach.coachName)}
                    >
                      Confirm
                      <span className="visually-hidden">
                        {" "}
                        {a.member.fullName} with {a.coach.coachName}
                      </span>
                    </button>
                    <button type="button" className="btn btn-outline" onClick={() => setReassigning(a)}>
                      Reassign<span className="visually-hidden"> {a.member.fullName}</span>
                    </button>
                    <button type="button" className="btn btn-outline" onClick={() => setEnding(a)}>
                      End<span className="visually-hidden"> {a.member.fullName}'s assignment</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <History search={search} />
      <ReassignDialog assignment={reassigning} onClose={() => setReassigning(null)} onDone={setNote} />
      <EndDialog assignment={ending} onClose={() => setEnding(null)} onDone={setNote} />
    </section>
  );
}

function History({ search }: { search: Record<string, string | undefined> }) {
  const { data, error } = useStore($assignmentHistory);
  return (
    <section className="console-section" aria-labelledby="assignment-history">
      <h2 id="assignment-history">History</h2>
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading the history..." />
      ) : data.items.length === 0 ? (
        <p>No steps taken on coach assignments yet.</p>
      ) : (
        <>
          <div className="console-table-wrap">
            <table className="console-table">
              <caption className="visually-hidden">Coach assignment history, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Member</th>
                  <th scope="col">Step</th>
                  <th scope="col">Coach</th>
                  <th scope="col">By</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((event) => (
                  <tr key={event._id}>
                    <td data-label="When">{lagosTime(event.at)}</td>
                    <th scope="row" data-label="Member">
                      {event.member?.fullName ?? "Deleted account"}
                    </th>
                    <td data-label="Step">
                      {EVENT_LABELS[event.event] ?? event.event}
                      {event.reason && <span className="console-table__sub">{event.reason}</span>}
                    </td>
                    <td data-label="Coach">{event.coachName ?? "—"}</td>
                    <td data-label="By">{event.actorEmail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            path="/staff/assignments"
            params={search}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
          />
        </>
      )}
    </section>
  );
}

interface StepDialogProps {
  assignment: PendingAssignment | null;
  onClose: () => void;
  onDone: (note: Note) => void;
}

function ReassignDialog({ assignment, onClose, onDone }: StepDialogProps) {
  const { data: coaches } = useStore($activeCoaches);
  const { loading } = useStore($reassignAssignment);
  const [coachId, setCoachId] = useState("");
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const fitting = assignment
    ? coachesForPlan({ filterPrams: assignment.fitLevels }, coaches?.items ?? []).filter(
        (coach) => coach._id !== assignment.coach._id,
      )
    : [];
  const close = () => {
    setCoachId("");
    setReason("");
    setMessage(null);
    onClose();
  };
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!assignment) return;
    if (!coachId) return setMessage("Choose the coach.");
    try {
      await runWrite($reassignAssignment, { id: assignment._id, coachId, reason: reason.trim() });
      const name = fitting.find((coach) => coach._id === coachId)?.coachName ?? "The coach";
      onDone({
        ok: true,
        text: `${name} is now ${assignment.member.fullName}'s coach. The member has been told.`,
      });
      close();
    } catch (failure) {
      setMessage(errorMessage(failure));
    }
  }
  return (
    <Dialog
      open={assignment !== null}
      title={assignment ? `Another coach for ${assignment.member.fullName}` : "Another coach"}
      onClose={close}
      dismissible={!loading}
    >
      {assignment && (
        <form onSubmit={submit} noValidate>
          <p>
            Coaches whose level fits ({assignment.fitLevels.join(", ")}). {assignment.member.fullName} ordered{" "}
            {assignment.coach.coachName}.
          </p>
          <div className="field console-field">
            <label htmlFor="reassign-coach">Coach</label>
            <select id="reassign-coach" value={coachId} onChange={(e) => setCoachId(e.target.value)} required>
              <option value="">Choose a coach</option>
              {fitting.map((coach) => (
                <option key={coach._id} value={coach._id}>
                  {coach.coachName} ({coach.level})
                </option>
              ))}
            </select>
          </div>
          <div className="field console-field">
            <label htmlFor="reassign-reason">Reason (optional)</label>
            <input
              id="reassign-reason"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          {message && (
            <p className="dash-alert" role="alert">
              {message}
            </p>
          )}
          <div className="dash-dialog__actions">
            <button type="button" className="btn btn-outline" onClick={close} disabled={loading}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" disabled={loading}>
              {loading ? "Confirming..." : "Confirm with this coach"}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function EndDialog({ assignment, onClose, onDone }: StepDialogProps) {
  const { loading } = useStore($endAssignment);
  const [reason, setReason] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const close = () => {
    setReason("");
    setMessage(null);
    onClose();
  };
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!assignment) return;
    if (reason.trim().length < 3) return setMessage("Give a reason of a few words: the member reads it.");
    try {
      await runWrite($endAssignment, { id: assignment._id, reason: reason.trim() });
      onDone({
        ok: true,
        text: `${assignment.member.fullName}'s coach assignment has ended. The member has been told.`,
      });
      close();
    } catch (failure) {
      setMessage(errorMessage(failure));
    }
  }
  return (
    <Dialog
      open={assignment !== null}
      title={assignment ? `End ${assignment.member.fullName}'s coach assignment?` : "End the assignment"}
      onClose={close}
      dismissible={!loading}
      closeLabel="Keep"
    >
      {assignment && (
        <form onSubmit={submit} noValidate>
          <div className="field console-field">
            <label htmlFor="end-reason">Reason, told to the member</label>
            <textarea
              id="end-reason"
              value={reason}
              rows={3}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              required
            />
          </div>
          {message && (
            <p className="dash-alert" role="alert">
              {message}
            </p>
          )}
          <div className="dash-dialog__actions">
            <button type="button" className="btn btn-outline" onClick={close} disabled={loading}>
              Keep the assignment
            </button>
            <button type="submit" className="btn btn-primary console-danger" disabled={loading}>
              {loading ? "Ending..." : "End the assignment"}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
