/**
 * Who is calling, for the rate limits. Any client can write `X-Forwarded-For`, so the address is
 * taken only from what the operator's own proxies wrote:
 *
 * - `CLIENT_IP_HEADER` (e.g. `cf-connecting-ip`): a header that only the edge sets, replacing
 *   whatever the client sent. Used when present and a valid address.
 * - `TRUST_PROXY_HOPS=n`: each trusted proxy appends the address it saw to `X-Forwarded-For`, so
 *   the client is the entry `n` places from the right; everything left of it is the client's own
 *   writing and is never read. With fewer entries than hops, the left-most entry is still one a
 *   trusted proxy wrote (the request skipped an outer proxy).
 * - Otherwise the socket's address.
 *
 * IPv6 clients are counted by their /64: one household or one server usually holds a whole /64,
 * and could otherwise take a fresh address for every try.
 */
import { isIPv4, isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** What requests without a socket (in-process calls) are counted as. */
export const UNKNOWN_CLIENT = "unknown";

export interface ClientIpSettings {
  /** Proxies of our own in front of the server that append to X-Forwarded-For; 0 trusts none. */
  trustProxyHops: number;
  /** Lower-case name of a header that only the edge sets, or undefined. */
  clientIpHeader: string | undefined;
}

export interface ClientIpSources {
  /** The peer of the TCP connection, when there is one. */
  socket: string | undefined;
  /** Every X-Forwarded-For line, joined with commas. */
  forwardedFor: string | undefined;
  /** The value of `clientIpHeader`, when configured and sent. */
  edgeHeader: string | undefined;
}

/**
 * An address as proxies write it (`1.2.3.4`, `1.2.3.4:5678`, `[2001:db8::1]:443`, `fe80::1%eth0`,
 * `::ffff:1.2.3.4`) in one canonical form: dotted IPv4, or IPv6 as eight lower-case groups
 * without leading zeros. Null when it is not an address at all.
 */
export function normalizeIp(raw: string | undefined): string | null {
  let value = raw?.trim();
  if (!value || value.length > 100) return null;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%.*$/, "");
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return null;
  const groups = ipv6Groups(value);
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d: it is that IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  return groups.map((g) => g.toString(16)).join(":");
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` and a trailing IPv4 part expanded). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part
      .split(":")
      .filter(Boolean)
      .flatMap((group) => {
        if (!group.includes(".")) return [Number.parseInt(group, 16)];
        const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const [head = "", tail] = address.split("::");
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * What a client is counted as: its IPv4 address, or the /64 of its IPv6 address
 * (`2001:db8:1:2::/64`). Anything that is not an address counts as one unknown client.
 */
export function rateLimitSubject(ip: string | null): string {
  if (ip === null) return UNKNOWN_CLIENT;
  if (!ip.includes(":")) return ip;
  return `${ip.split(":").slice(0, 4).join(":")}::/64`;
}

/** The entry `hops` places from the right of X-Forwarded-For (the left-most when there are fewer). */
export function forwardedClient(forwardedFor: string | undefined, hops: number): string | undefined {
  if (hops < 1 || !forwardedFor) return undefined;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/** The client's address from what the request carries, as far as the settings let it be trusted. */
export function resolveClientIp(sources: ClientIpSources, settings: ClientIpSettings): string | null {
  if (settings.clientIpHeader) {
    const edge = normalizeIp(sources.edgeHeader);
    if (edge) return edge;
  }
  const forwarded = forwardedClient(sources.forwardedFor, settings.trustProxyHops);
  // A trusted proxy writes addresses; anything else there means the hop count is wrong, and the
  // socket (the proxy) is the safer thing to count than text a client may have chosen.
  if (forwarded !== undefined) return normalizeIp(forwarded) ?? normalizeIp(sources.socket);
  return normalizeIp(sources.socket);
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The rate-limit subject of the caller: see `resolveClientIp` and `rateLimitSubject`. */
export function clientIp(c: Context, settings: ClientIpSettings): string {
  const ip = resolveClientIp(
    {
      socket: socketAddress(c),
      forwardedFor: c.req.header("x-forwarded-for"),
      edgeHeader: settings.clientIpHeader ? c.req.header(settings.clientIpHeader) : undefined,
    },
    settings,
  );
  return rateLimitSubject(ip);
}
