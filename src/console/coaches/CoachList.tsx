/** Coaches: search and pages on the server, active or retired; create, edit and retire. */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { StaffCoach } from "@/shared/api/console-contract";
import { formatNaira } from "@/shared/domain/format";
import { $coachList, $retireCoach } from "@/stores/console/coaches";
import { runWrite } from "@/stores/console/common";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { ConsoleHeader } from "../ui/Header";
import { ListTable, ListTabs, Pager, SearchForm } from "../ui/ListScreen";
import { Notice } from "../ui/Notice";

const PATH = "/staff/coaches";
const VIEWS = [
  { value: "false", label: "Active" },
  { value: "true", label: "Retired" },
];

export function CoachList({ search }: { search: Record<string, string | undefined> }) {
  const { data, error, loading } = useStore($coachList);
  const [retiring, setRetiring] = useState<StaffCoach | null>(null);

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
      <ListTabs path={PATH} search={search} param="retired" label="Which coaches" views={VIEWS} />
      <SearchForm path={PATH} params={search} label="Search by name" />
      <ListTable
        rows={data?.items}
        error={error}
        loading={loading}
        caption="Coaches"
        loadingLabel="Loading coaches..."
        empty={search.q ? `No coaches match “${search.q}”.` : "No coaches here."}
        rowKey={(coach) => coach._id}
        columns={[
          {
            label: "Name",
            cell: (coach) => (
              <>
                {coach.coachName}
                {coach.retired && <span className="console-table__sub">Retired</span>}
              </>
            ),
          },
          { label: "Level", cell: (coach) => coach.level },
          { label: "Monthly fee", cell: (coach) => formatNaira(coach.price) },
          { label: "Members", cell: (coach) => coach.members },
        ]}
        actions={(coach) =>
          !coach.retired && (
            <>
              <a className="btn btn-outline" href={`/staff/coaches/${coach._id}`}>
                Edit<span className="visually-hidden"> {coach.coachName}</span>
              </a>
              <button type="button" className="btn btn-outline" onClick={() => setRetiring(coach)}>
                Retire
                <span className="visually-hidden"> {coach.coachName}</span>
              </button>
            </>
          )
        }
      />
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
      <RetireDialog coach={retiring} onClose={() => setRetiring(null)} />
    </section>
  );
}

function RetireDialog({ coach, onClose }: { coach: StaffCoach | null; onClose: () => void }) {
  const { loading } = useStore($retireCoach);
  return (
    <ConfirmDialog
      open={coach !== null}
      title={coach ? `Retire ${coach.coachName}?` : "Retire coach"}
      question={
        coach
          ? `${coach.coachName} will leave the public coaching pages and can no longer be chosen in the membership flow.${
              coach.members > 0
                ? ` ${coach.members} ${coach.members === 1 ? "member has" : "members have"} this coach now; their history is kept.`
                : ""
            }`
          : ""
      }
      closeLabel="Keep"
      keepLabel="Keep the coach"
      confirmLabel="Retire the coach"
      busyLabel="Retiring..."
      busy={loading}
      onConfirm={async () => {
        if (coach) await runWrite($retireCoach, { id: coach._id, version: coach.version });
      }}
      onClose={onClose}
    />
  );
}
