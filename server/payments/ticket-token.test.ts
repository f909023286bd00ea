import { describe, expect, it } from "vitest";
import { newTicketToken, TICKET_TOKEN_PATTERN } from "./ticket-token";

describe("ticket tokens", () => {
  it("are two groups of five unambiguous base32 characters", () => {
    for (let i = 0; i < 200; i++) expect(newTicketToken()).toMatch(TICKET_TOKEN_PATTERN);
  });

  it("map every random byte onto the alphabet", () => {
    const bytes = Uint8Array.from([0, 1, 31, 32, 255, 10, 18, 21, 27, 30]);
    expect(newTicketToken(() => bytes)).toBe("01Z0Z-AJNVY");
  });

  it("do not repeat", () => {
    const tokens = new Set(Array.from({ length: 5000 }, () => newTicketToken()));
    expect(tokens.size).toBe(5000);
  });
});
