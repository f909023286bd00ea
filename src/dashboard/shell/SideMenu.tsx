/** The dashboard's side menu: its sections ("My members" only for a linked coach) and Logout. */
import { useStore } from "@nanostores/react";
import { endToken } from "@/lib/api/accounts";
import { apiClientReady } from "@/lib/api/client";
import { $unreadNotifications } from "@/stores/notifications";
import { $router, type DashboardRoute } from "@/stores/router";
import { signOut } from "@/stores/session";
import { $me } from "@/stores/user";
import { SideNav } from "@/ui/SideNav";
import { currentMenuItem, menuItemsFor } from "./menu";

const listenToRoutes = (listener: () => void) => $router.listen(listener);

/** The longest Logout waits for the API client's code before it logs out anyway (offline). */
const LOGOUT_CODE_WAIT_MS = 3000;

// Cleared here and off to /login, whatever the server answers; the call that ends the token on the
// server is under way before the page leaves and finishes on its own (keepalive). The client's code
// loads with the first call the page did not send itself (docs/decisions/0293-ky-after-first-screen.md):
// it is fetched first, so the call can leave before the page does (the dashboard leaves for /login
// as soon as the session is cleared).
async function logOut() {
  await Promise.race([apiClientReady(), new Promise((resolve) => setTimeout(resolve, LOGOUT_CODE_WAIT_MS))]);
  void signOut(endToken);
  window.location.assign("/login");
}

export function SideMenu({ route }: { route: DashboardRoute | undefined }) {
  const linkedCoach = Boolean(useStore($me).data?.linkedCoach);
  const unread = useStore($unreadNotifications).data ?? 0;
  return (
    <SideNav
      id="dash-menu"
      label="Dashboard"
      brand={{ href: "/u", name: "ATP Tennis", accent: "Community" }}
      items={menuItemsFor(linkedCoach)}
      current={currentMenuItem(route)}
      onRouteChange={listenToRoutes}
      onLogout={logOut}
      counts={{ "/u/notifications": { n: unread, of: "unread" } }}
    />
  );
}
