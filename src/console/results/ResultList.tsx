/** Results: every recorded match, newest first, searchable by player or tournament; record or correct. */
import { useStore } from "@nanostores/react";
import { Loading } from "@/dashboard/ui/Loading";
import { errorMessage } from "@/lib/api/client";
import type { StaffMatch } from "@/shared/api/console-contract";
import { formatDateNG } from "@/shared/domain/dates";
import { $resultList } from "@/stores/console";
import { consoleHref } from "@/stores/console-router";
import { ConsoleHeader } from "../ui/Header";
import { Pager, SearchForm } from "../ui/ListControls";
import { Notice } from "../ui/Notice";

const PATH = "/staff/results";

const sideNames = (side: StaffMatch["sideA"]) =>
  side.map((p) => (p.userId ? p.name : `${p.name} (guest)`)).join(" / ");

const VIEWS = [
  { status: undefined, label: "All" },
  { status: "disputed", label: "Disputed" },
  { status: "reported", label: "Awaiting confirmation" },
  { status: "scheduled", label: "Scheduled" },
] as const;

const STATUS_LABELS: Record<StaffMatch["status"], string> = {
  scheduled: "Scheduled",
  reported: "Awaiting confirmation",
  disputed: "Disputed",
  confirmed: "Confirmed",
};

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
      <nav className="console-tabs" aria-label="Which matches">
        {VIEWS.map((view) => (
          <a
            key={view.label}
            className="console-tabs__tab"
            href={consoleHref(PATH, { q: search.q, status: view.status })}
            aria-current={view.status === search.status ? "page" : undefined}
          >
            {view.label}
          </a>
        ))}
      </nav>
      <SearchForm path={PATH} params={search} label="Search by player or tournament" />
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading results..." />
      ) : data.items.length === 0 ? (
        <div className="dash-empty">
          <p>{search.q ? `No results match “${search.q}”.` : "No results recorded yet."}</p>
        </div>
      ) : (
        <div className="console-table-wrap" aria-busy={loading}>
          <table className="console-table">
            <caption className="visually-hidden">Results, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Match</th>
                <th scope="col">Date</th>
                <th scope="col">Event</th>
                <th scope="col">Score</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((match) => {
                const title = `${sideNames(match.sideA)} v ${sideNames(match.sideB)}`;
                return (
                  <tr key={match._id}>
                    <th scope="row" data-label="Match">
                      {title}
                      {match.kind === "doubles" && <span className="console-table__sub">Doubles</span>}
                    </th>
                    <td data-label="Date">
                      {match.playedAt
                        ? formatDateNG(match.playedAt)
                        : match.scheduledAt
                          ? formatDateNG(match.scheduledAt)
                          : ""}
                    </td>
                    <td data-label="Event">
                      {[match.tournamentName, match.round].filter(Boolean).join(", ")}
                    </td>
                    <td data-label="Score">{match.score ?? "Not played yet"}</td>
                    <td data-label="Status">{STATUS_LABELS[match.status]}</td>
                    <td className="console-table__actions">
                      <a className="btn btn-outline" href={`/staff/results/${match._id}`}>
                        {match.status === "confirmed" ? "Correct" : "Settle the score"}
                        <span className="visually-hidden"> {title}</span>
                      </a>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
    </section>
  );
}
