/**
 * The Training screen's groups the player may join and its changes: joining, accepting an offered
 * place, leaving, "Can't come" (and taking it back) and the calendar address, mutators that refresh
 * the schedule (training.ts) and the groups. They act for the chosen player (`$playerKey`).
 */
import { call, keyOf, keysOf } from "@/lib/api/call";
import * as calls from "@/shared/api/calls";
import type { OpenGroupsResponse } from "@/shared/api/contract";
import { createFetcherStore, createMutatorStore } from "./fetcher";
import { $playerKey } from "./session";

export const $openGroups = createFetcherStore<OpenGroupsResponse>(
  keyOf(calls.openSessionGroups, { scope: $playerKey }),
  {
    fetcher: () => call(calls.openSessionGroups),
  },
);

const TRAINING_KEYS = keysOf(calls.mySessions, calls.openSessionGroups);

/** Join, accept or leave a group; answers the server's sentence. */
export const $placeChange = createMutatorStore<
  { groupId: string; change: "join" | "accept" | "leave" },
  string
>(async ({ data: { groupId, change }, invalidate }) => {
  const declared = {
    join: calls.joinSessionGroup,
    accept: calls.acceptSessionPlace,
    leave: calls.leaveSessionGroup,
  }[change];
  const { message } = await call(declared, { params: { groupId } });
  invalidate(TRAINING_KEYS);
  return message;
});

/** "Can't come" to a session (`cantCome`), or taking it back (`cantCome: false`). */
export const $cantCome = createMutatorStore<{ sessionId: string; cantCome: boolean }, string>(
  async ({ data: { sessionId, cantCome }, invalidate }) => {
    const { message } = await call(cantCome ? calls.cantCome : calls.canComeAfterAll, {
      params: { sessionId },
    });
    invalidate(TRAINING_KEYS);
    return message;
  },
);

/** A new calendar address (`make`) or none (`remove`). */
export const $calendarFeed = createMutatorStore<{ address: "make" | "remove" }, string>(
  async ({ data, invalidate }) => {
    const { message } = await call(
      data.address === "make" ? calls.newCalendarFeed : calls.revokeCalendarFeed,
    );
    invalidate(TRAINING_KEYS);
    return message;
  },
);
