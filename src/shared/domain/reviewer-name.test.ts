import { describe, expect, it } from "vitest";
import { ANONYMOUS_REVIEWER, publicReviewerName } from "./reviewer-name";

describe("publicReviewerName", () => {
  it("keeps the first name and the last name's initial", () => {
    expect(publicReviewerName("Ada Okafor")).toBe("Ada O.");
    expect(publicReviewerName("  Kunle   Adewale ")).toBe("Kunle A.");
    expect(publicReviewerName("Chukwuemeka Daniel Eze")).toBe("Chukwuemeka E.");
    expect(publicReviewerName("Bisi coker")).toBe("Bisi C.");
    expect(publicReviewerName("Ngozi Okonkwo-Eze")).toBe("Ngozi O.");
  });

  it("keeps a letter with its accents whole", () => {
    expect(publicReviewerName("Tolu Ọ̀ṣun")).toBe("Tolu Ọ̀.");
    expect(publicReviewerName("Ṣadé Ìbí")).toBe("Ṣadé Ì.");
  });

  it("leaves a single name as it is, and names nobody without one", () => {
    expect(publicReviewerName("Fatima")).toBe("Fatima");
    expect(publicReviewerName(null)).toBe(ANONYMOUS_REVIEWER);
    expect(publicReviewerName(undefined)).toBe(ANONYMOUS_REVIEWER);
    expect(publicReviewerName("   ")).toBe(ANONYMOUS_REVIEWER);
  });
});
