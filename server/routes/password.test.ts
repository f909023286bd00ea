import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed";
import { createHarness, type Harness, TEST_NOW } from "../testing/harness";

/** How many tries got as far as comparing the code (a verdict other than "void"). */
const compared = vi.hoisted(() => ({ count: 0 }));
vi.mock("../lib/reset-codes", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../lib/reset-codes")>();
  return {
    ...actual,
    checkResetCode: (...args: Parameters<typeof actual.checkResetCode>) => {
      const verdict = actual.checkResetCode(...args);
      if (verdict !== "void") compared.count++;
      return verdict;
    },
  };
});

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.reset());

const { member } = DEMO_ACCOUNTS;

async function requestCode(email = member.email): Promise<string> {
  const { status } = await h.call("/forgot-password", { method: "POST", body: { email } });
  expect(status).toBe(200);
  const mail = h.mailer.sent.findLast((m) => m.subject === "Your password reset code");
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error("No reset code was mailed");
  return code;
}

const reset = (resetCode: string, newPassword = "NewPassword1!", email: string = member.email) =>
  h.call("/reset-password", { method: "POST", body: { email, resetCode, newPassword } });

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("POST /forgot-password", () => {
  it("gives the same answer for a registered and an unknown email, and mails only the registered one", async () => {
    const known = await h.call("/forgot-password", { method: "POST", body: { email: member.email } });
    const unknown = await h.call("/forgot-password", {
      method: "POST",
      body: { email: "nobody@example.com" },
    });
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    expect(h.mailer.sent.map((m) => m.to)).toEqual([member.email]);
  });

  it("stores only a hash of the code", async () => {
    const code = await requestCode();
    expect(await h.count(`password_reset_codes where code_hash = '${code}'`)).toBe(0);
    expect(await h.count("password_reset_codes")).toBe(1);
  });

  it("requires a valid email", async () => {
    const { status, body } = await h.call("/forgot-password", { method: "POST", body: { email: "nope" } });
    expect(status).toBe(400);
    expect(body.field).toBe("email");
  });
});

describe("POST /reset-password", () => {
  it("sets the new password with the mailed code, once", async () => {
    const code = await requestCode();
    const { status, body } = await reset(code);
    expect(status).toBe(200);
    expect(body).toEqual({ message: expect.any(String), success: true });
    await expect(h.login(member.email, "NewPassword1!")).resolves.toEqual(expect.any(String));
    expect((await h.call("/signUser", { method: "POST", body: member })).status).toBe(401);
    expect((await reset(code, "Another1!pass")).status).toBe(400);
  });

  it("logs out sessions signed before the reset", async () => {
    const token = await h.signIn("member");
    await reset(await requestCode());
    expect((await h.call("/me", { token })).status).toBe(401);
  });

  it("rejects a wrong code and voids the code after 5 wrong tries", async () => {
    const code = await requestCode();
    for (let i = 0; i < 5; i++) {
      const { status, body } = await reset(otherCode(code));
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    }
    expect((await reset(code)).status).toBe(400);
    await expect(h.login(member.email, member.password)).resolves.toEqual(expect.any(String));
  });

  it("compares at most 5 of 50 wrong guesses sent at once, and voids the code", async () => {
    const code = await requestCode();
    compared.count = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, () => reset(otherCode(code))));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(400));
    expect(compared.count).toBe(5);
    expect(await h.count("password_reset_codes where attempts = 5")).toBe(1);
    expect((await reset(code)).status).toBe(400);
    await expect(h.login(member.email, member.password)).resolves.toEqual(expect.any(String));
  });

  it("accepts the right code after 4 wrong tries", async () => {
    const code = await requestCode();
    for (let i = 0; i < 4; i++) await reset(otherCode(code));
    expect((await reset(code)).status).toBe(200);
  });

  it("rejects a code older than 15 minutes", async () => {
    const code = await requestCode();
    h.setNow(new Date(TEST_NOW.getTime() + 15 * 60 * 1000));
    expect((await reset(code)).status).toBe(400);
  });

  it("replaces an earlier code with a new request", async () => {
    const first = await requestCode();
    const second = await requestCode();
    if (first !== second) expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it("answers an unknown email like a wrong code", async () => {
    const code = await requestCode();
    const unknown = await reset(code, "NewPassword1!", "nobody@example.com");
    const wrong = await reset(otherCode(code));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("names the bad field", async () => {
    const { status, body } = await reset("12ab56");
    expect(status).toBe(400);
    expect(body).toMatchObject({ field: "resetCode", message: "resetCode: The reset code is 6 digits" });
    expect((await reset("123456", "short")).body.field).toBe("newPassword");
  });
});
