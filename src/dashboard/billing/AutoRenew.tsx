/** The auto-renew checkbox: saved at once, reverted with a message when saving fails. */
import { useStore } from "@nanostores/react";
import { errorMessage } from "@/lib/api/client";
import { $autoRenewChange } from "@/stores/billing-choices";
import { $me } from "@/stores/user";

export function AutoRenew() {
  const { data: me } = useStore($me);
  const { loading: saving, error, mutate: change } = useStore($autoRenewChange);

  return (
    <div className="dash-autorenew">
      <label className="dash-setting__label">
        <input
          type="checkbox"
          checked={me?.autoRenew ?? false}
          disabled={!me || saving}
          onChange={(event) => void change({ autoRenew: event.target.checked })}
          aria-describedby="autorenew-help"
        />
        Renew my membership automatically
      </label>
      <p id="autorenew-help" className="dash-setting__help">
        When your plan ends we charge the card you last paid with and extend it.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </div>
  );
}
