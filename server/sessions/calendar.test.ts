import { describe, expect, it } from "vitest";
import { calendarText } from "./calendar";

describe("the calendar feed", () => {
  const at = new Date("2026-11-22T12:00:00Z");
  const event = {
    id: "abc",
    title: "Juniors, Tuesdays (Oluwaseun Adebayo)",
    venue: "Court 2; by the gate",
    startsAt: new Date("2026-11-24T16:00:00Z"),
    endsAt: new Date("2026-11-24T17:30:00Z"),
    cancelled: false,
  };

  it("lists each session in UTC with escaped text and CRLF lines", () => {
    const text = calendarText([event], at);
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text).toContain("DTSTART:20261124T160000Z\r\nDTEND:20261124T173000Z\r\n");
    expect(text).toContain("SUMMARY:Juniors\\, Tuesdays (Oluwaseun Adebayo)\r\n");
    expect(text).toContain("LOCATION:Court 2\\; by the gate\r\n");
    expect(text).toContain("STATUS:CONFIRMED");
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("keeps a cancelled session, marked so, and folds long lines", () => {
    const text = calendarText([{ ...event, cancelled: true, title: "Ọ̀ṣọ́ group ".repeat(10) }], at);
    expect(text).toContain("STATUS:CANCELLED");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toContain("\r\n ");
  });
});
