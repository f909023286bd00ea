/**
 * docs/product.md's call tables (its "Calls" section) list exactly the calls the API declares
 * (src/shared/api/all-calls.ts): every declared method and path once, and nothing else. A call
 * added, renamed or removed in the declarations without the same change in product.md fails here
 * with the lines to add and the lines to remove.
 *
 * A table row names its methods in the first column ("GET, PUT") and its paths in the second, each
 * path in backticks and from the API's root; a row stands for every method with every path. Path
 * parameters compare by place, not by name (`{id}` and `:id`, `{children|adult|special}` and
 * `:type` are the same), and a query string (`?page=`) is not part of the path.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as calls from "@/shared/api/all-calls";

const PRODUCT = path.resolve(import.meta.dirname, "../../docs/product.md");

/** A call as "METHOD /path" with its parameters written `{}` and no query string. */
function callKey(method: string, callPath: string): string {
  const bare = callPath.split("?")[0] ?? "";
  const normalised = bare
    .split("/")
    .map((segment) => (/^\{.*\}$/.test(segment) || segment.startsWith(":") ? "{}" : segment))
    .join("/");
  return `${method.trim().toUpperCase()} ${normalised}`;
}

/** The declared calls, as call keys. */
function declaredCalls(): string[] {
  return (Object.values(calls) as unknown[])
    .filter(
      (value): value is { method: string; path: string } =>
        typeof value === "object" && value !== null && "method" in value && "path" in value,
    )
    .map((call) => callKey(call.method, call.path));
}

/** The lines of the section under `## {heading}` (up to the next `## `). */
function section(markdown: string, heading: string): string[] {
  const lines = markdown.split("\n");
  const start = lines.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`docs/product.md has no "## ${heading}" section`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith("## "));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The cells of a Markdown table row, `\|` kept inside a cell. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

/** The calls a section's tables list, as call keys, in the order of the rows (repeats kept). */
function documentedCalls(lines: readonly string[]): string[] {
  const keys: string[] = [];
  for (const line of lines) {
    if (!line.trim().startsWith("|")) continue;
    const [methodCell = "", pathCell = ""] = cells(line);
    if (/^-+$/.test(methodCell) || methodCell.toLowerCase() === "method") continue;
    const methods = methodCell.split(",").filter((method) => method.trim() !== "");
    const paths = [...pathCell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
    if (methods.length === 0 || paths.length === 0) {
      throw new Error(`docs/product.md, Calls: a row without a method or a path in backticks: ${line}`);
    }
    for (const callPath of paths) {
      if (!callPath.startsWith("/")) {
        throw new Error(`docs/product.md, Calls: "${callPath}" is not a path from the API's root: ${line}`);
      }
      for (const method of methods) keys.push(callKey(method, callPath));
    }
  }
  return keys;
}

function repeated(keys: readonly string[]): string[] {
  return [...new Set(keys.filter((key, index) => keys.indexOf(key) !== index))].sort();
}

describe("docs/product.md's calls", () => {
  it("normalises parameters and drops the query string", () => {
    expect(callKey("get", "/coach/getCoach/:id")).toBe("GET /coach/getCoach/{}");
    expect(callKey("GET", "/coach/getCoach/{id}?x=1")).toBe("GET /coach/getCoach/{}");
    expect(callKey("GET", "/plan/getPlans/{children|adult|special}")).toBe("GET /plan/getPlans/{}");
    expect(
      documentedCalls([
        "| method | path | sends | answers |",
        "| --- | --- | --- | --- |",
        "| GET, PUT | `/a/{id}`, `/b?page=` | `{x}` | `{y}` |",
      ]),
    ).toEqual(["GET /a/{}", "PUT /a/{}", "GET /b", "PUT /b"]);
  });

  it("lists exactly the declared calls, each once", async () => {
    const documented = documentedCalls(section(await readFile(PRODUCT, "utf8"), "Calls"));
    const declared = declaredCalls();
    expect(declared.length).toBeGreaterThan(0);
    const missing = [...new Set(declared)].filter((key) => !documented.includes(key)).sort();
    const extra = [...new Set(documented)].filter((key) => !declared.includes(key)).sort();
    expect(
      {
        "declared in src/shared/api, missing from docs/product.md's Calls": missing,
        "in docs/product.md's Calls, declared nowhere (renamed or removed?)": extra,
        "listed more than once in docs/product.md's Calls": repeated(documented),
      },
      "docs/product.md's Calls tables and the declarations in src/shared/api/all-calls.ts differ",
    ).toEqual({
      "declared in src/shared/api, missing from docs/product.md's Calls": [],
      "in docs/product.md's Calls, declared nowhere (renamed or removed?)": [],
      "listed more than once in docs/product.md's Calls": [],
    });
  });
});
