/**
 * What an account form needs only once it is submitted: its checks (zod) and the API calls (ky).
 * They stay out of the page's first load and are fetched when the visitor first focuses or touches
 * the form, long before a submit; a submit that comes first waits for them. Not fetched on idle:
 * every visit would then load them, even one that never uses the form.
 */

import { NETWORK_ERROR_MESSAGE } from "@/lib/api/error-messages";
import type * as FormChecksModule from "./form-checks";
import { lazyModule } from "./lazy-module";

export type FormChecks = typeof FormChecksModule;

export const formChecks = lazyModule(() => import("./form-checks"));
export const accountsApi = lazyModule(() => import("@/lib/api/accounts"));
const apiClient = lazyModule(() => import("@/lib/api/client"));

/** Fetches all of it (once). */
export async function loadSubmitModules(): Promise<void> {
  await Promise.all([formChecks.load(), accountsApi.load(), apiClient.load()]);
}

/** Starts fetching all of it; a fetch that fails here is tried again on submit. */
export function prefetchSubmitModules(): void {
  loadSubmitModules().catch(() => undefined);
}

/**
 * The message for a failed submit: the API client's reading of the error, or a connection problem
 * when not even the client could be fetched.
 */
export async function failureMessage(error: unknown): Promise<string> {
  const client = await apiClient.load().catch(() => undefined);
  return client ? client.errorMessage(error) : NETWORK_ERROR_MESSAGE;
}
