// @vitest-environment happy-dom
/**
 * The account forms fetch their checks lazily. This file's checks arrive only when the test lets
 * them, to show what a visitor sees who submits before they have arrived.
 */
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { FILL_ALL_FIELDS } from "@/shared/domain/validation";
import { LoginForm } from "./LoginForm";
import { navigate } from "./navigate";
import { formMessage, press, sessionPayload, type } from "./test-support";

const checksFetch = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { started: vi.fn(), arrived, arrive: () => arrive() };
});

vi.mock("./form-checks", async (importOriginal) => {
  checksFetch.started();
  await checksFetch.arrived;
  return importOriginal();
});
vi.mock("./navigate", () => ({ navigate: vi.fn(), redirect: vi.fn() }));
const api = fakeApi();

afterEach(cleanup);

describe("a submit before the checks arrive", () => {
  it("waits for them, then validates and submits as usual", async () => {
    api.answer(calls.signUser, { message: "Welcome back", data: sessionPayload });
    render(<LoginForm />);
    const email = screen.getByLabelText("Email");
    const password = screen.getByLabelText(/^Password/);
    expect(checksFetch.started, "nothing is fetched before the form is used").not.toHaveBeenCalled();

    act(() => email.focus());
    await waitFor(() => expect(checksFetch.started).toHaveBeenCalledTimes(1));

    type("Email", "Member@Example.com");
    press("Log in");
    press("Log in");
    expect(formMessage(), "nothing is judged before the checks arrive").toBe("");

    await act(async () => checksFetch.arrive());
    await waitFor(() => expect(formMessage()).toBe(FILL_ALL_FIELDS));
    expect(password.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(api.requestsTo(calls.signUser)).toHaveLength(0);

    type(/^Password/, "Member123!");
    press("Log in");
    expect(screen.getByRole("button", { name: "Processing..." }).hasAttribute("disabled")).toBe(true);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/u"));
    expect(api.requestsTo(calls.signUser)).toHaveLength(1);
    expect(api.bodiesTo(calls.signUser)).toContainEqual({
      email: "member@example.com",
      password: "Member123!",
    });
  });
});
