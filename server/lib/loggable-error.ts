/**
 * Errors as the server's logs may show them. A failed query's message carries its parameters
 * (emails, password hashes, saved-card codes); the logs keep the SQL and the database's reason
 * and leave the parameters out.
 */

function failedQuery(error: Error): string | null {
  const query = (error as { query?: unknown }).query;
  if (typeof query !== "string") return null;
  const cause = error.cause instanceof Error ? error.cause.message : "";
  return `Failed query: ${query}${cause ? ` (${cause})` : ""}`;
}

/** One line: the message, or for a failed query its SQL and reason. */
export function errorSummary(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return failedQuery(error) ?? error.message;
}

/** The summary and the stack frames, for unexpected errors. */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at\s/.test(line));
  return [`${error.name}: ${errorSummary(error)}`, ...frames].join("\n");
}
