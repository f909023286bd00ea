/**
 * A friendly a member reports themselves (docs/decisions/0137-member-reported-friendlies.md): they
 * played it on a day in Lagos no later than today and at most `FRIENDLY_REPORT_DAYS` ago, against
 * another member. The opponent then confirms or disputes it as for a friendly staff scheduled.
 */

/** How far back a member may report a friendly, in days. */
export const FRIENDLY_REPORT_DAYS = 30;

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to`, both Lagos dates as YYYY-MM-DD. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Why a friendly played on `playedOn` cannot be reported on `today` (Lagos dates), or null. */
export function friendlyDateProblem(playedOn: string, today: string): string | null {
  const ago = daysBetween(playedOn, today);
  if (ago < 0) return "A friendly can be reported once it is played: choose today or an earlier day";
  if (ago > FRIENDLY_REPORT_DAYS)
    return `Report a friendly within ${FRIENDLY_REPORT_DAYS} days of playing it`;
  return null;
}

/** Why `reporterId` cannot report a friendly against `opponentId`, or null. */
export function friendlyOpponentProblem(reporterId: string, opponentId: string): string | null {
  return reporterId === opponentId
    ? "Choose another member: you cannot play a friendly against yourself"
    : null;
}
