/**
 * Every upcoming tournament, read a page at a time from the public list (`/tour/admin/getTournaments`,
 * docs/decisions/0261-tournament-pages.md): each page is latest first, the next one asked for after
 * the latest of the last. The answer is the whole list latest first, as one page of the spec's call
 * once was.
 */
export interface TournamentsPage<T> {
  tours: T[];
  more: boolean;
}

export async function allUpcomingTournaments<T extends { _id: string }>(
  readPage: (after: string | undefined) => Promise<TournamentsPage<T>>,
): Promise<T[]> {
  const pages: T[][] = [];
  const seen = new Set<string>();
  let after: string | undefined;
  for (;;) {
    const page = await readPage(after);
    pages.push(page.tours);
    const latest = page.tours[0];
    // A page that ends where an earlier one did would never end: the list changed while read.
    if (!page.more || !latest || seen.has(latest._id)) break;
    seen.add(latest._id);
    after = latest._id;
  }
  return pages.reverse().flat();
}
