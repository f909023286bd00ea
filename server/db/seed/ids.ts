import { createHash } from "node:crypto";

/**
 * A demo record's fixed id, derived from a readable name ("coach:ngozi-eze"), so a site built once
 * matches any fresh demo database.
 */
export function demoId(name: string): string {
  return createHash("sha256").update(`demo:${name}`).digest("hex").slice(0, 24);
}

/** A demo ticket's gate code, fixed by its name. */
export function ticketToken(name: string): string {
  return `TC-${demoId(`ticket-token:${name}`).slice(0, 10).toUpperCase()}`;
}
