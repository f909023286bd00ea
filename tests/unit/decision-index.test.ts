/**
 * The decision records' index (docs/decisions/README.md) lists every record exactly once, links
 * files that exist, and carries no leftover merge markers.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DIR = path.resolve(import.meta.dirname, "../../docs/decisions");

describe("decision records index", () => {
  it("links every record once and nothing else", async () => {
    const records = (await readdir(DIR)).filter((name) => /^\d{4}-.+\.md$/.test(name)).sort();
    expect(records.length).toBeGreaterThan(0);
    const index = await readFile(path.join(DIR, "README.md"), "utf8");
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1] ?? "");
    expect([...linked].sort()).toEqual(records);
  });

  it("has no merge conflict markers", async () => {
    const index = await readFile(path.join(DIR, "README.md"), "utf8");
    expect(index).not.toMatch(/^(<{7}|={7}|>{7})( |$)/m);
  });
});
