/**
 * The Nu HTML checker (vnu-jar, offline) over every page of the site the test server built and
 * serves (DIST_DIR, as playwright.config.ts's webServer got it). Astro's injected
 * `<style>astro-island,...</style>` inside `<body>` is its one allowed finding.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

const ROOT_DIR = fileURLToPath(new URL("../..", import.meta.url));
const DIST_DIR = path.resolve(ROOT_DIR, process.env.DIST_DIR ?? "dist");
const VNU_JAR = path.join(ROOT_DIR, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** Astro's island style, placed in `<body>` where the checker wants styles first or in `<head>`. */
function isAstroIslandStyle(message: VnuMessage): boolean {
  const aboutBodyStyle =
    message.message === "A “style” element in “body” must be the first child of its parent." ||
    message.message.startsWith("Element “style” not allowed as child of element “body”");
  return aboutBodyStyle && (message.extract ?? "").includes("<style>astro-");
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function findingText(message: VnuMessage): string {
  const file = message.url ? path.relative(DIST_DIR, fileURLToPath(message.url)) : "(no file)";
  const where =
    message.lastLine === undefined ? "" : `:${message.lastLine}:${message.firstColumn ?? message.lastColumn}`;
  return `${file}${where} ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ""}`;
}

test("every built page is valid HTML", async () => {
  test.setTimeout(180_000);
  const pages = htmlFiles(DIST_DIR);
  expect(pages.length, `pages built in ${DIST_DIR}`).toBeGreaterThan(0);
  const run = spawnSync(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...pages],
    { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  expect(run.error, "java runs the Nu HTML checker").toBeUndefined();
  expect(run.status, run.stderr).toBe(0);
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  const findings = messages.filter((m) => !isAstroIslandStyle(m)).map(findingText);
  expect(findings).toEqual([]);
});
