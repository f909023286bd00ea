/**
 * The server's long-lived parts, built from the config: the database (migrated, and loaded with the
 * demo data when asked and empty) and the mailer.
 */
import path from "node:path";
import type { AppConfig } from "./config";
import { type DatabaseHandle, type DatabaseLocation, openDatabase } from "./db/client";
import { isDatabaseEmpty, seedDemoData } from "./db/seed";
import { type Mailer, outboxMailer, smtpMailer } from "./mail/mailer";
import { createPayments, type Payments } from "./payments/payments";
import { reverifyPending } from "./payments/reverify";

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

export async function createServices(config: AppConfig): Promise<Services> {
  const database = await openDatabase(databaseLocation(config));
  // Demo accounts have published passwords: loaded in demo mode only, whatever else asks.
  if (config.demoMode && config.seedDemo && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db, new Date(), config.passwordCost);
    console.log("Loaded the demo data into the empty database");
  }
  const mailer = createMailer(config);
  const payments = createPayments({ db: database.db, config });
  // Payments a crash or a lost webhook left pending are settled before serving.
  await reverifyPending({ db: database.db, mailer, config, now: () => new Date(), payments });
  return { db: database.db, mailer, database, payments };
}

export async function closeServices(services: Services): Promise<void> {
  await services.database.close();
}
