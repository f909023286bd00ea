import { describe, expect, it } from "vitest";
import {
  confirmationEmailText,
  DELETION_SUMMARY,
  DELETION_WARNING,
  deletionFailedMessage,
} from "./account-deletion";

describe("account deletion texts", () => {
  it("says whether the confirmation email was sent to the member's address", () => {
    expect(confirmationEmailText({ emailSent: true, userEmail: "ada@example.com" })).toBe(
      "A confirmation email was sent to ada@example.com.",
    );
    expect(confirmationEmailText({ emailSent: false, userEmail: "ada@example.com" })).toBe(
      "We could not send a confirmation email to ada@example.com.",
    );
  });

  it("promise what deletion does: reviews stay, without the member's name", () => {
    for (const text of [DELETION_SUMMARY, DELETION_WARNING]) {
      expect(text).not.toMatch(/reviews (will be )?removed|removes[^.]*reviews|and reviews/i);
      expect(text).toMatch(/reviews? [^.]*stay[^.]*Anonymous User/i);
    }
    expect(DELETION_SUMMARY).toMatch(/payments are kept without your name/);
  });

  it("puts the server's reason into the failure message", () => {
    expect(deletionFailedMessage("Network error")).toBe(
      "We encountered an error while trying to delete your account: Network error",
    );
  });
});
