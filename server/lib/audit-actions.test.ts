/**
 * Every kind of action the server writes to the audit log is in AUDIT_ACTIONS, which the log's
 * sentences and its filter are built from: a kind written anywhere but missing from the list
 * fails here (as well as the type check of `audited`), and so does a listed kind nobody writes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS } from "@/shared/domain/audit-actions";

const SERVER = join(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return sources(path);
    return item.name.endsWith(".ts") && !item.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** A string `"area.verb"`, the shape of every audit action: `"draw.result"`, `"member.free_session"`. */
const ACTION_SHAPE = /"([a-z]+(?:[-_][a-z]+)*\.[a-z]+(?:[-_][a-z]+)*)"/g;
/**
 * Strings of that shape that are not audit actions: file names, the payment provider's events and
 * WhatsApp's webhook subscription parameters.
 */
const NOT_ACTIONS = new Set([
  "index.html",
  "package.json",
  "astro.mjs",
  "ticket-signing-key.pem",
  "charge.success",
  "hub.mode",
  "hub.verify_token",
  "hub.challenge",
]);

function writtenKinds(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(SERVER))
    for (const [, kind] of readFileSync(file, "utf8").matchAll(ACTION_SHAPE))
      if (kind && !NOT_ACTIONS.has(kind)) found.set(kind, relative(SERVER, file));
  return found;
}

describe("audit actions", () => {
  it("list every kind the server writes", () => {
    const listed = new Set<string>(AUDIT_ACTIONS);
    const missing = [...writtenKinds()].filter(([kind]) => !listed.has(kind));
    expect(missing, "add these to AUDIT_ACTIONS in src/shared/domain/audit-actions.ts").toEqual([]);
  });

  it("list only kinds the server writes", () => {
    const written = writtenKinds();
    expect(AUDIT_ACTIONS.filter((kind) => !written.has(kind))).toEqual([]);
  });

  it("are listed once each", () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });
});
