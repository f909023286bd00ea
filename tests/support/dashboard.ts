/**
 * Helpers for the dashboard's browser journeys: sign in through the API (the login form has its
 * own tests), sign up a fresh member for journeys that change data, and click through the
 * payment sandbox's checkout page.
 */
import { randomUUID } from "node:crypto";
import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { siteStatus } from "@/shared/api/all-calls";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { apiPath } from "./api-path";

/** The demo accounts (README.md), from the list the demo data is made from. */
export const DEMO = DEMO_ACCOUNTS;

export interface Credentials {
  email: string;
  password: string;
}

export interface SessionPayload {
  user: { _id: string; fullName: string; email: string };
  auth: { token: string };
}

export async function apiLogin(
  request: APIRequestContext,
  credentials: Credentials,
): Promise<SessionPayload> {
  const response = await request.post("/api/signUser", { data: credentials });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as SessionPayload;
}

/** The token of an account signed in through the API, for calls a journey makes itself. */
export async function apiToken(request: APIRequestContext, credentials: Credentials): Promise<string> {
  return (await apiLogin(request, credentials)).auth.token;
}

/**
 * Stores a session the way the login page does, on `blankPath` (a page with no scripts, so nothing
 * a page opened next needs is cached before it loads).
 */
async function storeSession(page: Page, session: SessionPayload, blankPath = "/favicon.svg"): Promise<void> {
  await page.goto(blankPath);
  await page.evaluate((payload) => localStorage.setItem("user-payload", payload), JSON.stringify(session));
}

/** Stores a session the way the login page does, then opens `path`. */
export async function openSignedIn(page: Page, session: SessionPayload, path = "/u"): Promise<void> {
  await storeSession(page, session);
  await page.goto(path);
}

/** Signs an account in through the API and stores its session, without opening any app page. */
export async function storeSignedIn(page: Page, request: APIRequestContext, credentials: Credentials) {
  const session = await apiLogin(request, credentials);
  await storeSession(page, session, "/robots.txt");
  return session;
}

export async function signInAs(
  page: Page,
  request: APIRequestContext,
  credentials: Credentials,
  path = "/u",
) {
  const session = await apiLogin(request, credentials);
  await openSignedIn(page, session, path);
  return session;
}

/** Signs up a new member (free plan, no coach, nothing bought) and signs them in. */
export async function signUpFreshMember(request: APIRequestContext, firstName = "Kemi") {
  const id = randomUUID().slice(0, 8);
  const credentials = { email: `dash-${id}@example.com`, password: "Fresh123!pass" };
  const response = await request.post("/api/createUser", {
    data: {
      fullName: `${firstName} Test${id}`,
      email: credentials.email,
      username: `dash_${id}`,
      password: credentials.password,
      dob: "1996-05-20",
      phoneNumber: "+2348030000000",
      role: "student",
      level: "adult amatuer",
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { credentials, session: await apiLogin(request, credentials) };
}

/** A fresh member (see signUpFreshMember) signed in at `path` in a browser context of their own. */
export async function freshMemberPage(
  browser: Browser,
  request: APIRequestContext,
  firstName: string,
  path: string,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fresh = await signUpFreshMember(request, firstName);
  await openSignedIn(page, fresh.session, path);
  return { ...fresh, context, page };
}

/** On the sandbox checkout page: Pay or Cancel, which sends the browser back to the site. */
export async function finishCheckout(page: Page, choice: "Pay" | "Cancel") {
  await expect(page).toHaveURL(/\/checkout\//);
  await page.getByRole("button", { name: choice, exact: true }).click();
}

/** Quoted-printable mail text as written: soft line breaks joined, `=XX` bytes decoded (UTF-8). */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? ""));
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * The newest mail to `to` whose subject matches, as listed in the local outbox (/dev/mail), once it
 * is there: its text, decoded.
 */
export async function mailTo(page: Page, request: APIRequestContext, to: string, subject: RegExp) {
  let href: string | null = null;
  await expect
    .poll(async () => {
      await page.goto("/dev/mail");
      const message = page.getByRole("listitem").filter({ hasText: to }).filter({ hasText: subject });
      href =
        (await message.count()) > 0 ? await message.first().getByRole("link").getAttribute("href") : null;
      return href;
    })
    .not.toBeNull();
  return decodeQuotedPrintable(await (await request.get(href ?? "")).text());
}

/** A site rebuild on a busy two-core machine. */
export const REBUILD_TIMEOUT_MS = 300_000;

/** Waits until the public site was rebuilt, successfully, after `since` (epoch ms). */
export async function waitForRebuild(request: APIRequestContext, since: number) {
  const admin = await apiLogin(request, DEMO.admin);
  const headers = { Authorization: `Bearer ${admin.auth.token}` };
  await expect
    .poll(
      async () => {
        const status = await (await request.get(apiPath(siteStatus), { headers })).json();
        return status.state === "up-to-date" && Date.parse(status.lastGoodBuildAt ?? "0") > since;
      },
      { timeout: REBUILD_TIMEOUT_MS, intervals: [2_000] },
    )
    .toBe(true);
}
