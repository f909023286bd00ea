/**
 * Tournament events (docs/decisions/0230-tournament-events.md): a tournament holds events (Under-12
 * Boys' Singles, Open Doubles ...), each admitting players by age on a cut-off date in Lagos, by
 * gender and by level, with its own capacity, fee and entry deadline. Whom an event admits is
 * decided here, and only here, for every caller: the member, a guardian entering a child, staff.
 */
import { clubInstant, clubLocal } from "./club-time";
import { formatDateNG } from "./date-display";
import { ageOn } from "./families";
import type { EventGender, Level, MatchKind, PlayerGender } from "./lists";
import { clockText } from "./order-of-play";

/** Who an event admits and how many. */
export interface EventRule {
  name: string;
  gender: EventGender;
  kind: MatchKind;
  /** Younger than this on the cut-off date; null: no upper limit. */
  underAge: number | null;
  /** At least this old on the cut-off date; null: no lower limit. */
  minAge: number | null;
  /** The Lagos calendar day (YYYY-MM-DD) on which ages count. */
  ageCutoff: string;
  /** The levels admitted; empty: every level. */
  levels: readonly Level[];
}

/** What eligibility reads of a player. */
export interface EventPlayer {
  fullName: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: PlayerGender | null;
  level: Level;
}

/** "a boys' event", "a men's event": how refusals name a gendered event. */
const POSSESSIVE: Readonly<Record<Exclude<EventGender, "open">, string>> = {
  boys: "Boys'",
  girls: "Girls'",
  men: "Men's",
  women: "Women's",
};

/** The player gender each gendered event admits; open events admit anyone. */
const GENDER_OF: Readonly<Record<Exclude<EventGender, "open">, PlayerGender>> = {
  boys: "male",
  girls: "female",
  men: "male",
  women: "female",
};

/** The age band as players read it: "under 12", "18 and over", "11 to 13", or null for any age. */
export function ageBandText(rule: Pick<EventRule, "underAge" | "minAge">): string | null {
  const { underAge, minAge } = rule;
  if (underAge !== null && minAge !== null) return `${minAge} to ${underAge - 1}`;
  if (underAge !== null) return `under ${underAge}`;
  if (minAge !== null) return `${minAge} and over`;
  return null;
}

/**
 * Why the event does not admit the player, as one sentence for them or their guardian, or null when
 * it does. The checks run in a fixed order (age, gender, level), so the sentence names the first
 * rule the player misses.
 */
export function eventRefusal(rule: EventRule, player: EventPlayer): string | null {
  const age = ageOn(player.dob, rule.ageCutoff);
  const band = ageBandText(rule);
  const cutoff = formatCutoff(rule.ageCutoff);
  if ((rule.underAge !== null && age >= rule.underAge) || (rule.minAge !== null && age < rule.minAge)) {
    return `${player.fullName} is ${age} on ${cutoff}, the event's age cut-off; ${rule.name} admits only players ${band} on that day.`;
  }
  if (rule.gender !== "open") {
    const wanted = GENDER_OF[rule.gender];
    if (player.gender === null) {
      return `${rule.name} is a ${POSSESSIVE[rule.gender].toLowerCase()} event and ${player.fullName}'s profile does not say whether they are female or male: add it to the profile, or ask the club.`;
    }
    if (player.gender !== wanted) {
      return `${rule.name} is a ${POSSESSIVE[rule.gender].toLowerCase()} event; ${player.fullName} cannot enter it.`;
    }
  }
  if (rule.levels.length > 0 && !rule.levels.includes(player.level)) {
    return `${rule.name} admits only players at ${levelsText(rule.levels)} level; ${player.fullName} plays at ${player.level} level.`;
  }
  return null;
}

/** Why a doubles pair cannot enter together, or null: both players must be admitted. */
export function pairRefusal(
  rule: EventRule,
  player: EventPlayer,
  partner: EventPlayer | null,
): string | null {
  if (rule.kind === "doubles" && partner === null) {
    return `${rule.name} is a doubles event: name ${player.fullName}'s partner.`;
  }
  if (rule.kind === "singles" && partner !== null) {
    return `${rule.name} is a singles event: an entry has no partner.`;
  }
  return eventRefusal(rule, player) ?? (partner ? eventRefusal(rule, partner) : null);
}

/** When members' entries close: the event's deadline, or the end of the tournament's day in Lagos. */
export function entriesCloseAt(event: { entryDeadline: Date | null }, tournamentStart: Date): Date {
  if (event.entryDeadline) return event.entryDeadline;
  const day = clubLocal(tournamentStart).date;
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return clubInstant({ date: next.toISOString().slice(0, 10), time: "00:00" });
}

/** Whether members may still enter: until entries close (`entriesCloseAt`). */
export function entriesOpen(
  event: { entryDeadline: Date | null },
  tournamentStart: Date,
  now: Date,
): boolean {
  return now.getTime() < entriesCloseAt(event, tournamentStart).getTime();
}

/**
 * Whether an entry may be drawn or grouped (docs/decisions/0251-doubles-partners.md): a singles
 * entry always; a doubles pair once the partner has confirmed. A pair waiting for its partner is
 * left out of draws and groups, and the partner can confirm until entries close.
 */
export function readyToDraw(entry: { partnerId: string | null; partnerConfirmedAt: Date | null }): boolean {
  return entry.partnerId === null || entry.partnerConfirmedAt !== null;
}

/** What the entrant of a doubles pair reads while the partner has not answered. */
export function waitingForPartnerText(partnerName: string): string {
  return `Waiting for ${partnerName} to confirm as partner`;
}

/** The sentence a member reads when entries to the event have closed (staff may still add them). */
export function entriesClosedText(eventName: string): string {
  return `Entries to ${eventName} have closed: ask the club, who can still add a late entry.`;
}

/**
 * How many places an event has left: its capacity less the entries standing and the places held for
 * someone (offers from the waiting list not yet lapsed, checkouts being paid). Null: no limit.
 */
export function placesLeft(capacity: number | null, entries: number, held: number): number | null {
  if (capacity === null) return null;
  return Math.max(0, capacity - entries - held);
}

/** The name an event is shown by when staff leave the name empty: "Under-12 Boys' Singles". */
export function defaultEventName(rule: Pick<EventRule, "gender" | "kind" | "underAge" | "minAge">): string {
  const age =
    rule.underAge !== null
      ? `Under-${rule.underAge} `
      : rule.minAge !== null
        ? `${rule.minAge} and over `
        : "";
  const gender = rule.gender === "open" ? "Open" : POSSESSIVE[rule.gender];
  const kind = rule.kind === "singles" ? "Singles" : "Doubles";
  return `${age}${gender} ${kind}`;
}

/** Who may enter, by gender (an open event says nothing of it). */
const WHO: Readonly<Record<EventGender, string>> = {
  boys: "Boys",
  girls: "Girls",
  men: "Men",
  women: "Women",
  open: "Players",
};

/**
 * Whom an event admits, as one line for the public page and the console: "Boys under 12 on
 * 31 Dec 2026, at kids amatuer or kids mid-level level", "Players of any age, any level".
 */
export function eventAdmitsText(
  rule: Pick<EventRule, "gender" | "underAge" | "minAge" | "ageCutoff" | "levels">,
): string {
  const band = ageBandText(rule);
  const age = band ? `${band} on ${formatCutoff(rule.ageCutoff)}` : "of any age";
  const level = rule.levels.length > 0 ? `at ${levelsText(rule.levels)} level` : "any level";
  return `${WHO[rule.gender]} ${age}, ${level}`;
}

/** The public page's line on places, as of its build: "5 of 8 places left", "Full: waiting list open". */
export function eventPlacesText(event: {
  capacity: number | null;
  placesLeft: number | null;
}): string | null {
  if (event.capacity === null || event.placesLeft === null) return null;
  if (event.placesLeft === 0) return "Full: a waiting list is open";
  return `${event.placesLeft} of ${event.capacity} places left`;
}

/** When members may enter until: "10 Dec 2026, 18:00 (Lagos time)", or the tournament's day. */
export function entryDeadlineText(entryDeadline: string | null): string {
  if (entryDeadline === null) return "Until the tournament's day";
  const at = new Date(entryDeadline);
  const clock = clockText(at);
  return `${formatDateNG(entryDeadline)}, ${clock} (Lagos time)`;
}

function levelsText(levels: readonly Level[]): string {
  if (levels.length === 1) return levels[0] as string;
  return `${levels.slice(0, -1).join(", ")} or ${levels.at(-1)}`;
}

/** "1 Jan 2027" for a calendar day (noon UTC is the same day in Lagos). */
function formatCutoff(day: string): string {
  return formatDateNG(`${day}T12:00:00Z`);
}
