// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { SignOutEverywhere } from "./SignOutEverywhere";

// The real store and client run; only the server is faked.
const api = fakeApi();

let assigned: string[];
beforeEach(() => {
  api.reset();
  assigned = [];
  vi.spyOn(window.location, "assign").mockImplementation((url) => {
    assigned.push(String(url));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const button = () => screen.getByRole("button", { name: /Sign out everywhere|Signing out/ });

describe("SignOutEverywhere", () => {
  it("is a real button in its own labelled section, and goes to the login page once done", async () => {
    api.answer(calls.logoutAll, { message: "Signed out everywhere" });
    render(<SignOutEverywhere />);
    expect(screen.getByRole("region", { name: "Your Devices" })).toBeTruthy();
    expect(button().tagName).toBe("BUTTON");
    button().focus();
    expect(document.activeElement).toBe(button());
    fireEvent.click(button());
    expect(button().textContent).toBe("Signing out...");
    await waitFor(() => expect(assigned).toEqual(["/login"]));
    expect(api.requestsTo(calls.logoutAll)).toHaveLength(1);
  });

  it("says why when it could not sign out, and stays for another try", async () => {
    api.fail(calls.logoutAll, 503, "Try later");
    render(<SignOutEverywhere />);
    fireEvent.click(button());
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Try later"));
    expect(assigned).toEqual([]);
    expect(button().hasAttribute("disabled")).toBe(false);
  });
});
