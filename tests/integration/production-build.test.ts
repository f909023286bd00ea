/**
 * The production install as CI and the Dockerfile run it: scripts/production-install.sh compiles
 * the server, installs only its run-time packages into a folder outside the repository, and the
 * server starts there under plain Node, in production, with none of the repository's
 * node_modules within reach, and answers /ready and a read on PGlite.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { NODE_24 as NODE, productionEnv, ROOT_DIR as ROOT, waitForReady } from "../support/production-server";

describe("the production install", () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), "club-production-"));
    execFileSync(path.join(ROOT, "scripts", "production-install.sh"), [path.join(folder, "app")], {
      cwd: ROOT,
      stdio: "pipe",
    });
  }, 240_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("holds the compiled server, its migrations and only its run-time packages", () => {
    const app = path.join(folder, "app");
    expect(existsSync(path.join(app, "api.mjs"))).toBe(true);
    expect(readdirSync(path.join(app, "migrations")).some((f) => f.endsWith(".sql"))).toBe(true);
    const packages = readdirSync(path.join(app, "node_modules"));
    expect(packages).toContain("sharp");
    for (const devOrSite of ["astro", "sanity", "react", "tsx", "typescript", "vitest", "hono", "zod"]) {
      expect(packages, devOrSite).not.toContain(devOrSite);
    }
  });

  it("starts under plain Node in production and answers /ready", async () => {
    const port = await freePort();
    const server = spawn(NODE, [path.join(folder, "app", "api.mjs")], {
      cwd: folder,
      env: productionEnv(path.join(folder, "data"), port),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    server.stdout.on("data", (chunk) => {
      output += chunk;
    });
    server.stderr.on("data", (chunk) => {
      output += chunk;
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitForReady(url, 90_000).catch((error: Error) => {
        throw new Error(`${error.message}\n${output}`);
      });
      const packages = await fetch(`${url}/plan/training-packages`);
      expect(packages.status).toBe(200);
      expect(await packages.json()).toHaveProperty("packages");
    } finally {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
  }, 120_000);

  it("is what `npm run api` runs in production once built", async () => {
    const port = await freePort();
    const server = spawn(NODE, [path.join(ROOT, "scripts", "api.mjs")], {
      cwd: ROOT,
      env: productionEnv(path.join(folder, "data-npm"), port),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    server.stdout.on("data", (chunk) => {
      output += chunk;
    });
    try {
      await waitForReady(`http://127.0.0.1:${port}`, 90_000);
      expect(output).toContain("Running the compiled server");
    } finally {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
  }, 120_000);
});
