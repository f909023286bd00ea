/**
 * What a user reads when a call fails without an answer from the server. Kept apart from the API
 * client (which re-exports them), so a page that fetches the client lazily can still say so when
 * even that fetch fails.
 */
export const NETWORK_ERROR_MESSAGE = "Network error. Check your connection and try again.";
export const UNREADABLE_ANSWER_MESSAGE = "The server sent an answer we could not read. Please try again.";
export const UNKNOWN_ERROR_MESSAGE = "Something went wrong. Please try again.";
