/**
 * The payments export as CSV and XLSX (docs/decisions/0181-payment-reports.md) and the monthly
 * report (0182): the rows staff file, and both files opened in LibreOffice, whose conversion back to
 * CSV shows the dates and amounts a spreadsheet reads. That part needs `soffice` (CI installs
 * libreoffice-calc); without it, it is skipped and says so.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { transactions } from "../db/schema";
import { ADMIN_ID, STAFF_ID } from "../db/seed";
import { createPaymentHarness, type PaymentHarness } from "../payments/testing";
import { TEST_NOW } from "../testing/harness";

let h: PaymentHarness;
beforeAll(async () => {
  h = await createPaymentHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const staff = async () => h.tokenFor(await h.userById(STAFF_ID));
const admin = async () => h.tokenFor(await h.userById(ADMIN_ID));
const today = TEST_NOW.toISOString().slice(0, 10);

/** A cash membership for the free member, and a ₦5,000 refund of the demo member's membership. */
async function monthOfMoney() {
  const cash = await h.call("/staff/money/hand-payments", {
    method: "POST",
    token: await staff(),
    body: {
      email: "free@example.com",
      channel: "cash",
      receiptNumber: "R-100",
      receivedOn: today,
      amount: 15000,
      item: { kind: "membership", plan: "quarterly" },
    },
  });
  expect(cash.status).toBe(201);
  const [membership] = await h.db
    .select()
    .from(transactions)
    .where(eq(transactions.reference, "demo_member-membership"));
  const refund = await h.call(`/staff/payments/${membership!.id}/refunds`, {
    method: "POST",
    token: await admin(),
    body: { amount: 5000, reason: "Goodwill" },
  });
  expect(refund.status).toBe(200);
}

async function download(path: string): Promise<{ status: number; type: string; bytes: Buffer }> {
  const response = await h.app.request(path, { headers: { authorization: `Bearer ${await staff()}` } });
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** RFC 4180 CSV into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const column = (rows: string[][], title: string) => rows[0]!.indexOf(title);

describe("the payments export", () => {
  it("writes Lagos dates, the channel, fees and net, and each refund as a row of its own", async () => {
    await monthOfMoney();
    const csv = await download("/staff/payments/export");
    expect(csv.status).toBe(200);
    const rows = parseCsv(csv.bytes.toString("utf8"));
    const at = (title: string) => column(rows, title);
    expect(rows[0]!.slice(0, 9)).toEqual([
      "Date (Lagos)",
      "Row",
      "Reference",
      "Type",
      "Channel",
      "Status",
      "Amount (NGN)",
      "Fees (NGN)",
      "Net (NGN)",
    ]);
    const cash = rows.find((r) => r[at("Reference")] === "cash_R-100")!;
    expect(cash[at("Channel")]).toBe("Cash");
    expect(cash[at("Receipt")]).toBe("R-100");
    expect(cash[at("Net (NGN)")]).toBe("15000");
    // Noon UTC is 13:00 in Lagos.
    expect(cash[at("Date (Lagos)")]).toBe(`${today} 13:00`);
    const refund = rows.find((r) => r[at("Row")] === "Refund")!;
    expect(refund[at("Reference")]).toBe("demo_member-membership");
    expect(refund[at("Amount (NGN)")]).toBe("-5000");
    expect(refund[at("By")]).toBe((await h.userById(ADMIN_ID)).fullName);
    expect(refund[at("Reason")]).toBe("Goodwill");
  });

  it("gives the same rows as an XLSX workbook", async () => {
    await monthOfMoney();
    const book = await download("/staff/payments/workbook");
    expect(book.status).toBe(200);
    expect(book.type).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    // A zip (the XLSX container) holding the sheet.
    expect(book.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    expect(book.bytes.includes(Buffer.from("xl/worksheets/sheet1.xml"))).toBe(true);
  });
});

const soffice = (() => {
  try {
    execFileSync("soffice", ["--version"], { stdio: "ignore", timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
})();
const opened = soffice
  ? "open in LibreOffice with the dates and amounts a spreadsheet reads"
  : "open in LibreOffice (skipped: soffice is not installed here; CI installs libreoffice-calc)";

describe("in a spreadsheet", () => {
  it.skipIf(!soffice)(`both files ${opened}`, { timeout: 180_000 }, async () => {
    await monthOfMoney();
    const dir = mkdtempSync(join(tmpdir(), "payments-"));
    try {
      writeFileSync(join(dir, "payments.csv"), (await download("/staff/payments/export")).bytes);
      writeFileSync(join(dir, "payments.xlsx"), (await download("/staff/payments/workbook")).bytes);
      const convert = (file: string, out: string, filter: string[] = []) =>
        execFileSync(
          "soffice",
          [
            `-env:UserInstallation=file://${join(dir, "profile")}`,
            "--headless",
            ...filter,
            "--convert-to",
            "csv",
            "--outdir",
            join(dir, out),
            join(dir, file),
          ],
          { stdio: "ignore", timeout: 120_000 },
        );
      convert("payments.xlsx", "from-xlsx");
      convert("payments.csv", "from-csv", ["--infilter=CSV:44,34,76,1"]);
      for (const converted of [
        join(dir, "from-xlsx", "payments.csv"),
        join(dir, "from-csv", "payments.csv"),
      ]) {
        const rows = parseCsv(readFileSync(converted, "utf8"));
        const at = (title: string) => column(rows, title);
        const cash = rows.find((r) => r[at("Reference")] === "cash_R-100");
        expect(cash, converted).toBeDefined();
        // Read as a date and time (LibreOffice writes seconds), not left as text.
        expect(cash![at("Date (Lagos)")]).toMatch(new RegExp(`^${today} 13:00(:00)?$`));
        expect(Number(cash![at("Amount (NGN)")]!.replaceAll(",", ""))).toBe(15000);
        const refund = rows.find((r) => r[at("Row")] === "Refund")!;
        expect(Number(refund[at("Amount (NGN)")]!.replaceAll(",", ""))).toBe(-5000);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the monthly report", () => {
  it("adds the month's income by kind and channel, refunds, fees and net", async () => {
    await monthOfMoney();
    const month = today.slice(0, 7);
    const answer = await h.call(`/staff/money/monthly?month=${month}`, { token: await staff() });
    expect(answer.status).toBe(200);
    expect(answer.body.month).toBe(month);
    expect(answer.body.income).toContainEqual({
      kind: "membership",
      channel: "cash",
      count: 1,
      grossKobo: 1_500_000,
      feesKobo: 0,
    });
    expect(answer.body.refunds).toContainEqual({ kind: "membership", count: 1, amountKobo: 500_000 });
    const { grossKobo, refundsKobo, feesKobo, netKobo } = answer.body.totals;
    expect(netKobo).toBe(grossKobo - refundsKobo - feesKobo);
    expect(answer.body.outstanding).toMatchObject({
      pendingTransfers: expect.any(Array),
      failedRenewals: expect.any(Array),
      lapsedMembers: expect.any(Array),
    });

    const csv = await download(`/staff/money/monthly/export?month=${month}`);
    const rows = parseCsv(csv.bytes.toString("utf8"));
    expect(rows[0]![0]).toBe("Section");
    expect(rows).toContainEqual(["Income", "Membership Package, Cash", "1", "15000", "", "0", "15000"]);
    expect(rows.find((r) => r[0] === "Total")?.[6]).toBe(String(netKobo / 100));
    expect(await h.count(`audit_log where action = 'payments.export-month'`)).toBe(1);
  });

  it("refuses a month that is not one", async () => {
    for (const month of ["2026-13", "2026-1", "x"]) {
      expect((await h.call(`/staff/money/monthly?month=${month}`, { token: await staff() })).status).toBe(
        400,
      );
    }
  });
});
