import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppEnv } from "./app-env";
import { MAX_INPUT_DEPTH, nulCharacterPath, TOO_DEEP, unacceptableInput, validate } from "./validate";

describe("nulCharacterPath", () => {
  it("finds the first string with a NUL character, at any depth", () => {
    expect(nulCharacterPath("plain")).toBeNull();
    expect(nulCharacterPath("a\u0000b")).toBe("");
    expect(nulCharacterPath({ email: "a@b.c", profile: { name: "x\u0000" } })).toBe("profile.name");
    expect(nulCharacterPath({ tags: ["ok", "\u0000"] })).toBe("tags.1");
    expect(nulCharacterPath({ n: 1, ok: true, none: null })).toBeNull();
  });
});

/** `levels` arrays or objects, each inside the one before, around `inner`. */
const nested = (levels: number, inner: unknown, kind: "array" | "object" = "array") => {
  let value = inner;
  for (let i = 0; i < levels; i++) value = kind === "array" ? [value] : { a: value };
  return value;
};

describe("unacceptableInput", () => {
  it("walks nesting of any depth without exhausting the stack", () => {
    expect(nulCharacterPath(nested(100_000, "x\u0000"))).toBe("0".repeat(100_000).split("").join("."));
    expect(nulCharacterPath(nested(100_000, "fine", "object"))).toBeNull();
  });

  it("refuses arrays and objects nested deeper than the limit", () => {
    expect(unacceptableInput(nested(MAX_INPUT_DEPTH, "ok"))).toBeNull();
    expect(unacceptableInput(nested(MAX_INPUT_DEPTH, {}, "object"))).toEqual({ message: TOO_DEEP });
    expect(unacceptableInput(nested(MAX_INPUT_DEPTH + 1, 1))).toEqual({ message: TOO_DEEP });
    expect(unacceptableInput(nested(50_000, null, "object"))).toEqual({ message: TOO_DEEP });
  });

  it("names the first NUL character in document order", () => {
    expect(unacceptableInput({ a: ["ok", { b: "\u0000" }], c: "\u0000" })).toEqual({
      message: "a.1.b: Text may not contain NUL characters",
      field: "a.1.b",
    });
    expect(unacceptableInput("\u0000")).toEqual({ message: "Text may not contain NUL characters" });
  });
});

describe("validate", () => {
  const app = new Hono<AppEnv>();
  app.post(
    "/echo/:id",
    validate("param", z.object({ id: z.string() })),
    validate("json", z.object({ name: z.string() })),
    (c) => c.json({ name: c.req.valid("json").name }),
  );
  const post = (id: string, body: unknown) =>
    app.request(`/echo/${id}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("refuses NUL characters in parameters and bodies with a 400 naming the field", async () => {
    const param = await post("%00", { name: "Ada" });
    expect(param.status).toBe(400);
    expect(await param.json()).toEqual({ message: "id: Text may not contain NUL characters", field: "id" });
    const body = await post("1", { name: "Ada\u0000" });
    expect(body.status).toBe(400);
    expect(await body.json()).toEqual({
      message: "name: Text may not contain NUL characters",
      field: "name",
    });
    expect((await post("1", { name: "Ada" })).status).toBe(200);
  });

  it("answers 400 to JSON nested thousands of levels deep, however small", async () => {
    for (const body of [
      "[".repeat(5000) + "]".repeat(5000),
      `${'{"name":'.repeat(20_000)}"x"${"}".repeat(20_000)}`,
    ]) {
      const response = await app.request("/echo/1", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: TOO_DEEP });
    }
  });
});
