/**
 * The audit log (admins): every console write, newest first, each said in a sentence built from
 * what it recorded, filtered by who, which kind of action (every kind the log records) and when.
 */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from "@/shared/domain/audit-actions";
import { auditSentence } from "@/shared/domain/audit-sentence";
import { $auditLog } from "@/stores/console";
import { consoleHref, openConsolePath } from "@/stores/console-router";
import { lagosTime } from "../publishing";
import { ConsoleField } from "../ui/ConsoleField";
import { ConsoleHeader } from "../ui/Header";
import { ListState, Pager } from "../ui/ListScreen";
import { auditQuery, filterDate } from "./audit-filters";

const PATH = "/staff/audit";
/** The filter's kinds of action, by their labels. */
const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({
  value: action,
  label: AUDIT_ACTION_LABELS[action],
})).sort((a, b) => a.label.localeCompare(b.label));

export function AuditLog({ search }: { search: Record<string, string | undefined> }) {
  const { data, error } = useStore($auditLog);
  const [filters, setFilters] = useState({
    actor: search.actor ?? "",
    action: search.action ?? "",
    from: filterDate(search.from),
    to: filterDate(search.to, true),
  });
  const set = (name: keyof typeof filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [name]: event.target.value }));

  return (
    <section>
      <ConsoleHeader
        title="Audit log"
        lead="Every change made in the console: who, what, before and after. Lagos time."
      />
      <form
        className="console-filters"
        aria-label="Filter the audit log"
        onSubmit={(event) => {
          event.preventDefault();
          openConsolePath(consoleHref(PATH, auditQuery(filters)));
        }}
      >
        <ConsoleField id="audit-actor" label="Who (email)">
          <input
            id="audit-actor"
            type="search"
            value={filters.actor}
            onChange={set("actor")}
            maxLength={254}
          />
        </ConsoleField>
        <ConsoleField id="audit-action" label="What">
          <select id="audit-action" value={filters.action} onChange={set("action")}>
            <option value="">Everything</option>
            {ACTION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </ConsoleField>
        <ConsoleField id="audit-from" label="From (Lagos date)">
          <input id="audit-from" type="date" value={filters.from} onChange={set("from")} />
        </ConsoleField>
        <ConsoleField id="audit-to" label="To (Lagos date)">
          <input id="audit-to" type="date" value={filters.to} onChange={set("to")} />
        </ConsoleField>
        <button type="submit" className="btn btn-primary">
          Filter
        </button>
      </form>
      <ListState
        rows={data?.items}
        error={error}
        loadingLabel="Loading the audit log..."
        empty="No changes match these filters."
      >
        {(items) => (
          <ol className="console-audit">
            {items.map((entry) => (
              <li key={entry._id} className="dash-card console-audit__entry">
                <p className="console-audit__head">
                  <strong>{auditSentence(entry)}</strong>
                </p>
                <p className="console-audit__meta">
                  {entry.actor.email} · {lagosTime(entry.at)}
                </p>
                <details>
                  <summary>Before and after</summary>
                  <div className="console-audit__diff">
                    <div>
                      <h3>Before</h3>
                      <pre>{JSON.stringify(entry.before, null, 2) ?? "—"}</pre>
                    </div>
                    <div>
                      <h3>After</h3>
                      <pre>{JSON.stringify(entry.after, null, 2) ?? "—"}</pre>
                    </div>
                  </div>
                </details>
              </li>
            ))}
          </ol>
        )}
      </ListState>
      {data && (
        <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />
      )}
    </section>
  );
}
