/**
 * The console's side of members' messages (docs/decisions/0190-messages-on-members-channels.md): a
 * group message's reach per channel and its SMS cost before it is sent, a sent message's delivery
 * per member, and the monthly SMS budget (admins set it).
 */
import { atom } from "nanostores";
import { call, keyOf } from "@/lib/api/call";
import type {
  BroadcastDeliveriesResponse,
  MessageReachResponse,
  SmsBudgetResponse,
} from "@/shared/api/console-contract";
import { broadcastDeliveries, messageReach, smsBudget, updateSmsBudget } from "@/shared/api/staff-calls";
import { createFetcherStore } from "../fetcher";
import { $token } from "../session";
import { write } from "./common";

const settings = { dedupeTime: 10_000, onErrorRetry: false as const };

/** The message the form holds (audience, title and text, as JSON); null while its group is unfinished. */
const $reachOf = atom<string | null>(null);

export const $messageReach = createFetcherStore<MessageReachResponse>(
  keyOf(messageReach, { query: $reachOf }),
  {
    fetcher: (_, body) => call(messageReach, { body: JSON.parse(String(body)) }),
    ...settings,
  },
);

let pending: ReturnType<typeof setTimeout> | undefined;
/** The form changed: its reach is asked for again once typing pauses. */
export function reachFor(
  message: { audience: { kind: string; id?: string | undefined }; title: string; message: string } | null,
): void {
  clearTimeout(pending);
  if (message === null) {
    $reachOf.set(null);
    return;
  }
  pending = setTimeout(() => $reachOf.set(JSON.stringify(message)), 400);
}

/** The sent message whose delivery is open. */
const $deliveriesOf = atom<string | null>(null);
export const $deliveries = createFetcherStore<BroadcastDeliveriesResponse>(
  keyOf(broadcastDeliveries, { params: { id: $deliveriesOf } }),
  {
    fetcher: (_, id) => call(broadcastDeliveries, { params: { id: String(id) } }),
    ...settings,
    dedupeTime: 0,
  },
);
export function showDeliveries(id: string | null): void {
  $deliveriesOf.set(id);
}

/** The SMS budget: only an admin's screen subscribes, so only admins ask. */
export const $smsBudget = createFetcherStore<SmsBudgetResponse>(keyOf(smsBudget, { scope: $token }), {
  fetcher: () => call(smsBudget),
  ...settings,
});

export const $saveSmsBudget = write(
  (limitNaira: number) => call(updateSmsBudget, { body: { limitNaira } }),
  smsBudget,
  messageReach,
);
