/**
 * A small JSON POST for the public pages' forms (newsletter, contact). The dashboard's API client
 * brings ky, zod and the session store, far too much for a marketing page's script budget; these
 * forms need none of it: no token, no retries, just the server's `{message}` either way.
 */
const API_BASE_URL: string = import.meta.env.PUBLIC_API_URL || "/api";

export const NETWORK_ERROR = "We could not reach the server. Check your connection and try again.";
const UNREADABLE_ANSWER = "Something went wrong. Please try again.";

export type PostResult = { ok: true; message: string } | { ok: false; message: string };

async function readMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === "string" && message.trim() !== "" ? message : null;
  } catch {
    return null;
  }
}

/** POSTs `body` to an API path ("subscribe-newsletter") and returns the server's message. */
export async function postJson(
  path: string,
  body: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetchImpl(`${API_BASE_URL.replace(/\/$/, "")}/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: NETWORK_ERROR };
  }
  const message = await readMessage(response);
  if (response.ok) return { ok: true, message: message ?? "Thank you!" };
  return { ok: false, message: message ?? UNREADABLE_ANSWER };
}
