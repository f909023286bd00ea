/**
 * The server starts with two malloc arenas, so memory libvips' threads took comes back (0217), and
 * a young generation of 4 MB semi-spaces, which V8 would otherwise grow to 64 MB under load, and
 * glibc's mmap threshold fixed, so large blocks go back to the system when freed (0260). The API
 * alone also caps V8's old generation at 1 GiB, so V8 grows it to under twice what a collection
 * leaves rather than four times (0287), whether started by `npm run api` or by the Dockerfile.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_NODE_OPTIONS, SERVER_MMAP_THRESHOLD, SERVER_NODE_OPTIONS } from "../../bench/lib/server-process";

const scripts = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"))
  .scripts as Record<string, string>;

describe("the server's start scripts", () => {
  it.each(["start", "api"])("%s runs Node with MALLOC_ARENA_MAX=2 unless it is set already", (name) => {
    expect(scripts[name]).toMatch(/^MALLOC_ARENA_MAX=\$\{MALLOC_ARENA_MAX:-2\} /);
  });

  it.each(["start", "api"])(
    "%s caps V8's young generation, before any NODE_OPTIONS of the caller's",
    (name) => {
      expect(scripts[name]).toMatch(
        / NODE_OPTIONS="--max-semi-space-size=4 (--max-old-space-size=1024 )?\$\{NODE_OPTIONS:-\}" /,
      );
    },
  );

  it.each(["start", "api"])("%s fixes glibc's mmap threshold at 128 KiB unless it is set already", (name) => {
    expect(scripts[name]).toMatch(/ MALLOC_MMAP_THRESHOLD_=\$\{MALLOC_MMAP_THRESHOLD_:-131072\} /);
  });

  it("api caps V8's old generation at 1 GiB, before any NODE_OPTIONS of the caller's", () => {
    expect(scripts.api).toMatch(
      / NODE_OPTIONS="--max-semi-space-size=4 --max-old-space-size=1024 \$\{NODE_OPTIONS:-\}" /,
    );
  });

  it("are what the bench starts its servers with", () => {
    expect(SERVER_NODE_OPTIONS).toBe("--max-semi-space-size=4");
    expect(API_NODE_OPTIONS).toBe("--max-semi-space-size=4 --max-old-space-size=1024");
    expect(SERVER_MMAP_THRESHOLD).toBe("131072");
  });

  it("are what the API's container runs with", () => {
    const dockerfile = readFileSync(new URL("../../Dockerfile", import.meta.url), "utf8").replace(
      /\\\n\s*/g,
      "",
    );
    expect(dockerfile).toContain(
      `ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=${SERVER_MMAP_THRESHOLD} NODE_OPTIONS="${API_NODE_OPTIONS}"`,
    );
  });
});
