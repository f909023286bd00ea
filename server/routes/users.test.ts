import { eq, sql } from "drizzle-orm";
import { sign } from "hono/jwt";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CreateUserResponse, DeleteUserResponse, MeResponse, SignUserResponse } from "@/shared/api/contract";
import { coachReviews, users } from "../db/schema";
import { DEMO_ACCOUNTS, FREE_ID, MEMBER_ID } from "../db/seed";
import { hashPassword, verifyPassword } from "../lib/passwords";
import { signToken, TOKEN_LIFETIME_SECONDS } from "../lib/tokens";
import {
  createHarness,
  type DemoAccount,
  type Harness,
  TEST_NOW,
  TEST_PASSWORD_COST,
} from "../testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const { member, free, pending } = DEMO_ACCOUNTS;

const signup = {
  fullName: "Kemi Balogun",
  email: "Kemi.Balogun@Example.com",
  username: "kemi_b",
  password: "Serve&Volley9",
  dob: "1998-07-21",
  phoneNumber: "+234 809 111 2222",
  role: "coach",
  level: "adult professional",
};

describe("POST /createUser", () => {
  it("creates the account with a lowercased email, sends a welcome mail, and the new user can log in", async () => {
    const { status, body } = await h.call("/createUser", { method: "POST", body: signup });
    expect(status).toBe(201);
    const { data } = CreateUserResponse.parse(body);
    expect(data).toMatchObject({ email: "kemi.balogun@example.com", role: "coach", username: "kemi_b" });
    expect(data._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.data).not.toHaveProperty("passwordHash");
    expect(h.mailer.sent).toMatchObject([
      { to: "kemi.balogun@example.com", subject: "Welcome to the Tennis Community" },
    ]);
    await expect(h.login("kemi.balogun@example.com", signup.password)).resolves.toEqual(expect.any(String));
  });

  it("answers 409 for a taken email, whatever its case", async () => {
    const { status, body } = await h.call("/createUser", {
      method: "POST",
      body: { ...signup, email: "MEMBER@example.com" },
    });
    expect(status).toBe(409);
    expect(body.message).toMatch(/email already exists/);
  });

  it("answers 409 for a taken username, whatever its case", async () => {
    const { status, body } = await h.call("/createUser", {
      method: "POST",
      body: { ...signup, username: "TOBI_ADEYEMI" },
    });
    expect(status).toBe(409);
    expect(body.message).toMatch(/username is taken/);
  });

  it("names the bad field", async () => {
    const { status, body } = await h.call("/createUser", {
      method: "POST",
      body: { ...signup, username: "kemi b!" },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: "username: Only letters, numbers, underscores allowed",
      field: "username",
    });
  });

  it("rejects a role other than student or coach", async () => {
    const { status, body } = await h.call("/createUser", {
      method: "POST",
      body: { ...signup, role: "staff" },
    });
    expect(status).toBe(400);
    expect(body.field).toBe("role");
  });

  it("requires every field", async () => {
    const { fullName: _, ...missing } = signup;
    const { status, body } = await h.call("/createUser", { method: "POST", body: missing });
    expect(status).toBe(400);
    expect(body.field).toBe("fullName");
  });
});

describe("POST /signUser", () => {
  it.each(Object.values(DEMO_ACCOUNTS))("logs in the demo account $email", async ({ email, password }) => {
    const { status, body } = await h.call("/signUser", { method: "POST", body: { email, password } });
    expect(status).toBe(200);
    expect(SignUserResponse.parse(body).data.user.email).toBe(email);
  });

  it("accepts the email in any case", async () => {
    const { status } = await h.call("/signUser", {
      method: "POST",
      body: { email: " Member@Example.COM ", password: member.password },
    });
    expect(status).toBe(200);
  });

  it("gives one message for a wrong password and for an unknown email", async () => {
    const wrong = await h.call("/signUser", {
      method: "POST",
      body: { email: member.email, password: "nope-nope" },
    });
    const unknown = await h.call("/signUser", {
      method: "POST",
      body: { email: "nobody@example.com", password: member.password },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
    expect(unknown).toMatchObject({ status: 401, body: { message: "Invalid email or password" } });
  });

  it("does not let reviewers' locked accounts in", async () => {
    const { status } = await h.call("/signUser", {
      method: "POST",
      body: { email: "kunle-adewale@example.com", password: "locked" },
    });
    expect(status).toBe(401);
  });

  it("asks for both fields", async () => {
    const { status, body } = await h.call("/signUser", { method: "POST", body: { email: member.email } });
    expect(status).toBe(400);
    expect(body.message).toBe("password: Please fill out all fields before submitting.");
  });
});

describe("POST /verify", () => {
  it("says a fresh token is valid", async () => {
    const token = await h.signIn("member");
    expect((await h.call("/verify", { method: "POST", body: { token } })).body).toEqual({ isValid: true });
  });

  it("says a forged, expired or garbage token is not valid", async () => {
    const forged = await signToken({ id: MEMBER_ID, tokenVersion: 0 }, "another-secret", TEST_NOW);
    const expired = await signToken(
      { id: MEMBER_ID, tokenVersion: 0 },
      h.config.jwtSecret,
      new Date(TEST_NOW.getTime() - 8 * 24 * 3600 * 1000),
    );
    for (const token of [forged, expired, "not-a-jwt", ""]) {
      const { status, body } = await h.call("/verify", { method: "POST", body: { token } });
      expect(status).toBe(200);
      expect(body).toEqual({ isValid: false });
    }
  });

  it("lets a token lapse after 7 days", async () => {
    const token = await h.signIn("member");
    h.setNow(new Date(TEST_NOW.getTime() + 7 * 24 * 3600 * 1000 - 1000));
    expect((await h.call("/verify", { method: "POST", body: { token } })).body.isValid).toBe(true);
    h.setNow(new Date(TEST_NOW.getTime() + 7 * 24 * 3600 * 1000));
    expect((await h.call("/verify", { method: "POST", body: { token } })).body.isValid).toBe(false);
  });
});

describe("GET /me", () => {
  it("returns the paid member's profile, plans and coach", async () => {
    const token = await h.signIn("member");
    const { status, body } = await h.call("/me", { token });
    expect(status).toBe(200);
    const { userData } = MeResponse.parse(body);
    expect(userData).toMatchObject({
      _id: MEMBER_ID,
      fullName: "Tobi Adeyemi",
      membership: { plan: "quarterly", status: "Paid" },
      training: { plan: "standard", status: "Paid" },
      coachInfo: { status: "Assigned" },
      autoRenew: true,
    });
    expect(body.userData).not.toHaveProperty("passwordHash");
  });

  it("returns the free plan for a free account", async () => {
    const token = await h.signIn("free");
    const { userData } = MeResponse.parse((await h.call("/me", { token })).body);
    expect(userData.membership).toEqual({ plan: "none", status: "none", endDate: null });
    expect(userData.training.plan).toBe("none");
    expect(userData.coachInfo).toEqual({ status: "None", coachId: null });
  });

  it("answers the console role, so the dashboard can link staff to the console", async () => {
    const role = async (account: DemoAccount) =>
      MeResponse.parse((await h.call("/me", { token: await h.signIn(account) })).body).userData.consoleRole;
    expect(await role("member")).toBe("member");
    expect(await role("staff")).toBe("staff");
    expect(await role("admin")).toBe("admin");
  });

  it("says whether the account guards a junior and whether it is one, for the top bar's family part", async () => {
    const family = async (account: DemoAccount) =>
      MeResponse.parse((await h.call("/me", { token: await h.signIn(account) })).body).userData.family;
    expect(await family("parent")).toEqual({ guardian: true, junior: false });
    expect(await family("member")).toEqual({ guardian: false, junior: false });
    expect(await family("teen")).toEqual({ guardian: false, junior: true });
  });

  it("shows a lapsed membership as none once its end date passes", async () => {
    h.setNow(new Date("2027-03-01T00:00:00Z"));
    const token = await h.signIn("member");
    const { userData } = MeResponse.parse((await h.call("/me", { token })).body);
    expect(userData.membership.status).toBe("none");
  });
});

describe("authentication failures", () => {
  const protectedCalls: [string, string][] = [
    ["GET", "/me"],
    ["DELETE", "/delUserData"],
    ["POST", "/logout"],
    ["POST", "/logout-all"],
    ["GET", "/notifications"],
    ["GET", "/match/getUserMatches"],
    ["POST", "/match/matchCheck"],
    ["GET", "/matchCustom/user"],
    ["GET", "/assigncoach/getUserCoach"],
    ["GET", "/transaction/all"],
    ["GET", "/billing/pay/info"],
    ["GET", "/billing/pay/me"],
    ["POST", "/billing/pay/set/autoRenew"],
    ["POST", "/coach/user/comment"],
  ];

  it.each(protectedCalls)("%s %s answers 401 without a token", async (method, path) => {
    const { status, body } = await h.call(path, { method, body: method === "POST" ? {} : undefined });
    expect(status).toBe(401);
    expect(body).toEqual({ message: expect.any(String) });
  });

  it("answers 401 for a forged token", async () => {
    const forged = await signToken({ id: MEMBER_ID, tokenVersion: 0 }, "another-secret", TEST_NOW);
    expect((await h.call("/me", { token: forged })).status).toBe(401);
  });

  it("answers 401 for an expired token", async () => {
    const expired = await signToken(
      { id: MEMBER_ID, tokenVersion: 0 },
      h.config.jwtSecret,
      new Date("2026-11-01T00:00:00Z"),
    );
    const { status, body } = await h.call("/me", { token: expired });
    expect(status).toBe(401);
    expect(body.message).toMatch(/log in again/);
  });

  it("answers 401 for a token whose user was deleted", async () => {
    const token = await h.signIn("member");
    const body = { password: member.password };
    expect((await h.call("/delUserData", { method: "DELETE", token, body })).status).toBe(200);
    expect((await h.call("/me", { token })).status).toBe(401);
    expect((await h.call("/verify", { method: "POST", body: { token } })).body.isValid).toBe(false);
  });

  it("answers 401 for a malformed Authorization header", async () => {
    const { status } = await h.call("/me", { headers: { authorization: "Basic abc" } });
    expect(status).toBe(401);
  });
});

describe("DELETE /delUserData", () => {
  it("removes personal data, keeps payments anonymised and mails a confirmation", async () => {
    const token = await h.signIn("member");
    await h.call("/subscribe-newsletter", { method: "POST", body: { email: member.email } });
    const paymentsBefore = (await h.call("/transaction/all", { token })).body.trans;
    await h.database.db.execute(
      sql.raw(
        `update transactions set metadata = metadata || '{"email": "${member.email}"}' where user_id = '${MEMBER_ID}'`,
      ),
    );

    const { status, body } = await h.call("/delUserData", {
      method: "DELETE",
      token,
      body: { password: member.password },
    });
    expect(status).toBe(200);
    expect(DeleteUserResponse.parse(body)).toEqual({
      message: expect.any(String),
      emailSent: true,
      userEmail: member.email,
    });
    expect(h.mailer.sent.at(-1)).toMatchObject({
      to: member.email,
      subject: "Your account has been deleted",
    });

    const count = h.count;
    expect(await count(`users where email = '${member.email}'`)).toBe(0);
    expect(await count(`tickets where user_id = '${MEMBER_ID}'`)).toBe(0);
    expect(await count(`notifications where user_id = '${MEMBER_ID}'`)).toBe(0);
    expect(await count(`memberships where user_id = '${MEMBER_ID}'`)).toBe(0);
    expect(await count(`card_authorizations where user_id = '${MEMBER_ID}'`)).toBe(0);
    expect(await count(`newsletter_subscribers where email = '${member.email}'`)).toBe(0);
    // Payments stay for the books, without the member.
    const references = paymentsBefore.map((t: { reference: string }) => `'${t.reference}'`).join(",");
    expect(await count(`transactions where reference in (${references}) and user_id is null`)).toBe(
      paymentsBefore.length,
    );
    expect(await count(`transactions where metadata ? 'email'`)).toBe(0);
  });

  it("keeps the member's review, shown without an author", async () => {
    const token = await h.signIn("member");
    await h.call("/delUserData", { method: "DELETE", token, body: { password: member.password } });
    const { body } = await h.call("/coach/getCoaches/all");
    const comments = body.coaches.flatMap(
      (c: { comment: { userID: unknown; comment: string }[] }) => c.comment,
    );
    expect(
      comments.find((c: { comment: string }) => c.comment.startsWith("Seun rebuilt"))?.userID,
    ).toBeNull();
  });

  it("asks for a site rebuild when the member had reviews or results, so published pages lose their name", async () => {
    const deleteAccount = async (account: DemoAccount) => {
      const { password } = DEMO_ACCOUNTS[account];
      h.siteDataChanges.length = 0;
      const token = await h.signIn(account);
      expect((await h.call("/delUserData", { method: "DELETE", token, body: { password } })).status).toBe(
        200,
      );
      return [...h.siteDataChanges];
    };
    expect(await deleteAccount("member")).toEqual(["an account with reviews was deleted"]);
    expect(await deleteAccount("free")).toEqual([]);

    // A player without reviews is on the ladder and in draws by name: those pages are rebuilt too.
    const player = DEMO_ACCOUNTS.player;
    const [fatima] = await h.database.db.select().from(users).where(eq(users.email, player.email));
    await h.database.db.delete(coachReviews).where(eq(coachReviews.userId, fatima!.id));
    expect(await deleteAccount("player")).toEqual(["an account with results was deleted"]);
  });

  it("forgets the mail kept for the member; only the deletion notice goes out after", async () => {
    const token = await h.signIn("member");
    await h.call("/forgot-password", { method: "POST", body: { email: member.email } });
    await h.call("/contact", {
      method: "POST",
      body: {
        firstName: "Tobi",
        lastName: "Adeyemi",
        email: member.email,
        phoneNumber: "+234 803 123 4567",
        message: "Can I move my Saturday session?",
      },
    });
    await h.call("/forgot-password", { method: "POST", body: { email: free.email } });
    await vi.waitFor(() => expect(h.mailer.sent).toHaveLength(3));

    await h.call("/delUserData", { method: "DELETE", token, body: { password: member.password } });
    expect(h.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      [free.email, "Your password reset code"],
      [member.email, "Your account has been deleted"],
    ]);
  });

  it("reports when the confirmation mail could not be sent", async () => {
    const token = await h.signIn("pending");
    const send = h.mailer.send;
    h.mailer.send = async () => {
      throw new Error("SMTP down");
    };
    try {
      const { status, body } = await h.call("/delUserData", {
        method: "DELETE",
        token,
        body: { password: pending.password },
      });
      expect(status).toBe(200);
      expect(body).toMatchObject({ emailSent: false, userEmail: pending.email });
    } finally {
      h.mailer.send = send;
    }
  });
});

describe("POST /logout and POST /logout-all", () => {
  const me = (token: string) => h.call("/me", { token }).then((r) => r.status);
  const isValid = async (token: string) =>
    (await h.call("/verify", { method: "POST", body: { token } })).body.isValid as boolean;

  it("logout ends this token on the server, and only this one", async () => {
    const phone = await h.signIn("member");
    const laptop = await h.signIn("member");
    const { status, body } = await h.call("/logout", { method: "POST", token: phone });
    expect(status).toBe(200);
    expect(body).toEqual({ message: "You have been logged out." });

    expect(await me(phone)).toBe(401);
    expect(await isValid(phone)).toBe(false);
    expect((await h.call("/logout", { method: "POST", token: phone })).status).toBe(401);
    expect(await me(laptop)).toBe(200);
    // Logging in again gives a new token that works.
    expect(await me(await h.signIn("member"))).toBe(200);
  });

  it("keeps an ended token ended until it expires, then forgets it", async () => {
    const token = await h.signIn("member");
    await h.call("/logout", { method: "POST", token });
    expect(await h.count("revoked_tokens")).toBe(1);

    h.setNow(new Date(TEST_NOW.getTime() + (TOKEN_LIFETIME_SECONDS + 1) * 1000));
    const later = await h.signIn("free");
    await h.call("/logout", { method: "POST", token: later });
    // Only the new entry is left: the old token has expired and needs none.
    expect(await h.count(`revoked_tokens where user_id = '${FREE_ID}'`)).toBe(1);
    expect(await h.count("revoked_tokens")).toBe(1);
    expect(await me(token)).toBe(401);
  });

  it("ends a token signed before tokens carried an id", async () => {
    const iat = Math.floor(TEST_NOW.getTime() / 1000);
    const legacy = await sign(
      { sub: MEMBER_ID, ver: 0, iat, exp: iat + TOKEN_LIFETIME_SECONDS },
      h.config.jwtSecret,
      "HS256",
    );
    expect(await me(legacy)).toBe(200);
    expect((await h.call("/logout", { method: "POST", token: legacy })).status).toBe(200);
    expect(await me(legacy)).toBe(401);
  });

  it("survives the same token logged out many times at once", async () => {
    const token = await h.signIn("member");
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => h.call("/logout", { method: "POST", token })),
    );
    for (const { status, body } of answers) {
      expect([200, 401]).toContain(status);
      expect(typeof body.message).toBe("string");
    }
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect(await h.count("revoked_tokens")).toBe(1);
    expect(await me(token)).toBe(401);
  });

  it("sign out everywhere ends every token of the member, and no one else's", async () => {
    const phone = await h.signIn("member");
    const laptop = await h.signIn("member");
    const other = await h.signIn("free");
    const { status, body } = await h.call("/logout-all", { method: "POST", token: laptop });
    expect(status).toBe(200);
    expect(body).toEqual({ message: "You have been signed out on every device." });

    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe(401);
    expect(await isValid(phone)).toBe(false);
    expect(await me(other)).toBe(200);
    expect(await me(await h.signIn("member"))).toBe(200);
  });
});

describe("account deletion asks for the password again", () => {
  it("refuses a wrong password with 403 and a clear message, keeping account and session", async () => {
    const token = await h.signIn("member");
    const { status, body } = await h.call("/delUserData", {
      method: "DELETE",
      token,
      body: { password: "Wrong123!" },
    });
    expect(status).toBe(403);
    expect(body).toEqual({ message: "That password is not correct. Your account has not been deleted." });
    expect(await h.count(`users where id = '${MEMBER_ID}'`)).toBe(1);
    expect((await h.call("/me", { token })).status).toBe(200);
    expect(h.mailer.sent).toHaveLength(0);
  });

  it("refuses a missing or empty password with 400", async () => {
    const token = await h.signIn("member");
    for (const body of [undefined, {}, { password: "" }, { password: 12345678 }, "not json"]) {
      const answer = await h.call("/delUserData", { method: "DELETE", token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.message).toBe("string");
    }
    expect(await h.count(`users where id = '${MEMBER_ID}'`)).toBe(1);
  });
});

describe("password hashes of an older cost", () => {
  const storedHash = async () =>
    (await h.database.db.select().from(users).where(eq(users.id, MEMBER_ID)))[0]!.passwordHash ?? "";

  it("are redone with the current cost at the next successful login", async () => {
    const old = await hashPassword(member.password, { N: 2 ** 9, r: 8, p: 1 });
    await h.database.db.update(users).set({ passwordHash: old }).where(eq(users.id, MEMBER_ID));

    // A failed login changes nothing.
    const wrong = await h.call("/signUser", {
      method: "POST",
      body: { email: member.email, password: "Wrong123!" },
    });
    expect(wrong.status).toBe(401);
    expect(await storedHash()).toBe(old);

    await h.login(member.email, member.password);
    const upgraded = await storedHash();
    const { N, r, p } = TEST_PASSWORD_COST;
    expect(upgraded.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    expect(await verifyPassword(member.password, upgraded)).toBe(true);
    // The new hash is kept from then on, and the member still gets in.
    await h.login(member.email, member.password);
    expect(await storedHash()).toBe(upgraded);
  });
});
