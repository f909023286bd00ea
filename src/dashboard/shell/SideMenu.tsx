/** The dashboard's side menu: its sections and Logout. */
import { useStore } from "@nanostores/react";
import { endToken } from "@/lib/api/accounts";
import { $unreadNotifications } from "@/stores/notifications";
import { $router, type DashboardRoute } from "@/stores/router";
import { signOut } from "@/stores/session";
import { SideNav } from "../ui/SideNav";
import { currentMenuItem, MENU_ITEMS } from "./menu";

const listenToRoutes = (listener: () => void) => $router.listen(listener);

// Cleared here at once and off to /login, whatever the server answers; the call that ends the
// token on the server is under way before the page leaves and finishes on its own (keepalive).
function logOut() {
  void signOut(endToken);
  window.location.assign("/login");
}

export function SideMenu({ route }: { route: DashboardRoute | undefined }) {
  const unread = useStore($unreadNotifications).data ?? 0;
  return (
    <SideNav
      id="dash-menu"
      label="Dashboard"
      brand={{ href: "/u", name: "ATP Tennis", accent: "Community" }}
      items={MENU_ITEMS}
      current={currentMenuItem(route)}
      onRouteChange={listenToRoutes}
      onLogout={logOut}
      counts={{ "/u/notifications": { n: unread, of: "unread" } }}
    />
  );
}
