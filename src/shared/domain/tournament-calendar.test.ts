import { describe, expect, it } from "vitest";
import { icsFileName, tournamentIcs, whatsAppShareUrl } from "./tournament-calendar";

const TOURNAMENT = {
  id: "0123456789abcdef01234567",
  name: "December Championship, 2026",
  // 09:00 in Lagos (UTC+1).
  startsAt: "2026-12-12T08:00:00.000Z",
  location: "Lagos Lawn Tennis Club; Onikan, Lagos",
};
const SITE = "https://tennis.example";
const NOW = new Date("2026-11-20T10:11:12.345Z");

describe("tournamentIcs", () => {
  const ics = tournamentIcs(TOURNAMENT, SITE, NOW);
  const lines = ics.split("\r\n");

  it("puts the start at the tournament's Lagos time, in the Africa/Lagos zone", () => {
    expect(lines).toContain("DTSTART;TZID=Africa/Lagos:20261212T090000");
    expect(lines).toContain("DTEND;TZID=Africa/Lagos:20261212T170000");
    expect(lines).toContain("TZID:Africa/Lagos");
    expect(lines).toContain("TZOFFSETTO:+0100");
    expect(lines).toContain("DTSTAMP:20261120T101112Z");
  });

  it("links the tournament's own page", () => {
    expect(lines).toContain("URL:https://tennis.example/tournaments/0123456789abcdef01234567");
  });

  it("carries the name and the place, escaped, and a stable id", () => {
    expect(lines).toContain("SUMMARY:December Championship\\, 2026");
    expect(lines).toContain("LOCATION:Lagos Lawn Tennis Club\\; Onikan\\, Lagos");
    expect(lines).toContain("UID:tournament-0123456789abcdef01234567@atp-tennis-community");
  });

  it("is a well-formed calendar: CRLF lines of at most 75 octets, folded with a space", () => {
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain(`(${SITE}/u/tickets)`);
  });

  it("names the file after the tournament", () => {
    expect(icsFileName(TOURNAMENT.name)).toBe("december-championship-2026.ics");
    expect(icsFileName("!!!")).toBe("tournament.ics");
  });
});

describe("whatsAppShareUrl", () => {
  it("shares the tournament's name, Lagos time, place and page, not the ticket", () => {
    const url = new URL(whatsAppShareUrl(TOURNAMENT, SITE));
    expect(url.origin).toBe("https://wa.me");
    expect(url.searchParams.get("text")).toBe(
      "December Championship, 2026: 2026-12-12 at 09:00 (Lagos time), Lagos Lawn Tennis Club; Onikan, Lagos. https://tennis.example/tournaments/0123456789abcdef01234567",
    );
  });
});
