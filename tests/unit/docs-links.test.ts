/**
 * Every relative link in the docs (README.md and docs/**) reaches a file that exists, and a link
 * to a section of a Markdown file (`product.md#calls`) reaches a heading or an `<a id>` there.
 * Headings are named as GitHub names them: lower case, punctuation dropped, spaces as hyphens.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(full);
      return entry.name.endsWith(".md") ? [full] : [];
    }),
  );
  return nested.flat();
}

function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

/** The section names a Markdown text can be linked at. */
function anchorsOf(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, "");
  return new Set([
    ...[...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingSlug(match[1] ?? "")),
    ...[...withoutCode.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1] ?? ""),
  ]);
}

/** Relative link targets `[text](target)` outside code blocks and code spans. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("/"));
}

describe("links in the docs", () => {
  it("reach files and sections that exist", async () => {
    const files = [path.join(ROOT, "README.md"), ...(await markdownFiles(path.join(ROOT, "docs")))];
    const texts = new Map(
      await Promise.all(files.map(async (file) => [file, await readFile(file, "utf8")] as const)),
    );
    const broken: string[] = [];
    for (const [file, text] of texts) {
      for (const target of relativeLinks(text)) {
        const [targetPath = "", anchor] = target.split("#");
        const resolved = targetPath === "" ? file : path.resolve(path.dirname(file), decodeURI(targetPath));
        const where = `${path.relative(ROOT, file)} → ${target}`;
        if (!existsSync(resolved)) {
          broken.push(`${where}: no such file`);
          continue;
        }
        if (anchor && resolved.endsWith(".md")) {
          const targetText = texts.get(resolved) ?? (await readFile(resolved, "utf8"));
          if (!anchorsOf(targetText).has(anchor)) broken.push(`${where}: no such section`);
        }
      }
    }
    expect(files.length).toBeGreaterThan(10);
    expect(broken).toEqual([]);
  });
});
