/**
 * The console's Members screens: the list (its search, filters and page in the address) and one
 * member's page, and the writes staff make there. Each write reads the member again afterwards.
 */
import { call, keyOf } from "@/lib/api/call";
import * as calls from "@/shared/api/all-calls";
import type { ResendMailRequest, UpdateMemberRequest } from "@/shared/api/console-contract";
import { paramOf, paramsOf, searchOf, write } from "./console/common";
import { createFetcherStore } from "./fetcher";

/** Every read of the members: the list and one member. */
const MEMBER_READS = [calls.staffMembers, calls.staffMember];
const settings = { dedupeTime: 10_000, onErrorRetry: false as const };

export const $memberList = createFetcherStore(keyOf(calls.staffMembers, { query: searchOf("members") }), {
  fetcher: (_, search) => call(calls.staffMembers, { query: paramsOf(String(search)) }),
  ...settings,
});

export const $member = createFetcherStore(
  keyOf(calls.staffMember, { params: { id: paramOf("member", "id") } }),
  {
    fetcher: (_, id) => call(calls.staffMember, { params: { id: String(id) } }),
    ...settings,
  },
);

export const $updateMember = write(
  ({ id, body }: { id: string; body: UpdateMemberRequest }) =>
    call(calls.updateMember, { params: { id }, body }),
  ...MEMBER_READS,
);

export const $saveMemberNote = write(
  ({ id, note, version }: { id: string; note: string; version: number }) =>
    call(calls.saveMemberNote, { params: { id }, body: { note, version } }),
  calls.staffMember,
);

export const $resendMemberMail = write(({ id, body }: { id: string; body: ResendMailRequest }) =>
  call(calls.resendMemberMail, { params: { id }, body }),
);

export const $linkCoachAccount = write(
  ({ id, coachId }: { id: string; coachId: string | null }) =>
    call(calls.linkCoachAccount, { params: { id }, body: { coachId } }),
  ...MEMBER_READS,
);

/** The coaches a filter or a link can name: the active ones, by name. */
export const $coachChoices = createFetcherStore(
  keyOf(calls.staffCoaches, { query: "retired=false&pageSize=100" }),
  {
    fetcher: () => call(calls.staffCoaches, { query: { retired: "false", pageSize: 100 } }),
    ...settings,
  },
);
