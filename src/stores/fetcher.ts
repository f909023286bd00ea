/**
 * The dashboard's data cache: every read goes through a fetcher store made here. Data stays fresh
 * for 5 minutes and is not refetched when the window regains focus (docs/product.md, Constants).
 */
import { type NanoqueryArgs, nanoquery } from "@nanostores/query";

export type { FetcherStore } from "@nanostores/query";

export const FRESH_FOR_MS = 5 * 60 * 1000;

/**
 * Reads are fetcher stores. Every write of the dashboard and the console is a mutator store made
 * with `createMutatorStore`: the screen subscribes to it for `loading` and `error`, and calls
 * `mutate`. A failed mutation resolves to undefined and leaves its error in the store; the mutator
 * invalidates the keys its write changed.
 */
/** The fetcher stores' answers by key (nanoquery's cache, kept here so a kept answer can be shown first). */
const cache: NonNullable<NanoqueryArgs["cache"]> = new Map();

export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] =
  nanoquery({
    cache,
    dedupeTime: FRESH_FOR_MS,
    revalidateOnFocus: false,
  });

/**
 * Shows `data` under `key` until its read answers: a store opening that key shows it at once, as
 * an answer being refreshed (`loading`), and reads live all the same, the live answer then
 * replacing it. A key that already has an answer keeps it.
 */
export function showUntilRead(key: string, data: unknown): void {
  if (cache.has(key)) return;
  // Created "never": stale at once, so the store's first subscriber reads it again.
  cache.set(key, { data, created: Number.NEGATIVE_INFINITY, expires: Number.POSITIVE_INFINITY });
}

/**
 * A read whose failure is logged and answered with `fallback`, so the screen shows its empty state
 * (docs/product.md, Error texts: tournament, match and notification lists).
 */
export function orFallback<T>(what: string, load: () => Promise<T>, fallback: () => T): () => Promise<T> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      console.error(`Could not load ${what}`, error);
      return fallback();
    }
  };
}

/** `orFallback` for lists: an empty list on failure. */
export function listOrEmpty<T>(what: string, load: () => Promise<T[]>): () => Promise<T[]> {
  return orFallback(what, load, () => []);
}

/** A read still on its way: no answer and no error yet. */
export function isPending(read: { data?: unknown; error?: unknown }): boolean {
  return read.data === undefined && read.error === undefined;
}

/** Forgets a mutation's failure once the screen is done showing it (a dialog closed, an alert shown). */
export function clearMutationError(store: { setKey: (key: "error", value: undefined) => void }): void {
  store.setKey("error", undefined);
}
