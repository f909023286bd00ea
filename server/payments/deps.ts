import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import type { Payments } from "./payments";

/** What starting, settling and renewing payments need. */
export interface PaymentDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<AppConfig, "publicSiteUrl">;
  now: () => Date;
  payments: Payments;
}
