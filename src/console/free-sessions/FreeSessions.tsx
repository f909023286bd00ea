/**
 * Free training sessions: the paid quarterly and yearly members, each with this quarter's free
 * session, used or not; Redeem records it (once per member and quarter, audited).
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Loading } from "@/dashboard/ui/Loading";
import { errorMessage } from "@/lib/api/client";
import { runWrite } from "@/stores/console";
import { $redeemFreeSession, $staffFreeSessions } from "@/stores/console-free-sessions";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";

export function FreeSessions() {
  const { data, error } = useStore($staffFreeSessions);
  const { loading } = useStore($redeemFreeSession);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function redeem(userId: string) {
    setNote(null);
    try {
      setNote({ ok: true, text: await runWrite($redeemFreeSession, userId) });
    } catch (failure) {
      setNote({ ok: false, text: errorMessage(failure) });
    }
  }

  return (
    <section>
      <ConsoleHeader
        title="Free training sessions"
        lead={`Quarterly and yearly members get one free training session each quarter${data ? `: ${data.quarterLabel}` : ""}. Redeem it when they take it.`}
      />
      <p className={note ? (note.ok ? "console-notice" : "dash-alert") : "visually-hidden"} role="status">
        {note?.text}
      </p>
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading free training sessions..." />
      ) : data.members.length === 0 ? (
        <div className="dash-empty">
          <p>No member has a free training session this quarter.</p>
        </div>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="visually-hidden">Free training sessions, {data.quarterLabel}</caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Plan</th>
                <th scope="col">This quarter</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.members.map((m) => (
                <tr key={m.member._id}>
                  <th scope="row" data-label="Member">
                    {m.member.fullName}
                    <span className="console-table__sub">{m.member.email}</span>
                  </th>
                  <td data-label="Plan">{m.plan === "yearly" ? "Yearly" : "Quarterly"}</td>
                  <td data-label="This quarter">
                    {m.redeemedAt
                      ? `Used ${lagosTime(m.redeemedAt)}${m.redeemedBy ? `, by ${m.redeemedBy}` : ""}`
                      : "Not used yet"}
                  </td>
                  <td className="console-table__actions">
                    {!m.redeemedAt && (
                      <button
                        type="button"
                        className="btn btn-primary"
                        disabled={loading}
                        onClick={() => redeem(m.member._id)}
                      >
                        Redeem<span className="visually-hidden"> {m.member.fullName}'s free session</span>
                      </button>
                    )}
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
