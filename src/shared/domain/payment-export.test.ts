import { describe, expect, it } from "vitest";
import {
  type ExportPayment,
  lagosDateTime,
  PAYMENT_EXPORT_HEADER,
  paymentExportRows,
} from "./payment-export";

const paid: ExportPayment = {
  reference: "tc_1",
  kind: "membership",
  status: "complete",
  channel: "card",
  amountKobo: 1_500_000,
  feesKobo: 32_500,
  providerId: 4099,
  settlementId: 77,
  settledAt: new Date("2026-11-22T23:30:00Z"),
  receiptNumber: null,
  description: "Premium Quarterly membership",
  member: { fullName: "Tobi Adeyemi", email: "member@example.com" },
  recordedBy: null,
  at: new Date("2026-11-21T23:15:00Z"),
  disputes: "",
};

describe("the payments export", () => {
  it("dates rows in Lagos, an hour ahead of UTC, across midnight", () => {
    expect(lagosDateTime(new Date("2026-11-21T23:15:00Z"))).toBe("2026-11-22 00:15");
  });

  it("gives a paid payment its fee, net, provider id and settlement", () => {
    const [row] = paymentExportRows([paid], []);
    expect(row!.lagos).toBe("2026-11-22 00:15");
    expect(row!.cells).toHaveLength(PAYMENT_EXPORT_HEADER.length - 1);
    expect(row!.cells.slice(0, 12)).toEqual([
      "Payment",
      "tc_1",
      "Membership Package",
      "Card",
      "complete",
      15000,
      325,
      14675,
      4099,
      77,
      "2026-11-23",
      null,
    ]);
  });

  it("writes a refund as a row of its own, on its own day, with the admin and a negative amount", () => {
    const rows = paymentExportRows(
      [
        {
          ...paid,
          channel: "cash",
          feesKobo: 0,
          providerId: null,
          settlementId: null,
          settledAt: null,
          receiptNumber: "R-1",
          recordedBy: "Sade Staff",
        },
      ],
      [
        {
          payment: paid,
          status: "processed",
          amountKobo: 500_000,
          reason: "Goodwill",
          by: "Ada Admin",
          at: new Date("2026-11-25T10:00:00Z"),
        },
      ],
    );
    expect(rows.map((r) => r.cells[0])).toEqual(["Refund", "Payment"]);
    expect(rows[0]).toMatchObject({ lagos: "2026-11-25 11:00" });
    expect(rows[0]!.cells).toEqual([
      "Refund",
      "tc_1",
      "Membership Package",
      "Card",
      "processed",
      -5000,
      null,
      -5000,
      null,
      null,
      null,
      null,
      "Premium Quarterly membership",
      "Tobi Adeyemi",
      "member@example.com",
      "Ada Admin",
      "Goodwill",
      null,
    ]);
    expect(rows[1]!.cells.slice(3, 8)).toEqual(["Cash", "complete", 15000, 0, 15000]);
    expect(rows[1]!.cells[11]).toBe("R-1");
    expect(rows[1]!.cells[15]).toBe("Sade Staff");
  });

  it("leaves fee and net empty on a payment that was not paid", () => {
    const [row] = paymentExportRows([{ ...paid, status: "failed" }], []);
    expect(row!.cells.slice(5, 8)).toEqual([15000, null, null]);
  });
});
