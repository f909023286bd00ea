import { describe, expect, it } from "vitest";
import { formatTicketPrice } from "./ticket-price";

describe("formatTicketPrice", () => {
  it("reads Free for a free tournament's ticket and naira otherwise", () => {
    expect(formatTicketPrice(0)).toBe("Free");
    expect(formatTicketPrice(2850)).toBe("₦2,850");
  });
});
