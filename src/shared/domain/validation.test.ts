import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { INVALID_PHONE } from "./phone";
import {
  BIRTH_DATE_RANGE,
  ContactInput,
  FILL_ALL_FIELDS,
  ForgotPasswordInput,
  fieldErrors,
  firstIssue,
  INVALID_EMAIL,
  isBirthDateInRange,
  isCalendarDate,
  LoginInput,
  NewsletterInput,
  NOT_A_REAL_DATE,
  PASSWORDS_DO_NOT_MATCH,
  ResetPasswordFormInput,
  ReviewInput,
  SIGNUP_LEVELS,
  SIGNUP_ROLES,
  SignupInput,
  USERNAME_RULE,
} from "./validation";

/** The messages a schema gives for an input, keyed by field; {} when it passes. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const validSignup = {
  fullName: "Ada Obi",
  email: "ada@example.com",
  username: "ada_obi1",
  password: "Secret123!",
  dob: "2001-04-09",
  phoneNumber: "+234 803 123 4567",
  role: "student",
  level: "adult amatuer",
};

describe("LoginInput", () => {
  it("accepts an email and password, lowercasing and trimming the email", () => {
    expect(LoginInput.parse({ email: "  Ada@Example.COM ", password: "x" })).toEqual({
      email: "ada@example.com",
      password: "x",
    });
  });

  it("asks for every field", () => {
    expect(errorsOf(LoginInput, { email: "", password: "" })).toEqual({
      email: FILL_ALL_FIELDS,
      password: FILL_ALL_FIELDS,
    });
    expect(errorsOf(LoginInput, {})).toEqual({ email: FILL_ALL_FIELDS, password: FILL_ALL_FIELDS });
    expect(errorsOf(LoginInput, { email: "   ", password: "x" })).toEqual({ email: FILL_ALL_FIELDS });
  });

  it("rejects a malformed email", () => {
    expect(errorsOf(LoginInput, { email: "ada.example.com", password: "x" })).toEqual({
      email: INVALID_EMAIL,
    });
  });
});

describe("SignupInput", () => {
  it("accepts a complete form and lowercases the email", () => {
    expect(SignupInput.parse({ ...validSignup, email: "ADA@Example.com" })).toEqual({
      ...validSignup,
      phoneNumber: "+2348031234567",
    });
  });

  it("asks for all eight fields with the one message", () => {
    const errors = errorsOf(SignupInput, {});
    expect(Object.keys(errors).sort()).toEqual(
      ["dob", "email", "fullName", "level", "password", "phoneNumber", "role", "username"].sort(),
    );
    expect(new Set(Object.values(errors))).toEqual(new Set([FILL_ALL_FIELDS]));
  });

  it("allows only letters, digits and underscores in the username", () => {
    expect(errorsOf(SignupInput, { ...validSignup, username: "Ada_99" })).toEqual({});
    for (const username of ["ada obi", "ada-obi", "ada.obi", "ada!"]) {
      expect(errorsOf(SignupInput, { ...validSignup, username })).toEqual({ username: USERNAME_RULE });
    }
  });

  it("offers the roles Student and Coach with distinct values", () => {
    expect(SIGNUP_ROLES).toEqual([
      { label: "Student", value: "student" },
      { label: "Coach", value: "coach" },
    ]);
    expect(errorsOf(SignupInput, { ...validSignup, role: "coach" })).toEqual({});
    expect(errorsOf(SignupInput, { ...validSignup, role: "staff" })).toEqual({ role: FILL_ALL_FIELDS });
  });

  it("offers the six levels, spelt as they are stored", () => {
    expect(SIGNUP_LEVELS).toEqual([
      "kids amatuer",
      "kids mid-level",
      "kids professional",
      "adult amatuer",
      "adult mid-level",
      "adult professional",
    ]);
    for (const level of SIGNUP_LEVELS) expect(errorsOf(SignupInput, { ...validSignup, level })).toEqual({});
    expect(errorsOf(SignupInput, { ...validSignup, level: "expert" })).toEqual({ level: FILL_ALL_FIELDS });
  });

  it("checks the password length, date of birth and phone number", () => {
    expect(errorsOf(SignupInput, { ...validSignup, password: "short" })).toEqual({
      password: "Use at least 8 characters for your password",
    });
    expect(errorsOf(SignupInput, { ...validSignup, dob: "09/04/2001" })).toEqual({
      dob: "Enter your date of birth",
    });
    expect(errorsOf(SignupInput, { ...validSignup, phoneNumber: "call me" })).toEqual({
      phoneNumber: INVALID_PHONE,
    });
    expect(SignupInput.parse({ ...validSignup, phoneNumber: "0803 123 4567" }).phoneNumber).toBe(
      "+2348031234567",
    );
  });
});

describe("dates of birth", () => {
  it("knows the calendar: month lengths, leap years, no month 13 or day 0", () => {
    for (const real of ["2001-04-09", "2024-02-29", "2000-02-29", "1999-12-31", "0000-01-01"]) {
      expect(isCalendarDate(real), real).toBe(true);
    }
    for (const impossible of [
      "2023-02-30",
      "2023-02-29",
      "1900-02-29",
      "1999-13-01",
      "1999-00-10",
      "1999-04-31",
      "1999-01-00",
      "1999-1-01",
      "01/02/1999",
    ]) {
      expect(isCalendarDate(impossible), impossible).toBe(false);
    }
  });

  it("accepts 1900 up to today anywhere on Earth, never a future day", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    expect(isBirthDateInRange("1900-01-01", now)).toBe(true);
    expect(isBirthDateInRange("2026-11-22", now)).toBe(true);
    // Already the 23rd east of UTC+12 at noon UTC.
    expect(isBirthDateInRange("2026-11-23", now)).toBe(true);
    expect(isBirthDateInRange("2026-11-24", now)).toBe(false);
    expect(isBirthDateInRange("1899-12-31", now)).toBe(false);
    expect(isBirthDateInRange("0000-01-01", now)).toBe(false);
    expect(isBirthDateInRange("9999-12-31", now)).toBe(false);
  });

  it("gives sign-up a message for each kind of bad date", () => {
    expect(errorsOf(SignupInput, { ...validSignup, dob: "2023-02-30" })).toEqual({ dob: NOT_A_REAL_DATE });
    expect(errorsOf(SignupInput, { ...validSignup, dob: "1999-13-01" })).toEqual({ dob: NOT_A_REAL_DATE });
    expect(errorsOf(SignupInput, { ...validSignup, dob: "0000-01-01" })).toEqual({ dob: BIRTH_DATE_RANGE });
    expect(errorsOf(SignupInput, { ...validSignup, dob: "3000-01-01" })).toEqual({ dob: BIRTH_DATE_RANGE });
    const result = SignupInput.safeParse({ ...validSignup, dob: "09/04/2001" });
    expect(result.success || result.error.issues.map((i) => i.message)).toEqual(["Enter your date of birth"]);
  });
});

describe("ReviewInput", () => {
  const RATING_MESSAGE = "Choose a rating from 1 to 5";

  it("accepts ratings 1 to 5, including as form strings", () => {
    expect(ReviewInput.parse({ rating: 1, comment: "Great" })).toEqual({ rating: 1, comment: "Great" });
    expect(ReviewInput.parse({ rating: "5", comment: " Great " })).toEqual({ rating: 5, comment: "Great" });
  });

  it("rejects ratings outside 1..5 or between whole stars", () => {
    for (const rating of [0, 6, 4.5, "", "abc", undefined]) {
      expect(errorsOf(ReviewInput, { rating, comment: "Great" })).toEqual({ rating: RATING_MESSAGE });
    }
  });

  it("requires a comment", () => {
    expect(errorsOf(ReviewInput, { rating: 4, comment: "  " })).toEqual({ comment: FILL_ALL_FIELDS });
  });
});

describe("ForgotPasswordInput and NewsletterInput", () => {
  it("require an email, lowercased, and check its format", () => {
    for (const schema of [ForgotPasswordInput, NewsletterInput]) {
      expect(schema.parse({ email: "Ada@Example.com" })).toEqual({ email: "ada@example.com" });
      expect(errorsOf(schema, { email: "" })).toEqual({ email: FILL_ALL_FIELDS });
      expect(errorsOf(schema, { email: "ada@" })).toEqual({ email: INVALID_EMAIL });
    }
  });
});

describe("ResetPasswordFormInput", () => {
  const valid = { resetCode: "123456", newPassword: "NewSecret1", confirmPassword: "NewSecret1" };

  it("accepts a 6-digit code and matching passwords", () => {
    expect(ResetPasswordFormInput.parse(valid)).toEqual(valid);
  });

  it("says Passwords do not match on the confirmation", () => {
    expect(errorsOf(ResetPasswordFormInput, { ...valid, confirmPassword: "NewSecret2" })).toEqual({
      confirmPassword: PASSWORDS_DO_NOT_MATCH,
    });
  });

  it("checks the code and the password length", () => {
    expect(errorsOf(ResetPasswordFormInput, { ...valid, resetCode: "12345" })).toEqual({
      resetCode: "The reset code is 6 digits",
    });
    expect(
      errorsOf(ResetPasswordFormInput, { ...valid, newPassword: "short", confirmPassword: "short" }),
    ).toEqual({ newPassword: "Use at least 8 characters" });
    expect(errorsOf(ResetPasswordFormInput, { ...valid, confirmPassword: "" })).toEqual({
      confirmPassword: FILL_ALL_FIELDS,
    });
  });
});

describe("ContactInput", () => {
  const valid = {
    firstName: "Ada",
    lastName: "Obi",
    email: "ada@example.com",
    phoneNumber: "08031234567",
    message: "When is the next kids' session?",
  };

  it("accepts a complete message", () => {
    expect(ContactInput.parse({ ...valid, email: "ADA@example.com" })).toEqual(valid);
  });

  it("requires every field", () => {
    for (const field of Object.keys(valid)) {
      expect(errorsOf(ContactInput, { ...valid, [field]: " " })).toEqual({ [field]: FILL_ALL_FIELDS });
    }
  });
});

describe("firstIssue and fieldErrors", () => {
  it("give the first message overall and per field", () => {
    const result = LoginInput.safeParse({ email: "bad", password: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(firstIssue(result.error)).toBe(INVALID_EMAIL);
    expect(fieldErrors(result.error)).toEqual({ email: INVALID_EMAIL, password: FILL_ALL_FIELDS });
  });

  it("file errors without a field under form", () => {
    const result = LoginInput.safeParse(null);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(fieldErrors(result.error))).toEqual(["form"]);
  });
});
