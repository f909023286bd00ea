/**
 * The console's families: accounts with their guardians, players and consent state (searched and
 * filtered through the address), and recording a paper consent form (docs/decisions/0160-families.md).
 * Apart from the member's family store so the dashboard ships no console call.
 */
import { call, keyOf, keysOf } from "@/lib/api/call";
import type { FamiliesResponse } from "@/shared/api/contract";
import * as calls from "@/shared/api/staff-calls";
import type { PaperConsentInput } from "@/shared/domain/family-validation";
import { createFetcherStore, createMutatorStore } from "../fetcher";
import { paramsOf, searchOf } from "./common";

export const $staffFamilies = createFetcherStore<FamiliesResponse>(
  keyOf(calls.staffFamilies, { query: searchOf("families") }),
  {
    fetcher: (_, search) => call(calls.staffFamilies, { query: paramsOf(String(search)) }),
    dedupeTime: 10_000,
    onErrorRetry: false,
  },
);

/** Records a paper consent form signed by one of the player's guardians; answers the server's message. */
export const $recordPaperConsent = createMutatorStore<PaperConsentInput & { playerId: string }, string>(
  async ({ data: { playerId, ...form }, revalidate }) => {
    const { message } = await call(calls.recordPaperConsent, { params: { playerId }, body: form });
    revalidate(keysOf(calls.staffFamilies));
    return message;
  },
  { throttleCalls: true },
);
