// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { navigate } from "./navigate";
import { loadSubmitModules } from "./submit-modules";
import { formMessage, press, type } from "./test-support";

vi.mock("./navigate", () => ({ navigate: vi.fn(), redirect: vi.fn() }));
const api = fakeApi();

const SENT = "If that email is registered, a reset code is on its way.";

// As after the visitor's first focus of the form: the checks and API calls have arrived.
beforeAll(loadSubmitModules);

beforeEach(() => {
  vi.useFakeTimers();
  api.reset();
  vi.mocked(navigate).mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ForgotPasswordForm", () => {
  it("requires the email", () => {
    render(<ForgotPasswordForm />);
    press("Send reset code");
    expect(formMessage()).toBe("Please fill out all fields before submitting.");
    expect(api.requestsTo(calls.forgotPassword)).toHaveLength(0);
  });

  it("shows the server's message, then opens the reset page after 2 seconds", async () => {
    api.answer(calls.forgotPassword, { message: SENT });
    render(<ForgotPasswordForm />);
    type("Email", "Ada@Example.com");
    await act(async () => press("Send reset code"));
    expect(formMessage()).toBe(SENT);
    expect(api.bodiesTo(calls.forgotPassword)).toEqual([{ email: "ada@example.com" }]);
    expect(screen.getByRole("button", { name: "Send reset code" }).hasAttribute("disabled")).toBe(true);

    act(() => vi.advanceTimersByTime(1999));
    expect(navigate).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith("/reset-password?email=ada%40example.com");
  });

  it("shows the server's message when the request fails, and stays", async () => {
    api.fail(calls.forgotPassword, 429, "Too many requests. Try again in a minute.");
    render(<ForgotPasswordForm />);
    type("Email", "ada@example.com");
    await act(async () => press("Send reset code"));
    expect(formMessage()).toBe("Too many requests. Try again in a minute.");
    act(() => vi.advanceTimersByTime(5000));
    expect(navigate).not.toHaveBeenCalled();
  });
});
