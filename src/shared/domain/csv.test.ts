import { describe, expect, it } from "vitest";
import { csvCell, csvFile } from "./csv";

describe("csvCell", () => {
  it("prefixes cells a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+234")).toBe("'+234");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@sum")).toBe("'@sum");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("ada@example.com")).toBe("ada@example.com");
  });

  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell('Ade "Ace", Jr')).toBe('"Ade ""Ace"", Jr"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell('=1,"2"')).toBe(`"'=1,""2"""`);
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });
});

describe("csvFile", () => {
  it("starts with a UTF-8 byte order mark and ends rows with CRLF", () => {
    const file = csvFile(["email", "name"], [["chí@example.com", "Chíọma"]]);
    expect(file).toBe("\uFEFFemail,name\r\nchí@example.com,Chíọma\r\n");
  });
});
