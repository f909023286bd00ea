import { describe, expect, it } from "vitest";
import { FILL_ALL_FIELDS, PASSWORDS_DO_NOT_MATCH } from "@/shared/domain/validation";
import { checkLogin, checkResetPassword, emailFromLink } from "./form-checks";

describe("emailFromLink", () => {
  it("reads the address, lowercased", () => {
    expect(emailFromLink("?email=Ada%40Example.com")).toBe("ada@example.com");
  });

  it("is null when the link has no usable address", () => {
    expect(emailFromLink("")).toBeNull();
    expect(emailFromLink("?email=not-an-email")).toBeNull();
  });
});

describe("form checks", () => {
  it("check the login form with the login rules", () => {
    expect(checkLogin({ email: "Ada@Example.com", password: "x" })).toEqual({
      ok: true,
      data: { email: "ada@example.com", password: "x" },
    });
    const empty = checkLogin({ email: "", password: "" });
    expect(empty.ok ? null : empty.feedback.message).toBe(FILL_ALL_FIELDS);
  });

  it("check the reset form's email as well as its code and passwords", () => {
    const values = {
      email: "",
      resetCode: "123456",
      newPassword: "NewSecret1!",
      confirmPassword: "NewSecret1!",
    };
    const noEmail = checkResetPassword(values);
    expect(noEmail.ok ? [] : noEmail.feedback.invalid).toEqual(["email"]);
    const mismatch = checkResetPassword({ ...values, email: "ada@example.com", confirmPassword: "Other1!!" });
    expect(mismatch.ok ? null : mismatch.feedback.message).toBe(PASSWORDS_DO_NOT_MATCH);
  });
});
