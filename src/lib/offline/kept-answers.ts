/**
 * The last good answers of the overview's reads (profile, billing, match summary, tournaments,
 * training) and the console's first list, kept on the device (localStorage) with the time each
 * arrived, so the dashboard shows what it last knew when the API cannot be reached, instead of an
 * empty (free) member, and a second visit paints them while the live reads run. Kept for one user
 * only, trimmed to what the screens show, and removed at logout
 * (docs/decisions/0136-offline-dashboard.md, docs/decisions/0255-warm-visit.md).
 */

export const KEPT_ANSWERS = "kept-answers";

export interface KeptAnswer<T> {
  /** When the answer arrived (ISO). */
  at: string;
  data: T;
}

interface Kept {
  userId: string;
  answers: Record<string, KeptAnswer<unknown>>;
}

function read(userId: string): Kept["answers"] {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_ANSWERS) ?? "null") as Kept | null;
    return kept?.userId === userId && typeof kept.answers === "object" && kept.answers ? kept.answers : {};
  } catch {
    return {};
  }
}

export function keepAnswer(userId: string, name: string, data: unknown, at: Date): void {
  try {
    const answers = { ...read(userId), [name]: { at: at.toISOString(), data } };
    localStorage.setItem(KEPT_ANSWERS, JSON.stringify({ userId, answers }));
  } catch {
    // Storage full or refused: the answer just is not kept.
  }
}

/** The answer kept for this user under `name`, or null (none, another user's, or unreadable). */
export function keptAnswer<T>(userId: string, name: string): KeptAnswer<T> | null {
  const kept = read(userId)[name];
  return kept && typeof kept.at === "string" && kept.data !== undefined ? (kept as KeptAnswer<T>) : null;
}
