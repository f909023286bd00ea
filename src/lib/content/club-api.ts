/**
 * Reads the club API at build time (tournaments, coaches, plans, training packages). An API that
 * cannot be read fails the build with a message saying what to do, unless the build was asked to
 * use the last good answers.
 */
import type { z } from "zod";
import type { LastGoodCache } from "./last-good-cache";

/** Same limit as every other API request the product makes. */
export const CLUB_API_TIMEOUT_MS = 120_000;

export class ClubApiError extends Error {
  override name = "ClubApiError";
}

/** Why one read failed, before the build decides whether that is fatal. */
class ReadFailure extends Error {
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
  }
}

export interface ClubApiOptions {
  baseUrl: string;
  cache: LastGoodCache;
  useLastGoodData: boolean;
  /** Told when the build falls back to the last good answer. */
  warn: (message: string) => void;
  timeoutMs?: number;
}

export type ClubApiReader = <S extends z.ZodType>(apiPath: string, schema: S) => Promise<z.output<S>>;

const HOW_TO_FIX =
  "Start it with npm start, or set USE_LAST_GOOD_DATA=true to build from the last good data.";
const FALLBACK_HINT = "Set USE_LAST_GOOD_DATA=true to build from the last good data.";

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
}

async function fetchValidated<S extends z.ZodType>(
  url: string,
  schema: S,
  timeoutMs: number,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : "";
    throw new ReadFailure(`Could not reach the club API at ${url}${cause ? ` (${cause})` : ""}.`, true);
  }
  if (!response.ok) {
    throw new ReadFailure(`The club API at ${url} answered ${response.status} ${response.statusText}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ReadFailure(`The club API at ${url} answered something that is not JSON.`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ReadFailure(
      `The club API at ${url} answered data the site cannot use: ${describeIssues(parsed.error)}.`,
    );
  }
  return parsed.data;
}

/** A reader of API paths ("/coach/getCoaches/all") that validates each answer against its contract schema. */
export function clubApiReader(options: ClubApiOptions): ClubApiReader {
  const timeoutMs = options.timeoutMs ?? CLUB_API_TIMEOUT_MS;
  return async (apiPath, schema) => {
    const url = `${options.baseUrl}${apiPath}`;
    try {
      const data = await fetchValidated(url, schema, timeoutMs);
      await options.cache.write(apiPath, data);
      return data;
    } catch (error) {
      if (!(error instanceof ReadFailure)) throw error;
      if (!options.useLastGoodData) {
        throw new ClubApiError(`${error.message} ${error.unreachable ? HOW_TO_FIX : FALLBACK_HINT}`);
      }
      const cacheFile = options.cache.fileFor(apiPath);
      const cached = schema.safeParse(await options.cache.read(apiPath));
      if (!cached.success) {
        throw new ClubApiError(`${error.message} There is no usable last good data in ${cacheFile} either.`);
      }
      options.warn(`${error.message} Using the last good data from ${cacheFile}.`);
      return cached.data;
    }
  };
}
