/**
 * Offline dashboard: the overview's reads answer with the last good answer kept on the device when
 * the API cannot be reached, and `$keptInUse` says which reads do so, and since when
 * (docs/decisions/0136-offline-dashboard.md).
 */
import { atom } from "nanostores";
import { apiUnreachable } from "@/lib/api/client";
import { keepAnswer, keptAnswer } from "@/lib/offline/kept-answers";
import { revalidateKeys } from "./fetcher";
import { $token, $user } from "./session";

/** For each read answered from the device, when that answer arrived (ISO); empty while all are live. */
export const $keptInUse = atom<Readonly<Record<string, string>>>({});

/** The oldest kept answer on screen (ISO), or undefined while every read is live. */
export const oldestKept = (inUse: Readonly<Record<string, string>>): string | undefined =>
  Object.values(inUse).sort()[0];

function markKept(name: string, at?: string): void {
  const inUse = { ...$keptInUse.get() };
  if (at) inUse[name] = at;
  else delete inUse[name];
  $keptInUse.set(inUse);
}

/**
 * A read that keeps its answer (trimmed by `keep`) and, when the API cannot be reached, answers
 * with the kept one; any other failure, or none kept, fails as before.
 */
export function keptOrLive<T>(name: string, load: () => Promise<T>, keep: (data: T) => T = (d) => d) {
  return async (): Promise<T> => {
    const userId = $user.get()?._id;
    try {
      const data = await load();
      if (userId) keepAnswer(userId, name, keep(data), new Date());
      markKept(name);
      return data;
    } catch (error) {
      const kept = userId && apiUnreachable(error) ? keptAnswer<T>(userId, name) : null;
      if (!kept) throw error;
      markKept(name, kept.at);
      return kept.data;
    }
  };
}

// Another session (a login, a logout) starts with live reads.
$token.listen(() => $keptInUse.set({}));

// Back online: read again whatever the screens show from the device.
globalThis.addEventListener?.("online", () => {
  if (oldestKept($keptInUse.get())) revalidateKeys(() => true);
});
