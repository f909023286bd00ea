import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { demoHostsOnly, isDemoHost, jsonPostsOnly } from "./demo-guards";

describe("isDemoHost", () => {
  const site = "http://localhost:4321";

  it.each([
    "localhost:4321",
    "LOCALHOST",
    "localhost.:4321",
    "127.0.0.1:4321",
    "127.0.0.1",
    "[::1]:4321",
    "[::1]",
  ])("takes %s", (host) => {
    expect(isDemoHost(host, site)).toBe(true);
  });

  it.each([
    undefined,
    "",
    "attacker.example:4321",
    "localhost.attacker.example",
    "127.0.0.1.nip.io:4321",
    "127.0.0.2:4321",
    "[::2]:4321",
    "localhost:4321@attacker.example",
    "localhost:4321, attacker.example",
  ])("refuses %s", (host) => {
    expect(isDemoHost(host, site)).toBe(false);
  });

  it("takes the host of the configured public address", () => {
    expect(isDemoHost("tennis.localhost:8080", "http://tennis.localhost:8080")).toBe(true);
    expect(isDemoHost("tennis.localhost:8080", site)).toBe(false);
  });
});

describe("demoHostsOnly", () => {
  it("answers a JSON 421 to a request for another host, and serves its own", async () => {
    const app = new Hono();
    app.use(demoHostsOnly("http://localhost:4321"));
    app.get("/dev/mail", (c) => c.text("mail"));
    const rebound = await app.request("http://attacker.example:4321/dev/mail");
    expect(rebound.status).toBe(421);
    expect(await rebound.json()).toEqual({ message: expect.stringContaining("only at its own address") });
    const own = await app.request("http://localhost:4321/dev/mail");
    expect(await own.text()).toBe("mail");
    // The Host header names the host when there is one, as it does over the network.
    const named = await app.request("http://localhost:4321/dev/mail", {
      headers: { host: "attacker.example" },
    });
    expect(named.status).toBe(421);
    const ownNamed = await app.request("http://x.example/dev/mail", { headers: { host: "[::1]:4321" } });
    expect(ownNamed.status).toBe(200);
  });
});

describe("jsonPostsOnly", () => {
  const app = new Hono();
  app.use(jsonPostsOnly());
  app.post("/run", async (c) => c.json({ got: await c.req.json() }));
  app.get("/run", (c) => c.json({ got: "get" }));
  const post = (headers: Record<string, string>, body?: string) =>
    app.request("/run", { method: "POST", headers, ...(body === undefined ? {} : { body }) });

  it("refuses a POST that is not JSON with a 415 or 400 JSON message", async () => {
    for (const [headers, body] of [
      [{}, undefined],
      [{ "content-type": "text/plain" }, "{}"],
      [{ "content-type": "application/x-www-form-urlencoded" }, "email=a%40b.c&days=26"],
      [{ "content-type": "multipart/form-data; boundary=x" }, "--x--"],
    ] as const) {
      const answer = await post(headers, body);
      expect(answer.status).toBe(415);
      expect(await answer.json()).toEqual({ message: expect.stringContaining("application/json") });
    }
    for (const body of [undefined, "", "{", "days=26"]) {
      const answer = await post({ "content-type": "application/json" }, body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ message: expect.stringContaining("not valid JSON") });
    }
  });

  it("hands a JSON POST to its handler, body intact, and lets other methods by", async () => {
    const answer = await post({ "content-type": "application/json; charset=utf-8" }, '{"days":26}');
    expect(await answer.json()).toEqual({ got: { days: 26 } });
    expect(await (await app.request("/run")).json()).toEqual({ got: "get" });
  });
});
