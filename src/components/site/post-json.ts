/**
 * The public pages' HTTP client: a small JSON POST of a declared call for their forms (newsletter,
 * contact, newsletter links). The dashboard's API client brings ky and the session store, far too
 * much for a marketing page's script budget; these forms need none of it: no token, no retries,
 * just the server's `{message}` either way, with the same failure texts as the dashboard's client.
 */
import type { BodyOf } from "@/lib/api/call";
import { NETWORK_ERROR_MESSAGE, UNKNOWN_ERROR_MESSAGE } from "@/lib/api/error-messages";
import type { CallDeclaration } from "@/shared/api/calls";

const API_BASE_URL: string = import.meta.env.PUBLIC_API_URL || "/api";

/** A declared call the public forms make: a POST with a JSON body and no path parameters. */
type FormCall = CallDeclaration & { method: "POST"; body: string; params?: undefined };

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

/** POSTs `body` as the declared call and returns the server's message. */
export async function postJson<D extends FormCall>(
  call: D,
  body: BodyOf<D>,
  fetchImpl: typeof fetch = fetch,
): Promise<PostResult> {
  let response: Response;
  try {
    response = await fetchImpl(`${API_BASE_URL.replace(/\/$/, "")}${call.path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: NETWORK_ERROR_MESSAGE };
  }
  const message = await readMessage(response);
  if (response.ok) return { ok: true, message: message ?? "Thank you!" };
  return { ok: false, message: message ?? UNKNOWN_ERROR_MESSAGE };
}
