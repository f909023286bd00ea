/**
 * Deleting the member's own account (docs/product.md, States;
 * docs/decisions/0012-account-deletion.md), signing out everywhere, and downloading the member's data.
 */
import { deleteUserData, endAllTokens } from "@/lib/api/accounts";
import { type DataExportFile, downloadMyData } from "@/lib/api/data-export";
import type { DeleteUserResponse } from "@/shared/api/contract";
import { createMutatorStore } from "./fetcher";
import { $accountDeleted, logout } from "./session";

/**
 * Deletes the account, confirmed with the member's password, then clears the local user, token and
 * session storage. A failure (a wrong password among them) keeps the session.
 */
export async function deleteAccount(password: string): Promise<DeleteUserResponse> {
  const result = await deleteUserData({ password });
  $accountDeleted.set(true);
  logout();
  return result;
}

/**
 * Deleting the account as a write the dialog follows: loading while the server deletes, then the
 * server's answer, or the error that kept the account.
 */
export const $deleteAccount = createMutatorStore<{ password: string }, DeleteUserResponse>(({ data }) =>
  deleteAccount(data.password),
);

/**
 * Sign out everywhere: the server ends every token of the member, this one included, then the
 * session here is cleared. When the server could not do it the session is kept and the error
 * thrown, so the member is not told their other devices are signed out when they are not.
 */
export async function signOutEverywhere(): Promise<void> {
  await endAllTokens();
  logout();
}

/**
 * Sign out everywhere, then leave for the login page. Holds `true` once done, while the browser
 * leaves, so the button stays busy until then.
 */
export const $signOutAll = createMutatorStore<void, true>(async () => {
  await signOutEverywhere();
  window.location.assign("/login");
  return true;
});

/** A copy of everything the club holds about the member: the file to save and its name. */
export const $dataExport = createMutatorStore<void, DataExportFile>(() => downloadMyData());
