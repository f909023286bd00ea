// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import { signOutEverywhere } from "@/stores/account";
import { SignOutEverywhere } from "./SignOutEverywhere";

vi.mock("@/stores/account", () => ({ signOutEverywhere: vi.fn() }));

let assigned: string[];
beforeEach(() => {
  vi.mocked(signOutEverywhere).mockReset();
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
    vi.mocked(signOutEverywhere).mockResolvedValue();
    render(<SignOutEverywhere />);
    expect(screen.getByRole("region", { name: "Your Devices" })).toBeTruthy();
    expect(button().tagName).toBe("BUTTON");
    button().focus();
    expect(document.activeElement).toBe(button());
    fireEvent.click(button());
    expect(button().textContent).toBe("Signing out...");
    await waitFor(() => expect(assigned).toEqual(["/login"]));
    expect(signOutEverywhere).toHaveBeenCalledTimes(1);
  });

  it("says why when it could not sign out, and stays for another try", async () => {
    vi.mocked(signOutEverywhere).mockRejectedValue(new ApiError(503, "Try later"));
    render(<SignOutEverywhere />);
    fireEvent.click(button());
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Try later"));
    expect(assigned).toEqual([]);
    expect(button().hasAttribute("disabled")).toBe(false);
  });
});
