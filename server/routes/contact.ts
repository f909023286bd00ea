/**
 * The contact form: stored, and mailed to the club
 * (docs/decisions/0008-contact-matches-videos-resources.md).
 */

import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { contactMessages } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { deliverSoon, queueMail } from "../mail/mail-outbox";
import { contactMessageMail } from "../mail/templates";

export function contactRoutes({ route, db, mailer, config, now, rateLimiter, clientIp }: RouteDeps) {
  const app = new Hono<AppEnv>();

  route(app, calls.contact, async (c) => {
    const contact = c.req.valid("json");
    await rateLimiter.enforce(c, [
      { name: "contact", rule: config.rateLimits.contact, subject: clientIp(c) },
    ]);
    // Stored with its mail to the club queued, so a mail server outage loses nothing.
    const mail = await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({ ...contact, createdAt: now() });
      return queueMail(tx, contactMessageMail(config.clubEmail, contact));
    });
    deliverSoon({ db, mailer }, mail);
    return c.json(
      { message: `Thanks, ${contact.firstName}. We have your message and will reply within 24 hours.` },
      201,
    );
  });

  return app;
}
