/**
 * The standalone check behind `npm run check`: a file pointing outside the repository, or at the
 * briefing it was first described in, is reported with its line; a file citing the repository's own
 * docs passes. The offending words are assembled at run time so this file passes the check itself.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { checkRepository, climbsAboveRoot, findOutsidePointers } from "../../scripts/check-standalone";

const UP = "..";
const SHARED_FOLDER = [UP, "shared"].join("/");
const DESIGN_NOTES = ["DESIGN", "md"].join(".");
const SPEC_FILE = ["spec", "000_92e88799e664a6d5.txt"].join("/");

const GOOD_SOURCE = [
  "/** Membership periods (docs/decisions/0005-membership-periods.md; docs/product.md, Constants). */",
  'import { addMonths } from "@/shared/domain/dates";',
  'import { z } from "zod";',
  "export const months = 3;",
].join("\n");

const GOOD_MARKDOWN = [
  "# Notes",
  "See [the product](../product.md), [a record](0007-coach-pairing-order.md#context),",
  "[the site](https://example.com/a/../b), [home](/u/tournaments) and [top](#notes).",
  "[ref]: ./0001-status-colours.md",
].join("\n");

const BAD_SOURCE = [
  `/** The club API (spec ${"section"} 7); prices from ${SHARED_FOLDER}/${DESIGN_NOTES}. */`,
  `import { rules } from "${UP}/${UP}/${UP}/outside/rules";`,
  `// Greeting cutoffs: see ${"DESIGN"} section 3.`,
  `const specPath = "${SPEC_FILE}";`,
].join("\n");

const BAD_MARKDOWN = [
  "# Decisions",
  `The rest is in [the design notes](${UP}/${UP}/${UP}/notes/${DESIGN_NOTES.toLowerCase()}).`,
  `![logo](${UP}/${UP}/${UP}/logo.png) and spec \u00a7 4.`,
  `[briefing]: ${UP}/${UP}/${UP}/briefing.md`,
].join("\n");

describe("findOutsidePointers", () => {
  it("passes a source file and a Markdown file that stay inside the repository", () => {
    expect(findOutsidePointers("server/payments/grants.ts", GOOD_SOURCE)).toEqual([]);
    expect(findOutsidePointers("docs/decisions/README.md", GOOD_MARKDOWN)).toEqual([]);
  });

  it("reports every pointer to the briefing or above the root in a source file, by line", () => {
    const findings = findOutsidePointers("server/payments/grants.ts", BAD_SOURCE);
    expect(findings.map(({ line, reason }) => [line, reason])).toEqual([
      [1, "points at a folder beside the repository"],
      [1, "points at the briefing's design notes; cite docs/decisions/"],
      [1, "cites a section of the briefing's product description; cite docs/product.md"],
      [2, `"${UP}/${UP}/${UP}/outside/rules" climbs above the repository root`],
      [3, "points at the briefing's design notes; cite docs/decisions/"],
      [4, "points at the briefing's product description; cite docs/product.md"],
    ]);
    expect(new Set(findings.map((finding) => finding.file))).toEqual(new Set(["server/payments/grants.ts"]));
  });

  it("reports Markdown links, images and reference definitions that climb above the root", () => {
    const findings = findOutsidePointers("docs/decisions/README.md", BAD_MARKDOWN);
    expect(findings.map(({ line, reason }) => [line, reason])).toEqual([
      [2, `"${UP}/${UP}/${UP}/notes/design.md" climbs above the repository root`],
      [3, "cites a section of the briefing's product description; cite docs/product.md"],
      [3, `"${UP}/${UP}/${UP}/logo.png" climbs above the repository root`],
      [4, `"${UP}/${UP}/${UP}/briefing.md" climbs above the repository root`],
    ]);
  });
});

describe("climbsAboveRoot", () => {
  it("resolves a relative path from the folder of the file that holds it", () => {
    expect(climbsAboveRoot("docs/decisions/README.md", "../product.md")).toBe(false);
    expect(climbsAboveRoot("docs/decisions/README.md", "../../README.md")).toBe(false);
    expect(climbsAboveRoot("docs/decisions/README.md", "../../../README.md")).toBe(true);
    expect(climbsAboveRoot("README.md", "./docs/../../x.md")).toBe(true);
    expect(climbsAboveRoot("README.md", "..")).toBe(true);
    expect(climbsAboveRoot("src/a.ts", "zod")).toBe(false);
  });
});

describe("checkRepository", () => {
  const run = promisify(execFile);
  let root = "";

  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  it("checks tracked files only, and names the bad one", async () => {
    root = await mkdtemp(path.join(tmpdir(), "standalone-"));
    await mkdir(path.join(root, "docs"), { recursive: true });
    await writeFile(path.join(root, "docs", "good.md"), GOOD_MARKDOWN);
    await writeFile(path.join(root, "bad.ts"), BAD_SOURCE);
    await writeFile(path.join(root, "untracked.ts"), BAD_SOURCE);
    await writeFile(path.join(root, "image.bin"), Buffer.from([0, 1, 2, 46, 46, 47]));
    await run("git", ["init", "-q"], { cwd: root });
    await run("git", ["add", "docs/good.md", "bad.ts", "image.bin"], { cwd: root });

    const findings = await checkRepository(root);
    expect(new Set(findings.map((finding) => finding.file))).toEqual(new Set(["bad.ts"]));
    expect(findings).toHaveLength(6);
  });
});
