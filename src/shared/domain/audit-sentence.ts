/**
 * The audit log as sentences: one pure function per kind of action (AUDIT_ACTIONS) turns what the
 * entry recorded (its before and after) into words, "Result entered: Fatima Sani v Femi Oladipo,
 * quarter-final". Ids are named from `names` (people, coaches, tournaments and tickets as the
 * server names them now); whatever an older entry did not record is left out rather than guessed.
 */
import { audienceLabel } from "./audience";
import { AUDIT_ACTIONS, type AuditAction } from "./audit-actions";
import { formatDateNG } from "./dates";
import { formatNaira } from "./format";
import { AUDIENCE_KINDS, type AudienceKind } from "./lists";
import { membershipPlanTitle } from "./membership-titles";

export interface AuditFacts {
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  /** The name of each id the entry mentions, where one is known. */
  names: Readonly<Record<string, string>>;
}

type Record_ = Readonly<Record<string, unknown>>;
const recordOf = (value: unknown): Record_ =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record_) : {};
const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;
const number = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What each sentence reads: the recorded sides and the names of ids. */
class Entry {
  readonly before: Record_;
  readonly after: Record_;
  constructor(readonly facts: AuditFacts) {
    this.before = recordOf(facts.before);
    this.after = recordOf(facts.after);
  }
  /** A recorded field, from after (or before when after has none). */
  field(key: string): unknown {
    return this.after[key] ?? this.before[key];
  }
  text(key: string): string | null {
    return text(this.field(key));
  }
  /** The name of an id, when the server knows it. */
  nameOf(id: unknown): string | null {
    return typeof id === "string" ? (this.facts.names[id] ?? null) : null;
  }
  /** The entry's own record by name. */
  get subject(): string | null {
    return this.nameOf(this.facts.entityId);
  }
  /** The fields that differ between before and after, in words, or "" when none is known. */
  changes(words: Readonly<Record<string, string>>): string {
    const changed = Object.entries(words)
      .filter(([key]) => JSON.stringify(this.before[key]) !== JSON.stringify(this.after[key]))
      .map(([, word]) => word);
    return changed.length > 0 ? ` (${changed.join(", ")})` : "";
  }
}

/** "A: B" when B is known, else A alone. */
const titled = (title: string, ...parts: (string | null | undefined)[]) => {
  const known = parts.filter((p): p is string => typeof p === "string" && p !== "");
  return known.length > 0 ? `${title}: ${known.join(", ")}` : title;
};

/** "Fatima Sani v Femi Oladipo" from a match as the console presents it (sides of names). */
function sidesOf(match: Record_): string | null {
  const side = (key: string) => {
    const players = Array.isArray(match[key]) ? (match[key] as unknown[]) : [];
    const names = players.map((p) => text(recordOf(p).name)).filter((n): n is string => n !== null);
    return names.length > 0 ? names.join(" and ") : null;
  };
  const a = side("sideA");
  const b = side("sideB");
  return a && b ? `${a} v ${b}` : null;
}

/** "Fatima Sani v Femi Oladipo, quarter-final" from a draw result's record. */
function drawPlace(entry: Entry): string | null {
  const players = recordOf(entry.field("players"));
  const a = text(players.a);
  const b = text(players.b);
  const round = entry.text("roundName")?.toLowerCase() ?? null;
  const match = a && b ? `${a} v ${b}` : null;
  const tournament = entry.nameOf(entry.field("tournamentId"));
  if (match) return [match, round].filter(Boolean).join(", ");
  const where = [round, tournament && `in ${tournament}`].filter(Boolean).join(" ");
  return where || null;
}

/** A draw result's correction: "6-3 6-4 to 3-6 4-6" when its score changed. */
function scoreChange(entry: Entry): string | null {
  const before = text(entry.before.score);
  const after = text(entry.after.score);
  return before && after && before !== after ? `${before} to ${after}` : null;
}

const tournamentWords = {
  name: "name",
  category: "category",
  startsAt: "start",
  location: "location",
  priceKobo: "price",
  capacity: "capacity",
  salesOpenAt: "sales opening",
  memberEarlyDays: "members' head start",
  imageUrl: "photo",
};
const eventWords = {
  name: "name",
  gender: "gender",
  kind: "singles or doubles",
  underAge: "upper age",
  minAge: "lower age",
  ageCutoff: "age cut-off",
  levels: "levels",
  capacity: "capacity",
  feeKobo: "fee",
  entryDeadline: "entry deadline",
};
const coachWords = {
  coachName: "name",
  imageUrl: "photo",
  bioInfo: "biography",
  level: "level",
  priceKobo: "fee",
};
const planWords = {
  planName: "name",
  planPrice: "price",
  priceInfo: "price text",
  description: "description",
  note: "note",
  planImage: "photo",
  billingPlans: "billing options",
};
const packageWords = {
  name: "name",
  info: "description",
  oneMonth: "one-month price",
  threeMonths: "three-month price",
  discount: "discount",
};
const memberWords = { email: "email", phoneNumber: "phone", level: "level" };

const roleName = (role: unknown) => text(role) ?? "no console role";
const member = (entry: Entry, key = "userId") => entry.nameOf(entry.field(key)) ?? entry.subject;

/** One sentence function per kind of action: a new kind cannot be listed without its sentence. */
const SENTENCES: Readonly<Record<AuditAction, (entry: Entry) => string>> = {
  "tournament.create": (e) => {
    const starts = e.text("startsAt");
    return titled("Tournament created", e.text("name"), starts && formatDateNG(starts));
  },
  "tournament.update": (e) =>
    `${titled("Tournament edited", e.text("name") ?? e.subject)}${e.changes(tournamentWords)}`,
  "event.create": (e) =>
    titled("Event added", e.text("name"), e.text("tournamentName") && `to ${e.text("tournamentName")}`),
  "event.update": (e) => `${titled("Event edited", e.text("name") ?? e.subject)}${e.changes(eventWords)}`,
  "entry.add": (e) =>
    titled(
      "Entry added",
      e.text("playerName"),
      e.text("eventName") && `in ${e.text("eventName")}`,
      e.text("receiptNumber") && `receipt ${e.text("receiptNumber")}`,
    ),
  "entry.withdraw": (e) =>
    titled(
      e.after.refunded === true ? "Entry withdrawn and refunded" : "Entry withdrawn without a refund",
      e.text("playerName"),
      e.text("eventName") && `from ${e.text("eventName")}`,
    ),
  "tournament.cancel": (e) => {
    const sold = number(e.after.ticketsSold);
    return titled(
      "Tournament cancelled",
      e.text("name") ?? e.subject,
      sold === null ? null : `${plural(sold, "ticket")} sold`,
    );
  },
  "draw.make": (e) => titled("Draw made", e.subject),
  "groups.make": (e) => titled("Round-robin groups made", e.text("event")),
  "groups.publish": (e) => titled("Round-robin groups published", e.text("event")),
  "groups.result": (e) => titled("Group result entered", e.text("roundName"), e.text("score")),
  "groups.correct": (e) =>
    titled(
      "Group result corrected",
      e.text("roundName"),
      text(e.before.score) && text(e.after.score) ? `${e.before.score} to ${e.after.score}` : null,
    ),
  "groups.clear": (e) => titled("Group result deleted", text(e.before.roundName), text(e.before.score)),
  "knockout.make": (e) => titled("Knock-out after groups made", e.text("event")),
  "knockout.publish": (e) => titled("Knock-out after groups published", e.text("event")),
  "knockout.result": (e) => titled("Knock-out result entered", e.text("roundName"), e.text("score")),
  "knockout.correct": (e) => titled("Knock-out result corrected", drawPlace(e), scoreChange(e)),
  "knockout.clear": (e) => titled("Knock-out result cleared", drawPlace(e), text(e.before.score)),
  "consolation.make": (e) => titled("Consolation draw made", e.text("draw")),
  "consolation.publish": (e) => titled("Consolation draw published", e.text("draw")),
  "consolation.result": (e) => titled("Consolation result entered", e.text("roundName"), e.text("score")),
  "consolation.correct": (e) => titled("Consolation result corrected", drawPlace(e), scoreChange(e)),
  "consolation.clear": (e) => titled("Consolation result cleared", drawPlace(e), text(e.before.score)),
  "play.plan": (e) =>
    titled("Match put on the order of play", e.text("label"), e.text("court"), e.text("when")),
  "play.unplan": (e) => titled("Match taken off the order of play", e.text("label")),
  "play.publish": (e) => titled("Order of play published", e.subject),
  "draw.swap": (e) => titled("Draw places swapped", e.subject),
  "draw.publish": (e) => titled("Draw published", e.subject),
  "draw.result": (e) => titled("Result entered", drawPlace(e)),
  "draw.correct": (e) => titled("Result corrected", drawPlace(e), scoreChange(e)),
  "draw.clear": (e) => titled("Result cleared", drawPlace(e), text(e.before.score)),
  "match.record": (e) => titled("Result recorded", sidesOf(e.after), text(e.after.score)),
  "match.correct": (e) => {
    const scores =
      text(e.before.score) !== text(e.after.score)
        ? `${text(e.before.score) ?? "no score"} to ${text(e.after.score) ?? "no score"}`
        : null;
    return titled("Result corrected", sidesOf(e.after) ?? sidesOf(e.before), scores);
  },
  "match.schedule": (e) => titled("Friendly scheduled", sidesOf(e.after)),
  "match.report": (e) => titled("Score reported", sidesOf(e.after), text(e.after.score)),
  "match.confirm": (e) => titled("Score confirmed", sidesOf(e.after), text(e.after.score)),
  "match.dispute": (e) => titled("Score disputed", sidesOf(e.after), text(e.after.score)),
  "coach.create": (e) => titled("Coach added", e.text("coachName")),
  "coach.update": (e) =>
    `${titled("Coach edited", e.text("coachName") ?? e.subject)}${e.changes(coachWords)}`,
  "coach.retire": (e) => titled("Coach retired", e.text("coachName") ?? e.subject),
  "assignment.confirm": (e) => {
    const coach = text(e.after.coachName);
    return titled("Coach assignment confirmed", member(e), coach && `with ${coach}`);
  },
  "assignment.reassign": (e) => {
    const coach = text(e.after.coachName);
    return titled("Coach assignment moved", member(e), coach && `to ${coach}`, text(e.after.reason));
  },
  "assignment.end": (e) => {
    const coach = text(e.after.coachName);
    return titled("Coach assignment ended", member(e), coach && `with ${coach}`, text(e.after.reason));
  },
  "member.update": (e) => `${titled("Member details corrected", e.subject)}${e.changes(memberWords)}`,
  "member.note": (e) => titled("Member note saved", e.subject),
  "member.resend-receipt": (e) => titled("Receipt mailed again", text(e.after.to)),
  "member.resend-ticket": (e) => titled("Ticket mailed again", text(e.after.to)),
  "member.coach-link": (e) => {
    const coach = e.nameOf(e.after.coachId);
    if (e.after.coachId === null) return titled("Coach account unlinked", e.subject);
    return titled("Coach account linked", e.subject, coach && `to ${coach}`);
  },
  "session.group-create": (e) =>
    titled(
      "Training group set up",
      e.text("name") ?? e.subject,
      e.text("coachName") && `with ${e.text("coachName")}`,
      e.text("venue"),
    ),
  "session.group-edit": (e) =>
    titled(
      "Training group changed",
      e.text("name") ?? e.subject,
      e.text("coachName") && `with ${e.text("coachName")}`,
      e.text("venue"),
    ),
  "session.place": (e) =>
    titled(
      e.text("state") === "waiting"
        ? "Player put on a training group's waiting list"
        : "Player placed in a training group",
      e.text("fullName") ?? member(e),
      e.text("groupName") && `in ${e.text("groupName")}`,
    ),
  "session.attendance": (e) => {
    const marks = Array.isArray(e.after.marks) ? e.after.marks.length : null;
    return titled(
      "Attendance taken",
      e.text("groupName") ?? e.subject,
      marks === null ? null : plural(marks, "player"),
    );
  },
  "session.cancel": (e) => {
    const told = number(e.after.told);
    return titled(
      "Training session cancelled",
      e.text("groupName") ?? e.subject,
      e.text("reason"),
      told === null ? null : `${plural(told, "player")} told`,
    );
  },
  "session.register-export": (e) => {
    const rows = number(e.after.rows);
    return titled(
      "Attendance register exported",
      e.text("month"),
      rows === null ? null : plural(rows, "player"),
    );
  },
  "session.make-up-use": (e) =>
    titled("Make-up credit used", e.text("fullName") ?? member(e), e.text("note")),
  "member.free_session": (e) => titled("Free training session redeemed", e.subject, text(e.after.quarter)),
  "member.paper-consent": (e) =>
    titled(
      "Paper consent form recorded",
      e.subject,
      text(e.after.givenByName) && `signed by ${text(e.after.givenByName)}`,
      number(e.after.version) === null ? null : `consent text version ${number(e.after.version)}`,
    ),
  "plan.update": (e) => `${titled("Plan edited", e.text("planName") ?? e.subject)}${e.changes(planWords)}`,
  "training-package.update": (e) =>
    `${titled("Training package edited", e.text("name") ?? e.subject)}${e.changes(packageWords)}`,
  "membership-price.update": (e) => {
    const moved = (key: string, shown: (n: number) => string) => {
      const [was, now] = [number(e.before[key]), number(e.after[key])];
      return was === null || now === null || was === now ? null : `${shown(was)} to ${shown(now)}`;
    };
    return titled(
      "Membership price changed",
      membershipPlanTitle(e.text("key") ?? "") ?? e.subject,
      moved("priceNGN", formatNaira),
      moved("priceUSD", (n) => `$${n}`),
    );
  },
  "user.role": (e) =>
    titled(
      "Console role changed",
      e.subject,
      `${roleName(e.before.consoleRole)} to ${roleName(e.after.consoleRole)}`,
    ),
  "notification.send": (e) => {
    const audience = recordOf(e.after.audience);
    const kind = AUDIENCE_KINDS.find((k) => k === audience.kind) as AudienceKind | undefined;
    const id = text(audience.id) ?? undefined;
    const to = kind ? audienceLabel({ kind, id }, e.nameOf(id)) : null;
    const reached = number(e.after.recipients);
    const title = text(e.after.title);
    return titled(
      "Notification sent",
      to && (reached === null ? `to ${to}` : `to ${to} (${plural(reached, "member")})`),
      title && `“${title}”`,
    );
  },
  "household-discount.update": (e) => {
    const before = number(e.before.percent);
    const after = number(e.after.percent);
    return titled(
      "Household discount set",
      after === null
        ? null
        : `${before === null ? "" : `from ${before}% `}to ${after}% off the second and later players' training`,
    );
  },
  "sms-budget.update": (e) => {
    const limit = number(e.after.limitKobo);
    return titled(
      "SMS budget set",
      limit === null ? null : `to ₦${(limit / 100).toLocaleString("en-NG")} a month`,
    );
  },
  "contact.reply": (e) => titled("Contact message answered", e.subject),
  "contact.status": (e) => {
    const status = text(e.after.status);
    return titled(status ? `Contact message marked ${status}` : "Contact message marked", e.subject);
  },
  "newsletter.export": (e) => {
    const rows = number(e.after.rows);
    return titled("Newsletter list exported", rows === null ? null : plural(rows, "confirmed subscriber"));
  },
  "payments.export": (e) => {
    const rows = number(e.after.rows);
    return titled("Payments exported", rows === null ? null : plural(rows, "payment"));
  },
  "payment.refund": (e) => {
    const kobo = number(e.after.amountKobo);
    return titled("Payment refunded", kobo === null ? null : formatNaira(kobo / 100), text(e.after.reason));
  },
  "payment.record-hand": (e) => {
    const kobo = number(e.after.amountKobo);
    return titled(
      e.after.channel === "bank_deposit" ? "Bank deposit recorded" : "Cash recorded",
      kobo === null ? null : formatNaira(kobo / 100),
      text(e.after.description),
      text(e.after.member),
      e.after.receiptNumber ? `receipt ${text(e.after.receiptNumber)}` : null,
    );
  },
  "payments.export-month": (e) => titled("Monthly report exported", text(e.after.month)),
  "ticket.check-in": (e) =>
    titled(
      "Ticket admitted at the gate",
      e.subject,
      e.nameOf(e.after.tournamentId),
      e.after.offline === true ? "scanned offline" : null,
    ),
  "ticket.double-admission": (e) => {
    const doubles = number(e.after.doubleAdmissions);
    return titled(
      "Ticket admitted twice",
      e.subject,
      doubles === null ? null : `${plural(doubles, "double admission")} reported by a gate device`,
    );
  },
  "ticket.admit-without-ticket": (e) =>
    titled("Let in without a ticket", e.subject, text(e.after.reason), text(e.after.deviceName)),
  "ticket.void-cancelled": (e) =>
    titled("Ticket voided, tournament cancelled", e.subject, e.nameOf(e.before.tournamentId), "holder told"),
  "media.upload": (e) => {
    const width = number(e.after.width);
    const height = number(e.after.height);
    return titled(
      "Image uploaded",
      width && height ? `${width} × ${height}` : null,
      text(e.after.sourceFormat)?.toUpperCase() ?? null,
    );
  },
  "database.backup": (e) => titled("Database backed up", e.facts.entityId),
};

const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** The entry in one sentence; an action no longer listed reads as its kind and record. */
export function auditSentence(facts: AuditFacts): string {
  if (!isAuditAction(facts.action)) return `${facts.action} on ${facts.entityType} ${facts.entityId}`;
  return SENTENCES[facts.action](new Entry(facts));
}
