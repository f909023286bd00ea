import { describe, expect, it } from "vitest";
import {
  isReportMonth,
  monthInterval,
  monthlyReportRows,
  monthSums,
  type ReportPayment,
  type ReportRefund,
} from "./monthly-report";

const open = { id: "t1", name: "Lagos Open" };
const pay = (p: Partial<ReportPayment>): ReportPayment => ({
  kind: "membership",
  channel: "card",
  amountKobo: 1_500_000,
  feesKobo: 22_500,
  tournament: null,
  ...p,
});
const refund = (r: Partial<ReportRefund>): ReportRefund => ({
  kind: "ticket",
  amountKobo: 500_000,
  tournament: open,
  full: true,
  ...r,
});

describe("the month of a report", () => {
  it("accepts YYYY-MM months only", () => {
    expect(isReportMonth("2026-11")).toBe(true);
    for (const bad of ["2026-13", "2026-1", "26-11", "2026-11-01", "1999-12"])
      expect(isReportMonth(bad)).toBe(false);
  });

  it("covers the Lagos month, an hour ahead of UTC, across the year's end", () => {
    expect(monthInterval("2026-11")).toEqual({
      from: new Date("2026-10-31T23:00:00Z"),
      to: new Date("2026-11-30T23:00:00Z"),
    });
    expect(monthInterval("2026-12").to).toEqual(new Date("2026-12-31T23:00:00Z"));
  });
});

describe("the month's sums", () => {
  it("adds income by kind and channel, takes refunds and fees off the net", () => {
    const sums = monthSums(
      [
        pay({}),
        pay({ channel: "cash", feesKobo: null }),
        pay({ channel: "cash", feesKobo: null, amountKobo: 600_000 }),
        pay({ kind: "ticket", amountKobo: 500_000, feesKobo: 7_500, tournament: open }),
        pay({ kind: "ticket", amountKobo: 475_000, feesKobo: 7_125, tournament: open, channel: null }),
      ],
      [refund({}), refund({ kind: "membership", amountKobo: 100_000, tournament: null, full: false })],
    );
    expect(sums.income).toEqual([
      { kind: "ticket", channel: "card", count: 1, grossKobo: 500_000, feesKobo: 7_500 },
      { kind: "ticket", channel: "unknown", count: 1, grossKobo: 475_000, feesKobo: 7_125 },
      { kind: "membership", channel: "card", count: 1, grossKobo: 1_500_000, feesKobo: 22_500 },
      { kind: "membership", channel: "cash", count: 2, grossKobo: 2_100_000, feesKobo: 0 },
    ]);
    expect(sums.refunds).toEqual([
      { kind: "ticket", count: 1, amountKobo: 500_000 },
      { kind: "membership", count: 1, amountKobo: 100_000 },
    ]);
    expect(sums.totals).toEqual({
      grossKobo: 4_575_000,
      refundsKobo: 600_000,
      feesKobo: 37_125,
      netKobo: 4_575_000 - 600_000 - 37_125,
    });
    expect(sums.tournaments).toEqual([
      {
        tournamentId: "t1",
        name: "Lagos Open",
        ticketsSold: 2,
        ticketsRefunded: 1,
        grossKobo: 975_000,
        refundsKobo: 500_000,
        feesKobo: 14_625,
        netKobo: 975_000 - 500_000 - 14_625,
      },
    ]);
  });

  it("counts a partial ticket refund in money, not as a refunded ticket", () => {
    const sums = monthSums([], [refund({ amountKobo: 100_000, full: false })]);
    expect(sums.tournaments[0]).toMatchObject({ ticketsSold: 0, ticketsRefunded: 0, netKobo: -100_000 });
    expect(sums.totals.netKobo).toBe(-100_000);
  });

  it("is all zeros for a quiet month", () => {
    expect(monthSums([], [])).toEqual({
      income: [],
      refunds: [],
      tournaments: [],
      totals: { grossKobo: 0, refundsKobo: 0, feesKobo: 0, netKobo: 0 },
    });
  });
});

describe("the report as CSV rows", () => {
  it("writes naira as numbers, one section after another", () => {
    const sums = monthSums([pay({ channel: "cash", feesKobo: null, amountKobo: 600_050 })], [refund({})]);
    const { header, rows } = monthlyReportRows(
      {
        month: "2026-11",
        ...sums,
        outstanding: {
          pendingTransfers: [{ reference: "tc_1", member: { fullName: "Ada" }, amountKobo: 10_000 }],
          failedRenewals: [],
          lapsedMembers: [{ member: { fullName: "Bola" }, plan: "Monthly", endedAt: "2026-11-03T10:00:00Z" }],
        },
      },
      { kind: (k) => k, channel: (c) => c },
    );
    expect(header[0]).toBe("Section");
    expect(rows).toEqual([
      ["Income", "membership, cash", 1, 6000.5, "", 0, 6000.5],
      ["Refunds", "ticket", 1, "", 5000, "", -5000],
      ["Total", "2026-11", "", 6000.5, 5000, 0, 1000.5],
      ["Tournament", "Lagos Open: 0 sold, 1 refunded", 0, 0, 5000, 0, -5000],
      ["Pending transfer", "tc_1 Ada", 1, 100, "", "", ""],
      ["Lapsed member", "Bola, Monthly, ended 2026-11-03", 1, "", "", "", ""],
    ]);
  });
});
