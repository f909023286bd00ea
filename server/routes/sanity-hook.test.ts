import { encodeSignatureHeader } from "@sanity/webhook";
import { createMiddleware } from "hono/factory";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { routerFor } from "../lib/route";
import { SANITY_SIGNATURE_HEADER, sanityHook } from "./sanity-hook";

const SECRET = "whsec-publishing-secret";
const NOW = Date.parse("2026-11-22T10:00:00Z");
const BODY = JSON.stringify({ _id: "r1", _type: "reviews", name: "Adaeze Obi" });

let onSiteDataChanged: ReturnType<typeof vi.fn<(reason: string) => void>>;
beforeEach(() => {
  onSiteDataChanged = vi.fn<(reason: string) => void>();
});

/** The webhook is open to anyone: a router whose sign-in checks refuse shows it needs none. */
const refuse = createMiddleware(async () => {
  throw new Error("The webhook asked for a sign-in");
});
const route = routerFor({ requireUser: refuse, requireCoach: refuse, checkAnswers: true });
const app = (secret: string | undefined = SECRET) =>
  sanityHook({ secret, onSiteDataChanged, now: () => NOW, route });

/** Signed the way Sanity signs, with its own toolkit. */
const signature = (body: string, timestamp = NOW, secret = SECRET) =>
  encodeSignatureHeader(body, timestamp, secret);

function post(body: string, header?: string, secret?: string) {
  return app(secret).request("/hooks/sanity", {
    method: "POST",
    headers: { "content-type": "application/json", ...(header ? { [SANITY_SIGNATURE_HEADER]: header } : {}) },
    body,
  });
}

describe("POST /hooks/sanity", () => {
  it("asks for a rebuild naming the published document's type, and answers 202", async () => {
    const response = await post(BODY, await signature(BODY));
    expect(response.status).toBe(202);
    expect(onSiteDataChanged).toHaveBeenCalledExactlyOnceWith("sanity: reviews");
  });

  it("accepts a signature made up to 5 minutes ago", async () => {
    const response = await post(BODY, await signature(BODY, NOW - 5 * 60_000 + 1_000));
    expect(response.status).toBe(202);
  });

  it.each([
    ["a tampered body", async () => post(BODY.replace("Adaeze", "Mallory"), await signature(BODY))],
    ["the wrong secret", async () => post(BODY, await signature(BODY, NOW, "another-secret"))],
    [
      "a signature older than 5 minutes",
      async () => post(BODY, await signature(BODY, NOW - 5 * 60_000 - 1_000)),
    ],
    ["a missing signature", async () => post(BODY)],
    ["a malformed signature", async () => post(BODY, "v1=abc")],
  ])("refuses %s with 401 and changes nothing", async (_case, send) => {
    const response = await send();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect(onSiteDataChanged).not.toHaveBeenCalled();
  });

  it("refuses every call while no secret is configured", async () => {
    const response = await post(BODY, await signature(BODY), "");
    expect(response.status).toBe(503);
    expect(onSiteDataChanged).not.toHaveBeenCalled();
  });

  it("still rebuilds for a signed body that names no document type", async () => {
    const body = "{}";
    const response = await post(body, await signature(body));
    expect(response.status).toBe(202);
    expect(onSiteDataChanged).toHaveBeenCalledWith("sanity: unknown document");
  });
});
