/**
 * The console's frame: skip link, the menu of the screens the role may open, the top bar with the
 * publishing indicator, the current screen, and the question asked before leaving unsaved edits.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import type { ConsoleRole } from "@/shared/api/console-contract";
import { CONSOLE_ROLE_LABELS } from "@/shared/domain/roles";
import {
  $consoleNotice,
  $consoleRouter,
  $pendingLeave,
  discardAndLeave,
  interceptConsoleLinks,
} from "@/stores/console-router";
import { $user, logout } from "@/stores/session";
import { Dialog } from "@/ui/Dialog";
import { SideNav } from "@/ui/SideNav";
import { currentMenuItem, menuFor } from "./menu";
import { Publishing } from "./Publishing";
import { Screen } from "./Screen";

const listenToRoutes = (listener: () => void) => $consoleRouter.listen(listener);

function logOut() {
  logout();
  window.location.assign("/login");
}

export function Shell({ role }: { role: ConsoleRole }) {
  const page = useStore($consoleRouter);
  const user = useStore($user);
  const pendingLeave = useStore($pendingLeave);
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => interceptConsoleLinks(), []);
  useEffect(
    () =>
      $consoleRouter.listen(() => {
        $consoleNotice.set(null);
        window.scrollTo(0, 0);
        mainRef.current?.focus({ preventScroll: true });
      }),
    [],
  );

  return (
    <div className="dash console">
      <a className="dash-skip-link" href="#main">
        Skip to main content
      </a>
      <SideNav
        id="console-menu"
        label="Console"
        brand={{ href: "/staff", name: "Club", accent: "Console" }}
        items={menuFor(role)}
        current={currentMenuItem(page?.route)}
        onRouteChange={listenToRoutes}
        onLogout={logOut}
      />
      <div className="dash__body">
        <header className="dash-top console-top">
          <Publishing />
          <span className="console-top__who">
            {user?.fullName} <span className="console-top__role">{CONSOLE_ROLE_LABELS[role]}</span>
          </span>
          <a className="dash-top__home" href="/u">
            Member dashboard
          </a>
        </header>
        <main id="main" ref={mainRef} tabIndex={-1} className="dash__main">
          <Screen page={page} role={role} />
        </main>
      </div>
      <Dialog
        open={pendingLeave !== null}
        title="Discard unsaved changes?"
        onClose={() => $pendingLeave.set(null)}
        closeLabel="Keep editing"
      >
        <p>You have changes on this page that are not saved. Leaving now discards them.</p>
        <div className="dash-dialog__actions">
          <button type="button" className="btn btn-outline" onClick={() => $pendingLeave.set(null)}>
            Keep editing
          </button>
          <button type="button" className="btn btn-primary" onClick={discardAndLeave}>
            Discard changes
          </button>
        </div>
      </Dialog>
    </div>
  );
}
