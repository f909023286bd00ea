// @vitest-environment happy-dom
/**
 * The account forms are on the page, as static HTML, before React runs. What a visitor types in
 * that moment must survive React taking over the form.
 */
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { logout } from "@/stores/session";
import { LoginForm } from "./LoginForm";
import { navigate } from "./navigate";
import { loadSubmitModules } from "./submit-modules";
import { press, sessionPayload } from "./test-support";
import { typedBeforeHydration } from "./use-account-form";

vi.mock("./navigate", () => ({ navigate: vi.fn(), redirect: vi.fn() }));
const api = fakeApi();

beforeAll(loadSubmitModules);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  cleanup();
});

/** Puts the server-rendered form on the page, as Astro does, without React. */
function staticForm(): HTMLElement {
  logout();
  const container = document.createElement("div");
  container.innerHTML = renderToString(<LoginForm />);
  document.body.append(container);
  return container;
}

describe("typing before the form is hydrated", () => {
  it("keeps the email and password typed into the static form and submits them", async () => {
    api.answer(calls.signUser, { message: "Welcome back", data: sessionPayload });
    const container = staticForm();
    (screen.getByLabelText("Email") as HTMLInputElement).value = "member@example.com";
    (screen.getByLabelText(/^Password/) as HTMLInputElement).value = "Member123!";

    await act(async () => {
      root = hydrateRoot(container, <LoginForm />);
    });

    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("member@example.com");
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe("Member123!");
    press("Log in");
    await waitFor(() =>
      expect(api.bodiesTo(calls.signUser)).toContainEqual({
        email: "member@example.com",
        password: "Member123!",
      }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/u"));
  });
});

describe("typedBeforeHydration", () => {
  it("reads the non-empty text fields by name and skips boxes and missing fields", () => {
    document.body.innerHTML = `<form>
      <input name="email" value="ada@example.com">
      <input name="password" value="">
      <input name="terms" type="checkbox" checked value="on">
      <select name="level"><option value="">Choose</option><option value="pro" selected>Pro</option></select>
      <textarea name="note">Hello</textarea>
    </form>`;
    const form = document.querySelector("form");
    expect(typedBeforeHydration(form, ["email", "password", "terms", "level", "note", "absent"])).toEqual({
      email: "ada@example.com",
      level: "pro",
      note: "Hello",
    });
  });

  it("reads nothing without a form", () => {
    expect(typedBeforeHydration(null, ["email"])).toEqual({});
  });
});
