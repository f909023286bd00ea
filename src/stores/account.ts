/**
 * Deleting the member's own account (docs/product.md, States;
 * docs/decisions/0012-account-deletion.md).
 */
import { atom } from "nanostores";
import { deleteUserData } from "@/lib/api/accounts";
import type { DeleteUserResponse } from "@/lib/api/contract";
import { logout } from "./session";

/**
 * Set once the account is gone: the dashboard then stays on its farewell message until it sends
 * the visitor home, instead of treating the ended session as a logout.
 */
export const $accountDeleted = atom(false);

/** Deletes the account, then clears the local user, token and session storage. */
export async function deleteAccount(): Promise<DeleteUserResponse> {
  const result = await deleteUserData();
  $accountDeleted.set(true);
  logout();
  return result;
}
