/** Accounts: sign up, log in, check a token, read and delete one's own account. */
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  CreateUserRequest,
  type DeleteUserResponse,
  SignUserRequest,
  VerifyRequest,
} from "../../src/lib/api/contract";
import {
  contactMessages,
  newsletterSubscribers,
  PERSONAL_METADATA_KEYS,
  transactions,
  users,
} from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { userForToken } from "../lib/auth";
import { httpError, uniqueViolation } from "../lib/http-error";
import { memberState } from "../lib/member-state";
import { DECOY_HASH, hashPassword, verifyPassword } from "../lib/passwords";
import { presentUser } from "../lib/present";
import { failedLoginDelayMs } from "../lib/rate-limit-rules";
import { signToken } from "../lib/tokens";
import { validate } from "../lib/validate";
import { sendQuietly } from "../mail/mailer";
import { accountDeletedMail, welcomeMail } from "../mail/templates";

const EMAIL_TAKEN = "An account with this email already exists. Log in instead.";
const USERNAME_TAKEN = "That username is taken. Please choose another one.";
const BAD_LOGIN = "Invalid email or password";

export function userRoutes(deps: RouteDeps) {
  const { db, mailer, config, now, requireUser, rateLimiter, clientIp, pause } = deps;
  const app = new Hono<AppEnv>();
  const limits = config.rateLimits;

  app.post("/createUser", validate("json", CreateUserRequest), async (c) => {
    const input = c.req.valid("json");
    await rateLimiter.enforce(c, [{ name: "signup", rule: limits.signup, subject: clientIp(c) }]);
    const [taken] = await db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} = ${input.email} or lower(${users.username}) = lower(${input.username})`)
      .limit(1);
    if (taken) throw httpError(409, taken.email === input.email ? EMAIL_TAKEN : USERNAME_TAKEN);

    const passwordHash = await hashPassword(input.password);
    const { password: _password, ...profile } = input;
    const user = await db
      .insert(users)
      .values({ ...profile, passwordHash, createdAt: now() })
      .returning()
      .then((rows) => rows[0]!)
      .catch((error: unknown) => {
        // Two sign-ups racing for the same email or username: the database has the last word.
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        throw httpError(409, constraint.includes("email") ? EMAIL_TAKEN : USERNAME_TAKEN);
      });
    void sendQuietly(mailer, welcomeMail(user, config.publicSiteUrl));
    return c.json(
      { message: "Your account has been created. You can now log in.", data: presentUser(user) },
      201,
    );
  });

  app.post("/signUser", validate("json", SignUserRequest), async (c) => {
    const { email, password } = c.req.valid("json");
    const ip = clientIp(c);
    await rateLimiter.enforce(c, [
      { name: "login", rule: limits.login, subject: `${ip}\0${email}` },
      { name: "login-ip", rule: limits.loginPerIp, subject: ip },
    ]);
    // Every try for an email counts against its failure budget before the password is checked,
    // from any address: a burst from many addresses gets no more checks than the budget, and the
    // 429 past it ends with its window, so nobody can lock a member out for longer.
    await rateLimiter.claimLoginTry(c, email, limits.loginFailures);
    // Within the budget, repeated failures slow every later try down a little.
    const failures = await rateLimiter.failedLogins(email);
    const delay = failedLoginDelayMs(failures);
    if (delay > 0) await pause(delay);
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    // Check a password either way, so the answer takes as long for an unknown email.
    const matches = await verifyPassword(password, user?.passwordHash ?? (await DECOY_HASH));
    if (!user || !matches) {
      await rateLimiter.recordFailedLogin(email);
      throw httpError(401, BAD_LOGIN);
    }
    await rateLimiter.clearFailedLogins(email);
    const token = await signToken(user, config.jwtSecret, now());
    return c.json({ message: "Login successful", data: { user: presentUser(user), auth: { token } } });
  });

  app.post("/verify", validate("json", VerifyRequest), async (c) => {
    const { token } = c.req.valid("json");
    const user = await userForToken(db, config.jwtSecret, token, now());
    return c.json({ isValid: user !== null });
  });

  // requireUser has loaded the user row already; one more query brings plans and coach.
  app.get("/me", requireUser, async (c) => {
    const user = c.get("user");
    const { membership, training, coachInfo } = await memberState(db, user.id, now());
    return c.json({
      userData: {
        ...presentUser(user),
        membership,
        training,
        coachInfo,
        autoRenew: user.autoRenew,
        consoleRole: user.consoleRole,
      },
    });
  });

  // docs/decisions/0012-account-deletion.md: personal data goes in one transaction; payments stay,
  // anonymised, for the books.
  app.delete("/delUserData", requireUser, async (c) => {
    const user = c.get("user");
    await db.transaction(async (tx) => {
      await tx
        .update(transactions)
        .set({
          userId: null,
          metadata: sql`${transactions.metadata} - array[${sql.join(
            PERSONAL_METADATA_KEYS.map((key) => sql`${key}`),
            sql`, `,
          )}]::text[]`,
          updatedAt: now(),
        })
        .where(eq(transactions.userId, user.id));
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
      await tx.delete(contactMessages).where(eq(contactMessages.email, user.email));
      // Cascades to tickets, matches, notifications, plans, coach assignment, saved card and reset
      // code; the member's reviews stay on the coach's page as Anonymous User.
      await tx.delete(users).where(eq(users.id, user.id));
    });
    const emailSent = await sendQuietly(mailer, accountDeletedMail(user));
    const body: DeleteUserResponse = {
      message: "Your account and personal data have been deleted.",
      emailSent,
      userEmail: user.email,
    };
    return c.json(body);
  });

  return app;
}
