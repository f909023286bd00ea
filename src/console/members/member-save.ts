/** How the member page's forms save: a failed save's message, and whether it started from an old version. */
import { ApiError, errorMessage } from "@/lib/api/client";

/** Says what a save or resend did, in the page's one live region. */
export type Announce = (text: string) => void;

export interface SaveFailure {
  message: string;
  /** The member changed since the page read them: the form offers a reload. */
  stale: boolean;
}

/** Runs a save; answers the failure's message and whether it was stale, or null when it worked. */
export async function attempt(save: () => Promise<unknown>): Promise<SaveFailure | null> {
  try {
    await save();
    return null;
  } catch (failure) {
    return { message: errorMessage(failure), stale: failure instanceof ApiError && failure.status === 409 };
  }
}
