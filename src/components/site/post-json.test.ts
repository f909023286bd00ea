import { describe, expect, it } from "vitest";
import { NETWORK_ERROR_MESSAGE as NETWORK_ERROR } from "@/lib/api/error-messages";
import * as calls from "@/shared/api/calls";
import { postJson } from "./post-json";

function answering(status: number, body: string): typeof fetch {
  return async () => new Response(body, { status, headers: { "Content-Type": "application/json" } });
}

describe("postJson", () => {
  it("returns the server's message on success", async () => {
    const result = await postJson(
      calls.subscribeNewsletter,
      { email: "a@b.ng" },
      answering(200, '{"message":"Subscribed!"}'),
    );
    expect(result).toEqual({ ok: true, message: "Subscribed!" });
  });

  it("returns the server's error message on a failure answer", async () => {
    const result = await postJson(
      calls.subscribeNewsletter,
      { email: "a@b.ng" },
      answering(400, '{"message":"Enter a valid email address"}'),
    );
    expect(result).toEqual({ ok: false, message: "Enter a valid email address" });
  });

  it("explains a failure whose answer is not readable", async () => {
    const result = await postJson(
      calls.subscribeNewsletter,
      { email: "a@b.ng" },
      answering(502, "<html>Bad gateway</html>"),
    );
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/went wrong/);
  });

  it("reports a network failure", async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await postJson(calls.subscribeNewsletter, { email: "a@b.ng" }, failing)).toEqual({
      ok: false,
      message: NETWORK_ERROR,
    });
  });

  it("sends JSON to the API path", async () => {
    let seen: Request | undefined;
    const capture: typeof fetch = async (input, init) => {
      seen = new Request(new URL(String(input), "http://localhost"), init);
      return new Response('{"message":"ok"}');
    };
    await postJson(calls.subscribeNewsletter, { email: "a@b.ng" }, capture);
    expect(seen?.method).toBe("POST");
    expect(new URL(seen?.url ?? "").pathname).toBe("/api/subscribe-newsletter");
    expect(await seen?.json()).toEqual({ email: "a@b.ng" });
  });
});
