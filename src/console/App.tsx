/**
 * The club console (`/staff`): logged-out visitors go to the login page and come back here after;
 * the server's /staff/me decides the rest (members see the staff-only page); with no network, the
 * role it last confirmed on this device opens the console (for the gate scanner). Screens load lazily.
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { ApiError, errorMessage } from "@/lib/api/client";
import { forgetConsoleRole, keepConsoleRole, keptConsoleRole } from "@/lib/offline/kept-console-role";
import { $consoleMe } from "@/stores/console/common";
import { $isLoggedIn, $user, verifySession } from "@/stores/session";
import { consoleAccess } from "./access";
import { Shell } from "./Shell";
import { StaffOnly } from "./StaffOnly";
import "@/ui/ui.css";
import "@/ui/shell.css";
import "./console.css";

const describe = (error: unknown) => ({
  status: error instanceof ApiError ? error.status : undefined,
  message: errorMessage(error),
});

export default function App() {
  const loggedIn = useStore($isLoggedIn);
  const user = useStore($user);
  const me = useStore($consoleMe);
  const access = consoleAccess(
    loggedIn,
    location.pathname + location.search,
    me,
    describe,
    keptConsoleRole(user?._id),
  );

  useEffect(() => {
    void verifySession();
  }, []);

  // A second visit opens from the device: the worker keeps the page and its code (public/app-sw.js).
  useEffect(() => {
    navigator.serviceWorker?.register("/app-sw.js", { scope: "/staff" }).catch(() => {});
  }, []);

  // The server's answer is kept on the device, so the console (the gate scanner) opens offline.
  const confirmedRole = me.data?.user.consoleRole;
  const forbidden = me.error instanceof ApiError && me.error.status === 403;
  useEffect(() => {
    if (user && confirmedRole) keepConsoleRole(user._id, confirmedRole);
    else if (forbidden) forgetConsoleRole();
  }, [user, confirmedRole, forbidden]);

  useEffect(() => {
    if (access.kind === "log-in") window.location.replace(access.href);
  }, [access]);

  switch (access.kind) {
    case "log-in":
      return <p className="dash-redirect">Taking you to the login page...</p>;
    case "checking":
      return (
        <p className="dash-redirect" role="status">
          Opening the club console...
        </p>
      );
    case "staff-only":
      return <StaffOnly />;
    case "unavailable":
      return (
        <main className="console-gate">
          <h1>The club console could not be opened</h1>
          <p>{access.message}</p>
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Try again
          </button>
        </main>
      );
    case "open":
      return <Shell role={access.role} />;
  }
}
