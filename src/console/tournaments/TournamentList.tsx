/**
 * Tournaments: upcoming (soonest first), past (latest first) or all, with tickets sold, searched
 * and paged on the server; edit, create, and cancel after a question that names the tickets sold.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { StaffTournament } from "@/shared/api/console-contract";
import { formatNaira } from "@/shared/domain/format";
import { $cancelTournament, $tournamentList, runWrite } from "@/stores/console";
import { lagosTime } from "../publishing";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, ListTabs, Pager, SearchForm } from "../ui/ListScreen";
import { Notice } from "../ui/Notice";
import { cancelQuestion, soldText, statusText } from "./tournament-texts";

const PATH = "/staff/tournaments";
const VIEWS = [
  { value: "upcoming", label: "Upcoming" },
  { value: "past", label: "Past" },
  { value: "all", label: "All" },
];

export function TournamentList({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($tournamentList);
  const [cancelling, setCancelling] = useState<StaffTournament | null>(null);

  return (
    <section>
      <ConsoleHeader
        title="Tournaments"
        lead="Times are Lagos time. Changes appear on the public site after it rebuilds."
        actions={
          <a className="btn btn-primary" href="/staff/tournaments/new">
            New tournament
          </a>
        }
      />
      <Notice />
      <ListTabs path={PATH} search={search} param="when" label="Which tournaments" views={VIEWS} />
      <SearchForm path={PATH} params={search} label="Search by name or location" />
      <ListTable
        rows={data?.items}
        error={error}
        loading={loading}
        caption="Tournaments"
        loadingLabel="Loading tournaments..."
        empty={search.q ? `No tournaments match “${search.q}”.` : "No tournaments here yet."}
        rowKey={(t) => t._id}
        columns={[
          {
            label: "Name",
            cell: (t) => (
              <>
                {t.name}
                <span className="console-table__sub">{t.category === "juniors" ? "Juniors" : "ATP"}</span>
              </>
            ),
          },
          { label: "Starts", cell: (t) => lagosTime(t.startsAt) },
          { label: "Location", cell: (t) => t.location },
          { label: "Price", cell: (t) => formatNaira(t.price) },
          {
            label: "Tickets sold",
            cell: soldText,
            className: "console-tournament-sold",
          },
          {
            label: "Status",
            cell: (t) => (
              <span className={`console-badge is-${t.cancelled ? "failed" : t.soldOut ? "busy" : "ok"}`}>
                {statusText(t)}
              </span>
            ),
          },
        ]}
        actions={(t) =>
          !t.cancelled && (
            <>
              <a className="btn btn-outline" href={`/staff/tournaments/${t._id}`}>
                Edit<span className="visually-hidden"> {t.name}</span>
              </a>
              <button type="button" className="btn btn-outline" onClick={() => setCancelling(t)}>
                Cancel<span className="visually-hidden"> {t.name}</span>
              </button>
            </>
          )
        }
      />
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
      <CancelDialog tournament={cancelling} onClose={() => setCancelling(null)} />
    </section>
  );
}

function CancelDialog({ tournament, onClose }: { tournament: StaffTournament | null; onClose: () => void }) {
  const { loading } = useStore($cancelTournament);
  return (
    <ConfirmDialog
      open={tournament !== null}
      title={tournament ? `Cancel ${tournament.name}?` : "Cancel tournament"}
      question={tournament ? cancelQuestion(tournament) : ""}
      closeLabel="Keep it"
      keepLabel="Keep the tournament"
      confirmLabel="Cancel the tournament"
      busyLabel="Cancelling..."
      busy={loading}
      onConfirm={async () => {
        if (!tournament) return;
        await runWrite($cancelTournament, {
          id: tournament._id,
          version: tournament.version,
          confirm: tournament.ticketsSold > 0,
        });
      }}
      onClose={onClose}
    />
  );
}
