/** Lists shown newest first (reviews, transactions). */

/** A copy of `items` ordered from the newest to the oldest date; unreadable dates go last. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  const time = (item: T) => {
    const at = Date.parse(dateOf(item));
    return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
  };
  return [...items].sort((a, b) => time(b) - time(a));
}
