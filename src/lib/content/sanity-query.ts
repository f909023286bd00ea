/**
 * Runs a GROQ query over Sanity's HTTP query API
 * (`GET <apiHost>/v<apiVersion>/data/query/<dataset>?query=...`) with the retrying content fetcher.
 */
import { type ContentFetchOptions, fetchContentJson } from "../api/content-fetch";
import type { SanitySettings } from "./settings";

export function sanityQueryUrl(settings: SanitySettings, query: string): URL {
  const url = new URL(`${settings.apiHost}/v${settings.apiVersion}/data/query/${settings.dataset}`);
  url.searchParams.set("query", query);
  return url;
}

/** The query's `result`: an array for list queries, a document or null for single ones. */
export async function runSanityQuery(
  settings: SanitySettings,
  query: string,
  options: ContentFetchOptions = {},
): Promise<unknown> {
  const headers = settings.token ? { authorization: `Bearer ${settings.token}` } : undefined;
  const body = await fetchContentJson(sanityQueryUrl(settings, query), {
    ...options,
    ...(headers ? { headers } : {}),
  });
  if (typeof body !== "object" || body === null || !("result" in body)) {
    throw new Error("Sanity answered without a query result");
  }
  return body.result;
}

/** GROQ projects a missing field as null; the schemas expect it left out. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([key, field]) => [key, withoutNulls(field)]),
  );
}
