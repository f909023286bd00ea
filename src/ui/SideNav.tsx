/**
 * The side menu of the dashboard and the console: the brand, the entries (the current one marked)
 * and Logout. Entries that name a group are listed under that group's heading, one list a group.
 * On phones it folds away behind a Menu button and folds again on every route change, on a tap on
 * any entry (the current one too) and on Escape, which gives the focus back to the button.
 */
import { useEffect, useId, useRef, useState } from "react";

interface SideNavItem {
  readonly label: string;
  readonly href: string;
  /** The heading the entry is listed under; entries of a group come one after another. */
  readonly group?: string;
}

/** The entries in runs of one group each, in their order. */
function runsOf<Item extends SideNavItem>(items: readonly Item[]) {
  const runs: { group: string | undefined; items: Item[] }[] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last && last.group === item.group) last.items.push(item);
    else runs.push({ group: item.group, items: [item] });
  }
  return runs;
}

export function SideNav<Item extends SideNavItem>({
  id,
  label,
  brand,
  items,
  current,
  onRouteChange,
  onLogout,
  counts = {},
}: {
  /** The id of the folding menu. */
  id: string;
  /** The menu's accessible name. */
  label: string;
  brand: { href: string; name: string; accent: string };
  items: readonly Item[];
  current: Item | undefined;
  /** Subscribes to route changes (a router's `listen`): the menu folds on each. */
  onRouteChange: (listener: () => void) => () => void;
  onLogout: () => void;
  /** A count shown beside an entry, by its href, when above zero: `{ n: 3, of: "unread" }`. */
  counts?: Readonly<Record<string, { n: number; of: string }>>;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const groupId = useId();
  const list = (entries: readonly Item[], labelledBy?: string) => (
    <ul className="dash-side__list" aria-labelledby={labelledBy}>
      {entries.map((item) => (
        <li key={item.href}>
          <a
            className="dash-side__link"
            href={item.href}
            aria-current={item === current ? "page" : undefined}
            onClick={() => setOpen(false)}
          >
            {item.label}
            {(counts[item.href]?.n ?? 0) > 0 && (
              <span className="dash-side__count">
                {counts[item.href]?.n}
                <span className="visually-hidden"> {counts[item.href]?.of}</span>
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
  const runs = runsOf(items);

  useEffect(() => onRouteChange(() => setOpen(false)), [onRouteChange]);

  return (
    <aside
      className="dash-side"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <div className="dash-side__head">
        <a className="dash-side__brand" href={brand.href}>
          {brand.name} <span>{brand.accent}</span>
        </a>
        <button
          ref={toggle}
          type="button"
          className="dash-side__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          {open ? "Close menu" : "Menu"}
        </button>
      </div>
      <nav id={id} aria-label={label} className={`dash-side__nav${open ? " is-open" : ""}`}>
        {runs.some((run) => run.group) ? (
          <div className="dash-side__groups">
            {runs.map((run, index) => {
              const headingId = `${groupId}-${index}`;
              return (
                <div key={headingId} className="dash-side__group">
                  {run.group && (
                    <h2 id={headingId} className="dash-side__group-title">
                      {run.group}
                    </h2>
                  )}
                  {list(run.items, run.group ? headingId : undefined)}
                </div>
              );
            })}
          </div>
        ) : (
          list(items)
        )}
        <button type="button" className="dash-side__logout" onClick={onLogout}>
          Logout
        </button>
      </nav>
    </aside>
  );
}
