import { describe, expect, it } from "vitest";
import { publicPlayerName, stopAfter } from "./public-player-name";

describe("publicPlayerName", () => {
  it("shows an adult by full name by default", () => {
    expect(publicPlayerName("Fatima  Sani ", { group: "adult", ladderFullName: true })).toBe("Fatima Sani");
  });

  it("shows an adult who chose it by first name and initial", () => {
    expect(publicPlayerName("Fatima Sani", { group: "adult", ladderFullName: false })).toBe("Fatima S.");
  });

  it("always shows a junior by first name and initial, whatever the setting says", () => {
    expect(publicPlayerName("Dayo Ayodele", { group: "junior", ladderFullName: true })).toBe("Dayo A.");
    expect(publicPlayerName("Dayo Ayodele", { group: "junior", ladderFullName: false })).toBe("Dayo A.");
  });

  it("shows a guest, or a player the club no longer knows, by first name and initial", () => {
    expect(publicPlayerName("Emeka Nwosu", null)).toBe("Emeka N.");
    expect(publicPlayerName(undefined, null)).toBe("Anonymous User");
    expect(publicPlayerName("  ", { group: "adult", ladderFullName: true })).toBe("Anonymous User");
  });
});

describe("stopAfter", () => {
  it("ends a sentence on a name once, whether or not the name ends with its initial's stop", () => {
    const sentence = (name: string) => `Champion: ${name}${stopAfter(name)}`;
    expect(sentence("Tolu B.")).toBe("Champion: Tolu B.");
    expect(sentence("Kelechi Nwosu")).toBe("Champion: Kelechi Nwosu.");
  });
});
