// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deleteUserData } from "@/lib/api/accounts";
import { ApiError } from "@/lib/api/client";
import { DeleteAccount } from "./DeleteAccount";

vi.mock("@/lib/api/accounts", () => ({ deleteUserData: vi.fn(), endAllTokens: vi.fn() }));

/** The server call behind the `$deleteAccount` store the dialog follows. */
const deleteAccount = vi.mocked(deleteUserData);

const WRONG = "That password is not correct. Your account has not been deleted.";

beforeEach(() => {
  deleteAccount.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  // happy-dom's <dialog> has no modal mode: opening is enough for these tests.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function openConfirmation() {
  render(<DeleteAccount />);
  fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
  return screen.getByLabelText("Enter your password to confirm") as HTMLInputElement;
}

const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Yes, delete my account" }));

describe("DeleteAccount", () => {
  it("asks for the password in a labelled field and sends it", async () => {
    deleteAccount.mockResolvedValue({
      message: "Your account and personal data have been deleted.",
      emailSent: true,
      userEmail: "ada@example.com",
    });
    const field = openConfirmation();
    expect(field.type).toBe("password");
    expect(field.autocomplete).toBe("current-password");
    expect(field.required).toBe(true);

    confirm();
    expect(deleteAccount).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: "Member123!" } });
    confirm();
    await waitFor(() => expect(screen.getByText("Account Deleted")).toBeTruthy());
    expect(deleteAccount).toHaveBeenCalledWith({ password: "Member123!" });
    expect(screen.getByText("A confirmation email was sent to ada@example.com.")).toBeTruthy();
  });

  it("shows a refused password in the dialog, and Try Again asks for it again", async () => {
    deleteAccount.mockRejectedValueOnce(new ApiError(403, WRONG));
    const field = openConfirmation();
    fireEvent.change(field, { target: { value: "wrong" } });
    confirm();

    await waitFor(() => expect(screen.getByText("Account Deletion Failed")).toBeTruthy());
    expect(screen.getByRole("alert").textContent).toContain(
      `We encountered an error while trying to delete your account: ${WRONG}`,
    );
    expect(screen.getByRole("alert").textContent).toContain(
      "Your account and data remain intact. Please try again later or contact support.",
    );

    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    const again = screen.getByLabelText("Enter your password to confirm") as HTMLInputElement;
    expect(again.value).toBe("");
    expect(deleteAccount).toHaveBeenCalledTimes(1);
  });

  it("retries with the typed password when the server failed for another reason", async () => {
    deleteAccount
      .mockRejectedValueOnce(new ApiError(503, "Try later"))
      .mockResolvedValueOnce({ message: "Deleted", emailSent: false, userEmail: "ada@example.com" });
    fireEvent.change(openConfirmation(), { target: { value: "Member123!" } });
    confirm();
    await waitFor(() => expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(screen.getByText("Account Deleted")).toBeTruthy());
    expect(deleteAccount).toHaveBeenNthCalledWith(2, { password: "Member123!" });
  });
});
