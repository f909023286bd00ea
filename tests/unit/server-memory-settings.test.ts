/**
 * The server starts with two malloc arenas, so memory libvips' threads took comes back (0217), and
 * a young generation of 4 MB semi-spaces, which V8 would otherwise grow to 64 MB under load, and
 * glibc's mmap threshold fixed, so large blocks go back to the system when freed (0260).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_MMAP_THRESHOLD, SERVER_NODE_OPTIONS } from "../../bench/lib/server-process";

const scripts = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  .scripts as Record<string, string>;

describe("the server's start scripts", () => {
  it.each(["start", "api"])("%s runs Node with MALLOC_ARENA_MAX=2 unless it is set already", (name) => {
    expect(scripts[name]).toMatch(/^MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-2\} /);
  });

  it.each(["start", "api"])(
    "%s caps V8's young generation, before any NODE_OPTIONS of the caller's",
    (name) => {
      expect(scripts[name]).toMatch(/ NODE_OPTIONS="--max-semi-space-size=4 \$\{NODE_OPTIONS:-\}" /);
    },
  );

  it.each(["start", "api"])("%s fixes glibc's mmap threshold at 128 KiB unless it is set already", (name) => {
    expect(scripts[name]).toMatch(/ MALLOC_MMAP_THRESHOLD_=\$\{MALLOC_MMAP_THRESHOLD_:-131072\} /);
  });

  it("are what the bench starts its servers with", () => {
    expect(SERVER_NODE_OPTIONS).toBe("--max-semi-space-size=4");
    expect(SERVER_MMAP_THRESHOLD).toBe("131072");
  });
});
