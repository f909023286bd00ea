/**
 * The site (Astro) and the dashboard (React) escape every value they render; text from members
 * (reviews, names) could only reach a page unescaped through one of these raw-HTML doors. None is
 * used in src/ but the one below, so stored markup is always shown as text.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "../../src");
const RAW_HTML_DOORS = [
  /set:html/,
  /dangerouslySetInnerHTML/,
  /\.innerHTML\s*=/,
  /\.outerHTML\s*=/,
  /insertAdjacentHTML/,
  /document\.write/,
  /createContextualFragment/,
  /\bis:inline\b/,
];

/**
 * The one allowed door: the client apps' page frame writes its own script inline (the first reads,
 * src/lib/api/first-reads-script.ts, and the message when the app's code cannot be fetched), code of
 * ours built from constants with its hash in the page's CSP, never a value from a member
 * (docs/decisions/0225-first-visit.md).
 */
const PAGE_CODE_LINE = "<script is:inline set:html={pageCode} />";
const ALLOWED: Record<string, { line: string }> = { "layouts/AppLayout.astro": { line: PAGE_CODE_LINE } };

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(astro|tsx?|jsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return files.flat();
}

describe("rendering in src/", () => {
  it("never opens a raw-HTML door (and no inline script escapes the CSP hashes)", async () => {
    const files = await sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const file of files) {
      const relative = path.relative(SRC, file);
      const allowed = ALLOWED[relative];
      let text = await readFile(file, "utf8");
      if (allowed) {
        // Exactly one use of that line, and no other door anywhere else in the file.
        expect(text.split(allowed.line).length - 1, relative).toBe(1);
        text = text.replace(allowed.line, "");
      }
      for (const door of RAW_HTML_DOORS) {
        if (door.test(text)) found.push(`${path.relative(SRC, file)}: ${door.source}`);
      }
    }
    expect(found).toEqual([]);
  });
});
