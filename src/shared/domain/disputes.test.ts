import { describe, expect, it } from "vitest";
import { disputeResolutionText, disputeStatusText, isOpenDispute } from "./disputes";

describe("disputes in words", () => {
  it("counts a dispute open until it is resolved or archived", () => {
    for (const status of ["awaiting-merchant-feedback", "awaiting-bank-feedback", "pending"])
      expect(isOpenDispute(status)).toBe(true);
    expect(isOpenDispute("resolved")).toBe(false);
    expect(isOpenDispute("archived")).toBe(false);
  });

  it("names the provider's statuses, and shows an unknown one readably", () => {
    expect(disputeStatusText("awaiting-merchant-feedback")).toBe("Waiting for the club's evidence");
    expect(disputeStatusText("awaiting-bank-feedback")).toBe("Waiting for the member's bank");
    expect(disputeStatusText("resolved")).toBe("Resolved");
    expect(disputeStatusText("under-appeal")).toBe("Under appeal");
  });

  it("says how a resolved dispute ended", () => {
    expect(disputeResolutionText(null)).toBeNull();
    expect(disputeResolutionText("merchant-accepted")).toBe(
      "the club accepted it, the money goes back to the member",
    );
    expect(disputeResolutionText("declined")).toBe("the club's evidence was accepted, the payment stands");
    expect(disputeResolutionText("lost-in-post")).toBe("lost in post");
  });
});
