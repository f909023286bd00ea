/** Coach assignments: the paid, pending pairings, oldest first; confirming one tells the member. */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Loading } from "@/dashboard/ui/Loading";
import { errorMessage } from "@/lib/api/client";
import { $confirmAssignment, $pendingAssignments, runWrite } from "@/stores/console";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";

export function Assignments() {
  const { data, error } = useStore($pendingAssignments);
  const { loading } = useStore($confirmAssignment);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

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
                    </span>
                  </th>
                  <td data-label="Coach">
                    {a.coach.coachName}
                    <span className="console-table__sub">{a.coach.level}</span>
                  </td>
                  <td data-label="Plan">
                    {a.planName ?? "—"}
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
