/**
 * The dashboard frame: skip link, side menu, top bar and the current screen. Loads the first
 * screen's data (user, billing, tournaments, match stats, the shown player's training) at once, in
 * parallel, whatever the route.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import { $billingInfo, $playerTraining } from "@/stores/billing";
import { $matchSummary } from "@/stores/matches";
import { $router, interceptDashboardLinks } from "@/stores/router";
import { $isLoggedIn } from "@/stores/session";
import { $tournaments } from "@/stores/tournaments";
import { $me } from "@/stores/user";
import { OfflineNotice } from "./OfflineNotice";
import { Screen } from "./Screen";
import { SideMenu } from "./SideMenu";
import { TopBar } from "./TopBar";
import "@/ui/shell.css";

const FIRST_SCREEN_STORES = [$me, $billingInfo, $tournaments, $matchSummary, $playerTraining];

// With a session, the first screen's calls leave as soon as the dashboard's code has arrived,
// together and before React renders anything; the shell then keeps them subscribed while it shows.
// A store first subscribed by a card would show nothing on that card's first render, its kept
// answer only on the next (a second render of the screen on a slow phone's warm visit).
if ($isLoggedIn.get()) {
  for (const store of FIRST_SCREEN_STORES) store.listen(() => {});
}

export function Shell() {
  const page = useStore($router);
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const unsubscribes = FIRST_SCREEN_STORES.map((store) => store.listen(() => {}));
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, []);

  useEffect(() => interceptDashboardLinks(), []);

  // The dashboard opens with no network too, on the answers kept on the device (src/stores/offline.ts):
  // the worker keeps the page and its start-up scripts (public/app-sw.js).
  useEffect(() => {
    navigator.serviceWorker?.register("/app-sw.js", { scope: "/u" }).catch(() => {});
  }, []);

  // Every route change starts at the top of the page, with focus on the new screen.
  useEffect(
    () =>
      $router.listen(() => {
        window.scrollTo(0, 0);
        mainRef.current?.focus({ preventScroll: true });
      }),
    [],
  );

  return (
    <div className="dash">
      <a className="dash-skip-link" href="#main">
        Skip to main content
      </a>
      <SideMenu route={page?.route} />
      <div className="dash__body">
        <TopBar />
        <main id="main" ref={mainRef} tabIndex={-1} className="dash__main">
          <OfflineNotice />
          <Screen page={page} />
        </main>
      </div>
    </div>
  );
}
