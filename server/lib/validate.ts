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

/** Arrays and objects a request may nest; the API's own bodies nest two levels at most. */
export const MAX_INPUT_DEPTH = 32;

export const TOO_DEEP = `The request nests too deeply (${MAX_INPUT_DEPTH} levels at most)`;

/** One value met on the walk, with its parent, so a path is only spelled out for the value found. */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
  depth: number;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v?.parent; v = v.parent) keys.push(v.key);
  return keys.reverse().join(".");
}

/**
 * Walks a parsed request part in document order with its own stack, so no nesting can exhaust the
 * call stack. Answers the first string holding a NUL character (Postgres text cannot store it),
 * "tooDeep" for an array or object nested deeper than `maxDepth`, or null.
 */
function firstUnstorable(value: unknown, maxDepth: number): { nulAt: string } | "tooDeep" | null {
  const stack: Visit[] = [{ value, key: "", parent: null, depth: 0 }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const item = visit.value;
    if (typeof item === "string") {
      if (item.includes("\u0000")) return { nulAt: pathOf(visit) };
    } else if (item && typeof item === "object") {
      if (visit.depth >= maxDepth) return "tooDeep";
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, key, parent: visit, depth: visit.depth + 1 });
      }
    }
  }
  return null;
}

/**
 * The dotted path of the first string holding a NUL character, "" for the value itself, or null,
 * at any depth. Postgres text cannot store NUL, so such input is refused as a 400 rather than
 * failing as a 500.
 */
export function nulCharacterPath(value: unknown): string | null {
  const found = firstUnstorable(value, Number.POSITIVE_INFINITY);
  return found && found !== "tooDeep" ? found.nulAt : null;
}

/** Why a parsed request part is refused before its schema sees it: NUL characters, deep nesting. */
export function unacceptableInput(value: unknown): BadInput | null {
  const found = firstUnstorable(value, MAX_INPUT_DEPTH);
  if (found === null) return null;
  if (found === "tooDeep") return { message: TOO_DEEP };
  const message = "Text may not contain NUL characters";
  return found.nulAt ? { message: `${found.nulAt}: ${message}`, field: found.nulAt } : { message };
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
    const refused = unacceptableInput(value);
    if (refused) return c.json(refused, 400);
    const result = await schema.safeParseAsync(value);
    return result.success ? result.data : c.json(describeIssues(result.error), 400);
  });
  return parse as unknown as MiddlewareHandler<
    AppEnv,
    string,
    { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } }
  >;
}
