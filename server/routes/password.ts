/**
 * Forgotten passwords: a 6-digit code by mail, then a new password with it
 * (docs/decisions/0010-password-reset-codes.md).
 */

import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/calls";
import { passwordResetCodes, users } from "../db/schema";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { hashPassword } from "../lib/passwords";
import {
  checkResetCode,
  generateResetCode,
  hashResetCode,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_MINUTES,
  resetCodeExpiry,
} from "../lib/reset-codes";
import { secretsOf } from "../lib/secrets";
import { deliverSoon, queueMail } from "../mail/mail-outbox";
import { resetCodeMail } from "../mail/templates";

// The same answer whether or not the email is registered.
const CODE_SENT = `If an account exists for that email, we have sent it a 6-digit reset code. The code works for ${RESET_CODE_MINUTES} minutes.`;
const CODE_REJECTED = "That reset code is wrong or has expired. Check your mail or ask for a new code.";

export function passwordRoutes({ route, db, mailer, config, now, rateLimiter, clientIp }: RouteDeps) {
  const app = new Hono<AppEnv>();
  const limits = config.rateLimits;

  route(app, calls.forgotPassword, async (c) => {
    const { email } = c.req.valid("json");
    const ip = clientIp(c);
    // Per IP, so nobody can sweep emails; per email, so nobody's inbox can be flooded with codes,
    // counted per address so that a member asking from a network of their own always gets one.
    await rateLimiter.enforce(c, [
      { name: "forgot-password-ip", rule: limits.passwordResetPerIp, subject: ip },
    ]);
    await rateLimiter.claimEmailTry(c, "forgot-password", limits.resetCodes, email, ip);
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    if (user) {
      const code = generateResetCode();
      const issuedAt = now();
      const fresh = {
        codeHash: hashResetCode(code, user.id, config.jwtSecret),
        expiresAt: resetCodeExpiry(issuedAt),
        attempts: 0,
        createdAt: issuedAt,
      };
      // A new request replaces any earlier code; its mail is queued with it.
      const mail = await db.transaction(async (tx) => {
        await tx
          .insert(passwordResetCodes)
          .values({ userId: user.id, ...fresh })
          .onConflictDoUpdate({ target: passwordResetCodes.userId, set: fresh });
        return queueMail(tx, resetCodeMail(user, code, RESET_CODE_MINUTES), {
          about: "reset-code",
          aboutId: user.id,
        });
      });
      // Not awaited: how long the mail takes must not tell a registered email from an unknown one.
      deliverSoon({ db, mailer }, mail);
    }
    return c.json({ message: CODE_SENT });
  });

  route(app, calls.resetPassword, async (c) => {
    const { email, resetCode, newPassword } = c.req.valid("json");
    const ip = clientIp(c);
    await rateLimiter.enforce(c, [
      { name: "reset-password-ip", rule: limits.passwordResetPerIp, subject: ip },
    ]);
    // Per address and email, and per email from any address: many addresses together get few
    // guesses each at a busy account, and the member's own tries are never spent by others.
    await rateLimiter.claimEmailTry(c, "reset-password", limits.resetTries, email, ip);
    const at = now();
    // Each try claims one of the code's tries before the code is compared, in one statement, so
    // tries racing each other cannot all read the same count: at most 5 are ever compared.
    const [claimed] = await db
      .update(passwordResetCodes)
      .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
      .where(
        and(
          inArray(
            passwordResetCodes.userId,
            db.select({ id: users.id }).from(users).where(eq(users.email, email)),
          ),
          lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
          gt(passwordResetCodes.expiresAt, at),
        ),
      )
      .returning();
    // Judged as the code stood before this try took its place.
    const verdict = claimed
      ? checkResetCode(
          { ...claimed, attempts: claimed.attempts - 1 },
          resetCode,
          claimed.userId,
          secretsOf(config),
          at,
        )
      : "void";
    if (!claimed || verdict !== "valid") return c.json({ message: CODE_REJECTED, success: false }, 400);
    const userId = claimed.userId;

    const passwordHash = await hashPassword(newPassword, config.passwordCost);
    const reset = await db.transaction(async (tx) => {
      // Deleting the code first makes it single-use even if two resets race.
      const used = await tx
        .delete(passwordResetCodes)
        .where(and(eq(passwordResetCodes.userId, userId), eq(passwordResetCodes.codeHash, claimed.codeHash)))
        .returning({ userId: passwordResetCodes.userId });
      if (used.length === 0) return false;
      // A new token version logs out every session signed with the old password.
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
      return true;
    });
    if (!reset) return c.json({ message: CODE_REJECTED, success: false }, 400);
    // Whoever reads this member's mail may log in at once, whatever guessing went on meanwhile.
    await rateLimiter.clearFailedLogins(email, ip);
    return c.json({ message: "Your password has been reset. You can now log in.", success: true });
  });

  return app;
}
