import { randomBytes } from "node:crypto";

/** A new record id: 24 lowercase hex characters. */
export function newId(): string {
  return randomBytes(12).toString("hex");
}
