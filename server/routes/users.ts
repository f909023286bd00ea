/** Accounts: sign up, log in, log out, check a token, read and delete one's own account. */

import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import * as calls from "@/shared/api/calls";
import type { DeleteUserResponse, LogoutResponse } from "@/shared/api/contract";
import { isJunior, soloSignupRefusal } from "@/shared/domain/families";
import { mailOutbox, revokedTokens, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { hasLogin, userForToken } from "../lib/auth";
import { erasePlayer, juniorsOnlyGuardedBy } from "../lib/erase-player";
import { httpError, uniqueViolation } from "../lib/http-error";
import { linkedCoachOf } from "../lib/linked-coach";
import { errorSummary } from "../lib/loggable-error";
import { memberState } from "../lib/member-state";
import { decoyHash, hashPassword, needsRehash, verifyPassword } from "../lib/passwords";
import { presentUser } from "../lib/present";
import { failedLoginDelayMs } from "../lib/rate-limit-rules";
import { secretsOf } from "../lib/secrets";
import { signToken } from "../lib/tokens";
import { deliverMail, deliverSoon, queueMail } from "../mail/mail-outbox";
import { accountDeletedMail, welcomeMail } from "../mail/templates";

const EMAIL_TAKEN = "An account with this email already exists. Log in instead.";
const USERNAME_TAKEN = "That username is taken. Please choose another one.";
const BAD_LOGIN = "Invalid email or password";
/** 403, not 401: the session is fine, only the confirmation failed, so the dashboard keeps it. */
const BAD_DELETE_PASSWORD = "That password is not correct. Your account has not been deleted.";

export function userRoutes(deps: RouteDeps) {
  const { db, mailer, config, now, route, rateLimiter, clientIp, pause, siteDataChanged } = deps;
  const app = new Hono<AppEnv>();
  const limits = config.rateLimits;
  const cost = config.passwordCost;

  /**
   * Checks a password the way every login does: rate limited per IP and email and per IP, slowed
   * after repeated failures for the email, and a failure counted. Without a stored hash (unknown
   * email) a decoy is checked, so the answer takes as long.
   */
  async function passwordMatches(c: Context, email: string, stored: string | undefined, password: string) {
    const ip = clientIp(c);
    await rateLimiter.enforce(c, [
      { name: "login", rule: limits.login, subject: `${ip}\0${email}` },
      { name: "login-ip", rule: limits.loginPerIp, subject: ip },
    ]);
    // Every try for an email counts against its budget before the password is checked, per
    // address and from any address: a burst gets no more checks than the budget, an address past
    // its own budget waits for its window to end, and while the email is busy from many addresses
    // only addresses with fresh tries get through, so nobody can lock a member out from elsewhere.
    await rateLimiter.claimLoginTry(c, email, ip, limits.loginTries);
    // Repeated failures from any address slow every later try down a little.
    const failures = await rateLimiter.failedLogins(email);
    const delay = failedLoginDelayMs(failures);
    if (delay > 0) await pause(delay);
    const matches = await verifyPassword(password, stored ?? (await decoyHash(cost)));
    if (!stored || !matches) {
      await rateLimiter.recordFailedLogin(email);
      return false;
    }
    // The right password: this address's tries and the email's slowing start again.
    await rateLimiter.clearFailedLogins(email, ip);
    return true;
  }

  route(app, calls.createUser, async (c) => {
    const input = c.req.valid("json");
    await rateLimiter.enforce(c, [{ name: "signup", rule: limits.signup, subject: clientIp(c) }]);
    // A child under 18 cannot sign up alone: a parent or guardian adds them (0160).
    const refusal = soloSignupRefusal(input.dob, now());
    if (refusal) throw httpError(403, refusal);
    const [taken] = await db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} = ${input.email} or lower(${users.username}) = lower(${input.username})`)
      .limit(1);
    if (taken) throw httpError(409, taken.email === input.email ? EMAIL_TAKEN : USERNAME_TAKEN);

    const passwordHash = await hashPassword(input.password, cost);
    const { password: _password, ...profile } = input;
    const { user, mail } = await db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ ...profile, passwordHash, createdAt: now() })
          .returning();
        return { user: created!, mail: await queueMail(tx, welcomeMail(created!, config.publicSiteUrl)) };
      })
      .catch((error: unknown) => {
        // Two sign-ups racing for the same email or username: the database has the last word.
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        throw httpError(409, constraint.includes("email") ? EMAIL_TAKEN : USERNAME_TAKEN);
      });
    deliverSoon({ db, mailer }, mail);
    return c.json(
      { message: "Your account has been created. You can now log in.", data: presentUser(user) },
      201,
    );
  });

  route(app, calls.signUser, async (c) => {
    const { email, password } = c.req.valid("json");
    const [found] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    const user = found && hasLogin(found) ? found : undefined;
    // Checked either way (a decoy for an unknown email), so the answer takes as long.
    const matches = await passwordMatches(c, email, user?.passwordHash, password);
    if (!user || !matches) throw httpError(401, BAD_LOGIN);
    // A hash made with an older, cheaper cost is replaced now that the password is known; only if
    // it is still the one checked (a password reset racing this login wins).
    if (needsRehash(user.passwordHash, cost)) {
      const passwordHash = await hashPassword(password, cost);
      await db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
    }
    const token = await signToken(user, config.jwtSecret, now());
    return c.json({ message: "Login successful", data: { user: presentUser(user), auth: { token } } });
  });

  route(app, calls.verify, async (c) => {
    const { token } = c.req.valid("json");
    const user = await userForToken(db, secretsOf(config), token, now());
    return c.json({ isValid: user !== null });
  });

  // route has loaded the user row already; one more query brings plans and coach.
  route(app, calls.me, async (c) => {
    const user = c.get("user");
    const at = now();
    const [{ membership, training, coachInfo, guardian }, linkedCoach] = await Promise.all([
      memberState(db, user.id, at),
      user.role === "coach" ? linkedCoachOf(db, user.id) : null,
    ]);
    return c.json({
      userData: {
        ...presentUser(user),
        membership,
        training,
        coachInfo,
        autoRenew: user.autoRenew,
        consoleRole: user.consoleRole,
        linkedCoach,
        family: { guardian, junior: isJunior(user.dob, at) },
      },
    });
  });

  // Ends this token only: it goes on the list of ended tokens until its own expiry.
  route(app, calls.logout, async (c) => {
    const user = c.get("user");
    const token = c.get("token");
    await db
      .insert(revokedTokens)
      .values({ tokenId: token.tokenId, userId: user.id, expiresAt: token.expiresAt, createdAt: now() })
      .onConflictDoNothing();
    // Entries past their token's expiry guard nothing any more.
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now()));
    const body: LogoutResponse = { message: "You have been logged out." };
    return c.json(body);
  });

  // Sign out everywhere: a new token version ends every token signed before it, this one included.
  route(app, calls.logoutAll, async (c) => {
    const user = c.get("user");
    await db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    const body: LogoutResponse = { message: "You have been signed out on every device." };
    return c.json(body);
  });

  // docs/decisions/0012-account-deletion.md: personal data goes in one transaction; payments stay,
  // anonymised, for the books.
  // The member confirms with their password, checked like a login (rate limited, slowed).
  route(app, calls.deleteUserData, async (c) => {
    const user = c.get("user");
    const { password } = c.req.valid("json");
    if (!(await passwordMatches(c, user.email, user.passwordHash, password)))
      throw httpError(403, BAD_DELETE_PASSWORD);
    const { reviews, played, mail } = await db.transaction(async (tx) => {
      // The juniors only this account manages go with it (0160); then the account itself.
      const erased = [];
      for (const junior of await juniorsOnlyGuardedBy(tx, user.id))
        erased.push(await erasePlayer(tx, junior, now()));
      erased.push(await erasePlayer(tx, user, now()));
      const reviews = erased.reduce((n, e) => n + e.reviews, 0);
      const played = erased.reduce((n, e) => n + e.played, 0);
      return { reviews, played, mail: await queueMail(tx, accountDeletedMail(user)) };
    });
    // The published coach pages name the member on their reviews, and the ladder and draws on
    // /tournaments by their public name, until the site is rebuilt.
    if (reviews > 0) siteDataChanged("an account with reviews was deleted");
    else if (played > 0) siteDataChanged("an account with results was deleted");
    // Copies of mail kept on our side (the local outbox) go too; the notice below is sent after.
    try {
      await mailer.forgetRecipient?.(user.email);
    } catch (error) {
      console.error("Mail kept for a deleted account could not be removed:", errorSummary(error));
    }
    const delivered = await deliverMail({ db, mailer }, { ids: mail });
    // Sent: its row, which holds their address, is not kept either.
    if (delivered.sentIds.length > 0)
      await db.delete(mailOutbox).where(inArray(mailOutbox.id, delivered.sentIds));
    const emailSent = delivered.sent > 0;
    const body: DeleteUserResponse = {
      message: "Your account and personal data have been deleted.",
      emailSent,
      userEmail: user.email,
    };
    return c.json(body);
  });

  return app;
}
