/** Coaches: search and pages on the server, active or retired; create, edit and retire. */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Dialog } from "@/dashboard/ui/Dialog";
import { Loading } from "@/dashboard/ui/Loading";
import { errorMessage } from "@/lib/api/client";
import type { StaffCoach } from "@/shared/api/console-contract";
import { formatNaira } from "@/shared/domain/format";
import { $coachList, $retireCoach, runWrite } from "@/stores/console";
import { consoleHref } from "@/stores/console-router";
import { ConsoleHeader } from "../ui/Header";
import { Pager, SearchForm } from "../ui/ListControls";
import { Notice } from "../ui/Notice";

const PATH = "/staff/coaches";
const VIEWS = [
  { retired: undefined, label: "Active" },
  { retired: "true", label: "Retired" },
] as const;

export function CoachList({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($coachList);
  const [retiring, setRetiring] = useState<StaffCoach | null>(null);
  const showing = search.retired === "true" ? "true" : undefined;

  return (
    <section>
      <ConsoleHeader
        title="Coaches"
        lead="Retired coaches leave the public site and the membership flow; their history stays."
        actions={
          <a className="btn btn-primary" href="/staff/coaches/new">
            New coach
          </a>
        }
      />
      <Notice />
      <nav className="console-tabs" aria-label="Which coaches">
        {VIEWS.map((view) => (
          <a
            key={view.label}
            className="console-tabs__tab"
            href={consoleHref(PATH, { q: search.q, retired: view.retired })}
            aria-current={view.retired === showing ? "page" : undefined}
          >
            {view.label}
          </a>
        ))}
      </nav>
      <SearchForm path={PATH} params={search} label="Search by name" />
      {error !== undefined ? (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <Loading label="Loading coaches..." />
      ) : data.items.length === 0 ? (
        <div className="dash-empty">
          <p>{search.q ? `No coaches match “${search.q}”.` : "No coaches here."}</p>
        </div>
      ) : (
        <div className="console-table-wrap" aria-busy={loading}>
          <table className="console-table">
            <caption className="visually-hidden">Coaches</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Level</th>
                <th scope="col">Monthly fee</th>
                <th scope="col">Members</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((coach) => (
                <tr key={coach._id}>
                  <th scope="row" data-label="Name">
                    {coach.coachName}
                    {coach.retired && <span className="console-table__sub">Retired</span>}
                  </th>
                  <td data-label="Level">{coach.level}</td>
                  <td data-label="Monthly fee">{formatNaira(coach.price)}</td>
                  <td data-label="Members">{coach.members}</td>
                  <td className="console-table__actions">
                    {!coach.retired && (
                      <>
                        <a className="btn btn-outline" href={`/staff/coaches/${coach._id}`}>
                          Edit<span className="visually-hidden"> {coach.coachName}</span>
                        </a>
                        <button type="button" className="btn btn-outline" onClick={() => setRetiring(coach)}>
                          Retire<span className="visually-hidden"> {coach.coachName}</span>
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
      <RetireDialog coach={retiring} onClose={() => setRetiring(null)} />
    </section>
  );
}

function RetireDialog({ coach, onClose }: { coach: StaffCoach | null; onClose: () => void }) {
  const { loading } = useStore($retireCoach);
  const [message, setMessage] = useState<string | null>(null);
  const close = () => {
    setMessage(null);
    onClose();
  };
  async function retire() {
    if (!coach) return;
    try {
      await runWrite($retireCoach, { id: coach._id, version: coach.version });
      close();
    } catch (failure) {
      setMessage(errorMessage(failure));
    }
  }
  return (
    <Dialog
      open={coach !== null}
      title={coach ? `Retire ${coach.coachName}?` : "Retire coach"}
      onClose={close}
      dismissible={!loading}
      closeLabel="Keep"
    >
      {coach && (
        <>
          <p>
            {coach.coachName} will leave the public coaching pages and can no longer be chosen in the
            membership flow.
            {coach.members > 0 &&
              ` ${coach.members} ${coach.members === 1 ? "member has" : "members have"} this coach now; their history is kept.`}
          </p>
          {message && (
            <p className="dash-alert" role="alert">
              {message}
            </p>
          )}
          <div className="dash-dialog__actions">
            <button type="button" className="btn btn-outline" onClick={close} disabled={loading}>
              Keep the coach
            </button>
            <button
              type="button"
              className="btn btn-primary console-danger"
              onClick={retire}
              disabled={loading}
            >
              {loading ? "Retiring..." : "Retire the coach"}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
