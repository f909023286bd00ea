/**
 * The building blocks of a console list screen. Search, filters and the page live in the address
 * (the server searches and pages), so a reload or a shared link shows the same list.
 *
 * To build a list screen: declare the list call, give it a fetcher store keyed by the address's
 * query (see `$coachList` in `src/stores/console.ts`), route it in `src/stores/console-router.ts`,
 * and render, in this order:
 *
 *   const { data, error, loading } = useStore($things);
 *   <ConsoleHeader title="Things" />
 *   <ListTabs path={PATH} search={search} param="when" label="Which things"
 *     views={[{ value: "upcoming", label: "Upcoming" }, { value: "past", label: "Past" }]} />
 *   <SearchForm path={PATH} params={search} label="Search by name" />
 *   <ListTable rows={data?.items} error={error} loading={loading} caption="Things"
 *     loadingLabel="Loading things..." empty="No things here yet." rowKey={(t) => t._id}
 *     columns={[{ label: "Name", cell: (t) => t.name }, { label: "Price", cell: (t) => formatNaira(t.price) }]}
 *     actions={(t) => <a className="btn btn-outline" href={`/staff/things/${t._id}`}>Edit</a>} />
 *   {data && <Pager path={PATH} params={search} page={data.page} pageSize={data.pageSize} total={data.total} />}
 *
 * The first column is each row's header; `actions` (optional) fills a last, unlabelled column.
 * A list that is not a table (the audit log) uses `ListState` for its error, loading and empty
 * states; a screen whose rows write shows the outcome with `useWriteNote` and `WriteNote`.
 */
import { type ReactNode, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { consoleHref, openConsolePath } from "@/stores/console-router";
import { Loading } from "@/ui/Loading";
import { ConsoleField } from "./ConsoleField";

type Params = Record<string, string | undefined>;

/**
 * Tabs choosing one value of a query parameter (which tournaments, which coaches). The first view
 * is the default and leaves the parameter out of the address; choosing a tab goes back to page 1.
 */
export function ListTabs({
  path,
  search,
  param,
  label,
  views,
}: {
  path: string;
  search: Params;
  param: string;
  label: string;
  views: readonly { value: string; label: string }[];
}) {
  const current = views.find((view) => view.value === search[param]) ?? views[0];
  return (
    <nav className="console-tabs" aria-label={label}>
      {views.map((view, index) => (
        <a
          key={view.value}
          className="console-tabs__tab"
          href={consoleHref(path, {
            ...search,
            [param]: index === 0 ? undefined : view.value,
            page: undefined,
          })}
          aria-current={view === current ? "page" : undefined}
        >
          {view.label}
        </a>
      ))}
    </nav>
  );
}

/** The list's search box: searching goes back to page 1. */
export function SearchForm({ path, params, label }: { path: string; params: Params; label: string }) {
  const [q, setQ] = useState(params.q ?? "");
  return (
    <search>
      <form
        className="console-search"
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          openConsolePath(consoleHref(path, { ...params, q: q.trim(), page: undefined }));
        }}
      >
        <ConsoleField id="console-search" label={label}>
          <input
            id="console-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={100}
          />
        </ConsoleField>
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </form>
    </search>
  );
}

/** The count of results and, when there is more than one page, links to the pages beside this one. */
export function Pager({
  path,
  params,
  page,
  pageSize,
  total,
  param = "page",
  label = "Pages",
}: {
  path: string;
  params: Params;
  page: number;
  pageSize: number;
  total: number;
  /** The address's page parameter: another one where a screen pages two lists. */
  param?: string;
  /** The pager's name, told apart from another pager on the same screen. */
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return <p className="console-pager__count">{countText(total)}</p>;
  const href = (n: number) => consoleHref(path, { ...params, [param]: n === 1 ? undefined : String(n) });
  return (
    <nav className="console-pager" aria-label={label}>
      <p className="console-pager__count">
        {countText(total)}, page {page} of {pages}
      </p>
      {page > 1 && (
        <a className="btn btn-outline" href={href(page - 1)}>
          Previous page
        </a>
      )}
      {page < pages && (
        <a className="btn btn-outline" href={href(page + 1)}>
          Next page
        </a>
      )}
    </nav>
  );
}

const countText = (total: number) => `${total} ${total === 1 ? "result" : "results"}`;

/** A list's error, loading and empty states; `children` renders the rows once there are some. */
export function ListState<Row>({
  rows,
  error,
  loadingLabel,
  empty,
  children,
}: {
  rows: readonly Row[] | undefined;
  error: unknown;
  loadingLabel: string;
  empty: string;
  children: (rows: readonly Row[]) => ReactNode;
}) {
  if (error !== undefined) {
    return (
      <p className="dash-alert" role="alert">
        {errorMessage(error)}
      </p>
    );
  }
  if (!rows) return <Loading label={loadingLabel} />;
  if (rows.length === 0) {
    return (
      <div className="dash-empty">
        <p>{empty}</p>
      </div>
    );
  }
  return children(rows);
}

/** One column of a list table: its heading and what each row shows in it. */
export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/**
 * A list as a table, with `ListState`'s states. On narrow screens each cell shows its column's
 * label (`data-label`); `loading` marks the table busy while a new page or search loads.
 */
export function ListTable<Row>({
  rows,
  error,
  loading,
  caption,
  loadingLabel,
  empty,
  columns,
  rowKey,
  actions,
}: {
  rows: readonly Row[] | undefined;
  error: unknown;
  loading?: boolean;
  caption: string;
  loadingLabel: string;
  empty: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  actions?: (row: Row) => ReactNode;
}) {
  const [first, ...rest] = columns;
  return (
    <ListState rows={rows} error={error} loadingLabel={loadingLabel} empty={empty}>
      {(shown) => (
        <div className="console-table-wrap" aria-busy={loading}>
          <table className="console-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
                {actions && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={rowKey(row)}>
                  {first && (
                    <th scope="row" data-label={first.label} className={first.className}>
                      {first.cell(row)}
                    </th>
                  )}
                  {rest.map((column) => (
                    <td key={column.label} data-label={column.label} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {actions && <td className="console-table__actions">{actions(row)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ListState>
  );
}

/** The outcome of a write from a list row: kept by `useWriteNote`, shown by `WriteNote`. */
export interface Note {
  ok: boolean;
  text: string;
}

/** Runs a write and keeps its outcome: `ok` says what happened, a failure shows the error's message. */
export function useWriteNote() {
  const [note, setNote] = useState<Note | null>(null);
  async function run<Result>(write: () => Promise<Result>, ok: (result: Result) => string): Promise<void> {
    setNote(null);
    try {
      setNote({ ok: true, text: ok(await write()) });
    } catch (failure) {
      setNote({ ok: false, text: errorMessage(failure) });
    }
  }
  return { note, run };
}

/** A write's outcome, announced politely; an empty, hidden live region until there is one. */
export function WriteNote({ note }: { note: Note | null }) {
  return (
    <p className={note ? (note.ok ? "console-notice" : "dash-alert") : "visually-hidden"} role="status">
      {note?.text}
    </p>
  );
}
