/**
 * The one validator every route uses: parses a request part with a zod schema (the shared contract's)
 * and answers 400 `{ message, field }` naming the first bad field, or hands the parsed value on.
 */
import type { MiddlewareHandler } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import type { AppEnv } from "./app-env";

type Target = "json" | "query" | "param";

export interface BadInput {
  message: string;
  /** Dotted path of the first bad field; absent when the problem is the whole body. */
  field?: string;
}

/** The first issue of a failed parse, as the API reports it: "email: Enter a valid email address". */
export function describeIssues(error: z.ZodError): BadInput {
  const issue = error.issues[0];
  if (!issue) return { message: "Invalid request" };
  const field = issue.path.map(String).join(".");
  return field ? { message: `${field}: ${issue.message}`, field } : { message: issue.message };
}

/**
 * The dotted path of the first string holding a NUL character, "" for the value itself, or null.
 * Postgres text cannot store NUL, so such input is refused here as a 400 rather than failing as a 500.
 */
export function nulCharacterPath(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = nulCharacterPath(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

export function validate<T extends Target, S extends z.ZodType>(
  target: T,
  schema: S,
): MiddlewareHandler<AppEnv, string, { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } }> {
  const parse = validator(target, async (value, c) => {
    if (target === "json" && !JSON_MEDIA_TYPE.test(c.req.header("content-type") ?? "")) {
      return c.json({ message: "Send the request body as JSON (Content-Type: application/json)" }, 400);
    }
    const nulAt = nulCharacterPath(value);
    if (nulAt !== null) {
      const message = "Text may not contain NUL characters";
      return c.json(nulAt ? { message: `${nulAt}: ${message}`, field: nulAt } : { message }, 400);
    }
    const result = await schema.safeParseAsync(value);
    return result.success ? result.data : c.json(describeIssues(result.error), 400);
  });
  return parse as unknown as MiddlewareHandler<
    AppEnv,
    string,
    { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } }
  >;
}
