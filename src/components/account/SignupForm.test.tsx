// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { PaymentSelection } from "@/shared/domain/signup-link";
import { login, logout } from "@/stores/session";
import { navigate, redirect } from "./navigate";
import { SignupForm } from "./SignupForm";
import { loadSubmitModules } from "./submit-modules";
import { formMessage, press, sessionPayload, setSearch, type } from "./test-support";

vi.mock("./navigate", () => ({ navigate: vi.fn(), redirect: vi.fn() }));
const api = fakeApi();

const monthly: PaymentSelection = {
  type: "Membership Package",
  plan: "Premium Monthly",
  price: 6000,
  duration: "monthly",
  key: "monthly",
};

function fillValidForm() {
  type("Full name", "Ada Obi");
  type("Email", "Ada@Example.COM");
  type("Username", "ada_obi");
  type(/^Password/, "Secret123!");
  type("Date of birth", "2001-04-09");
  type("Phone number", "+2348012345678");
  type("Role", "student");
  type("Level", "adult amatuer");
}

// As after the visitor's first focus of the form: the checks and API calls have arrived.
beforeAll(loadSubmitModules);

beforeEach(() => {
  logout();
  setSearch("");
  api.reset();
  vi.mocked(navigate).mockReset();
  vi.mocked(redirect).mockReset();
});
afterEach(cleanup);

describe("SignupForm", () => {
  it("asks for every field when the form is empty", async () => {
    render(<SignupForm />);
    press("Create account");
    expect(formMessage()).toBe("Please fill out all fields before submitting.");
    const fullName = screen.getByLabelText("Full name");
    expect(fullName.getAttribute("aria-invalid")).toBe("true");
    expect(fullName.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    await waitFor(() => expect(document.activeElement).toBe(fullName));
    expect(api.requestsTo(calls.createUser)).toHaveLength(0);
  });

  it("says which characters a username may use, under the field", () => {
    render(<SignupForm />);
    fillValidForm();
    type("Username", "ada obi!");
    press("Create account");
    const username = screen.getByLabelText("Username");
    const errorId = username.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(errorId)?.textContent).toBe("Only letters, numbers, underscores allowed");
    expect(formMessage()).toBe("Only letters, numbers, underscores allowed");
  });

  it("lowercases the email as it is typed", () => {
    render(<SignupForm />);
    type("Email", "Ada@Example.COM");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
  });

  it("offers the two roles with distinct values and the six levels", () => {
    render(<SignupForm />);
    const roles = Array.from((screen.getByLabelText("Role") as HTMLSelectElement).options).slice(1);
    expect(roles.map((o) => [o.text, o.value])).toEqual([
      ["Student", "student"],
      ["Coach", "coach"],
    ]);
    expect((screen.getByLabelText("Level") as HTMLSelectElement).options).toHaveLength(7);
  });

  it("registers and goes to login", async () => {
    api.answer(calls.createUser, { message: "Account created", data: sessionPayload.user });
    render(<SignupForm />);
    fillValidForm();
    press("Create account");
    expect(screen.getByRole("button", { name: "Processing..." }).hasAttribute("disabled")).toBe(true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/login"));
    // The login page it opens says so (LoginForm reads it once).
    expect(sessionStorage.getItem("account-created")).toBe("Account created");
    expect(api.bodiesTo(calls.createUser)).toContainEqual({
      fullName: "Ada Obi",
      email: "ada@example.com",
      username: "ada_obi",
      password: "Secret123!",
      dob: "2001-04-09",
      phoneNumber: "+2348012345678",
      role: "student",
      level: "adult amatuer",
    });
  });

  it("shows the server's message when registration fails", async () => {
    api.fail(calls.createUser, 409, "That email is already registered");
    render(<SignupForm />);
    fillValidForm();
    press("Create account");
    await waitFor(() => expect(formMessage()).toBe("That email is already registered"));
    expect(screen.getByRole("button", { name: "Create account" }).hasAttribute("disabled")).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("names the chosen plan and carries it to login", async () => {
    api.answer(calls.createUser, { message: "Account created", data: sessionPayload.user });
    setSearch(`?${new URLSearchParams({ pl: '"Premium-Monthly"', pay: JSON.stringify(monthly) })}`);
    render(<SignupForm />);
    expect(await screen.findByText(/You're signing up for/)).toBeTruthy();
    expect(screen.getByText("Premium Monthly")).toBeTruthy();
    fillValidForm();
    press("Create account");
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const url = new URL(vi.mocked(navigate).mock.calls[0]?.[0] ?? "", "https://club.example");
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("pl")).toBe('"Premium-Monthly"');
    expect(JSON.parse(url.searchParams.get("pay") ?? "")).toEqual(monthly);
    const loginLink = screen.getByRole("link", { name: "Log in" }).getAttribute("href") ?? "";
    expect(loginLink.startsWith("/login?")).toBe(true);
  });

  it("sends a signed-in visitor to the dashboard", async () => {
    act(() => login(sessionPayload));
    render(<SignupForm />);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith("/u"));
  });

  it("toggles the password between hidden and shown", () => {
    render(<SignupForm />);
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(password.type).toBe("password");
    press(/Show password/);
    expect(password.type).toBe("text");
    expect(screen.getByRole("button", { name: /Hide password/ })).toBeTruthy();
  });
});
