/**
 * Sending one newsletter issue: to confirmed subscribers only, each mail with its own unsubscribe
 * link. The whole issue is queued in the mail outbox in one transaction, then delivered; what the
 * mail server does not take now stays queued for the server's sender loop ("failed" counts it).
 */
import { eq } from "drizzle-orm";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import { newsletterToken } from "../lib/newsletter-tokens";
import { newsletterLink } from "../routes/newsletter";
import { deliverMail, queueMail } from "./mail-outbox";
import type { Mailer } from "./mailer";
import { type NewsletterIssue, newsletterMail } from "./templates";

export interface NewsletterDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<AppConfig, "jwtSecret" | "publicSiteUrl">;
}

export async function sendNewsletter(
  { db, mailer, config }: NewsletterDeps,
  issue: NewsletterIssue,
): Promise<{ sent: number; failed: number }> {
  const subscribers = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"));
  const queued = await db.transaction((tx) =>
    queueMail(
      tx,
      subscribers.map(({ id, email }) =>
        newsletterMail(
          email,
          issue,
          newsletterLink(
            config.publicSiteUrl,
            "unsubscribe",
            newsletterToken(config.jwtSecret, "unsubscribe", id),
          ),
        ),
      ),
    ),
  );
  let sent = 0;
  for (let start = 0; start < queued.length; start += 100) {
    sent += (await deliverMail({ db, mailer }, { ids: queued.slice(start, start + 100) })).sent;
  }
  return { sent, failed: queued.length - sent };
}
