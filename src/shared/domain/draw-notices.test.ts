import { describe, expect, it } from "vitest";
import { drawPublishedNotices } from "./draw-notices";

const tournament = { name: "Lagos Junior Open", date: new Date("2026-12-05T08:00:00Z") };
const ada = { userId: "ada", fullName: "Ada Okafor" };
const emeka = { userId: "emeka", fullName: "Emeka Okafor" };
const tobi = { userId: "tobi", fullName: "Tobi Adeyemi" };

describe("drawPublishedNotices", () => {
  it("tells each drawn player once", () => {
    const notices = drawPublishedNotices(tournament, [tobi, ada], []);
    expect(notices.map((n) => n.userId)).toEqual(["tobi", "ada"]);
    expect(notices[0]).toEqual({
      userId: "tobi",
      title: "Draw published: Lagos Junior Open",
      message: expect.stringMatching(/^The draw of Lagos Junior Open on .+ is published with you in it\./),
    });
  });

  it("tells a guardian once, naming every child of theirs in the draw", () => {
    const notices = drawPublishedNotices(
      tournament,
      [ada, tobi, emeka],
      [
        { playerId: "ada", guardianId: "ngozi" },
        { playerId: "emeka", guardianId: "ngozi" },
        { playerId: "ada", guardianId: "ngozi" },
      ],
    );
    const ngozi = notices.filter((n) => n.userId === "ngozi");
    expect(ngozi).toHaveLength(1);
    expect(ngozi[0]!.message).toContain("published with Ada Okafor and Emeka Okafor in it.");
    expect(notices).toHaveLength(4);
  });

  it("tells a guardian who plays too in one notice, and ignores guardians of players not drawn", () => {
    const notices = drawPublishedNotices(
      tournament,
      [tobi, ada],
      [
        { playerId: "ada", guardianId: "tobi" },
        { playerId: "zara", guardianId: "ngozi" },
      ],
    );
    expect(notices.map((n) => n.userId)).toEqual(["tobi", "ada"]);
    expect(notices[0]!.message).toContain("published with you and Ada Okafor in it.");
  });
});
