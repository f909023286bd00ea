/**
 * CSV for the club's accounts and mailing tools: every cell quoted, quotes doubled, UTF-8 with a
 * byte-order mark so spreadsheet programs read naira signs and names correctly, and cells that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) prefixed
 * with an apostrophe so they stay text.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export const CSV_BOM = "\uFEFF";

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '""';
  // Numbers are written as numbers: a negative amount is not a formula.
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** A whole file: a header row, then one row per record, lines ended with CRLF as RFC 4180 says. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
