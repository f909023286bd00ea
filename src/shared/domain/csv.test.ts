import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(-12.5)).toBe('"-12.5"');
  });

  it("keeps formulas from running in a spreadsheet", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    }
  });
});

describe("toCsv", () => {
  it("starts with a byte-order mark and ends every line with CRLF", () => {
    const csv = toCsv(["Name", "Amount"], [["Adé Ọlá", 5000]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"Name","Amount"\r\n"Adé Ọlá","5000"\r\n');
  });
});
