/**
 * CSV for spreadsheets: every cell quoted when it must be (comma, quote, line break), quotes doubled,
 * and a cell a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return) prefixed with a single quote. The file starts with a UTF-8 byte order mark so Excel reads
 * names with accents correctly, and lines end with CRLF.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, safe to open in a spreadsheet. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: a header row, then one row per record. */
export function csvFile(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
