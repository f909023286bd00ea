/** Newsletter sign-up from the site's footer form. */
import { Hono } from "hono";
import { NewsletterRequest } from "../../src/lib/api/contract";
import { newsletterSubscribers } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { validate } from "../lib/validate";

export function newsletterRoutes({ db, now, config, rateLimiter, clientIp }: RouteDeps) {
  const app = new Hono<AppEnv>();

  app.post("/subscribe-newsletter", validate("json", NewsletterRequest), async (c) => {
    const { email } = c.req.valid("json");
    await rateLimiter.enforce(c, [
      { name: "newsletter", rule: config.rateLimits.newsletter, subject: clientIp(c) },
    ]);
    const added = await db
      .insert(newsletterSubscribers)
      .values({ email, createdAt: now() })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ id: newsletterSubscribers.id });
    if (added.length === 0)
      return c.json({ message: "You're already subscribed. Thanks for staying with us!" });
    return c.json({ message: "Thanks for subscribing! Club news will come to your inbox." }, 201);
  });

  return app;
}
