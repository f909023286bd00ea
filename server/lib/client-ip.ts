/**
 * Who is calling, for the rate limits: the socket's address, or behind a trusted load balancer
 * (`TRUST_PROXY=true`) the first X-Forwarded-For hop, which is the client the balancer saw.
 * Without a trusted proxy the header is ignored, since any client can write it.
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** What requests without a socket (in-process calls) are counted as. */
export const UNKNOWN_CLIENT = "unknown";

export function firstForwardedHop(header: string | undefined): string | null {
  const first = header?.split(",")[0]?.trim();
  return first ? first.slice(0, 64) : null;
}

export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = firstForwardedHop(c.req.header("x-forwarded-for"));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_CLIENT;
  } catch {
    return UNKNOWN_CLIENT;
  }
}
