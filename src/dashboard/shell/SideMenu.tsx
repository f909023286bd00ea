/** The side menu: the dashboard's sections and Logout. On phones it folds away behind a Menu button. */

import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { endToken } from "@/lib/api/accounts";
import { $unreadNotifications } from "@/stores/notifications";
import { $router, type DashboardRoute } from "@/stores/router";
import { signOut } from "@/stores/session";
import { currentMenuItem, MENU_ITEMS } from "./menu";

export function SideMenu({ route }: { route: DashboardRoute | undefined }) {
  const [open, setOpen] = useState(false);
  const current = currentMenuItem(route);
  const unread = useStore($unreadNotifications).data ?? 0;

  useEffect(() => $router.listen(() => setOpen(false)), []);

  // Cleared here at once and off to /login, whatever the server answers; the call that ends the
  // token on the server is under way before the page leaves and finishes on its own (keepalive).
  function logOut() {
    void signOut(endToken);
    window.location.assign("/login");
  }

  return (
    <aside className="dash-side">
      <div className="dash-side__head">
        <a className="dash-side__brand" href="/u">
          ATP Tennis <span>Community</span>
        </a>
        <button
          type="button"
          className="dash-side__toggle"
          aria-expanded={open}
          aria-controls="dash-menu"
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          {open ? "Close menu" : "Menu"}
        </button>
      </div>
      <nav id="dash-menu" aria-label="Dashboard" className={`dash-side__nav${open ? " is-open" : ""}`}>
        <ul className="dash-side__list">
          {MENU_ITEMS.map((item) => (
            <li key={item.href}>
              <a
                className="dash-side__link"
                href={item.href}
                aria-current={item === current ? "page" : undefined}
              >
                {item.label}
                {item.href === "/u/notifications" && unread > 0 && (
                  <span className="dash-side__count">
                    {unread}
                    <span className="visually-hidden"> unread</span>
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className="dash-side__logout" onClick={logOut}>
          Logout
        </button>
      </nav>
    </aside>
  );
}
