/** Sending one newsletter issue: to confirmed subscribers only, each mail with its own unsubscribe link. */
import { eq } from "drizzle-orm";
import type { AppConfig } from "../config";
import type { Database } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import { newsletterToken } from "../lib/newsletter-tokens";
import { newsletterLink } from "../routes/newsletter";
import { type Mailer, sendQuietly } from "./mailer";
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
  let sent = 0;
  for (const { id, email } of subscribers) {
    const unsubscribeUrl = newsletterLink(
      config.publicSiteUrl,
      "unsubscribe",
      newsletterToken(config.jwtSecret, "unsubscribe", id),
    );
    if (await sendQuietly(mailer, newsletterMail(email, issue, unsubscribeUrl))) sent += 1;
  }
  return { sent, failed: subscribers.length - sent };
}
