import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AppEnv } from "./app-env";
import { nulCharacterPath, validate } from "./validate";

describe("nulCharacterPath", () => {
  it("finds the first string with a NUL character, at any depth", () => {
    expect(nulCharacterPath("plain")).toBeNull();
    expect(nulCharacterPath("a\u0000b")).toBe("");
    expect(nulCharacterPath({ email: "a@b.c", profile: { name: "x\u0000" } })).toBe("profile.name");
    expect(nulCharacterPath({ tags: ["ok", "\u0000"] })).toBe("tags.1");
    expect(nulCharacterPath({ n: 1, ok: true, none: null })).toBeNull();
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
});
