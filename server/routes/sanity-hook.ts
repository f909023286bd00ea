/**
 * POST /hooks/sanity: Sanity calls this when an editor publishes, and the site is rebuilt.
 *
 * The call is trusted only with a valid `sanity-webhook-signature` header:
 * `t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<raw body>">` keyed with the webhook's secret, made in
 * the last 5 minutes (an old, captured call cannot be replayed). Anything else changes nothing.
 */

import { createHmac, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as calls from "@/shared/api/calls";
import type { AppEnv } from "../lib/app-env";
import type { Route } from "../lib/route";

export const SANITY_SIGNATURE_HEADER = "sanity-webhook-signature";
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;
/** Sanity sends the changed document (or a projection of it): far below the API's own limit. */
const MAX_BODY_BYTES = 100 * 1024;

export interface SanityHookOptions {
  /** The secret set on the webhook in Sanity's project settings; without one every call is refused. */
  secret: string | undefined;
  onSiteDataChanged: (reason: string) => void;
  /** Milliseconds since the epoch; tests pass a fixed clock. */
  now?: () => number;
  /** The API's `route` (lib/route.ts); the webhook is open to anyone and checks its signature itself. */
  route: Route;
}

const SIGNATURE_FORMAT = /^t=(\d+),\s*v1=([\w-]+)$/;

function signatureFor(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("base64url");
}

/** Why a signature is refused, or null when it is good. */
export function signatureProblem(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now: number,
): string | null {
  if (!header) return "Missing signature";
  const [, timestamp, signature] = SIGNATURE_FORMAT.exec(header.trim()) ?? [];
  if (!timestamp || !signature) return "Malformed signature";
  if (Math.abs(now - Number(timestamp)) > SIGNATURE_MAX_AGE_MS)
    return "Signature timestamp is outside the accepted window";
  const expected = Buffer.from(signatureFor(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  // Constant-time comparison: the time taken says nothing about how much of the signature matched.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "Invalid signature";
  return null;
}

/** The type of the published document, for the rebuild's log line. */
function documentType(rawBody: string): string {
  try {
    const body: unknown = JSON.parse(rawBody);
    if (typeof body === "object" && body !== null && "_type" in body && typeof body._type === "string") {
      return body._type;
    }
  } catch {
    // A signed body that is not JSON still means content changed.
  }
  return "unknown document";
}

export function sanityHook({ secret, onSiteDataChanged, now = Date.now, route }: SanityHookOptions) {
  const app = new Hono<AppEnv>();
  route(
    app,
    calls.sanityWebhook,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: "Payload too large" }, 413) }),
    async (c) => {
      if (!secret) return c.json({ message: "The Sanity webhook is not configured" }, 503);
      const rawBody = await c.req.text();
      const problem = signatureProblem(c.req.header(SANITY_SIGNATURE_HEADER), rawBody, secret, now());
      if (problem) return c.json({ message: problem }, 401);
      const type = documentType(rawBody);
      onSiteDataChanged(`sanity: ${type}`);
      return c.json({ message: `Rebuild requested for a change to ${type}` }, 202);
    },
  );
  return app;
}
