import { describe, expect, it } from "vitest";
import { confirmationEmailText, deletionFailedMessage } from "./account-deletion";

describe("account deletion texts", () => {
  it("says whether the confirmation email was sent to the member's address", () => {
    expect(confirmationEmailText({ emailSent: true, userEmail: "ada@example.com" })).toBe(
      "A confirmation email was sent to ada@example.com.",
    );
    expect(confirmationEmailText({ emailSent: false, userEmail: "ada@example.com" })).toBe(
      "We could not send a confirmation email to ada@example.com.",
    );
  });

  it("puts the server's reason into the failure message", () => {
    expect(deletionFailedMessage("Network error")).toBe(
      "We encountered an error while trying to delete your account: Network error",
    );
  });
});
