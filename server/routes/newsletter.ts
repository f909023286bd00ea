/**
 * The newsletter, with double opt-in: the footer form's sign-up mails a confirmation link and the
 * address counts as subscribed only once that link is opened; every newsletter mail carries an
 * unsubscribe link. Both links lead to small site pages (/newsletter/confirm, /newsletter/unsubscribe)
 * whose button posts the link's token here, so neither needs a login.
 */

import { and, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { newsletterSubscribers } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { httpError } from "../lib/http-error";
import { newsletterToken, readNewsletterToken } from "../lib/newsletter-tokens";
import { secretsOf } from "../lib/secrets";
import { deliverMail, queueMail } from "../mail/mail-outbox";
import { newsletterConfirmMail } from "../mail/templates";

/** A sign-up repeated within this time does not send another confirmation mail. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;

const CHECK_INBOX =
  "Almost done! We sent a confirmation link to your email: open it to start receiving club news.";
const ALREADY_SUBSCRIBED = "You're already subscribed. Thanks for staying with us!";
const BAD_LINK = "This link is not valid. Please copy the whole link from the email, or subscribe again.";

export function newsletterLink(siteUrl: string, purpose: "confirm" | "unsubscribe", token: string): string {
  return `${siteUrl}/newsletter/${purpose}?token=${encodeURIComponent(token)}`;
}

export function newsletterRoutes({ route, db, now, config, mailer, rateLimiter, clientIp }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.subscribeNewsletter, async (c) => {
    const { email } = c.req.valid("json");
    await rateLimiter.enforce(c, [
      { name: "newsletter", rule: config.rateLimits.newsletter, subject: clientIp(c) },
    ]);
    const at = now();
    // The confirmation mail is queued in the transaction that records the request.
    const answer = await db.transaction(async (tx) => {
      const [added] = await tx
        .insert(newsletterSubscribers)
        .values({ email, status: "pending", requestedAt: at, createdAt: at })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning();
      let subscriber = added;
      if (!subscriber) {
        const [existing] = await tx
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, email));
        if (!existing) throw httpError(409, "Please try again.");
        if (existing.status === "confirmed") return { message: ALREADY_SUBSCRIBED, status: 200, mail: [] };
        // Asking again (the mail got lost, or after unsubscribing) sends a new link, though not to
        // the same inbox over and over.
        const recent =
          existing.status === "pending" &&
          at.getTime() - existing.requestedAt.getTime() < CONFIRMATION_RESEND_MS;
        if (recent) return { message: CHECK_INBOX, status: 200, mail: [] };
        [subscriber] = await tx
          .update(newsletterSubscribers)
          .set({ status: "pending", requestedAt: at })
          .where(
            and(eq(newsletterSubscribers.id, existing.id), ne(newsletterSubscribers.status, "confirmed")),
          )
          .returning();
        if (!subscriber) return { message: ALREADY_SUBSCRIBED, status: 200, mail: [] };
      }
      const token = newsletterToken(config.jwtSecret, "confirm", subscriber.id);
      const mail = await queueMail(
        tx,
        newsletterConfirmMail(email, newsletterLink(config.publicSiteUrl, "confirm", token)),
      );
      return { message: CHECK_INBOX, status: added ? 201 : 200, mail };
    });
    await deliverMail({ db, mailer }, { ids: answer.mail });
    return c.json({ message: answer.message }, answer.status === 201 ? 201 : 200);
  });

  route(app, calls.confirmNewsletter, async (c) => {
    const id = readNewsletterToken(secretsOf(config), "confirm", c.req.valid("json").token);
    if (!id) throw httpError(400, BAD_LINK);
    const [confirmed] = await db
      .update(newsletterSubscribers)
      .set({ status: "confirmed", confirmedAt: now() })
      .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, "pending")))
      .returning({ id: newsletterSubscribers.id });
    if (confirmed)
      return c.json({ message: "Your subscription is confirmed. Club news will come to your inbox." });
    const [existing] = await db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id));
    if (existing?.status === "confirmed")
      return c.json({ message: "Your subscription is already confirmed." });
    throw httpError(
      409,
      existing
        ? "This address was unsubscribed since. Subscribe again on the home page to receive club news."
        : "This subscription no longer exists. Subscribe again on the home page to receive club news.",
    );
  });

  route(app, calls.unsubscribeNewsletter, async (c) => {
    const id = readNewsletterToken(secretsOf(config), "unsubscribe", c.req.valid("json").token);
    if (!id) throw httpError(400, BAD_LINK);
    // Whether it was subscribed, already unsubscribed or since deleted, no newsletter goes to it now.
    await db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: now() })
      .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "unsubscribed")));
    return c.json({ message: "You're unsubscribed. You will not receive the club newsletter any more." });
  });

  return app;
}
