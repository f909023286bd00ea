/**
 * "Add to calendar" and "Share" for a tournament: an iCalendar file with the start in the club's
 * time zone (Africa/Lagos, West Africa Time, UTC+1 all year) and the venue, and a WhatsApp link
 * sharing the tournament's own public page (never the ticket, which is the member's pass).
 */
import { clubLocal } from "./club-time";

export interface CalendarTournament {
  id: string;
  name: string;
  /** The start, an instant (ISO 8601). */
  startsAt: string;
  location: string;
}

/** How long a tournament day is put in the calendar. */
const DURATION_HOURS = 8;

/** Text escaped for an iCalendar property value (RFC 5545 3.3.11). */
function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Lines longer than 75 octets are folded (RFC 5545 3.1); every line ends in CRLF. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (new TextEncoder().encode(rest).length > 75) {
    let cut = 74;
    while (new TextEncoder().encode(rest.slice(0, cut)).length > 74) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join("\r\n");
}

const localStamp = (instant: Date) => {
  const { date, time } = clubLocal(instant);
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
};

const utcStamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** The .ics file of one tournament. */
export function tournamentIcs(tournament: CalendarTournament, siteUrl: string, now: Date): string {
  const start = new Date(tournament.startsAt);
  const end = new Date(start.getTime() + DURATION_HOURS * 3_600_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//ATP Tennis Community//Tournaments//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    "TZID:Africa/Lagos",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0100",
    "TZNAME:WAT",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:tournament-${tournament.id}@atp-tennis-community`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=Africa/Lagos:${localStamp(start)}`,
    `DTEND;TZID=Africa/Lagos:${localStamp(end)}`,
    `SUMMARY:${escapeText(tournament.name)}`,
    `LOCATION:${escapeText(tournament.location)}`,
    `URL:${tournamentPageUrl(tournament, siteUrl)}`,
    `DESCRIPTION:${escapeText(`Bring your ticket: its QR code is under Tickets in your dashboard (${siteUrl}/u/tickets).`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** The file name for a tournament's calendar file. */
export function icsFileName(name: string): string {
  return `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "tournament"
  }.ics`;
}

/** The tournament's own public page (src/pages/tournaments/[id].astro). */
export function tournamentPageUrl(tournament: Pick<CalendarTournament, "id">, siteUrl: string): string {
  return `${siteUrl}/tournaments/${encodeURIComponent(tournament.id)}`;
}

/** A WhatsApp link sharing the tournament (its name, time, place and its own public page). */
export function whatsAppShareUrl(tournament: CalendarTournament, siteUrl: string): string {
  const { date, time } = clubLocal(new Date(tournament.startsAt));
  const text = `${tournament.name}: ${date} at ${time} (Lagos time), ${tournament.location}. ${tournamentPageUrl(tournament, siteUrl)}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
