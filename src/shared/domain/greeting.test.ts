import { describe, expect, it } from "vitest";
import { firstName, greeting, initial } from "./greeting";

/** A local time today at hh:mm. */
const at = (hours: number, minutes = 0) => new Date(2026, 5, 15, hours, minutes);

describe("greeting", () => {
  it("says Morning from midnight until 11:59", () => {
    expect(greeting(at(0))).toBe("Morning");
    expect(greeting(at(11, 59))).toBe("Morning");
  });

  it("says Afternoon from exactly 12:00 until 16:59", () => {
    expect(greeting(at(12))).toBe("Afternoon");
    expect(greeting(at(16, 59))).toBe("Afternoon");
  });

  it("says Evening from exactly 17:00 until 23:59", () => {
    expect(greeting(at(17))).toBe("Evening");
    expect(greeting(at(23, 59))).toBe("Evening");
  });
});

describe("firstName", () => {
  it("takes the first word of the full name", () => {
    expect(firstName("Ada Obi")).toBe("Ada");
    expect(firstName("  Chidi   Okeke  Jr ")).toBe("Chidi");
    expect(firstName("Tunde")).toBe("Tunde");
  });

  it("is empty without a name", () => {
    expect(firstName("")).toBe("");
    expect(firstName("   ")).toBe("");
    expect(firstName(null)).toBe("");
    expect(firstName(undefined)).toBe("");
  });
});

describe("initial", () => {
  it("is the first letter of the name, uppercased", () => {
    expect(initial("ada Obi")).toBe("A");
    expect(initial("  tunde")).toBe("T");
    expect(initial("Émeka")).toBe("É");
  });

  it("is ? without a name", () => {
    expect(initial("")).toBe("?");
    expect(initial("   ")).toBe("?");
    expect(initial(null)).toBe("?");
  });
});
