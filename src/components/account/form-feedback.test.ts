import { describe, expect, it } from "vitest";
import {
  FILL_ALL_FIELDS,
  LoginInput,
  ResetPasswordFormInput,
  SignupInput,
  USERNAME_RULE,
} from "@/shared/domain/validation";
import { checkForm } from "./form-feedback";

const filledSignup = {
  fullName: "Ada Obi",
  email: "ada@example.com",
  username: "ada_obi",
  password: "Secret123!",
  dob: "2001-04-09",
  phoneNumber: "+2348012345678",
  role: "student",
  level: "adult amatuer",
};

describe("checkForm", () => {
  it("passes the parsed data through", () => {
    const check = checkForm(LoginInput, { email: "Ada@Example.com", password: "x" });
    expect(check).toEqual({ ok: true, data: { email: "ada@example.com", password: "x" } });
  });

  it("says to fill all fields once when any is empty, marking only the empty ones", () => {
    const check = checkForm(SignupInput, { ...filledSignup, fullName: "", level: "" });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.feedback.message).toBe(FILL_ALL_FIELDS);
    expect(check.feedback.invalid).toEqual(["fullName", "level"]);
    expect(check.feedback.fieldMessages).toEqual({});
  });

  it("puts a rule's message under its field and at the top", () => {
    const check = checkForm(SignupInput, { ...filledSignup, username: "ada obi!" });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.feedback.message).toBe(USERNAME_RULE);
    expect(check.feedback.fieldMessages).toEqual({ username: USERNAME_RULE });
  });

  it("keeps the fill-all message at the top when empty fields and broken rules mix", () => {
    const check = checkForm(SignupInput, { ...filledSignup, username: "ada obi!", dob: "" });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.feedback.message).toBe(FILL_ALL_FIELDS);
    expect(check.feedback.invalid).toEqual(["username", "dob"]);
    expect(check.feedback.fieldMessages).toEqual({ username: USERNAME_RULE });
  });

  it("reports mismatched passwords on the confirmation", () => {
    const check = checkForm(ResetPasswordFormInput, {
      resetCode: "123456",
      newPassword: "Longenough1",
      confirmPassword: "Different1",
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.feedback.message).toBe("Passwords do not match");
    expect(check.feedback.invalid).toEqual(["confirmPassword"]);
  });
});
