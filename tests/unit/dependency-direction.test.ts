/**
 * Dependencies run one way: src/shared/domain (pure rules and closed lists) imports nothing of ours from
 * outside itself, src/shared (the contract and call declarations too) nothing from outside src/shared, and src/lib (the API client and contract, content loaders) never imports the
 * stores or the screens. Test files are left out: they may wire what they test.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "../../src");

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    }),
  );
  return files.flat();
}

/** Every module a file imports or loads on demand, resolved to a path under src/ when it is ours. */
async function ourImports(file: string): Promise<string[]> {
  const text = await readFile(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map(
    (match) => match[1] ?? "",
  );
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("@/")) return [path.join(SRC, specifier.slice(2))];
    if (specifier.startsWith(".")) return [path.resolve(path.dirname(file), specifier)];
    return [];
  });
}

async function violations(folder: string, allowed: (target: string) => boolean): Promise<string[]> {
  const found: string[] = [];
  const files = await sourceFiles(path.join(SRC, folder));
  // A moved or emptied folder must fail here, not pass with nothing to look at.
  expect(files.length, `source files under src/${folder}`).toBeGreaterThan(0);
  for (const file of files) {
    for (const target of await ourImports(file)) {
      if (!allowed(target)) found.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
    }
  }
  return found;
}

const inside = (target: string, folder: string) =>
  !path.relative(path.join(SRC, folder), target).startsWith("..");

describe("dependency direction", () => {
  it("src/shared/domain imports nothing of ours from outside src/shared/domain", async () => {
    expect(await violations("shared/domain", (target) => inside(target, "shared/domain"))).toEqual([]);
  });

  it("src/shared (contract, calls and rules) imports nothing of ours from outside src/shared", async () => {
    expect(await violations("shared", (target) => inside(target, "shared"))).toEqual([]);
  });

  it("src/lib imports neither the stores nor the screens", async () => {
    const screens = ["stores", "dashboard", "components", "pages", "layouts"];
    expect(await violations("lib", (target) => !screens.some((folder) => inside(target, folder)))).toEqual(
      [],
    );
  });
});
