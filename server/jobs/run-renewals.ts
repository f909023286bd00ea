/**
 * `npm run renewals`: one run of the payments housekeeping against the configured database, for a
 * scheduler outside the server (the server runs the same every hour by itself). Pending payments are
 * settled as the services start; then ended memberships are auto-renewed. With the embedded
 * database (no DATABASE_URL) stop the server first: PGlite's data folder belongs to one process.
 */
import { loadConfig } from "../config";
import { closeServices, createServices } from "../services";
import { runRenewals } from "./renewals";

const config = loadConfig();
const services = await createServices(config);
try {
  const deps = {
    db: services.db,
    mailer: services.mailer,
    config,
    now: () => new Date(),
    payments: services.payments,
  };
  const report = await runRenewals(deps);
  console.log(
    report.ran
      ? `Renewals: ${report.renewed} renewed, ${report.failed} failed, ${report.lapsed} lapsed without a card, ${report.unsettled} awaiting the provider`
      : "Renewals: another runner is at work; nothing done",
  );
} finally {
  await closeServices(services);
}
