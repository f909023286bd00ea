/**
 * Free training sessions: the paid quarterly and yearly members, each with this quarter's free
 * session, used or not; Redeem records it (once per member and quarter, audited).
 */
import { useStore } from "@nanostores/react";
import { runWrite } from "@/stores/console/common";
import { $redeemFreeSession, $staffFreeSessions } from "@/stores/console-free-sessions";
import { lagosTime } from "../publishing";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, useWriteNote, WriteNote } from "../ui/ListScreen";

export function FreeSessions() {
  const { data, error } = useStore($staffFreeSessions);
  const { loading } = useStore($redeemFreeSession);
  const { note, run } = useWriteNote();

  const redeem = (userId: string) =>
    run(
      () => runWrite($redeemFreeSession, userId),
      (message) => message,
    );

  return (
    <section>
      <ConsoleHeader
        title="Free training sessions"
        lead={`Quarterly and yearly members get one free training session each quarter${data ? `: ${data.quarterLabel}` : ""}. Redeem it when they take it.`}
      />
      <WriteNote note={note} />
      <ListTable
        rows={data?.members}
        error={error}
        caption={`Free training sessions, ${data?.quarterLabel ?? ""}`}
        loadingLabel="Loading free training sessions..."
        empty="No member has a free training session this quarter."
        rowKey={(m) => m.member._id}
        columns={[
          {
            label: "Member",
            cell: (m) => (
              <>
                {m.member.fullName}
                <span className="console-table__sub">{m.member.email}</span>
              </>
            ),
          },
          { label: "Plan", cell: (m) => (m.plan === "yearly" ? "Yearly" : "Quarterly") },
          {
            label: "This quarter",
            cell: (m) =>
              m.redeemedAt
                ? `Used ${lagosTime(m.redeemedAt)}${m.redeemedBy ? `, by ${m.redeemedBy}` : ""}`
                : "Not used yet",
          },
        ]}
        actions={(m) =>
          !m.redeemedAt && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={loading}
              onClick={() => redeem(m.member._id)}
            >
              Redeem<span className="visually-hidden"> {m.member.fullName}'s free session</span>
            </button>
          )
        }
      />
    </section>
  );
}
