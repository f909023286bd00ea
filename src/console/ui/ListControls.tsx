/** A list's search box and its pages, both kept in the address (server-side search and paging). */
import { useState } from "react";
import { consoleHref, openConsolePath } from "@/stores/console-router";

type Params = Record<string, string | undefined>;

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
        <div className="field console-field">
          <label htmlFor="console-search">{label}</label>
          <input
            id="console-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={100}
          />
        </div>
        <button type="submit" className="btn btn-outline">
          Search
        </button>
      </form>
    </search>
  );
}

export function Pager({
  path,
  params,
  page,
  pageSize,
  total,
}: {
  path: string;
  params: Params;
  page: number;
  pageSize: number;
  total: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return <p className="console-pager__count">{countText(total)}</p>;
  const href = (n: number) => consoleHref(path, { ...params, page: n === 1 ? undefined : String(n) });
  return (
    <nav className="console-pager" aria-label="Pages">
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
