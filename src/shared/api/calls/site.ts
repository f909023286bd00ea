/** The members' calls: the public site: uploaded images and the content webhook (see ../calls.ts). */
import type { CallDeclaration } from "../call-declaration";

/** Sanity's signed publish webhook: the raw body is checked against its signature. */
export const sanityWebhook = {
  method: "POST",
  path: "/hooks/sanity",
  access: "anyone",
  response: "MessageBody",
} as const satisfies CallDeclaration;

/** An uploaded image's variant, by name: `{64 hex}-{width}.webp` or `.avif`. */
export const media = {
  method: "GET",
  path: "/media/:name",
  access: "anyone",
  response: "file",
} as const satisfies CallDeclaration;
