/** The dashboard's side menu: its sections ("My members" only for a linked coach) and Logout. */
import { useStore } from "@nanostores/react";
import { endToken } from "@/lib/api/accounts";
import { $unreadNotifications } from "@/stores/notifications";
import { $router, type DashboardRoute } from "@/stores/router";
import { signOut } from "@/stores/session";
import { $me } from "@/stores/user";
import { SideNav } from "@/ui/SideNav";
import { currentMenuItem, menuItemsFor } from "./menu";

const listenToRoutes = (listener: () => void) => $router.listen(listener);

// Cleared here at once and off to /login, whatever the server answers; the call that ends the
// token on the server is under way before the page leaves and finishes on its own (keepalive).
function logOut() {
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
