/**
 * Sign out everywhere: ends the member's session on every device, this one included (a lost phone,
 * a shared computer), then goes to the login page. When the server could not do it, the member
 * stays signed in here and is told why, so they can try again.
 */
import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import { $signOutAll } from "@/stores/account";

export function SignOutEverywhere() {
  const { loading, data: signedOut, error, mutate: signOut } = useStore($signOutAll);
  const busy = loading || signedOut === true;

  return (
    <section className="dash-card dash-signout" aria-labelledby="signout-title">
      <h2 id="signout-title" className="dash-billing__section-title">
        Your Devices
      </h2>
      <p>
        Signed in on a phone or computer you no longer use, or share? Sign out everywhere ends every session
        of your account, this one included.
      </p>
      <button type="button" className="btn btn-outline" onClick={() => void signOut()} disabled={busy}>
        {busy ? "Signing out..." : "Sign out everywhere"}
      </button>
      {error && (
        <p className="dash-alert" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </section>
  );
}
