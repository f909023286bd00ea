/**
 * `npm run renewals`: one run of the payments housekeeping against the configured database, for a
 * scheduler outside the server (the server runs the same every hour by itself): pending payments
 * are settled, then ended memberships are auto-renewed. It waits for no one: when a server's
 * housekeeping is running it does nothing. With the embedded database (no DATABASE_URL) stop the
 * server first: PGlite's data folder belongs to one process.
 */
import { loadConfig } from "../config";
import { startOrExit } from "../lifecycle";
import { closeServices, createServices } from "../services";
import { housekeepingLock, runHousekeeping } from "./renewal-timer";

const config = await startOrExit(async () => loadConfig());
const services = await startOrExit(() => createServices(config));
try {
  const deps = {
    db: services.db,
    mailer: services.mailer,
    config,
    now: () => new Date(),
    payments: services.payments,
  };
  const report = await runHousekeeping(deps, { lock: housekeepingLock(services.database), log: () => {} });
  const renewals = report?.renewals;
  if (!report) console.log("Housekeeping: another runner is at work; nothing done");
  else {
    const { paid, failed, mismatch, pending, error } = report.recovered;
    console.log(
      `Pending payments: ${paid} paid, ${failed + mismatch} failed, ${pending + error} still unsettled`,
    );
    if (renewals)
      console.log(
        `Renewals: ${renewals.renewed} renewed, ${renewals.failed} failed, ${renewals.lapsed} lapsed without a card, ${renewals.unsettled} awaiting the provider`,
      );
  }
} finally {
  await closeServices(services);
}
