/**
 * Offline dashboard: the overview's reads answer with the last good answer kept on the device when
 * the API cannot be reached, and `$keptInUse` says which reads do so, and since when
 * (docs/decisions/0136-offline-dashboard.md). While any does, the reads are tried again until they
 * answer live (docs/decisions/0302-kept-answers-are-read-again.md).
 */
import { atom, onStart, onStop, type Store } from "nanostores";
import type { keyOf } from "@/lib/api/call";
import { apiUnreachable } from "@/lib/api/client";
import { keepAnswer, keptAnswer } from "@/lib/offline/kept-answers";
import { retryDelay } from "@/lib/offline/retry-delay";
import { revalidateKeys, showUntilRead } from "./fetcher";
import { $actingPlayer, $token, $user } from "./session";

/** For each read answered from the device, when that answer arrived (ISO); empty while all are live. */
export const $keptInUse = atom<Readonly<Record<string, string>>>({});

/** The oldest kept answer on screen (ISO), or undefined while every read is live. */
export const oldestKept = (inUse: Readonly<Record<string, string>>): string | undefined =>
  Object.values(inUse).sort()[0];

/** Whether a screen shows each read set up with `keptWhileShown`; reads not set up are not here. */
const shown = new Map<string, boolean>();
/** Reads answered from the device that no screen shows now, and since when; shown again, they count again. */
const hiddenKept = new Map<string, string>();

function markKept(name: string, at?: string): void {
  if (shown.get(name) === false) {
    if (at) hiddenKept.set(name, at);
    else hiddenKept.delete(name);
    return;
  }
  const inUse = { ...$keptInUse.get() };
  if (at) inUse[name] = at;
  else delete inUse[name];
  $keptInUse.set(inUse);
}

/** How many times the network came back; a read that began before the last return reads again. */
let networkReturns = 0;

/**
 * A read that keeps its answer (trimmed by `keep`) and, when the API cannot be reached, answers
 * with the kept one; any other failure, or none kept, fails as before. A read that could not reach
 * the API but began before the network came back is read again first: the screens' revalidation on
 * `online` does not restart a read already under way.
 */
export function keptOrLive<T>(name: string, load: () => Promise<T>, keep: (data: T) => T = (d) => d) {
  return async (): Promise<T> => {
    const userId = $user.get()?._id;
    // A junior's answers, read while the account acts for them, are kept apart from the account's own.
    const player = $actingPlayer.get();
    const keptName = player === null ? name : `${name}@${player}`;
    for (;;) {
      const began = networkReturns;
      try {
        const data = await load();
        if (userId) keepAnswer(userId, keptName, keep(data), new Date());
        markKept(name);
        return data;
      } catch (error) {
        const unreachable = apiUnreachable(error);
        if (unreachable && networkReturns !== began) continue;
        const kept = userId && unreachable ? keptAnswer<T>(userId, keptName) : null;
        if (!kept) throw error;
        markKept(name, kept.at);
        return kept.data;
      }
    }
  };
}

/** The cache key `key` stands for now (its stores' values filled in), or null while one is unset. */
function keyNow(key: ReturnType<typeof keyOf>): string | null {
  const values = key.map((part) => (typeof part === "object" && part !== null ? part.get() : part));
  return values.some((value) => value === null || value === undefined || value === false)
    ? null
    : values.join("");
}

/**
 * A warm visit paints at once: the read `name` (a `keptOrLive` read cached under `key`) shows the
 * signed-in user's kept answer until its live answer comes, which is read all the same. Only the
 * account's own answers, kept for this user (never another's), under this session's key.
 */
export function showKeptFirst(name: string, key: ReturnType<typeof keyOf>): void {
  const userId = $user.get()?._id;
  if (!userId || $actingPlayer.get() !== null) return;
  const cacheKey = keyNow(key);
  const kept = cacheKey === null ? null : keptAnswer(userId, name);
  if (cacheKey !== null && kept) showUntilRead(cacheKey, kept.data);
}

/**
 * The read `name` (a `keptOrLive` read of `store`) counts as answered from the device only while a
 * screen shows it: a second after its last subscriber leaves it no longer counts, nor does a failure
 * arriving after that, so the notice speaks of what is on screen and what is not is not retried.
 * Shown again while its cached answer is still the kept one, it counts again.
 */
export function keptWhileShown(name: string, store: Store): void {
  shown.set(name, store.lc > 0);
  onStart(store, () => {
    shown.set(name, true);
    const at = hiddenKept.get(name);
    hiddenKept.delete(name);
    // Its cached answer is the kept one: on screen again, and read again until live.
    if (at) markKept(name, at);
  });
  onStop(store, () => {
    const at = $keptInUse.get()[name];
    markKept(name);
    shown.set(name, false);
    if (at) hiddenKept.set(name, at);
  });
}

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryAttempt = 0;

/** Reads again what the screens show; the browser offline, its `online` event will. */
function readAgain(): void {
  if (globalThis.navigator?.onLine !== false) revalidateKeys(() => true);
}

/** The next try, after a wait that grows with each try since the reads last answered live. */
function retryLater(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    readAgain();
    retryLater();
  }, retryDelay(retryAttempt));
  retryAttempt += 1;
}

// While any read is answered from the device, the reads are tried again: the network can be back
// before the API (a phone's first requests after reconnecting, a server restarting), and no event
// says when the API is.
$keptInUse.listen((inUse) => {
  if (!oldestKept(inUse)) {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    retryAttempt = 0;
  } else if (retryTimer === undefined) retryLater();
});

// Another session (a login, a logout) starts with live reads.
$token.listen(() => {
  hiddenKept.clear();
  $keptInUse.set({});
});

// Back online: read again whatever the screens show from the device, and soon after if still not live.
globalThis.addEventListener?.("online", () => {
  networkReturns += 1;
  if (!oldestKept($keptInUse.get())) return;
  readAgain();
  retryAttempt = 0;
  retryLater();
});
