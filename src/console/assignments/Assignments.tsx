/** Coach assignments: the paid, pending pairings, oldest first; confirming one tells the member. */
import { useStore } from "@nanostores/react";
import { $confirmAssignment, $pendingAssignments, runWrite } from "@/stores/console";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, useWriteNote, WriteNote } from "../ui/ListScreen";

export function Assignments() {
  const { data, error } = useStore($pendingAssignments);
  const { loading } = useStore($confirmAssignment);
  const { note, run } = useWriteNote();

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
                {a.planName ?? "—"}
                {a.months ? ` (${a.months} ${a.months === 1 ? "month" : "months"})` : ""}
              </>
            ),
          },
          { label: "Paid on", cell: (a) => lagosTime(a.createdAt) },
        ]}
        actions={(a) => (
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
        )}
      />
    </section>
  );
}
