import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
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

  it("gives every kind of answer the headers Hono's secure headers give with the club's settings", async () => {
    // The reference: Hono's middleware with the settings the front had, its resource policy
    // yielding to the answer's own.
    const reference = new Hono();
    reference.use(
      secureHeaders({
        crossOriginEmbedderPolicy: false,
        crossOriginResourcePolicy: "same-origin",
        referrerPolicy: "strict-origin-when-cross-origin",
        strictTransportSecurity: "max-age=31536000; includeSubDomains",
        xFrameOptions: "DENY",
        permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
      }),
    );
    const answers = (target: Hono) => {
      target.get("/api/me", (c) => c.json({ ok: true }));
      target.get("/media/photo.jpg", (c) =>
        c.body("jpeg", 200, { "content-type": "image/jpeg", "cross-origin-resource-policy": "cross-origin" }),
      );
      target.get("/powered", (c) => c.json({}, 200, { "x-powered-by": "something" }));
      target.get("/staff/members", (c) => c.html("<!doctype html><title>console</title>"));
      target.get("/u", (c) => c.html("<!doctype html><title>member</title>"));
      return target;
    };
    const ours = answers(new Hono().use(securityHeaders()));
    answers(reference);
    const fromReference = async (path: string) => {
      const headers = new Headers((await reference.request(path)).headers);
      const type = headers.get("content-type") ?? "";
      const own = path === "/media/photo.jpg" ? "cross-origin" : null;
      if (own) headers.set("cross-origin-resource-policy", own);
      headers.set(
        "content-security-policy",
        type.startsWith("text/html")
          ? "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"
          : "default-src 'none'; frame-ancestors 'none'",
      );
      if (path.startsWith("/staff/"))
        headers.set("permissions-policy", "camera=(self), microphone=(), geolocation=(), payment=()");
      return [...headers];
    };
    for (const path of ["/api/me", "/media/photo.jpg", "/powered", "/staff/members", "/u"]) {
      expect([...(await ours.request(path)).headers], path).toEqual(await fromReference(path));
    }
    expect((await ours.request("/powered")).headers.has("x-powered-by")).toBe(false);
  });
});
