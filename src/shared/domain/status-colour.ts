/**
 * Colour of a transaction status in the billing history. Compared case-insensitively: comparing a
 * lowercased status with capitalised words made green and orange unreachable
 * (docs/decisions/0001-status-colours.md).
 */

export type StatusColour = "red" | "orange" | "green" | "grey";

const COLOUR_BY_STATUS: ReadonlyMap<string, StatusColour> = new Map([
  ["failed", "red"],
  ["pending", "orange"],
  ["complete", "green"],
  ["completed", "green"],
  ["success", "green"],
]);

export function statusColour(status: string | null | undefined): StatusColour {
  const key = (status ?? "").trim().toLowerCase();
  return COLOUR_BY_STATUS.get(key) ?? "grey";
}
