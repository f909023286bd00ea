/**
 * The /u dashboard: the session guard around the shell. Without a session the visitor goes to
 * /login; the stored token is checked with the server on load and an invalid one ends the session.
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $accountDeleted, $isLoggedIn, verifySession } from "@/stores/session";
import { Shell } from "./shell/Shell";

export default function App() {
  const loggedIn = useStore($isLoggedIn);
  const accountDeleted = useStore($accountDeleted);
  const mustLogIn = !loggedIn && !accountDeleted;

  useEffect(() => {
    void verifySession();
  }, []);

  useEffect(() => {
    if (mustLogIn) window.location.replace("/login");
  }, [mustLogIn]);

  if (mustLogIn) return <p className="dash-redirect">Taking you to the login page...</p>;
  return <Shell />;
}
