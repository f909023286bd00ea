/** The auto-renew checkbox: saved at once, reverted with a message when saving fails. */
import { useStore } from "@nanostores/react";
import { useState } from "react";
import { errorMessage } from "@/lib/api/client";
import { saveAutoRenew } from "@/stores/billing";
import { $me } from "@/stores/user";

export function AutoRenew() {
  const { data: me } = useStore($me);
  const [saving, setSaving] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checked = saving ?? me?.autoRenew ?? false;

  async function change(autoRenew: boolean) {
    setSaving(autoRenew);
    setError(null);
    try {
      await saveAutoRenew(autoRenew);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className="dash-autorenew">
      <label className="dash-autorenew__label">
        <input
          type="checkbox"
          checked={checked}
          disabled={!me || saving !== null}
          onChange={(event) => void change(event.target.checked)}
          aria-describedby="autorenew-help"
        />
        Renew my membership automatically
      </label>
      <p id="autorenew-help" className="dash-autorenew__help">
        When your plan ends we charge the card you last paid with and extend it.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
