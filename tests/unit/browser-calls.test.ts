/** The browser's copy of the call declarations: method and path only (app-chunks.mjs, docs/decisions/0298). */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseAst, transformWithOxc } from "vite";
import { describe, expect, it } from "vitest";
import { browserCallsModule } from "../../app-chunks.mjs";

const CALLS = path.resolve(import.meta.dirname, "../../src/shared/api/calls");

/** A declarations module as the browser build sees it: types stripped, then rewritten. */
async function browserCopy(file: string): Promise<Record<string, unknown>> {
  const source = await readFile(path.join(CALLS, file), "utf8");
  const { code } = await transformWithOxc(source, file, { lang: "ts" });
  const rewritten = browserCallsModule(code, file, (text) => parseAst(text));
  return import(`data:text/javascript,${encodeURIComponent(rewritten)}`);
}

describe("the browser's call declarations", () => {
  it("keep every call, with its method and path alone", async () => {
    const files = (await readdir(CALLS)).filter((file) => file.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const whole: Record<string, Record<string, unknown>> = await import(path.join(CALLS, file));
      const copy = await browserCopy(file);
      expect(Object.keys(copy).sort(), file).toEqual(Object.keys(whole).sort());
      for (const [name, declaration] of Object.entries(whole)) {
        expect(copy[name], `${file}: ${name}`).toEqual({
          method: declaration.method,
          path: declaration.path,
        });
      }
    }
  });

  it("stop the build at a module holding anything else", () => {
    const parse = (text: string) => parseAst(text);
    expect(() => browserCallsModule("export const limit = 3;\n", "x.ts", parse)).toThrow(
      /declares calls only/,
    );
    expect(() =>
      browserCallsModule('export function me() { return { method: "GET", path: "/me" }; }\n', "x.ts", parse),
    ).toThrow(/declares calls only/);
    expect(() => browserCallsModule('export const me = { path: "/me" };\n', "x.ts", parse)).toThrow(
      /declares calls only/,
    );
  });
});
