import { createHash } from "node:crypto";

/**
 * A demo record's fixed id, derived from a readable name ("coach:ngozi-eze"), so a site built once
 * matches any fresh demo database.
 */
export function demoId(name: string): string {
  return createHash("sha256").update(`demo:${name}`).digest("hex").slice(0, 24);
}
