/** Results: every recorded match, newest first, searchable by player or tournament; record or correct. */
import { useStore } from "@nanostores/react";
import type { StaffMatch } from "@/shared/api/console-contract";
import { formatDateNG } from "@/shared/domain/dates";
import { $resultList } from "@/stores/console/competition";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, ListTabs, Pager, SearchForm } from "../ui/ListScreen";
import { Notice } from "../ui/Notice";

const PATH = "/staff/results";

const VIEWS = [
  { value: "all", label: "All" },
  { value: "disputed", label: "Disputed" },
  { value: "reported", label: "Awaiting confirmation" },
  { value: "scheduled", label: "Scheduled" },
];

const STATUS_LABELS: Record<StaffMatch["status"], string> = {
  scheduled: "Scheduled",
  reported: "Awaiting confirmation",
  disputed: "Disputed",
  confirmed: "Confirmed",
};

const sideNames = (side: StaffMatch["sideA"]) =>
  side.map((p) => (p.userId ? p.name : `${p.name} (guest)`)).join(" / ");
const titleOf = (match: StaffMatch) => `${sideNames(match.sideA)} v ${sideNames(match.sideB)}`;
const dateOf = (match: StaffMatch) => formatDateNG(match.playedAt ?? match.scheduledAt ?? undefined);

export function ResultList({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($resultList);

  return (
    <section>
      <ConsoleHeader
        title="Results"
        lead="Confirmed results set every player's rating and ranking; a correction recomputes them."
        actions={
          <>
            <a className="btn btn-outline" href="/staff/results/friendly">
              Schedule a friendly
            </a>
            <a className="btn btn-primary" href="/staff/results/new">
              Record a result
            </a>
          </>
        }
      />
      <Notice />
      <ListTabs path={PATH} search={search} param="status" label="Which matches" views={VIEWS} />
      <SearchForm path={PATH} params={search} label="Search by player or tournament" />
      <ListTable
        rows={data?.items}
        error={error}
        loading={loading}
        caption="Results, newest first"
        loadingLabel="Loading results..."
        empty={search.q ? `No results match “${search.q}”.` : "No matches here."}
        rowKey={(match) => match._id}
        columns={[
          {
            label: "Match",
            cell: (match) => (
              <>
                {titleOf(match)}
                {match.kind === "doubles" && <span className="console-table__sub">Doubles</span>}
              </>
            ),
          },
          { label: "Date", cell: dateOf },
          { label: "Event", cell: (match) => [match.tournamentName, match.round].filter(Boolean).join(", ") },
          { label: "Score", cell: (match) => match.score ?? "Not played yet" },
          { label: "Status", cell: (match) => STATUS_LABELS[match.status] },
        ]}
        actions={(match) => (
          <a className="btn btn-outline" href={`/staff/results/${match._id}`}>
            {match.status === "confirmed" ? "Correct" : "Settle the score"}
            <span className="visually-hidden"> {titleOf(match)}</span>
          </a>
        )}
      />
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
    </section>
  );
}
