import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

const app = new Hono();
app.use("*", securityHeaders());
app.get("/app-sw.js", (c) =>
  c.body("self.addEventListener('fetch', () => {});", 200, { "content-type": "text/javascript" }),
);
app.get("/other.js", (c) => c.body("", 200, { "content-type": "text/javascript" }));
app.get("*", (c) => c.html("<!doctype html><title>page</title>"));

const headersOf = async (path: string) => (await app.request(path)).headers;

describe("securityHeaders", () => {
  it("lets only the club console's pages use the camera (the gate scanner)", async () => {
    for (const path of ["/staff", "/staff/check-in"]) {
      expect((await headersOf(path)).get("permissions-policy")).toContain("camera=(self)");
    }
    for (const path of ["/", "/u/tickets", "/staffing"]) {
      expect((await headersOf(path)).get("permissions-policy")).toContain("camera=()");
    }
  });

  it("lets the apps' service worker fetch the site's own files, and no other script", async () => {
    expect((await headersOf("/app-sw.js")).get("content-security-policy")).toBe(
      "default-src 'self'; frame-ancestors 'none'",
    );
    expect((await headersOf("/other.js")).get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
