/** The server starts with two malloc arenas, so memory libvips' threads took comes back (0217). */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const scripts = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  .scripts as Record<string, string>;

describe("the server's start scripts", () => {
  it.each(["start", "api"])("%s runs Node with MALLOC_ARENA_MAX=2 unless it is set already", (name) => {
    expect(scripts[name]).toMatch(/^MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-2\} /);
  });
});
