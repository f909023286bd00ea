/**
 * Where the build reads content from, taken from the environment once per build:
 * Sanity when `SANITY_PROJECT_ID` is set (else the files in `content/`), and the club API at
 * `BUILD_API_URL` for tournaments, coaches and plans.
 */
import path from "node:path";
import type { ClientConfig } from "@sanity/client";
import { SANITY_API_VERSION, SANITY_DATASET } from "./sanity-constants";

export const DEFAULT_CLUB_API_URL = "http://127.0.0.1:4321/api";

export interface SanitySettings {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Lets the build read a private dataset; public datasets need none. */
  token: string | undefined;
  /** Another origin for the query API (a local stand-in); else the project's own API host. */
  apiHost: string | undefined;
}

/** Retries after 429, 502 and 503 (@sanity/client's own rule for queries), and the time one query may take. */
export const SANITY_RETRY_LIMIT = 5;
export const SANITY_TIME_LIMIT_MS = 5 * 60_000;

/**
 * The settings of the build's @sanity/client (the integration's `sanity:client`): the live API, not
 * the CDN (a build right after a publish wants that publish), published documents only. The token
 * is left out: it is added per query, so it never sits in a module the bundler could ship.
 */
export function sanityClientConfig(sanity: SanitySettings): ClientConfig {
  return {
    projectId: sanity.projectId,
    dataset: sanity.dataset,
    apiVersion: sanity.apiVersion,
    useCdn: false,
    perspective: "published",
    maxRetries: SANITY_RETRY_LIMIT,
    // 0.5 s, 1 s, 2 s ... at most 30 s. Literal numbers: the integration serialises this function.
    retryDelay: (attempt: number) => Math.min(500 * 2 ** attempt, 30_000),
    ...(sanity.apiHost ? { apiHost: sanity.apiHost, useProjectHostname: false } : {}),
  };
}

export interface ContentSettings {
  /** Null: read the documents from `contentDir` instead. */
  sanity: SanitySettings | null;
  contentDir: string;
  clubApiUrl: string;
  /** Where the last good answer of every source is kept. */
  cacheDir: string;
  /** Build from the last good answers when a source cannot be read. */
  useLastGoodData: boolean;
}

type Env = Record<string, string | undefined>;

const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function contentSettingsFromEnv(env: Env, rootDir: string): ContentSettings {
  const projectId = present(env.SANITY_PROJECT_ID);
  return {
    sanity: projectId
      ? {
          projectId,
          dataset: SANITY_DATASET,
          apiVersion: SANITY_API_VERSION,
          token: present(env.SANITY_API_TOKEN),
          apiHost: present(env.SANITY_API_HOST)?.replace(/\/+$/, ""),
        }
      : null,
    contentDir: path.resolve(rootDir, "content"),
    clubApiUrl: (present(env.BUILD_API_URL) ?? DEFAULT_CLUB_API_URL).replace(/\/+$/, ""),
    cacheDir: path.resolve(rootDir, present(env.DATA_DIR) ?? ".data", "content-cache"),
    useLastGoodData: /^(1|true|yes|on)$/i.test(env.USE_LAST_GOOD_DATA ?? ""),
  };
}
