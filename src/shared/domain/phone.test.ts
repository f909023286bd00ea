import { describe, expect, it } from "vitest";
import { displayPhone, toE164 } from "./phone";

describe("phone numbers", () => {
  it("store every way of writing a Nigerian mobile number as one E.164 number", () => {
    for (const written of [
      "+234 803 123 4567",
      "08031234567",
      "0803-123-4567",
      "2348031234567",
      " (0803) 123 4567 ",
    ])
      expect(toE164(written)).toBe("+2348031234567");
  });

  it("keep a foreign number with its own country code", () => {
    expect(toE164("+44 20 7946 0018")).toBe("+442079460018");
  });

  it("refuse what is no phone number", () => {
    for (const written of ["12345", "0803", "not a number", "+234 803 123 4567 99999", ""])
      expect(toE164(written)).toBeNull();
  });

  it("show a stored number grouped", () => {
    expect(displayPhone("+2348031234567")).toBe("+234 803 123 4567");
    expect(displayPhone("kept as given")).toBe("kept as given");
  });
});
