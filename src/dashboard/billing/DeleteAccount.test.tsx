// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { DeleteAccount } from "./DeleteAccount";

/** The server behind the `$deleteAccount` store the dialog follows. */
const api = fakeApi();
/** The bodies sent to the server's deletion call. */
const deletions = () => api.bodiesTo(calls.deleteUserData);

const WRONG = "That password is not correct. Your account has not been deleted.";

beforeEach(() => {
  api.reset();
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
    api.answer(calls.deleteUserData, {
      message: "Your account and personal data have been deleted.",
      emailSent: true,
      userEmail: "ada@example.com",
    });
    const field = openConfirmation();
    expect(field.type).toBe("password");
    expect(field.autocomplete).toBe("current-password");
    expect(field.required).toBe(true);

    confirm();
    expect(deletions()).toHaveLength(0);
    fireEvent.change(field, { target: { value: "Member123!" } });
    confirm();
    await waitFor(() => expect(screen.getByText("Account Deleted")).toBeTruthy());
    expect(deletions()).toContainEqual({ password: "Member123!" });
    expect(screen.getByText("A confirmation email was sent to ada@example.com.")).toBeTruthy();
  });

  it("shows a refused password in the dialog, and Try Again asks for it again", async () => {
    api.failOnce(calls.deleteUserData, 403, WRONG);
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
    expect(deletions()).toHaveLength(1);
  });

  it("retries with the typed password when the server failed for another reason", async () => {
    api.failOnce(calls.deleteUserData, 503, "Try later").answerOnce(calls.deleteUserData, {
      message: "Deleted",
      emailSent: false,
      userEmail: "ada@example.com",
    });
    fireEvent.change(openConfirmation(), { target: { value: "Member123!" } });
    confirm();
    await waitFor(() => expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    await waitFor(() => expect(screen.getByText("Account Deleted")).toBeTruthy());
    expect(deletions()[1]).toEqual({ password: "Member123!" });
  });
});
