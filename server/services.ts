/**
 * The server's long-lived parts, built from the config: the database (migrated, and loaded with the
 * demo data when asked and empty) and the mailer.
 */
import path from "node:path";
import type { AppConfig } from "./config";
import { type DatabaseHandle, type DatabaseLocation, openDatabase } from "./db/client";
import { isDatabaseEmpty, seedDemoData } from "./db/seed";
import { keepDueRatings } from "./lib/ratings";
import { type Mailer, outboxMailer, smtpMailer } from "./mail/mailer";
import { createPayments, type Payments } from "./payments/payments";

export interface Services {
  db: DatabaseHandle["db"];
  mailer: Mailer;
  database: DatabaseHandle;
  /** Paystack, or the built-in sandbox without PAYSTACK_SECRET_KEY. */
  payments: Payments;
}

export function databaseLocation(config: Pick<AppConfig, "databaseUrl" | "dataDir">): DatabaseLocation {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", directory: path.join(config.dataDir, "db") };
}

export function outboxDir(config: Pick<AppConfig, "dataDir">): string {
  return path.join(config.dataDir, "outbox");
}

export function createMailer(
  config: Pick<AppConfig, "smtpUrl" | "mailOutbox" | "mailFrom" | "dataDir">,
): Mailer {
  // loadConfig makes sure exactly one of the two is set.
  return config.smtpUrl && !config.mailOutbox
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(outboxDir(config), config.mailFrom);
}

/**
 * Opens, migrates and (when asked and empty) seeds the database: one replica at a time, under the
 * start-up lock. Payments left pending are settled later, in the background, by the housekeeping
 * job (`jobs/renewal-timer.ts`), so a slow payment provider never delays serving.
 */
export async function createServices(config: AppConfig): Promise<Services> {
  const database = await openDatabase(databaseLocation(config), {
    pool: config.databasePool,
    async prepare(db) {
      // Ratings a migration left to replay (docs/decisions/0152-kept-ratings.md), before serving.
      await keepDueRatings(db);
      // Demo accounts have published passwords: loaded in demo mode only, whatever else asks.
      if (config.demoMode && config.seedDemo && (await isDatabaseEmpty(db))) {
        await seedDemoData(db, new Date(), config.passwordCost);
        console.log("Loaded the demo data into the empty database");
      }
    },
  });
  const mailer = createMailer(config);
  const payments = createPayments({ db: database.db, config });
  return { db: database.db, mailer, database, payments };
}

export async function closeServices(services: Services): Promise<void> {
  await services.database.close();
}
