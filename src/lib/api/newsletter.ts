/** Newsletter subscription. */
import type { z } from "zod";
import { api, readJson } from "./client";
import type { NewsletterRequest, NewsletterResponse } from "./contract";

/** POST /subscribe-newsletter */
export function subscribe(request: z.input<typeof NewsletterRequest>) {
  return readJson<typeof NewsletterResponse>(api.post("subscribe-newsletter", { json: request }));
}
