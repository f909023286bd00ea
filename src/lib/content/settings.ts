/**
 * Where the build reads content from, taken from the environment once per build:
 * Sanity when `SANITY_PROJECT_ID` is set (else the files in `content/`), and the club API at
 * `BUILD_API_URL` for tournaments, coaches and plans.
 */
import path from "node:path";

export const SANITY_DATASET = "production";
export const SANITY_API_VERSION = "2023-08-27";
export const DEFAULT_CLUB_API_URL = "http://127.0.0.1:4321/api";

export interface SanitySettings {
  projectId: string;
  dataset: string;
  apiVersion: string;
  /** Lets the build read a private dataset; public datasets need none. */
  token: string | undefined;
  /** Origin of the query API; the project's own API host (not the CDN: builds want fresh data). */
  apiHost: string;
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
          apiHost: (present(env.SANITY_API_HOST) ?? `https://${projectId}.api.sanity.io`).replace(/\/+$/, ""),
        }
      : null,
    contentDir: path.resolve(rootDir, "content"),
    clubApiUrl: (present(env.BUILD_API_URL) ?? DEFAULT_CLUB_API_URL).replace(/\/+$/, ""),
    cacheDir: path.resolve(rootDir, present(env.DATA_DIR) ?? ".data", "content-cache"),
    useLastGoodData: /^(1|true|yes|on)$/i.test(env.USE_LAST_GOOD_DATA ?? ""),
  };
}
