/**
 * The console's money calls (src/shared/api/calls/money.staff.ts): payments taken by hand (staff, audited), the payments
 * as an XLSX workbook (the CSV's rows; audited), and the accountant's monthly report on screen and as
 * CSV (staff; the export audited).
 */
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import { toCsv } from "@/shared/domain/csv";
import { formatNaira } from "@/shared/domain/format";
import { HAND_CHANNEL_LABELS, isHandChannel } from "@/shared/domain/hand-payments";
import { TRANSACTION_KIND_LABELS } from "@/shared/domain/lists";
import { monthlyReportRows, UNKNOWN_CHANNEL } from "@/shared/domain/monthly-report";
import { channelLabel } from "@/shared/domain/payment-channels";
import { toNaira } from "@/shared/domain/pricing";
import type { AppEnv, RouteDeps } from "../../lib/app-env";
import { audited } from "../../lib/audit";
import type { PaymentDeps } from "../../payments/deps";
import { exportWorkbook, paymentsForExport } from "../../payments/export";
import { recordHandPayment } from "../../payments/hand-payments";
import { monthlyReport } from "../../payments/monthly-report";
import type { Payments } from "../../payments/payments";
import { auditExport, filtersWhere, onePayment } from "./payments";

/** How the report names a channel: as payments do, and "Not known" when nobody said. */
export function reportChannelLabel(channel: string): string {
  return channel === UNKNOWN_CHANNEL ? "Not known" : channelLabel(channel);
}

export function consoleMoneyRoutes(deps: RouteDeps & { payments: Payments }) {
  const { db, route, now, mailer, config, payments } = deps;
  const paymentDeps: PaymentDeps = { db, mailer, config, now, payments };
  const app = new Hono<AppEnv>();

  route(app, calls.recordHandPayment, async (c) => {
    const input = c.req.valid("json");
    const actor = c.get("user");
    const { payment, member } = await recordHandPayment(
      paymentDeps,
      { id: actor.id, email: actor.email },
      input,
    );
    const how = isHandChannel(payment.channel) ? HAND_CHANNEL_LABELS[payment.channel] : "Payment";
    return c.json(
      {
        message: `${how} of ${formatNaira(toNaira(payment.amountKobo))} recorded for ${member.fullName}: ${payment.description}, receipt ${payment.receiptNumber}. The member was sent their receipt.`,
        payment: await onePayment(db, payment.id),
      },
      201,
    );
  });

  route(app, calls.staffPaymentsWorkbook, async (c) => {
    const filters = c.req.valid("query");
    const rows = await paymentsForExport(db, filtersWhere(filters));
    await auditExport(db, c.get("user"), now(), { filters, rows: rows.length, format: "xlsx" });
    const day = now().toISOString().slice(0, 10);
    return c.body(new Uint8Array(await exportWorkbook(rows)), 200, {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": `attachment; filename="payments-${day}.xlsx"`,
      "cache-control": "no-store",
    });
  });

  route(app, calls.monthlyReport, async (c) =>
    c.json(await monthlyReport(db, c.req.valid("query").month, now())),
  );

  route(app, calls.monthlyReportCsv, async (c) => {
    const { month } = c.req.valid("query");
    const actor = c.get("user");
    const report = await monthlyReport(db, month, now());
    const { header, rows } = monthlyReportRows(report, {
      kind: (kind) => TRANSACTION_KIND_LABELS[kind],
      channel: reportChannelLabel,
    });
    await db.transaction((tx) =>
      audited(tx, actor, now(), {
        action: "payments.export-month",
        entityType: "payments",
        entityId: month,
        before: null,
        after: { month, rows: rows.length },
      }),
    );
    return c.body(toCsv(header, rows), 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="monthly-report-${month}.csv"`,
      "cache-control": "no-store",
    });
  });

  return app;
}
