import { describe, expect, it } from "vitest";
import {
  budgetMonth,
  type ChannelFacts,
  channelPlan,
  inQuietHours,
  isStopReply,
  isUrgent,
  messagedBeyondMail,
  nextChannel,
  quietHoursEnd,
  sendTime,
  smsCostKobo,
  smsPages,
} from "./messaging";

/** A Lagos wall-clock time on 22 November 2026 (UTC+1). */
const lagos = (time: string, day = "2026-11-22") => new Date(`${day}T${time}:00+01:00`);

const facts = (over: Partial<ChannelFacts> = {}): ChannelFacts => ({
  order: ["whatsapp", "sms", "push", "email"],
  optedIn: ["whatsapp", "sms", "email"],
  kindsOff: [],
  hasPhone: true,
  hasPushDevice: false,
  ...over,
});

describe("quiet hours", () => {
  it("run from 21:00 to 07:00 Lagos time", () => {
    expect(inQuietHours(lagos("20:59"))).toBe(false);
    expect(inQuietHours(lagos("21:00"))).toBe(true);
    expect(inQuietHours(lagos("03:00"))).toBe(true);
    expect(inQuietHours(lagos("06:59"))).toBe(true);
    expect(inQuietHours(lagos("07:00"))).toBe(false);
  });

  it("end at the next 07:00, the same night or the next morning", () => {
    expect(quietHoursEnd(lagos("22:30"))).toEqual(lagos("07:00", "2026-11-23"));
    expect(quietHoursEnd(lagos("02:00"))).toEqual(lagos("07:00"));
    expect(quietHoursEnd(lagos("12:00"))).toEqual(lagos("12:00"));
  });

  it("hold everything but a cancellation of something held today", () => {
    const late = lagos("22:00");
    expect(isUrgent("tournament-cancelled", lagos("09:00"), late)).toBe(true);
    expect(isUrgent("tournament-cancelled", lagos("09:00", "2026-11-23"), late)).toBe(false);
    expect(isUrgent("staff-message", lagos("09:00"), late)).toBe(false);
    expect(isUrgent("tournament-cancelled", null, late)).toBe(false);
    // The confirmation of an opt-in answers the member at once, even at night.
    expect(isUrgent("channel-confirmation", null, late)).toBe(true);
    expect(sendTime(late, true)).toEqual(late);
    expect(sendTime(late, false)).toEqual(lagos("07:00", "2026-11-23"));
  });
});

describe("channel choice", () => {
  it("follows the member's order over the channels they opted in to", () => {
    expect(channelPlan("match-time", facts())).toEqual(["whatsapp", "sms", "email"]);
    expect(channelPlan("match-time", facts({ order: ["sms", "email", "whatsapp"] }))).toEqual([
      "sms",
      "email",
      "whatsapp",
    ]);
  });

  it("leaves out phone channels without a number and push without a device", () => {
    expect(channelPlan("match-time", facts({ hasPhone: false }))).toEqual(["email"]);
    expect(channelPlan("match-time", facts({ optedIn: ["push"], hasPushDevice: false }))).toEqual([]);
    expect(channelPlan("match-time", facts({ optedIn: ["push"], hasPushDevice: true }))).toEqual(["push"]);
  });

  it("sends nothing of a kind the member turned off", () => {
    expect(channelPlan("staff-message", facts({ kindsOff: ["staff-message"] }))).toEqual([]);
  });

  it("falls back to the next channel after a failure, and to none after the last", () => {
    const plan = ["whatsapp", "sms", "email"] as const;
    expect(nextChannel(plan, [])).toBe("whatsapp");
    expect(nextChannel(plan, ["whatsapp"])).toBe("sms");
    expect(nextChannel(plan, ["whatsapp", "sms"])).toBe("email");
    expect(nextChannel(plan, ["whatsapp", "sms", "email"])).toBeNull();
  });

  it("counts a member as messaged beyond mail only when a channel comes before email", () => {
    expect(messagedBeyondMail(["whatsapp", "email"])).toBe(true);
    expect(messagedBeyondMail(["email", "sms"])).toBe(false);
    expect(messagedBeyondMail([])).toBe(false);
  });
});

describe("SMS cost", () => {
  it("counts 160 plain characters a page, 153 each once split", () => {
    expect(smsPages("a".repeat(160))).toBe(1);
    expect(smsPages("a".repeat(161))).toBe(2);
    expect(smsPages("a".repeat(306))).toBe(2);
    expect(smsPages("a".repeat(307))).toBe(3);
  });

  it("counts 70 characters a page with one outside the GSM alphabet (₦)", () => {
    expect(smsPages(`₦${"a".repeat(69)}`)).toBe(1);
    expect(smsPages(`₦${"a".repeat(70)}`)).toBe(2);
  });

  it("prices every page", () => {
    expect(smsCostKobo("a".repeat(200), 400)).toBe(800);
  });

  it("budgets by the Lagos month", () => {
    expect(budgetMonth(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12");
  });
});

describe("STOP replies", () => {
  it("recognise STOP however it is written, and nothing else", () => {
    for (const reply of ["STOP", "stop", " Stop. ", "UNSUBSCRIBE"]) expect(isStopReply(reply)).toBe(true);
    for (const reply of ["Don't stop", "stopped", "ok"]) expect(isStopReply(reply)).toBe(false);
  });
});
