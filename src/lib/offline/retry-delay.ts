/**
 * How long to wait before trying again what needs the network and failed: the dashboard's reads
 * answered from the device (src/stores/offline.ts) and a screen whose code could not be fetched
 * (src/ui/ScreenBoundary.tsx). Two seconds, doubling with each try, at most a minute
 * (docs/decisions/0302-kept-answers-are-read-again.md).
 */

/** The first wait. */
export const RETRY_FIRST_MS = 2_000;
/** The longest wait between tries. */
const RETRY_MOST_MS = 60_000;

/** The wait before try `attempt` (0 first). */
export const retryDelay = (attempt: number): number =>
  Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempt), RETRY_MOST_MS);
