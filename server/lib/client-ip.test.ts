import { describe, expect, it } from "vitest";
import {
  type ClientIpSettings,
  forwardedClient,
  normalizeIp,
  rateLimitSubject,
  resolveClientIp,
  UNKNOWN_CLIENT,
} from "./client-ip";

const settings = (trustProxyHops: number, clientIpHeader?: string): ClientIpSettings => ({
  trustProxyHops,
  clientIpHeader,
});

describe("normalizeIp", () => {
  it("reads the ways proxies write addresses", () => {
    expect(normalizeIp(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(normalizeIp("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(normalizeIp("[2001:DB8::1]:443")).toBe("2001:db8:0:0:0:0:0:1");
    expect(normalizeIp("2001:0db8:0000:0000:0000:0000:0000:0001")).toBe("2001:db8:0:0:0:0:0:1");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80:0:0:0:0:0:0:1");
    expect(normalizeIp("::")).toBe("0:0:0:0:0:0:0:0");
    expect(normalizeIp("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0:0:0:c000:221");
  });

  it("takes an IPv4 client on a dual-stack socket for that IPv4 client", () => {
    expect(normalizeIp("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeIp("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("refuses what is not an address", () => {
    for (const bad of [
      undefined,
      "",
      "unknown",
      "evil.example",
      "1.2.3",
      "300.1.1.1",
      "1.2.3.4, 5.6.7.8",
      "::g",
    ])
      expect(normalizeIp(bad)).toBeNull();
  });
});

describe("rateLimitSubject", () => {
  it("counts IPv4 clients by their address and IPv6 clients by their /64", () => {
    expect(rateLimitSubject("203.0.113.7")).toBe("203.0.113.7");
    const a = rateLimitSubject(normalizeIp("2001:db8:1:2::1"));
    const b = rateLimitSubject(normalizeIp("2001:db8:1:2:ffff:ee:dd:cc"));
    expect(a).toBe("2001:db8:1:2::/64");
    expect(b).toBe(a);
    expect(rateLimitSubject(normalizeIp("2001:db8:1:3::1"))).not.toBe(a);
    expect(rateLimitSubject(null)).toBe(UNKNOWN_CLIENT);
  });
});

describe("forwardedClient", () => {
  it("takes the entry as many places from the right as there are trusted hops", () => {
    expect(forwardedClient("198.51.100.1, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwardedClient("198.51.100.1, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    expect(forwardedClient("203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("takes the left-most entry when the request passed fewer proxies than trusted", () => {
    expect(forwardedClient("203.0.113.7", 3)).toBe("203.0.113.7");
  });

  it("reads nothing with no trusted hop or no entries", () => {
    expect(forwardedClient("203.0.113.7", 0)).toBeUndefined();
    expect(forwardedClient(undefined, 1)).toBeUndefined();
    expect(forwardedClient(" , ", 1)).toBeUndefined();
  });
});

describe("resolveClientIp", () => {
  const socket = "10.0.0.1";

  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(resolveClientIp({ socket, forwardedFor: "203.0.113.7", edgeHeader: undefined }, settings(0))).toBe(
      socket,
    );
  });

  it("is not moved by a forged left-most entry", () => {
    const honest = resolveClientIp(
      { socket, forwardedFor: "203.0.113.7", edgeHeader: undefined },
      settings(1),
    );
    for (const forged of ["198.51.100.99", "1.1.1.1, 2.2.2.2", "not-an-ip", "2001:db8::1"]) {
      const sources = { socket, forwardedFor: `${forged}, 203.0.113.7`, edgeHeader: undefined };
      expect(resolveClientIp(sources, settings(1))).toBe(honest);
    }
    expect(honest).toBe("203.0.113.7");
  });

  it("counts the proxy itself when the entry the hops point at is not an address", () => {
    const sources = { socket, forwardedFor: "garbage", edgeHeader: undefined };
    expect(resolveClientIp(sources, settings(1))).toBe(socket);
  });

  it("prefers the edge's header, falling back to the hops and then the socket", () => {
    const sources = { socket, forwardedFor: "198.51.100.1, 203.0.113.7", edgeHeader: "2001:db8::5" };
    expect(resolveClientIp(sources, settings(1, "cf-connecting-ip"))).toBe("2001:db8:0:0:0:0:0:5");
    expect(resolveClientIp({ ...sources, edgeHeader: undefined }, settings(1, "cf-connecting-ip"))).toBe(
      "203.0.113.7",
    );
    expect(resolveClientIp({ ...sources, edgeHeader: "bogus" }, settings(0, "cf-connecting-ip"))).toBe(
      socket,
    );
    // Without the setting, the header is the client's own writing.
    expect(resolveClientIp(sources, settings(0))).toBe(socket);
  });

  it("answers null without any address", () => {
    expect(
      resolveClientIp({ socket: undefined, forwardedFor: undefined, edgeHeader: undefined }, settings(1)),
    ).toBeNull();
  });
});
