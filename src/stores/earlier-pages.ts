/**
 * A list read a page at a time below its newest page (the newest page is a fetcher store's): the
 * earlier pages the member asked for, and reading the next one. Used by the member's matches and
 * tickets (docs/decisions/0265-a-members-reads-bounded.md).
 */
import { atom, type ReadableAtom } from "nanostores";

/** The earlier pages read, oldest last; `more` once one was read. */
export interface EarlierPages<T> {
  /** The newest page's last item the first earlier page was read after. */
  after: string | null;
  items: T[];
  more: boolean | null;
  loading: boolean;
  failed: boolean;
}

export interface Paged<T> {
  $earlier: ReadableAtom<EarlierPages<T>>;
  /** Reads the page before the earliest item shown and adds it below. */
  showEarlier(): Promise<void>;
}

/**
 * `newestLast` names the newest page's last item (none while it is not read); `load` reads the
 * page before an item. The earlier pages start again when `resetOn` changes (another member), and
 * when the newest page ends elsewhere (a new item moved it), so nothing falls between the pages.
 */
export function earlierPages<T extends { _id: string }>(
  what: string,
  newestLast: () => string | undefined,
  load: (before: string) => Promise<{ items: T[]; more: boolean }>,
  listen: { resetOn: ReadableAtom<unknown>; newest: ReadableAtom<unknown> },
): Paged<T> {
  const none: EarlierPages<T> = { after: null, items: [], more: null, loading: false, failed: false };
  const $earlier = atom<EarlierPages<T>>(none);
  listen.resetOn.listen(() => $earlier.set(none));
  listen.newest.listen(() => {
    const { after } = $earlier.get();
    const last = newestLast();
    if (after !== null && last !== undefined && last !== after) $earlier.set(none);
  });

  async function showEarlier(): Promise<void> {
    const earlier = $earlier.get();
    const after = earlier.after ?? newestLast() ?? null;
    const before = earlier.items.at(-1)?._id ?? after;
    if (!before || earlier.loading) return;
    $earlier.set({ ...earlier, loading: true, failed: false });
    try {
      const page = await load(before);
      $earlier.set({
        after,
        items: [...earlier.items, ...page.items],
        more: page.more,
        loading: false,
        failed: false,
      });
    } catch (error) {
      console.error(`Could not load earlier ${what}`, error);
      $earlier.set({ ...earlier, loading: false, failed: true });
    }
  }

  return { $earlier, showEarlier };
}
