import { describe, expect, it } from "vitest";
import { TRANSACTION_KIND_LABELS, TRANSACTION_KINDS } from "@/shared/domain/lists";
import { KIND_NAMES } from "./payment-texts";

describe("the console's kind names", () => {
  it("shorten each kind's one label, in sentence case", () => {
    expect(KIND_NAMES).toEqual({
      ticket: "Ticket",
      membership: "Membership",
      training: "Training",
      pairing: "Coach pairing",
    });
    for (const kind of TRANSACTION_KINDS) {
      expect(TRANSACTION_KIND_LABELS[kind].toLowerCase().startsWith(KIND_NAMES[kind].toLowerCase())).toBe(
        true,
      );
    }
  });
});
