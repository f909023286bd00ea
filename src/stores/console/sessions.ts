/**
 * The console's Training screen: the groups, the chosen group's coming sessions (to cancel one),
 * the attendance register of a month (screen and CSV) and the make-up credits (to mark one used).
 */
import { atom } from "nanostores";
import type { z } from "zod";
import { call, keyOf, keysOf, send } from "@/lib/api/call";
import { saveFile } from "@/lib/save-file";
import * as calls from "@/shared/api/all-calls";
import { coaches as coachesCall } from "@/shared/api/calls";
import type { StaffMembersResponse } from "@/shared/api/console-contract";
import type {
  CoachesResponse,
  GroupSessionsResponse,
  MakeUpCreditsResponse,
  RegisterResponse,
  SessionGroupInput,
  SessionGroupsResponse,
} from "@/shared/api/contract";
import { clubLocal } from "@/shared/domain/club-time";
import type { TrainingKey } from "@/shared/domain/lists";
import { createFetcherStore, createMutatorStore } from "../fetcher";
import { $token } from "../session";

/** The month of the register (YYYY-MM, Lagos), this month to start with. */
export const $registerMonth = atom(clubLocal(new Date()).date.slice(0, 7));
/** The group the screen looks at; "" for every group. */
export const $chosenGroup = atom("");

export const $consoleGroups = createFetcherStore<SessionGroupsResponse>(
  keyOf(calls.sessionGroups, { scope: $token }),
  {
    fetcher: () => call(calls.sessionGroups),
    dedupeTime: 10_000,
  },
);

export const $register = createFetcherStore<RegisterResponse>(
  keyOf(calls.sessionRegister, { query: [$registerMonth, "/", $chosenGroup], scope: $token }),
  {
    fetcher: (_path, month, _slash, groupId) =>
      call(calls.sessionRegister, {
        query: { month: String(month), ...(groupId ? { groupId: String(groupId) } : {}) },
      }),
    dedupeTime: 10_000,
    onErrorRetry: false,
  },
);

const $sessionsOfGroup = atom<string | null>(null);
$chosenGroup.subscribe((id) => $sessionsOfGroup.set(id || null));

export const $groupSessions = createFetcherStore<GroupSessionsResponse>(
  keyOf(calls.groupSessions, { params: { groupId: $sessionsOfGroup } }),
  {
    fetcher: (_path, groupId) => call(calls.groupSessions, { params: { groupId: String(groupId) } }),
    dedupeTime: 10_000,
  },
);

export const $makeUpCredits = createFetcherStore<MakeUpCreditsResponse>(
  keyOf(calls.makeUpCredits, { scope: $token }),
  {
    fetcher: () => call(calls.makeUpCredits),
    dedupeTime: 10_000,
  },
);

/** The package of the chosen group: its players-to-be are members on that package. */
const $chosenPackage = atom<string | null>(null);
$consoleGroups.subscribe(({ data }) => {
  const chosen = data?.groups.find((g) => g._id === $chosenGroup.get());
  $chosenPackage.set(chosen?.packageKey ?? null);
});
$chosenGroup.subscribe((id) => {
  const chosen = $consoleGroups.get().data?.groups.find((g) => g._id === id);
  $chosenPackage.set(chosen?.packageKey ?? null);
});

/** Members with a running package of the chosen group's kind, to place in it (the server checks the fit). */
export const $placeCandidates = createFetcherStore<z.infer<typeof StaffMembersResponse>>(
  keyOf(calls.staffMembers, { query: ["training=", $chosenPackage], scope: "sessions" }),
  {
    fetcher: (_path, packageKey) =>
      call(calls.staffMembers, {
        query: { training: String(packageKey) as TrainingKey, pageSize: 100, page: 1 },
      }),
    dedupeTime: 10_000,
  },
);

const TRAINING_KEYS = keysOf(
  calls.groupSessions,
  calls.makeUpCredits,
  calls.sessionRegister,
  calls.sessionGroups,
);

/** The club's coaches to choose a group's coach from (the public list: retired coaches are left out). */
export const $groupCoaches = createFetcherStore<z.infer<typeof CoachesResponse>>(
  keyOf(coachesCall, { scope: "sessions" }),
  {
    fetcher: () => call(coachesCall),
    dedupeTime: 60_000,
  },
);

/** Sets up a group (409 naming a clash); answers the server's sentence. */
export const $setUpGroup = createMutatorStore<SessionGroupInput, string>(
  async ({ data, revalidate }) => {
    const { message } = await call(calls.createSessionGroup, { body: data });
    revalidate(TRAINING_KEYS);
    return message;
  },
  { throttleCalls: true },
);

/** Changes the chosen group (409 naming a clash); answers the server's sentence. */
export const $editGroup = createMutatorStore<{ groupId: string; input: SessionGroupInput }, string>(
  async ({ data: { groupId, input }, revalidate }) => {
    const { message } = await call(calls.editSessionGroup, { params: { groupId }, body: input });
    revalidate(TRAINING_KEYS);
    return message;
  },
  { throttleCalls: true },
);

/** Places a player in a group, or on its waiting list; answers the server's sentence. */
export const $placePlayer = createMutatorStore<
  { groupId: string; userId: string; waitingList: boolean },
  string
>(
  async ({ data: { groupId, userId, waitingList }, revalidate }) => {
    const { message } = await call(calls.placePlayer, { params: { groupId }, body: { userId, waitingList } });
    revalidate(TRAINING_KEYS);
    return message;
  },
  { throttleCalls: true },
);

/** Cancels a session: every player told, a make-up credit each. Answers the server's sentence. */
export const $cancelSession = createMutatorStore<{ sessionId: string; reason: string }, string>(
  async ({ data: { sessionId, reason }, revalidate }) => {
    const { message } = await call(calls.cancelSession, { params: { sessionId }, body: { reason } });
    revalidate(TRAINING_KEYS);
    return message;
  },
  { throttleCalls: true },
);

export const $useCredit = createMutatorStore<{ creditId: string; note: string }, string>(
  async ({ data: { creditId, note }, revalidate }) => {
    const { message } = await call(calls.useMakeUpCredit, { params: { creditId }, body: { note } });
    revalidate(TRAINING_KEYS);
    return message;
  },
  { throttleCalls: true },
);

/** The register of the chosen month and group as a CSV file (audited by the server). */
export async function downloadRegisterCsv(): Promise<void> {
  const groupId = $chosenGroup.get();
  const response = await send(calls.sessionRegisterCsv, {
    query: { month: $registerMonth.get(), ...(groupId ? { groupId } : {}) },
  });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "attendance.csv";
  saveFile(await response.blob(), name);
}
