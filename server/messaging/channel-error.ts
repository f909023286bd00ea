/** A channel refused or failed a message; `reason` is said to staff in the delivery list. */
export class ChannelError extends Error {
  constructor(
    readonly channel: string,
    readonly reason: string,
  ) {
    super(`${channel}: ${reason}`);
  }
}

/** The provider's own message out of an error answer, else its status. */
export async function answerProblem(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: { message?: unknown } };
    const message = body.error?.message ?? body.message;
    if (typeof message === "string" && message) return `${response.status}: ${message.slice(0, 200)}`;
  } catch {
    // not JSON
  }
  return `HTTP ${response.status}`;
}

/** Waits at most this long for a provider's answer. */
export const PROVIDER_TIMEOUT_MS = 15_000;
