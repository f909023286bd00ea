/**
 * Coach assignments: the paid, pending pairings, oldest first, with the member's level and plan.
 * Staff confirm one with the ordered coach, or with another coach whose level fits; end one with a
 * reason; and read the history of these steps. The member is told at each step.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { PendingAssignment } from "@/shared/api/console-contract";
import { coachesForPlan } from "@/shared/domain/coach-fit";
import {
  $activeCoaches,
  $assignmentHistory,
  $confirmAssignment,
  $pendingAssignments,
  $reassignAssignment,
  runWrite,
} from "@/stores/console";
import { Dialog } from "@/ui/Dialog";
import { lagosTime } from "../publishing";
import { ConsoleField } from "../ui/ConsoleField";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, type Note, Pager, useWriteNote, WriteNote } from "../ui/ListScreen";
import { useDialogWrite } from "../ui/use-dialog-write";
import { EndDialog, StepActions } from "./EndDialog";

const EVENT_LABELS: Record<string, string> = {
  confirmed: "Confirmed",
  reassigned: "Confirmed with another coach",
  ended: "Ended",
};

export function Assignments({ search }: { search: Record<string, string | undefined> }) {
  const { data, error } = useStore($pendingAssignments);
  const { loading } = useStore($confirmAssignment);
  const { note, run } = useWriteNote();
  const [reassigning, setReassigning] = useState<PendingAssignment | null>(null);
  const [ending, setEnding] = useState<PendingAssignment | null>(null);

  const confirm = (id: string, member: string, coach: string) =>
    run(
      () => runWrite($confirmAssignment, id),
      () => `${coach} is now ${member}'s coach. The member has been told.`,
    );

  return (
    <section>
      <ConsoleHeader
        title="Coach assignments"
        lead="Paid pairings waiting for a confirmation, oldest first."
      />
      <WriteNote note={note} />
      <ListTable
        rows={data?.assignments}
        error={error}
        caption="Pending coach assignments"
        loadingLabel="Loading coach assignments..."
        empty="No coach assignments are waiting."
        rowKey={(a) => a._id}
        columns={[
          {
            label: "Member",
            cell: (a) => (
              <>
                {a.member.fullName}
                <span className="console-table__sub">
                  {a.member.email} · {a.member.level}
                  {a.membershipPlan ? ` · ${a.membershipPlan} membership` : " · no membership"}
                </span>
              </>
            ),
          },
          {
            label: "Coach",
            cell: (a) => (
              <>
                {a.coach.coachName}
                <span className="console-table__sub">{a.coach.level}</span>
              </>
            ),
          },
          {
            label: "Plan",
            cell: (a) => (
              <>
                {a.planName ?? "Training"}
                {a.months ? ` (${a.months} ${a.months === 1 ? "month" : "months"})` : ""}
              </>
            ),
          },
          { label: "Paid on", cell: (a) => lagosTime(a.createdAt) },
        ]}
        actions={(a) => (
          <>
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
          </>
        )}
      />
      {data && (
        <Pager
          path="/staff/assignments"
          params={search}
          param="pending"
          label="Pages of pending assignments"
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
        />
      )}
      <History search={search} />
      <ReassignDialog
        assignment={reassigning}
        onClose={() => setReassigning(null)}
        onDone={(done) =>
          run(
            async () => done.text,
            (text) => text,
          )
        }
      />
      <EndDialog
        assignment={ending}
        onClose={() => setEnding(null)}
        onDone={(done) =>
          run(
            async () => done.text,
            (text) => text,
          )
        }
      />
    </section>
  );
}

function History({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($assignmentHistory);
  return (
    <section className="console-section" aria-labelledby="assignment-history">
      <h2 id="assignment-history">History</h2>
      <ListTable
        rows={data?.items}
        error={error}
        loading={loading}
        caption="Coach assignment history, newest first"
        loadingLabel="Loading the history..."
        empty="No steps taken on coach assignments yet."
        rowKey={(event) => event._id}
        columns={[
          { label: "Member", cell: (event) => event.member?.fullName ?? "Deleted account" },
          { label: "When", cell: (event) => lagosTime(event.at) },
          {
            label: "Step",
            cell: (event) => (
              <>
                {EVENT_LABELS[event.event] ?? event.event}
                {event.reason && <span className="console-table__sub">{event.reason}</span>}
              </>
            ),
          },
          { label: "Coach", cell: (event) => event.coachName ?? "—" },
          { label: "By", cell: (event) => event.actorEmail },
        ]}
      />
      {data && (
        <Pager
          path="/staff/assignments"
          params={search}
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          label="Pages of the history"
        />
      )}
    </section>
  );
}

interface StepDialogProps {
  assignment: PendingAssignment | null;
  onClose: () => void;
  /** What happened, for the screen's note. */
  onDone: (note: Note) => void;
}

function ReassignDialog({ assignment, onClose, onDone }: StepDialogProps) {
  const { data: coaches } = useStore($activeCoaches);
  const { loading } = useStore($reassignAssignment);
  const [coachId, setCoachId] = useState("");
  const [reason, setReason] = useState("");
  const { message, setMessage, close, run } = useDialogWrite(() => {
    setCoachId("");
    setReason("");
    onClose();
  });
  const fitting = assignment
    ? coachesForPlan({ filterPrams: assignment.fitLevels }, coaches?.items ?? []).filter(
        (coach) => coach._id !== assignment.coach._id,
      )
    : [];
  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!assignment) return;
    if (!coachId) return setMessage("Choose the coach.");
    await run(async () => {
      await runWrite($reassignAssignment, { id: assignment._id, coachId, reason: reason.trim() });
      const name = fitting.find((coach) => coach._id === coachId)?.coachName ?? "The coach";
      onDone({
        ok: true,
        text: `${name} is now ${assignment.member.fullName}'s coach. The member has been told.`,
      });
    });
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
          <ConsoleField id="reassign-coach" label="Coach">
            <select id="reassign-coach" value={coachId} onChange={(e) => setCoachId(e.target.value)} required>
              <option value="">Choose a coach</option>
              {fitting.map((coach) => (
                <option key={coach._id} value={coach._id}>
                  {coach.coachName} ({coach.level})
                </option>
              ))}
            </select>
          </ConsoleField>
          <ConsoleField id="reassign-reason" label="Reason (optional)">
            <input
              id="reassign-reason"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </ConsoleField>
          <StepActions
            message={message}
            loading={loading === true}
            onCancel={close}
            cancel="Cancel"
            submit="Confirm with this coach"
            busy="Confirming..."
          />
        </form>
      )}
    </Dialog>
  );
}
