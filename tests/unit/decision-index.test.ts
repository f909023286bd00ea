/**
 * The decision records and their index (docs/decisions/README.md): every record carries the header
 * fields the index explains (Date, Area from the closed list, Status), is listed once under the
 * heading of its area, and links only records that exist, superseded records and their successors
 * naming each other; a record whose wording ruling moved to docs/product.md points at an anchor there;
 * the index carries no leftover merge markers.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const DIR = path.resolve(import.meta.dirname, "../../docs/decisions");

/** The closed list of areas, in the index's order; each is a `### ` heading there. */
const AREAS = [
  "accounts",
  "membership & billing",
  "payments & money",
  "tournaments & competition",
  "coaches & training",
  "console & staff",
  "gate",
  "messages",
  "public site & content",
  "operations",
  "architecture & code",
] as const;

const LINK_FIELDS = ["Extends", "Supersedes", "Superseded by"] as const;

interface DecisionRecord {
  file: string;
  /** The header list's fields by name, continuation lines joined. */
  fields: Map<string, string>;
}

/** The `- Name: value` list between a record's title and its first section. */
function headerFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let last: string | null = null;
  for (const line of text.split("\n").slice(1)) {
    if (line.startsWith("## ")) break;
    const field = /^- ([A-Za-z ]+): (.*)$/.exec(line);
    if (field) {
      last = field[1] ?? "";
      fields.set(last, field[2] ?? "");
    } else if (last && line.startsWith("  ")) {
      fields.set(last, `${fields.get(last)} ${line.trim()}`);
    } else if (line.trim() !== "") {
      last = null;
    }
  }
  return fields;
}

/** The record files a field's value links, e.g. "[0100](0100-player-ratings.md)". */
function linkedFiles(value: string | undefined): string[] {
  return [...(value ?? "").matchAll(/\]\((\d{4}-[^)#]+\.md)\)/g)].map((match) => match[1] ?? "");
}

function heading(area: string): string {
  return area.charAt(0).toUpperCase() + area.slice(1);
}

/** The index's records under each `### ` heading. */
function filesByHeading(index: string): Map<string, string[]> {
  const byHeading = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of index.split("\n")) {
    if (line.startsWith("## ")) current = null;
    if (line.startsWith("### ")) {
      current = [];
      byHeading.set(line.slice(4).trim(), current);
      continue;
    }
    const listed = /^\| \d{4} \| \[[^\]]+\]\((\d{4}-[^)]+\.md)\) \| (\d{4}-\d{2}-\d{2}) \|$/.exec(line);
    if (listed && current) current.push(listed[1] ?? "");
  }
  return byHeading;
}

let records: DecisionRecord[] = [];
let index = "";

beforeAll(async () => {
  const files = (await readdir(DIR)).filter((name) => /^\d{4}-.+\.md$/.test(name)).sort();
  records = await Promise.all(
    files.map(async (file) => ({ file, fields: headerFields(await readFile(path.join(DIR, file), "utf8")) })),
  );
  index = await readFile(path.join(DIR, "README.md"), "utf8");
});

describe("decision records index", () => {
  it("links every record once and nothing else", () => {
    expect(records.length).toBeGreaterThan(0);
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1] ?? "");
    expect([...linked].sort()).toEqual(records.map((record) => record.file));
  });

  it("has one heading per area, in the list's order, and explains the list", () => {
    expect([...filesByHeading(index).keys()]).toEqual(AREAS.map(heading));
    const explained = [...index.matchAll(/^- ([a-z &]+?): /gm)].map((match) => match[1]);
    expect(explained).toEqual([...AREAS]);
  });

  it("lists each record under the heading of its area, with its date", () => {
    const byHeading = filesByHeading(index);
    const misplaced = records
      .filter((record) => !byHeading.get(heading(record.fields.get("Area") ?? ""))?.includes(record.file))
      .map((record) => `${record.file} (Area: ${record.fields.get("Area")})`);
    expect(misplaced).toEqual([]);
    const dated = new Map(
      [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\) \| (\d{4}-\d{2}-\d{2}) \|/g)].map((m) => [m[1], m[2]]),
    );
    const wrongDates = records
      .filter((record) => dated.get(record.file) !== record.fields.get("Date"))
      .map((record) => record.file);
    expect(wrongDates).toEqual([]);
  });

  it("gives every record a Status, a Date and an Area from the closed list", () => {
    const problems = records.flatMap(({ file, fields }) => [
      ...(fields.get("Status")?.trim() ? [] : [`${file}: no Status`]),
      ...(/^\d{4}-\d{2}-\d{2}$/.test(fields.get("Date") ?? "") ? [] : [`${file}: no Date as YYYY-MM-DD`]),
      ...((AREAS as readonly string[]).includes(fields.get("Area") ?? "")
        ? []
        : [`${file}: Area "${fields.get("Area") ?? ""}" is not one of the closed list`]),
    ]);
    expect(problems).toEqual([]);
  });

  it("links only records that exist, and superseded records and their successors name each other", () => {
    const files = new Set(records.map((record) => record.file));
    const byFile = new Map(records.map((record) => [record.file, record]));
    const problems: string[] = [];
    for (const { file, fields } of records) {
      for (const name of LINK_FIELDS) {
        const value = fields.get(name);
        if (value === undefined) continue;
        const links = linkedFiles(value);
        if (links.length === 0) problems.push(`${file}: ${name} links no record`);
        for (const target of links) {
          if (!files.has(target)) problems.push(`${file}: ${name} links ${target}, which does not exist`);
          if (target === file) problems.push(`${file}: ${name} links itself`);
        }
      }
      for (const older of linkedFiles(fields.get("Supersedes"))) {
        if (!linkedFiles(byFile.get(older)?.fields.get("Superseded by")).includes(file)) {
          problems.push(`${file} supersedes ${older}, whose Superseded by does not link back`);
        }
      }
      for (const newer of linkedFiles(fields.get("Superseded by"))) {
        if (!linkedFiles(byFile.get(newer)?.fields.get("Supersedes")).includes(file)) {
          problems.push(`${file} is superseded by ${newer}, whose Supersedes does not link back`);
        }
      }
      const saysSuperseded = /superseded/i.test(fields.get("Status") ?? "");
      if (saysSuperseded !== fields.has("Superseded by")) {
        problems.push(`${file}: its Status and its Superseded by disagree on whether it was superseded`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("points a wording ruling's Status at an anchor that exists in docs/product.md", async () => {
    const product = await readFile(path.resolve(DIR, "../product.md"), "utf8");
    const anchors = new Set([
      ...[...product.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]),
      ...[...product.matchAll(/^#+ (.+)$/gm)].map((match) =>
        (match[1] ?? "")
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, "")
          .replace(/ /g, "-"),
      ),
    ]);
    const moved = records.filter(({ fields }) => /Wording now lives in/.test(fields.get("Status") ?? ""));
    expect(moved.length).toBeGreaterThan(0);
    const broken = moved
      .filter(({ fields }) => {
        const target = /Wording now lives in \[[^\]]*\]\(\.\.\/product\.md#([^)]+)\)/.exec(
          fields.get("Status") ?? "",
        );
        return !target || !anchors.has(target[1]);
      })
      .map(({ file }) => file);
    expect(broken).toEqual([]);
  });

  it("has no merge conflict markers", () => {
    expect(index).not.toMatch(/^(<{7}|={7}|>{7})( |$)/m);
  });
});
