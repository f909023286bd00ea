/**
 * Delete Account: confirm with the password, deleting, then the result. Success clears the local
 * session and goes home after 5 seconds; failure offers Close or Try Again (which asks for the
 * password again when that was what failed).
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { DeleteUserResponse } from "@/shared/api/contract";
import { $deleteAccount } from "@/stores/account";
import { clearMutationError } from "@/stores/fetcher";
import { Dialog } from "@/ui/Dialog";
import {
  confirmationEmailText,
  DATA_INTACT,
  DELETION_FAILED_TITLE,
  DELETION_SUMMARY,
  DELETION_WARNING,
  deletionFailedMessage,
  HOME_REDIRECT_MS,
  retryStep,
} from "./account-deletion";

type DeletionState =
  | { step: "idle" }
  | { step: "confirm" }
  | { step: "deleting" }
  | { step: "deleted"; result: DeleteUserResponse }
  | { step: "failed"; message: string; retry: "ask-password" | "retry" };

const TITLES: Record<DeletionState["step"], string> = {
  idle: "",
  confirm: "Delete your account?",
  deleting: "Deleting your account",
  deleted: "Account Deleted",
  failed: DELETION_FAILED_TITLE,
};

function goHome() {
  window.location.assign("/");
}

/** Where the dialog stands: closed, asking for the password, or following the deletion in `$deleteAccount`. */
function deletionState(
  dialog: "closed" | "confirm" | "sent",
  write: { loading?: boolean | undefined; data?: DeleteUserResponse | undefined; error?: unknown },
): DeletionState {
  if (dialog !== "sent") return { step: dialog === "closed" ? "idle" : "confirm" };
  if (write.data !== undefined) return { step: "deleted", result: write.data };
  if (write.error !== undefined && !write.loading)
    return { step: "failed", message: errorMessage(write.error), retry: retryStep(write.error) };
  return { step: "deleting" };
}

export function DeleteAccount() {
  const [dialog, setDialog] = useState<"closed" | "confirm" | "sent">("closed");
  const write = useStore($deleteAccount);
  const state = deletionState(dialog, write);
  // Kept only while the dialog is open, for Try Again after a failure that was not the password.
  const [password, setPassword] = useState("");
  const passwordId = useId();

  useEffect(() => {
    if (state.step !== "deleted") return;
    const timer = window.setTimeout(goHome, HOME_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state.step]);

  async function runDeletion() {
    setDialog("sent");
    const result = await write.mutate({ password });
    const { error } = $deleteAccount.get();
    if (error !== undefined) console.error("Could not delete the account", errorMessage(error));
    if (result !== undefined || (error !== undefined && retryStep(error) === "ask-password")) setPassword("");
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (password !== "") void runDeletion();
  }

  function tryAgain() {
    if (state.step === "failed" && state.retry === "ask-password") {
      clearMutationError($deleteAccount);
      setDialog("confirm");
    } else void runDeletion();
  }

  const close = () => {
    setPassword("");
    clearMutationError($deleteAccount);
    setDialog("closed");
  };

  return (
    <section className="dash-card dash-delete" aria-labelledby="delete-title">
      <h2 id="delete-title" className="dash-billing__section-title">
        Delete Account
      </h2>
      <p>{DELETION_SUMMARY}</p>
      <button type="button" className="btn dash-delete__button" onClick={() => setDialog("confirm")}>
        Delete Account
      </button>

      <Dialog
        open={state.step !== "idle"}
        title={TITLES[state.step]}
        onClose={close}
        dismissible={state.step === "confirm" || state.step === "failed"}
      >
        {state.step === "confirm" && (
          <form onSubmit={confirm}>
            <p>{DELETION_WARNING}</p>
            <div className="field">
              <label htmlFor={passwordId}>Enter your password to confirm</label>
              <input
                id={passwordId}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                autoFocus
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
            <div className="dash-dialog__actions">
              <button type="button" className="btn btn-outline" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="btn dash-delete__button">
                Yes, delete my account
              </button>
            </div>
          </form>
        )}
        {state.step === "deleting" && (
          <p role="status" className="dash-loading">
            Deleting your account...
          </p>
        )}
        {state.step === "deleted" && (
          <div role="status">
            <p>{state.result.message}</p>
            <p>{confirmationEmailText(state.result)}</p>
            <p>You will be taken to the home page in 5 seconds.</p>
            <div className="dash-dialog__actions">
              <button type="button" className="btn btn-primary" onClick={goHome}>
                Go Home now
              </button>
            </div>
          </div>
        )}
        {state.step === "failed" && (
          <div role="alert">
            <p>{deletionFailedMessage(state.message)}</p>
            <p>{DATA_INTACT}</p>
            <div className="dash-dialog__actions">
              <button type="button" className="btn btn-outline" onClick={close}>
                Close
              </button>
              <button type="button" className="btn btn-primary" onClick={tryAgain}>
                Try Again
              </button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}
