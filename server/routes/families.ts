/**
 * Families (docs/decisions/0160-families.md): an account's players, adding a child with consent,
 * consenting again, inviting a second guardian, a junior's own login approved by a guardian,
 * deleting a child's data, and the console's families and paper consent forms.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import { Hono } from "hono";
import * as calls from "@/shared/api/all-calls";
import type { StaffFamily } from "@/shared/api/contract";
import {
  ageAt,
  CONSENT_TEXT,
  CONSENT_TEXT_VERSION,
  consentNeeded,
  isJunior,
  loginRule,
  SOLO_JUNIOR_SIGNUP_REFUSED,
  TAKE_OVER_LINK_INVALID,
} from "@/shared/domain/families";
import { CHILD_MUST_BE_UNDER_18 } from "@/shared/domain/family-validation";
import { type AccountRow, consents, guardianships, juniorDetails, type UserRow, users } from "../db/schema";
import { takeOverTokenHash } from "../jobs/take-overs";
import { actingPlayer } from "../lib/acting-player";
import type { AppEnv, RouteDeps } from "../lib/app-env";
import { audited } from "../lib/audit";
import { erasePlayer } from "../lib/erase-player";
import { familyOf, loginOf, presentFamilyPlayers } from "../lib/families";
import { httpError, uniqueViolation } from "../lib/http-error";
import { newId } from "../lib/ids";
import { hashPassword, verifyPassword } from "../lib/passwords";
import { deliverSoon, queueMail } from "../mail/mail-outbox";
import { guardianInvitationMail, guardianReleasedMail, juniorApprovalMail } from "../mail/templates";

const CONSENT_TEXT_CHANGED =
  "The consent text has changed since you opened it. Please read it again and give your consent.";
/** An invitation repeated within this time of the open one is the same invitation (0250). */
const REPEAT_INVITATION_MS = 60_000;
const INVITATION_INVALID = "This invitation is no longer valid. Ask for a new one.";
const NOT_A_JUNIOR_YOU_GUARD = "You can only do this for a child you are a guardian of.";

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The accept link mailed with an invitation; only its SHA-256 is kept. */
function newInvitation(siteUrl: string) {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: tokenHash(token), link: `${siteUrl}/u/family/accept?token=${token}` };
}

export function familyRoutes({
  db,
  mailer,
  config,
  now,
  route,
  rateLimiter,
  clientIp,
  siteDataChanged,
}: RouteDeps) {
  const app = new Hono<AppEnv>();

  const presentOne = async (caller: AccountRow, player: UserRow) =>
    (await presentFamilyPlayers(db, caller.id, [player], now()))[0]!;

  /** A junior the caller actively guards (never the caller themself), else 403. */
  async function guardedJunior(caller: AccountRow, playerId: string): Promise<UserRow> {
    const player = await actingPlayer(db, caller, playerId);
    if (player.id === caller.id) throw httpError(403, NOT_A_JUNIOR_YOU_GUARD);
    return player;
  }

  function refuseStaleConsent(version: number) {
    if (version !== CONSENT_TEXT_VERSION) throw httpError(409, CONSENT_TEXT_CHANGED);
  }

  route(app, calls.family, async (c) => {
    const user = c.get("user");
    const players = await presentFamilyPlayers(db, user.id, await familyOf(db, user), now());
    return c.json({ players, consentText: { version: CONSENT_TEXT_VERSION, text: CONSENT_TEXT } });
  });

  route(app, calls.addChild, async (c) => {
    const user = c.get("user");
    const input = c.req.valid("json");
    if (isJunior(user.dob, now())) throw httpError(403, "Only an adult can add a child to their account.");
    if (!isJunior(input.dob, now())) throw httpError(400, CHILD_MUST_BE_UNDER_18);
    refuseStaleConsent(input.consentVersion);
    const at = now();
    const id = newId();
    const child = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          id,
          fullName: input.fullName,
          email: null,
          passwordHash: null,
          // Never shown or used to sign in: a child without a login still has a unique name.
          username: `junior_${id}`,
          dob: input.dob,
          phoneNumber: input.emergencyContactPhone,
          role: "student",
          level: input.level,
          createdAt: at,
        })
        .returning();
      await tx.insert(guardianships).values({
        guardianId: user.id,
        playerId: id,
        relationship: input.relationship,
        status: "active",
        invitedBy: user.id,
        createdAt: at,
        acceptedAt: at,
      });
      await tx.insert(consents).values({
        playerId: id,
        givenBy: user.id,
        givenByName: user.fullName,
        relationship: input.relationship,
        version: input.consentVersion,
        photoConsent: input.photoConsent,
        source: "online",
        givenAt: at,
      });
      await tx.insert(juniorDetails).values({
        playerId: id,
        emergencyContactName: input.emergencyContactName,
        emergencyContactPhone: input.emergencyContactPhone,
        medicalNotes: input.medicalNotes,
        photoConsent: input.photoConsent,
        updatedAt: at,
      });
      return created!;
    });
    return c.json(
      { message: `${child.fullName} has been added to your account.`, player: await presentOne(user, child) },
      201,
    );
  });

  route(app, calls.giveConsent, async (c) => {
    const user = c.get("user");
    const player = await guardedJunior(user, c.req.valid("param").playerId);
    const input = c.req.valid("json");
    refuseStaleConsent(input.consentVersion);
    const at = now();
    await db.transaction(async (tx) => {
      await tx.insert(consents).values({
        playerId: player.id,
        givenBy: user.id,
        givenByName: user.fullName,
        relationship: input.relationship,
        version: input.consentVersion,
        photoConsent: input.photoConsent,
        source: "online",
        givenAt: at,
      });
      await tx
        .update(juniorDetails)
        .set({ photoConsent: input.photoConsent, updatedAt: at })
        .where(eq(juniorDetails.playerId, player.id));
    });
    // Photo consent decides whether public pages may show the child's picture.
    siteDataChanged("a junior's photo consent changed");
    return c.json({
      message: "Thank you: your consent is recorded.",
      player: await presentOne(user, player),
    });
  });

  route(app, calls.inviteGuardian, async (c) => {
    const user = c.get("user");
    const player = await guardedJunior(user, c.req.valid("param").playerId);
    const { email, relationship } = c.req.valid("json");
    if (email === user.email) throw httpError(400, "You are already a guardian of this child.");
    const [already] = await db
      .select({ id: guardianships.id })
      .from(guardianships)
      .innerJoin(users, eq(users.id, guardianships.guardianId))
      .where(
        and(
          eq(guardianships.playerId, player.id),
          eq(guardianships.status, "active"),
          eq(users.email, email),
        ),
      )
      .limit(1);
    if (already) throw httpError(409, `${email} is already a guardian of ${player.fullName}.`);
    const invitation = newInvitation(config.publicSiteUrl);
    const at = now();
    const mail = await db.transaction(async (tx) => {
      // Inviting the same address again sends a new link and the old one stops working, unless the
      // open invitation is under a minute old: a repeat then (a double tap, two tabs) is the same
      // invitation, mailed once, so no mail ever carries a link a twin request has already replaced.
      // The conflict is checked against the committed row, so of two requests at once one mails.
      const [renewed] = await tx
        .insert(guardianships)
        .values({
          playerId: player.id,
          relationship,
          status: "invited",
          invitedEmail: email,
          tokenHash: invitation.hash,
          invitedBy: user.id,
          createdAt: at,
        })
        .onConflictDoUpdate({
          target: [guardianships.playerId, guardianships.invitedEmail],
          targetWhere: eq(guardianships.status, "invited"),
          set: { tokenHash: invitation.hash, relationship, invitedBy: user.id, createdAt: at },
          setWhere: lt(guardianships.createdAt, new Date(at.getTime() - REPEAT_INVITATION_MS)),
        })
        .returning({ id: guardianships.id });
      if (!renewed) return [];
      return queueMail(tx, guardianInvitationMail(email, user.fullName, player.fullName, invitation.link));
    });
    deliverSoon({ db, mailer }, mail);
    return c.json({ message: `We have mailed an invitation to ${email}.` }, 201);
  });

  route(app, calls.juniorSignup, async (c) => {
    const input = c.req.valid("json");
    await rateLimiter.enforce(c, [{ name: "signup", rule: config.rateLimits.signup, subject: clientIp(c) }]);
    const rule = loginRule(input.dob, now());
    if (rule === "none") throw httpError(403, SOLO_JUNIOR_SIGNUP_REFUSED);
    if (rule === "own") throw httpError(400, "You are 18 or over: sign up with the ordinary form.");
    if (input.guardianEmail === input.email)
      throw httpError(400, "Give your parent's or guardian's email address, not your own.");
    const passwordHash = await hashPassword(input.password, config.passwordCost);
    const invitation = newInvitation(config.publicSiteUrl);
    const { password: _password, guardianEmail, ...profile } = input;
    const at = now();
    const mail = await db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ ...profile, passwordHash, createdAt: at })
          .returning();
        await tx.insert(guardianships).values({
          playerId: created!.id,
          relationship: "parent",
          status: "invited",
          invitedEmail: guardianEmail,
          tokenHash: invitation.hash,
          invitedBy: created!.id,
          createdAt: at,
        });
        return queueMail(tx, juniorApprovalMail(guardianEmail, created!.fullName, invitation.link));
      })
      .catch((error: unknown) => {
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        throw httpError(
          409,
          constraint.includes("email")
            ? "An account with this email already exists. Log in instead."
            : "That username is taken. Please choose another one.",
        );
      });
    deliverSoon({ db, mailer }, mail);
    return c.json(
      {
        message: `Your account has been created. We have mailed ${guardianEmail} to approve it: until your parent or guardian approves, you cannot pay or appear on the club's public pages.`,
      },
      201,
    );
  });

  route(app, calls.takeOver, async (c) => {
    const { token, password, ...login } = c.req.valid("json");
    await rateLimiter.enforce(c, [{ name: "signup", rule: config.rateLimits.signup, subject: clientIp(c) }]);
    const hash = takeOverTokenHash(token);
    const [open] = await db
      .select({ player: users })
      .from(juniorDetails)
      .innerJoin(users, eq(users.id, juniorDetails.playerId))
      .where(eq(juniorDetails.takeOverTokenHash, hash))
      .limit(1);
    if (!open || open.player.email !== null) throw httpError(404, TAKE_OVER_LINK_INVALID);
    const passwordHash = await hashPassword(password, config.passwordCost);
    const at = now();
    const mail = await db
      .transaction(async (tx) => {
        // Conditional on the link still being open: of two take-overs at once, one wins.
        const [closed] = await tx
          .update(juniorDetails)
          .set({ takeOverTokenHash: null, updatedAt: at })
          .where(and(eq(juniorDetails.playerId, open.player.id), eq(juniorDetails.takeOverTokenHash, hash)))
          .returning({ playerId: juniorDetails.playerId });
        if (!closed) throw httpError(409, TAKE_OVER_LINK_INVALID);
        await tx
          .update(users)
          .set({ ...login, passwordHash })
          .where(and(eq(users.id, open.player.id), isNull(users.email)));
        const guardians = await tx
          .select({ fullName: users.fullName, email: users.email })
          .from(guardianships)
          .innerJoin(users, eq(users.id, guardianships.guardianId))
          .where(and(eq(guardianships.playerId, open.player.id), eq(guardianships.status, "active")));
        // From now on nobody acts for the player but themself.
        await tx.delete(guardianships).where(eq(guardianships.playerId, open.player.id));
        return queueMail(
          tx,
          guardians.flatMap((g) =>
            g.email
              ? [guardianReleasedMail({ fullName: g.fullName, email: g.email }, open.player.fullName)]
              : [],
          ),
        );
      })
      .catch((error: unknown) => {
        const constraint = uniqueViolation(error);
        if (constraint === null) throw error;
        throw httpError(
          409,
          constraint.includes("email")
            ? "An account with this email already exists. Choose another address."
            : "That username is taken. Please choose another one.",
        );
      });
    deliverSoon({ db, mailer }, mail);
    return c.json({
      message: `Welcome, ${open.player.fullName.split(" ")[0]}: your profile is now your own. Log in with ${login.email} and your new password.`,
    });
  });

  route(app, calls.acceptGuardianship, async (c) => {
    const user = c.get("user");
    const input = c.req.valid("json");
    refuseStaleConsent(input.consentVersion);
    const [invitation] = await db
      .select()
      .from(guardianships)
      .where(and(eq(guardianships.tokenHash, tokenHash(input.token)), eq(guardianships.status, "invited")))
      .limit(1);
    if (!invitation) throw httpError(404, INVITATION_INVALID);
    // Only the invited address can accept: a child is never claimed by someone not invited.
    if (invitation.invitedEmail !== user.email)
      throw httpError(
        403,
        "This invitation was sent to another email address. Sign in with that one to accept it.",
      );
    if (invitation.playerId === user.id) throw httpError(400, "You cannot be your own guardian.");
    // A player who turned 18 holds their own account: nobody becomes their guardian (0205).
    const [invited] = await db.select().from(users).where(eq(users.id, invitation.playerId)).limit(1);
    if (!invited || !isJunior(invited.dob, now()))
      throw httpError(
        409,
        `${invited?.fullName ?? "This player"} is 18 or over and manages their own profile.`,
      );
    const at = now();
    const player = await db
      .transaction(async (tx) => {
        // Conditional on the invitation still being open: of two acceptances at once, one wins.
        const [accepted] = await tx
          .update(guardianships)
          .set({
            status: "active",
            guardianId: user.id,
            relationship: input.relationship,
            tokenHash: null,
            invitedEmail: null,
            acceptedAt: at,
          })
          .where(and(eq(guardianships.id, invitation.id), eq(guardianships.status, "invited")))
          .returning();
        if (!accepted) throw httpError(409, INVITATION_INVALID);
        const [row] = await tx.select().from(users).where(eq(users.id, accepted.playerId));
        await tx.insert(consents).values({
          playerId: accepted.playerId,
          givenBy: user.id,
          givenByName: user.fullName,
          relationship: input.relationship,
          version: input.consentVersion,
          photoConsent: input.photoConsent,
          source: "online",
          givenAt: at,
        });
        await tx
          .insert(juniorDetails)
          .values({
            playerId: accepted.playerId,
            emergencyContactName: user.fullName,
            emergencyContactPhone: user.phoneNumber,
            photoConsent: input.photoConsent,
            updatedAt: at,
          })
          .onConflictDoNothing();
        return row!;
      })
      .catch((error: unknown) => {
        // Already an active guardian of this player through another invitation.
        if (uniqueViolation(error)?.includes("pair"))
          throw httpError(409, "You are already a guardian of this player.");
        throw error;
      });
    // An approved junior login may now appear on the public ladder (0207).
    if (player.passwordHash !== null) siteDataChanged("a junior's own login was approved");
    return c.json({
      message: `You are now a guardian of ${player.fullName}.`,
      player: await presentOne(user, player),
    });
  });

  route(app, calls.deleteChild, async (c) => {
    const user = c.get("user");
    const player = await guardedJunior(user, c.req.valid("param").playerId);
    const { password } = c.req.valid("json");
    await rateLimiter.enforce(c, [
      { name: "login", rule: config.rateLimits.login, subject: `${clientIp(c)}\0${user.email}` },
    ]);
    if (!(await verifyPassword(password, user.passwordHash)))
      throw httpError(403, "That password is not correct. Nothing has been deleted.");
    const erased = await db.transaction((tx) => erasePlayer(tx, player, now()));
    if (erased.reviews + erased.played > 0) siteDataChanged("a junior's data was deleted");
    return c.json({ message: `${player.fullName}'s personal data has been deleted.` });
  });

  /* Console ---------------------------------------------------------------------------------- */

  route(app, calls.staffFamilies, async (c) => {
    const query = c.req.valid("query");
    const at = now();
    const search = query.q?.toLowerCase() ?? null;
    const links = await db
      .select({ link: guardianships, guardian: users })
      .from(guardianships)
      .innerJoin(users, eq(users.id, guardianships.guardianId))
      .where(eq(guardianships.status, "active"))
      .orderBy(users.fullName);
    const playerIds = [...new Set(links.map((l) => l.link.playerId))];
    const players = playerIds.length ? await db.select().from(users).where(inArray(users.id, playerIds)) : [];
    const latest = playerIds.length
      ? await db
          .select()
          .from(consents)
          .where(inArray(consents.playerId, playerIds))
          .orderBy(consents.givenAt)
      : [];
    const consentOf = new Map(latest.map((row) => [row.playerId, row]));
    const linksOf = (guardianId: string) => links.filter((l) => l.guardian.id === guardianId);
    const families: StaffFamily[] = [...new Map(links.map((l) => [l.guardian.id, l.guardian])).values()].map(
      (account) => {
        const juniors = linksOf(account.id).flatMap((l) => players.filter((p) => p.id === l.link.playerId));
        return {
          account: {
            _id: account.id,
            fullName: account.fullName,
            email: account.email,
            phoneNumber: account.phoneNumber,
          },
          guardians: linksOf(account.id).map((l) => ({
            _id: l.guardian.id,
            fullName: l.guardian.fullName,
            relationship: l.link.relationship,
          })),
          players: [account, ...juniors].map((player) => {
            const consent = consentOf.get(player.id) ?? null;
            const junior = isJunior(player.dob, at);
            const activeGuardians = links.filter((l) => l.link.playerId === player.id).length;
            return {
              _id: player.id,
              fullName: player.fullName,
              dob: player.dob,
              age: ageAt(player.dob, at),
              junior,
              login: loginOf(player, player.id === account.id, activeGuardians, at),
              consent: consent && {
                givenBy: consent.givenByName,
                relationship: consent.relationship,
                version: consent.version,
                givenAt: consent.givenAt.toISOString(),
                source: consent.source,
              },
              consentNeeded: junior && consentNeeded(consent?.version ?? null),
            };
          }),
        };
      },
    );
    const wanted = families.filter(
      (family) =>
        (!query.missingConsent || family.players.some((p) => p.consentNeeded)) &&
        (!search ||
          [
            family.account.fullName,
            family.account.email ?? "",
            ...family.players.map((p) => p.fullName),
          ].some((name) => name.toLowerCase().includes(search))),
    );
    const start = (query.page - 1) * query.pageSize;
    return c.json({
      items: wanted.slice(start, start + query.pageSize),
      page: query.page,
      pageSize: query.pageSize,
      total: wanted.length,
    });
  });

  route(app, calls.recordPaperConsent, async (c) => {
    const staff = c.get("user");
    const { playerId } = c.req.valid("param");
    const input = c.req.valid("json");
    refuseStaleConsent(input.consentVersion);
    const [player] = await db.select().from(users).where(eq(users.id, playerId)).limit(1);
    if (!player) throw httpError(404, "This player does not exist");
    if (!isJunior(player.dob, now()))
      throw httpError(400, `${player.fullName} is not a junior: no consent is needed.`);
    const [link] = await db
      .select({ link: guardianships, guardian: users })
      .from(guardianships)
      .innerJoin(users, eq(users.id, guardianships.guardianId))
      .where(
        and(
          eq(guardianships.playerId, playerId),
          eq(guardianships.guardianId, input.guardianId),
          eq(guardianships.status, "active"),
        ),
      )
      .limit(1);
    if (!link) throw httpError(400, `The form must be signed by one of ${player.fullName}'s guardians.`);
    const at = now();
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(consents)
        .values({
          playerId,
          givenBy: link.guardian.id,
          givenByName: link.guardian.fullName,
          relationship: input.relationship,
          version: input.consentVersion,
          photoConsent: input.photoConsent,
          source: "paper",
          recordedBy: staff.id,
          givenAt: at,
        })
        .returning();
      await tx
        .update(juniorDetails)
        .set({ photoConsent: input.photoConsent, updatedAt: at })
        .where(eq(juniorDetails.playerId, playerId));
      await audited(tx, staff, at, {
        action: "member.paper-consent",
        entityType: "user",
        entityId: playerId,
        before: null,
        after: {
          givenByName: row!.givenByName,
          relationship: row!.relationship,
          version: row!.version,
          photoConsent: row!.photoConsent,
        },
      });
    });
    const active = await db
      .select({ id: guardianships.id })
      .from(guardianships)
      .where(and(eq(guardianships.playerId, playerId), eq(guardianships.status, "active")));
    return c.json({
      message: `Paper consent recorded for ${player.fullName}.`,
      player: {
        _id: player.id,
        fullName: player.fullName,
        dob: player.dob,
        age: ageAt(player.dob, at),
        junior: true,
        login: loginOf(player, false, active.length, at),
        consent: {
          givenBy: link.guardian.fullName,
          relationship: input.relationship,
          version: input.consentVersion,
          givenAt: at.toISOString(),
          source: "paper" as const,
        },
        consentNeeded: false,
      },
    });
  });

  return app;
}
