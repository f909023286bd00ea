/**
 * The club console's data: one fetcher store per read, keyed by what the router shows (so a list
 * refetches when its search or page changes), and one mutator store per write. Writes invalidate
 * the reads they change and ask the publishing indicator to look again.
 *
 * Each area's stores sit in a file of this folder named after it (tournaments.ts, coaches.ts,
 * competition.ts, messages.ts, users.ts); this one holds who is signed in, the publishing state,
 * the route's search and parameters and the write helpers they all use.
 */

import type { MutatorStore } from "@nanostores/query";
import { computed } from "nanostores";
import { keyOf, keysOf } from "@/lib/api/call";
import * as calls from "@/lib/api/console-calls";
import * as apiCalls from "@/shared/api/all-calls";
import type { CallDeclaration } from "@/shared/api/calls";
import { $consoleRouter, type ConsoleRoute } from "../console-router";
import { createFetcherStore, createMutatorStore, revalidateKeys } from "../fetcher";
import { $token } from "../session";

/** Console reads stay fresh for a short while only: several people edit the same catalogue. */
const CONSOLE_FRESH_MS = 10_000;

export const settings = { dedupeTime: CONSOLE_FRESH_MS, onErrorRetry: false as const };

/** Every read of the tournaments: the lists, one tournament, its draw and its ticket refunds' preview. */
export const TOURNAMENT_READS = [
  apiCalls.staffTournaments,
  apiCalls.staffTournament,
  apiCalls.staffDraw,
  apiCalls.refundTournamentTicketsPreview,
];

/** Who the console talks to: 403 for members (the console shows its staff-only page). */
export const $consoleMe = createFetcherStore(keyOf(apiCalls.consoleMe, { scope: $token }), {
  fetcher: () => calls.getConsoleMe(),
  ...settings,
  dedupeTime: 60_000,
});

export const $siteStatus = createFetcherStore(keyOf(apiCalls.siteStatus, { scope: $token }), {
  fetcher: () => calls.getSiteStatus(),
  dedupeTime: 0,
  onErrorRetry: false,
});

/** Looks at the publishing state again (after a change, and while it rebuilds). */
export function refreshSiteStatus(): void {
  revalidateKeys(keysOf(apiCalls.siteStatus));
}

/** The query string of the current route when it is `route`, else null (nothing to fetch). */
export function searchOf(...routes: ConsoleRoute[]) {
  return computed($consoleRouter, (page) =>
    page && routes.includes(page.route) ? new URLSearchParams(page.search).toString() : null,
  );
}

export function paramOf(route: ConsoleRoute, name: string) {
  return computed($consoleRouter, (page) =>
    page && page.route === route ? ((page.params as Record<string, string>)[name] ?? null) : null,
  );
}

export const paramsOf = (search: string) => Object.fromEntries(new URLSearchParams(search));

/** The reads a write changes, by their declarations. */
type Reads = readonly Pick<CallDeclaration, "path">[];

/** A write: runs the call and, when it succeeded, reads again what it changed (the reads of `changed`). */
export function write<Input, Result>(call: (input: Input) => Promise<Result>, ...changed: Reads) {
  return createMutatorStore<Input, Result>(
    async ({ data, revalidate }) => {
      const result = await call(data);
      // Revalidated rather than dropped: screens keep showing what they have while the fresh read runs.
      if (changed.length > 0) revalidate(keysOf(...changed));
      return result;
    },
    { throttleCalls: true },
  );
}

/** A catalogue write: also changes the public site, so the publishing state is looked at again. */
export function publishingWrite<Input, Result>(call: (input: Input) => Promise<Result>, ...changed: Reads) {
  return write(
    async (input: Input) => {
      try {
        return await call(input);
      } finally {
        refreshSiteStatus();
      }
    },
    ...changed,
  );
}

/** Runs a write and answers its result, or throws its error (for forms that show it themselves). */
export async function runWrite<Input, Result>(
  store: MutatorStore<Input, Result>,
  input: NoInfer<Input>,
): Promise<Result> {
  // Listened to for the call's length: a mutator store nobody listens to drops its error and
  // stays "loading" (which would throttle the next call).
  const unlisten = store.listen(() => {});
  try {
    const result = await store.mutate(input);
    const { error } = store.get();
    if (error !== undefined) throw error;
    return result as Result;
  } finally {
    unlisten();
  }
}
