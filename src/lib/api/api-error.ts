/** What the API client (client.ts) and its ky instance (ky-client.ts) both need. */

export const REQUEST_TIMEOUT_MS = 120_000;

/** A call the server answered with a failure (or with a body we could not read). */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    message: string,
    /** The `status` word of a refused answer that has one, such as a payment still `pending`. */
    readonly answerStatus?: string,
  ) {
    super(message);
  }
}

export interface ApiClientOptions {
  /** Prefix of every call path, e.g. "/api" or "https://api.example.com". */
  baseUrl: string;
  getToken: () => string | null;
  /** The player the calls act for (docs/decisions/0160-families.md); null or absent: the caller. */
  getPlayer?: () => string | null;
  /** Called when the server answers 401 to a signed-in call: the session is no longer valid. */
  onUnauthorized: () => void;
}

/** A parsed JSON object (not an array, not null): the shape of every answer in the contract. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
