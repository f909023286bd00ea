// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { ResetPasswordForm } from "./ResetPasswordForm";
import { loadSubmitModules } from "./submit-modules";
import { formMessage, press, setSearch, type } from "./test-support";

const api = fakeApi();

function fillCodeAndPasswords(confirmation = "NewSecret1!") {
  type("Reset code", "123456");
  type(/^New password/, "NewSecret1!");
  type(/^Confirm new password/, confirmation);
}

// As after the visitor's first focus of the form: the checks and API calls have arrived.
beforeAll(loadSubmitModules);

beforeEach(() => {
  setSearch("?email=ada%40example.com");
  api.reset();
});
afterEach(cleanup);

describe("ResetPasswordForm", () => {
  it("takes the email from the link and does not ask for it", async () => {
    render(<ResetPasswordForm />);
    expect(await screen.findByText("ada@example.com")).toBeTruthy();
    expect(screen.queryByLabelText("Email")).toBeNull();
  });

  it("asks for the email when the link has none", async () => {
    setSearch("");
    render(<ResetPasswordForm />);
    expect(await screen.findByLabelText("Email")).toBeTruthy();
  });

  it("requires every field", () => {
    render(<ResetPasswordForm />);
    press("Reset password");
    expect(formMessage()).toBe("Please fill out all fields before submitting.");
  });

  it("says when the passwords do not match", async () => {
    render(<ResetPasswordForm />);
    await screen.findByText("ada@example.com");
    fillCodeAndPasswords("Something else");
    press("Reset password");
    expect(formMessage()).toBe("Passwords do not match");
    const confirm = screen.getByLabelText(/^Confirm new password/);
    expect(confirm.getAttribute("aria-invalid")).toBe("true");
    expect(api.requestsTo(calls.resetPassword)).toHaveLength(0);
  });

  it("resets with the email, code and new password, then links to login", async () => {
    api.answer(calls.resetPassword, { message: "Your password has been reset.", success: true });
    render(<ResetPasswordForm />);
    await screen.findByText("ada@example.com");
    fillCodeAndPasswords();
    press("Reset password");
    await waitFor(() => expect(formMessage()).toBe("Your password has been reset."));
    expect(api.bodiesTo(calls.resetPassword)).toContainEqual({
      email: "ada@example.com",
      resetCode: "123456",
      newPassword: "NewSecret1!",
    });
    expect(screen.getByRole("link", { name: "Log in with your new password" }).getAttribute("href")).toBe(
      "/login",
    );
  });

  it("shows the server's message for a wrong code", async () => {
    api.fail(calls.resetPassword, 400, "That reset code is not valid");
    render(<ResetPasswordForm />);
    await screen.findByText("ada@example.com");
    fillCodeAndPasswords();
    press("Reset password");
    await waitFor(() => expect(formMessage()).toBe("That reset code is not valid"));
    expect(screen.queryByRole("link", { name: "Log in with your new password" })).toBeNull();
  });
});
