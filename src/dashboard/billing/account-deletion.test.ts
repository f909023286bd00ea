import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import {
  confirmationEmailText,
  DELETION_SUMMARY,
  DELETION_WARNING,
  deletionFailedMessage,
  retryStep,
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

describe("Try Again after a failed deletion", () => {
  it("asks for the password again when the password was refused", () => {
    expect(retryStep(new ApiError(403, "That password is not correct."))).toBe("ask-password");
    expect(retryStep(new ApiError(400, "Enter your password"))).toBe("ask-password");
  });

  it("retries with the typed password after any other failure", () => {
    expect(retryStep(new ApiError(503, "Try later"))).toBe("retry");
    expect(retryStep(new ApiError(429, "Too many attempts."))).toBe("retry");
    expect(retryStep(new TypeError("Failed to fetch"))).toBe("retry");
  });
});
