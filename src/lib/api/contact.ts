/** The contact form. */
import type { z } from "zod";
import { api, readJson } from "./client";
import type { ContactRequest, ContactResponse } from "./contract";

/** POST /contact */
export function sendContactMessage(message: z.input<typeof ContactRequest>) {
  return readJson<typeof ContactResponse>(api.post("contact", { json: message }));
}
