import { describe, expect, it } from "vitest";
import { handReference, isHandChannel, normalReceiptNumber, RECEIPT_NUMBER_PATTERN } from "./hand-payments";

describe("payments taken by hand", () => {
  it("knows cash and bank deposits from the provider's channels", () => {
    expect(isHandChannel("cash")).toBe(true);
    expect(isHandChannel("bank_deposit")).toBe(true);
    expect(isHandChannel("bank_transfer")).toBe(false);
    expect(isHandChannel(null)).toBe(false);
  });

  it("keeps one form of a receipt number, so case does not make a second receipt", () => {
    expect(normalReceiptNumber(" r-0012 ")).toBe("R-0012");
    expect(handReference("cash", "r-0012")).toBe("cash_R-0012");
    expect(handReference("bank_deposit", "GTB/771")).toBe("deposit_GTB/771");
  });

  it("accepts receipt numbers as the club writes them and nothing else", () => {
    for (const good of ["R-0012", "GTB/771", "A1"]) expect(RECEIPT_NUMBER_PATTERN.test(good)).toBe(true);
    for (const bad of ["", "R--1", "-R1", "R 1", "R1/", "<b>"])
      expect(RECEIPT_NUMBER_PATTERN.test(bad)).toBe(false);
  });
});
