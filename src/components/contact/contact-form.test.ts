import { describe, expect, it } from "vitest";
import { FILL_ALL_FIELDS } from "@/shared/domain/validation";
import { INCOMPLETE_FORM_MESSAGE, readContactForm } from "./contact-form";

describe("readContactForm", () => {
  const full: Record<string, string> = {
    firstName: " Ada ",
    lastName: "Obi",
    email: "ada@example.com",
    phoneNumber: "+234 801 234 5678",
    message: "Hello",
  };

  it("trims every value and finds nothing empty in a complete form", () => {
    const { values, empty } = readContactForm((name) => full[name] ?? "");
    expect(values.firstName).toBe("Ada");
    expect(empty).toEqual([]);
  });

  it("lists the fields left empty or blank, in form order", () => {
    const partial: Record<string, string> = { ...full, lastName: "  ", message: "" };
    expect(readContactForm((name) => partial[name] ?? "").empty).toEqual(["lastName", "message"]);
  });
});

it("uses the incomplete-form message", () => {
  expect(INCOMPLETE_FORM_MESSAGE).toBe(FILL_ALL_FIELDS);
});
