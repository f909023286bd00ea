/** The texts of the account deletion result (docs/product.md, States and Error texts), and what Try
 * Again does. */
import { ApiError } from "@/lib/api/client";
import type { DeleteUserResponse } from "@/shared/api/contract";

/** How long the success message stays before the visitor is taken home. */
export const HOME_REDIRECT_MS = 5000;

/**
 * What deleting an account does, as the server does it (DELETE /delUserData): personal data goes,
 * reviews stay on the coaches' pages without the member's name, payments stay without it.
 */
export const DELETION_SUMMARY =
  "Deleting your account removes your profile, plans, tickets, match history, notifications, saved card, newsletter sign-up and messages to the club for good. Reviews you wrote stay on your coach's page without your name, shown as Anonymous User. Records of your payments are kept without your name for the club's books.";
export const DELETION_WARNING =
  "This cannot be undone. Your profile, plans, tickets and match history will be removed; your reviews stay on the coach's page as Anonymous User.";

export const DELETION_FAILED_TITLE = "Account Deletion Failed";
export const DATA_INTACT = "Your account and data remain intact. Please try again later or contact support.";

export function deletionFailedMessage(message: string): string {
  return `We encountered an error while trying to delete your account: ${message}`;
}

/** Whether the confirmation email went out, to which address. */
export function confirmationEmailText({
  emailSent,
  userEmail,
}: Pick<DeleteUserResponse, "emailSent" | "userEmail">): string {
  return emailSent
    ? `A confirmation email was sent to ${userEmail}.`
    : `We could not send a confirmation email to ${userEmail}.`;
}

/**
 * What Try Again does after a failure: a refused password (403) or a refused request (400) asks
 * for the password again; anything else (the network, the server, a rate limit) retries with the
 * password already typed.
 */
export function retryStep(error: unknown): "ask-password" | "retry" {
  return error instanceof ApiError && (error.status === 403 || error.status === 400)
    ? "ask-password"
    : "retry";
}
