import { randomFillSync } from "node:crypto";

const ID_BYTES = 12;
/** Random bytes for 256 ids, drawn at once: one draw per id was a measurable part of a small read. */
const pool = Buffer.alloc(ID_BYTES * 256);
let next = pool.length;

/** A new record id: 24 lowercase hex characters from the system's secure random source. */
export function newId(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const id = pool.toString("hex", next, next + ID_BYTES);
  next += ID_BYTES;
  return id;
}
