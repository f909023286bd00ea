import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildFontFiles, fontFaceCss, SUBSETS, unicodeRange } from "../../scripts/fonts/font-subsets";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Symbols the site's typefaces do not draw; the system font shows them. */
const LEFT_TO_SYSTEM_FONTS = new Set(["★"]);
/** Block and whole-line comments: code notes, not text anyone reads on the site. */
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe("unicodeRange", () => {
  it("collapses runs and sorts", () => {
    expect(unicodeRange([0x41, 0x20, 0x21, 0x22, 0x20a6])).toBe("U+20-22, U+41, U+20A6");
  });

  it("writes a lone code point without a dash and ignores repeats", () => {
    expect(unicodeRange([0xa0, 0xa0])).toBe("U+A0");
  });
});

describe("font subsets", () => {
  it("gives every character to one subset only", () => {
    const all = SUBSETS.flatMap((s) => s.codePoints);
    expect(new Set(all).size).toBe(all.length);
  });

  // Content files, and the markup of pages and components (plain .ts modules hold rules, not text).
  it("cover every character the club's content and the interface write", async () => {
    const covered = new Set(SUBSETS.flatMap((s) => s.codePoints));
    const sources = [
      ...(await filesUnder(path.join(ROOT, "content"))),
      ...(await filesUnder(path.join(ROOT, "src"))),
    ].filter((file) => /\.(json|md|mdx|astro|tsx|yaml)$/.test(file) && !file.includes(".test."));
    const missing = new Map<string, string>();
    for (const file of sources) {
      const text = (await readFile(file, "utf8")).replace(COMMENTS, "");
      for (const char of text) {
        const point = char.codePointAt(0) ?? 0;
        if (point < 0x20 || covered.has(point) || LEFT_TO_SYSTEM_FONTS.has(char)) continue;
        missing.set(char, path.relative(ROOT, file));
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it("are the files and stylesheet in the repo (run `npm run fonts` after changing them)", async () => {
    for (const file of await buildFontFiles()) {
      const committed = await readFile(path.join(ROOT, "src/assets/fonts", file.fileName));
      expect(Buffer.compare(committed, Buffer.from(file.bytes)), file.fileName).toBe(0);
    }
    expect(await readFile(path.join(ROOT, "src/styles/fonts.css"), "utf8")).toBe(
      fontFaceCss("../assets/fonts"),
    );
  });
});
