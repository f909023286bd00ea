/**
 * The repository stands on its own: no tracked file may point at a path outside it, or at the
 * briefing folder the product was first described in. Reasons live in docs/decisions/ and the
 * product's behaviour in docs/product.md, so a fresh clone can follow every reference.
 *
 * Run by `npm run check`: `tsx scripts/check-standalone.ts` lists each offending line and exits 1.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

export interface Finding {
  /** Path from the repository root, with forward slashes. */
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  readonly reason: string;
}

/** Words that point at the briefing or at a folder beside the repository, wherever they appear. */
const OUTSIDE_WORDS: readonly { readonly pattern: RegExp; readonly reason: string }[] = [
  { pattern: /\.\.\/shared\b/, reason: "points at a folder beside the repository" },
  {
    pattern: /\bDESIGN(?:\.md\b|\s+(?:section|decision)s?\b)/,
    reason: "points at the briefing's design notes; cite docs/decisions/",
  },
  { pattern: /\bspec\/000_/, reason: "points at the briefing's product description; cite docs/product.md" },
  {
    pattern: /\bspec (?:section|sections) \d|\bspec\s*§/i,
    reason: "cites a section of the briefing's product description; cite docs/product.md",
  },
];

/** Markdown links and images `[text](target)`, and reference definitions `[name]: target`. */
const MARKDOWN_LINK =
  /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g;

/** Module specifiers: `from "x"`, `import "x"`, `import("x")`, `require("x")`. */
const MODULE_SPECIFIER =
  /\bfrom\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']|\brequire\s*\(\s*["']([^"']+)["']/g;

const CODE_FILE = /\.(?:[cm]?[jt]sx?|astro)$/;
const MARKDOWN_FILE = /\.(?:md|mdx)$/;

/** Whether `target`, relative to the folder of `file`, leaves the repository root. */
export function climbsAboveRoot(file: string, target: string): boolean {
  if (!target.startsWith(".")) return false;
  const withoutSuffix = target.replace(/[?#].*$/, "");
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), withoutSuffix));
  return resolved === ".." || resolved.startsWith("../");
}

/** Relative link targets in a Markdown line (external links, anchors and absolute paths are not). */
function markdownTargets(line: string): string[] {
  return [...line.matchAll(MARKDOWN_LINK)]
    .map((match) => match[1] ?? match[2] ?? "")
    .filter((target) => target !== "" && !/^[a-z][a-z\d+.-]*:/i.test(target) && !target.startsWith("#"))
    .map((target) => (target.startsWith(".") || target.startsWith("/") ? target : `./${target}`));
}

function moduleSpecifiers(line: string): string[] {
  return [...line.matchAll(MODULE_SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

/** How a file of this kind names other files: Markdown links, module imports, or not at all. */
function linkReader(file: string): ((line: string) => string[]) | null {
  if (MARKDOWN_FILE.test(file)) return markdownTargets;
  if (CODE_FILE.test(file)) return moduleSpecifiers;
  return null;
}

/** Everything in one file's text that points outside the repository. */
export function findOutsidePointers(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const targetsOf = linkReader(file);
  text.split("\n").forEach((content, index) => {
    const line = index + 1;
    for (const { pattern, reason } of OUTSIDE_WORDS) {
      if (pattern.test(content)) findings.push({ file, line, reason });
    }
    for (const target of targetsOf?.(content) ?? []) {
      if (climbsAboveRoot(file, target)) {
        findings.push({ file, line, reason: `"${target}" climbs above the repository root` });
      }
    }
  });
  return findings;
}

const run = promisify(execFile);

/** The tracked files of the repository at `root`, checked one by one; binary files are skipped. */
export async function checkRepository(root: string): Promise<Finding[]> {
  const { stdout } = await run("git", ["ls-files", "-z"], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const files = stdout.split("\0").filter((file) => file !== "");
  const findings: Finding[] = [];
  for (const file of files) {
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(root, file));
    } catch {
      continue; // Deleted in the work tree but not yet staged: nothing to read.
    }
    if (bytes.includes(0)) continue;
    findings.push(...findOutsidePointers(file, bytes.toString("utf8")));
  }
  return findings;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const findings = await checkRepository(root);
  for (const { file, line, reason } of findings) console.error(`${file}:${line}: ${reason}`);
  if (findings.length > 0) {
    console.error(
      `\n${findings.length} reference(s) outside the repository. Cite docs/decisions/ or docs/product.md.`,
    );
    process.exit(1);
  }
  console.log("Standalone check: no tracked file points outside the repository.");
}
