import { describe, expect, it } from "vitest";
import { cancelQuestion } from "./tournament-texts";

describe("the cancel question", () => {
  it("names the tickets sold, and leaves refunds to the dialog when it offers them", () => {
    const cup = { name: "Cup", ticketsSold: 8 };
    expect(cancelQuestion(cup)).toBe(
      "8 tickets were sold for Cup. Cancelling stops ticket sales and shows it as cancelled on the site; the ticket holders' refunds are handled separately.",
    );
    expect(cancelQuestion(cup, true)).toBe(
      "8 tickets were sold for Cup. Cancelling stops ticket sales and shows it as cancelled on the site.",
    );
    expect(cancelQuestion({ name: "Cup", ticketsSold: 0 }, true)).toBe(
      "No tickets were sold for Cup. Cancelling stops ticket sales and shows it as cancelled on the site.",
    );
  });
});
