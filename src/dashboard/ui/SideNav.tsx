/**
 * The side menu of the dashboard and the console: the brand, the entries (the current one marked)
 * and Logout. On phones it folds away behind a Menu button and folds again on every route change.
 */
import { useEffect, useState } from "react";

interface SideNavItem {
  readonly label: string;
  readonly href: string;
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

  useEffect(() => onRouteChange(() => setOpen(false)), [onRouteChange]);

  return (
    <aside className="dash-side">
      <div className="dash-side__head">
        <a className="dash-side__brand" href={brand.href}>
          {brand.name} <span>{brand.accent}</span>
        </a>
        <button
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
        <ul className="dash-side__list">
          {items.map((item) => (
            <li key={item.href}>
              <a
                className="dash-side__link"
                href={item.href}
                aria-current={item === current ? "page" : undefined}
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
        <button type="button" className="dash-side__logout" onClick={onLogout}>
          Logout
        </button>
      </nav>
    </aside>
  );
}
