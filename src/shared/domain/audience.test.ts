import { describe, expect, it } from "vitest";
import { audienceLabel, inAudience, type MemberFacts } from "./audience";

const NOW = new Date("2026-11-22T12:00:00Z");
const base: MemberFacts = { id: "m1", membershipEndsAt: null, tournamentIds: [], coachId: null };
const paid = { ...base, membershipEndsAt: new Date("2026-12-01T00:00:00Z") };
const lapsed = { ...base, membershipEndsAt: new Date("2026-11-22T12:00:00Z") };

describe("inAudience", () => {
  it("puts a member with a running membership among paid members, and a lapsed one among free", () => {
    expect(inAudience(paid, { kind: "paid" }, NOW)).toBe(true);
    expect(inAudience(paid, { kind: "free" }, NOW)).toBe(false);
    expect(inAudience(lapsed, { kind: "paid" }, NOW)).toBe(false);
    expect(inAudience(lapsed, { kind: "free" }, NOW)).toBe(true);
    expect(inAudience(base, { kind: "free" }, NOW)).toBe(true);
  });

  it("reaches everyone, one member, ticket holders and a coach's members", () => {
    expect(inAudience(base, { kind: "everyone" }, NOW)).toBe(true);
    expect(inAudience(base, { kind: "member", id: "m1" }, NOW)).toBe(true);
    expect(inAudience(base, { kind: "member", id: "m2" }, NOW)).toBe(false);
    const holder = { ...base, tournamentIds: ["t1", "t2"] };
    expect(inAudience(holder, { kind: "tournament", id: "t2" }, NOW)).toBe(true);
    expect(inAudience(holder, { kind: "tournament", id: "t3" }, NOW)).toBe(false);
    expect(inAudience(holder, { kind: "tournament" }, NOW)).toBe(false);
    const coached = { ...base, coachId: "c1" };
    expect(inAudience(coached, { kind: "coach", id: "c1" }, NOW)).toBe(true);
    expect(inAudience(base, { kind: "coach", id: "c1" }, NOW)).toBe(false);
  });

  it("names the audience", () => {
    expect(audienceLabel({ kind: "paid" })).toBe("Paid members");
    expect(audienceLabel({ kind: "everyone" })).toBe("Everyone");
    expect(audienceLabel({ kind: "coach", id: "c1" }, "Yetunde Ogunleye")).toBe(
      "Members of coach Yetunde Ogunleye",
    );
    expect(audienceLabel({ kind: "tournament", id: "t1" }, "Lagos Junior Open")).toBe(
      "Ticket holders of Lagos Junior Open",
    );
    expect(audienceLabel({ kind: "member", id: "m1" }, "Tobi Adeyemi")).toBe("Member: Tobi Adeyemi");
  });
});
