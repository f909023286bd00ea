/** The texts of the account deletion result (docs/product.md, States and Error texts), and what Try
 * Again does. */
import { ApiError } from "@/lib/api/client";
import type { DeleteUserResponse } from "@/lib/api/contract";

/** How long the success message stays before the visitor is taken home. */
export const HOME_REDIRECT_MS = 5000;

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
