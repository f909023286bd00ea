/**
 * The console's Members screens: the list (its search, filters and page in the address) and one
 * member's page, and the writes staff make there. Each write reads the member again afterwards.
 */
import { cacheKey, call } from "@/lib/api/call";
import * as calls from "@/shared/api/all-calls";
import type { ResendMailRequest, UpdateMemberRequest } from "@/shared/api/console-contract";
import { paramOf, paramsOf, searchOf, write } from "./console/common";
import { createFetcherStore } from "./fetcher";

const MEMBERS_KEY = calls.staffMembers.path;
const settings = { dedupeTime: 10_000, onErrorRetry: false as const };

export const $memberList = createFetcherStore([`${MEMBERS_KEY}?`, searchOf("members")], {
  fetcher: (_, search) => call(calls.staffMembers, { query: paramsOf(String(search)) }),
  ...settings,
});

export const $member = createFetcherStore([cacheKey(calls.staffMember), paramOf("member", "id")], {
  fetcher: (_, id) => call(calls.staffMember, { params: { id: String(id) } }),
  ...settings,
});

export const $updateMember = write(
  ({ id, body }: { id: string; body: UpdateMemberRequest }) =>
    call(calls.updateMember, { params: { id }, body }),
  MEMBERS_KEY,
);

export const $saveMemberNote = write(
  ({ id, note, version }: { id: string; note: string; version: number }) =>
    call(calls.saveMemberNote, { params: { id }, body: { note, version } }),
  `${MEMBERS_KEY}/`,
);

export const $resendMemberMail = write(({ id, body }: { id: string; body: ResendMailRequest }) =>
  call(calls.resendMemberMail, { params: { id }, body }),
);

export const $linkCoachAccount = write(
  ({ id, coachId }: { id: string; coachId: string | null }) =>
    call(calls.linkCoachAccount, { params: { id }, body: { coachId } }),
  MEMBERS_KEY,
);

/** The coaches a filter or a link can name: the active ones, by name. */
export const $coachChoices = createFetcherStore([`${calls.staffCoaches.path}?choices#`], {
  fetcher: () => call(calls.staffCoaches, { query: { retired: "false", pageSize: 100 } }),
  ...settings,
});
