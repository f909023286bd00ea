// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endAllTokens } from "@/lib/api/accounts";
import { ApiError } from "@/lib/api/client";
import { SignOutEverywhere } from "./SignOutEverywhere";

// The real store runs; only the call to the server is replaced.
vi.mock("@/lib/api/accounts", () => ({ endAllTokens: vi.fn(), deleteUserData: vi.fn() }));

let assigned: string[];
beforeEach(() => {
  vi.mocked(endAllTokens).mockReset();
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
    vi.mocked(endAllTokens).mockResolvedValue({ message: "Signed out everywhere" });
    render(<SignOutEverywhere />);
    expect(screen.getByRole("region", { name: "Your Devices" })).toBeTruthy();
    expect(button().tagName).toBe("BUTTON");
    button().focus();
    expect(document.activeElement).toBe(button());
    fireEvent.click(button());
    expect(button().textContent).toBe("Signing out...");
    await waitFor(() => expect(assigned).toEqual(["/login"]));
    expect(endAllTokens).toHaveBeenCalledTimes(1);
  });

  it("says why when it could not sign out, and stays for another try", async () => {
    vi.mocked(endAllTokens).mockRejectedValue(new ApiError(503, "Try later"));
    render(<SignOutEverywhere />);
    fireEvent.click(button());
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Try later"));
    expect(assigned).toEqual([]);
    expect(button().hasAttribute("disabled")).toBe(false);
  });
});
