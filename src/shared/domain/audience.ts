/**
 * Who a staff notification reaches. One member; everyone; paid members (a membership running
 * now); free members (none running); a tournament's ticket holders; a coach's members (an
 * assignment to that coach still running, Pending or Assigned).
 */
import type { AudienceKind } from "./lists";

export interface AudienceChoice {
  readonly kind: AudienceKind;
  /** The member, tournament or coach, for those kinds. */
  readonly id?: string | undefined;
}

/** What decides a member's groups. */
export interface MemberFacts {
  readonly id: string;
  /** The end of the member's membership period, if they ever had one. */
  readonly membershipEndsAt: Date | null;
  /** Tournaments the member holds a ticket for. */
  readonly tournamentIds: readonly string[];
  /** The coach of the member's running assignment, if any. */
  readonly coachId: string | null;
}

function paid(member: MemberFacts, now: Date): boolean {
  return member.membershipEndsAt !== null && member.membershipEndsAt.getTime() > now.getTime();
}

/** True when the member belongs to the chosen audience at `now`. */
export function inAudience(member: MemberFacts, audience: AudienceChoice, now: Date): boolean {
  switch (audience.kind) {
    case "member":
      return member.id === audience.id;
    case "everyone":
      return true;
    case "paid":
      return paid(member, now);
    case "free":
      return !paid(member, now);
    case "tournament":
      return audience.id !== undefined && member.tournamentIds.includes(audience.id);
    case "coach":
      return audience.id !== undefined && member.coachId === audience.id;
  }
}

/**
 * The audience in words, for the console's list of sent notifications and the count before a send:
 * "Ticket holders of Lagos Junior Open", "Members of coach Yetunde Ogunleye", "Everyone".
 */
export function audienceLabel(audience: AudienceChoice, name?: string | null): string {
  switch (audience.kind) {
    case "member":
      return name ? `Member: ${name}` : "One member";
    case "everyone":
      return "Everyone";
    case "paid":
      return "Paid members";
    case "free":
      return "Free members";
    case "tournament":
      return name ? `Ticket holders of ${name}` : "A tournament's ticket holders";
    case "coach":
      return name ? `Members of coach ${name}` : "A coach's members";
  }
}
