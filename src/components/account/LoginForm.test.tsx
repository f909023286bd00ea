// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { PaymentSelection } from "@/shared/domain/signup-link";
import { $session, login, logout } from "@/stores/session";
import { LoginForm } from "./LoginForm";
import { navigate, redirect } from "./navigate";
import { loadSubmitModules } from "./submit-modules";
import { formMessage, press, sessionPayload, setSearch, type } from "./test-support";

vi.mock("./navigate", () => ({ navigate: vi.fn(), redirect: vi.fn() }));
const api = fakeApi();

const quarterly: PaymentSelection = {
  type: "Membership Package",
  plan: "Premium Quarterly",
  price: 15000,
  duration: "quarterly",
  key: "quarterly",
};

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

function fillAndSubmit() {
  type("Email", "Member@Example.com");
  type(/^Password/, "Member123!");
  press("Log in");
}

describe("LoginForm", () => {
  it("says, once and announced, that the account just signed up was created", async () => {
    sessionStorage.setItem("account-created", "Your account has been created. You can now log in.");
    render(<LoginForm />);
    const notice = screen.getByRole("status");
    await waitFor(() =>
      expect(notice.textContent).toBe("Your account has been created. You can now log in."),
    );
    expect(notice.className).toContain("form-success");
    cleanup();
    render(<LoginForm />);
    await act(async () => {});
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("requires both fields", () => {
    render(<LoginForm />);
    type("Email", "member@example.com");
    press("Log in");
    expect(formMessage()).toBe("Please fill out all fields before submitting.");
    expect(screen.getByLabelText(/^Password/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Email").hasAttribute("aria-invalid")).toBe(false);
    expect(api.requestsTo(calls.signUser)).toHaveLength(0);
  });

  it("stores the session and opens the dashboard", async () => {
    api.answer(calls.signUser, { message: "Welcome back", data: sessionPayload });
    render(<LoginForm />);
    fillAndSubmit();
    expect(screen.getByRole("button", { name: "Processing..." }).hasAttribute("disabled")).toBe(true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/u"));
    expect(api.bodiesTo(calls.signUser)).toContainEqual({
      email: "member@example.com",
      password: "Member123!",
    });
    expect($session.get()).toEqual(sessionPayload);
    // The arrival check does not fight the login's own navigation.
    expect(redirect).not.toHaveBeenCalled();
  });

  it("goes to the billings page with a carried selection", async () => {
    api.answer(calls.signUser, { message: "Welcome back", data: sessionPayload });
    setSearch(`?${new URLSearchParams({ pay: JSON.stringify(quarterly) })}`);
    render(<LoginForm />);
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toMatch(
        /^\/signup\?/,
      ),
    );
    fillAndSubmit();
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const url = new URL(vi.mocked(navigate).mock.calls[0]?.[0] ?? "", "https://club.example");
    expect(url.pathname).toBe("/u/billings");
    expect(JSON.parse(url.searchParams.get("pay") ?? "")).toEqual(quarterly);
  });

  it("returns to the console page it was sent from", async () => {
    api.answer(calls.signUser, { message: "Welcome back", data: sessionPayload });
    setSearch("?next=%2Fstaff%2Ftournaments");
    render(<LoginForm />);
    fillAndSubmit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/staff/tournaments"));
  });

  it("ignores a next that leaves the site", async () => {
    api.answer(calls.signUser, { message: "Welcome back", data: sessionPayload });
    setSearch("?next=%2F%2Fevil.example%2Fstaff");
    render(<LoginForm />);
    fillAndSubmit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/u"));
  });

  it("shows the server's message for wrong credentials", async () => {
    api.fail(calls.signUser, 401, "Invalid email or password");
    render(<LoginForm />);
    fillAndSubmit();
    await waitFor(() => expect(formMessage()).toBe("Invalid email or password"));
    expect($session.get()).toBeNull();
    expect(screen.getByRole("button", { name: "Log in" }).hasAttribute("disabled")).toBe(false);
  });

  it("links to password recovery", () => {
    render(<LoginForm />);
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("sends a signed-in visitor to the dashboard", async () => {
    act(() => login(sessionPayload));
    render(<LoginForm />);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith("/u"));
  });

  it("sends a signed-in visitor to the console page next names", async () => {
    act(() => login(sessionPayload));
    setSearch("?next=%2Fstaff");
    render(<LoginForm />);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith("/staff"));
  });

  it("sends a signed-in visitor with a carried selection to pay for it", async () => {
    act(() => login(sessionPayload));
    setSearch(`?${new URLSearchParams({ pay: JSON.stringify(quarterly) })}`);
    render(<LoginForm />);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(expect.stringMatching(/^\/u\/billings\?pay=/)));
  });
});
