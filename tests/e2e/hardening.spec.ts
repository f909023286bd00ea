/**
 * Hardening as a browser sees it: every public page and dashboard screen runs under its
 * Content-Security-Policy with no violation, the security headers are on every response, no
 * cookie is set, stored markup in a review shows as text, and the member can download their data.
 */
import { expect, type Page, test } from "@playwright/test";
import { DEMO, signInAs } from "../support/dashboard";

const DASHBOARD_SCREENS = [
  "/u",
  "/u/notifications",
  "/u/tournaments",
  "/u/billings",
  "/u/billings/history",
  "/u/coach",
  "/u/tickets",
  "/u/matches",
];

/** Public pages, as the sitemap lists them. */
async function publicPaths(page: Page): Promise<string[]> {
  const index = await (await page.request.get("/sitemap-index.xml")).text();
  const paths: string[] = [];
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await page.request.get(new URL(sitemap!).pathname)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(loc!).pathname);
  }
  return paths;
}

/** Records CSP violations (the DOM event and the console's report) and any cookie set. */
async function watch(page: Page) {
  const violations: string[] = [];
  const cookies: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  page.on("response", (response) => {
    const cookie = response.headers()["set-cookie"];
    if (cookie) cookies.push(`${response.url()}: ${cookie}`);
  });
  return { violations, cookies };
}

test.describe("Content Security Policy", () => {
  test("every public page runs without a violation, and no cookie is set", async ({ page }) => {
    test.setTimeout(180_000);
    const seen = await watch(page);
    const paths = await publicPaths(page);
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: "load" });
      // Journeys running beside this one retire the coaches they create, and the rebuild removes
      // their pages: a page that is gone must also have left the sitemap, or it is a real 404.
      if (response?.status() === 404 && !(await publicPaths(page)).includes(path)) continue;
      expect(response?.status(), path).toBe(200);
      const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content");
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*;/);
      expect(policy, path).not.toContain("unsafe-inline");
      // Let islands hydrate and page scripts run.
      await page.waitForLoadState("networkidle");
    }
    expect(seen.violations).toEqual([]);
    expect(seen.cookies).toEqual([]);
  });

  test("every dashboard screen runs without a violation", async ({ page, request }) => {
    const seen = await watch(page);
    await signInAs(page, request, DEMO.member);
    for (const path of DASHBOARD_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    expect(seen.violations).toEqual([]);
    expect(seen.cookies).toEqual([]);
  });

  test("forms check their input and call the API inside the policy", async ({ page }) => {
    const seen = await watch(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill("member@example.com");
    await page.getByLabel(/^Password/).fill("Wrong-password-1");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid email or password");

    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState("networkidle");
    expect(seen.violations).toEqual([]);
  });

  test("the videos page's player loads inside the policy", async ({ page }) => {
    const seen = await watch(page);
    await page.goto("/videos");
    const play = page.locator("[data-lite-youtube] button").first();
    if ((await play.count()) > 0) {
      // The embed itself may not load offline; what matters is that the policy allows it.
      await play.click();
      await expect(page.locator("iframe[src*='youtube-nocookie.com']").first()).toBeAttached();
    }
    expect(seen.violations).toEqual([]);
  });
});

test.describe("security headers", () => {
  test("pages, files and API answers carry them", async ({ request }) => {
    for (const path of ["/", "/favicon.svg", "/api/plan/training-packages", "/api/nothing-here"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
      expect(headers["set-cookie"], path).toBeUndefined();
    }
    const api = (await request.get("/api/plan/training-packages")).headers();
    expect(api["content-security-policy"]).toContain("default-src 'none'");
  });
});

test.describe("stored markup", () => {
  test("a review's HTML shows as text on the dashboard and nothing runs", async ({ page, request }) => {
    const seen = await watch(page);
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    // The coach the API answers carries a hostile review, as if a member had posted it.
    await page.route("**/api/coach/getCoach/*", async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.coach.comment.unshift({
        _id: "ffffffffffffffffffffffff",
        rating: 1,
        comment: hostile,
        createdAt: "2026-11-21T10:00:00.000Z",
        userID: { _id: "eeeeeeeeeeeeeeeeeeeeeeee", fullName: "<b/onmouseover=alert(3)>Mallory</b> Okafor" },
      });
      await route.fulfill({ response, json: body });
    });
    await signInAs(page, request, DEMO.member, "/u/coach");
    await expect(page.getByText(hostile)).toBeVisible();
    // Shown as first name and initial, the markup in the first name as plain text.
    await expect(page.getByText("<b/onmouseover=alert(3)>Mallory</b> O.")).toBeVisible();
    expect(await page.locator(".dash-reviews img, .dash-reviews script, .dash-reviews b").count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
  });
});

test.describe("data export", () => {
  test("Download my data saves the member's data as JSON, beside Delete Account", async ({
    page,
    request,
  }) => {
    await signInAs(page, request, DEMO.member, "/u/billings");
    const exportSection = page.getByRole("region", { name: "Your Data" });
    await expect(exportSection).toBeVisible();
    await expect(page.getByRole("region", { name: "Delete Account" })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exportSection.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^tennis-community-data-tobi_adeyemi-\d{4}-\d{2}-\d{2}\.json$/,
    );
    const file = await download.path();
    const { readFile } = await import("node:fs/promises");
    const data = JSON.parse(await readFile(file, "utf8"));
    expect(data.profile.email).toBe(DEMO.member.email);
    expect(data.tickets.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain("scrypt$");
  });
});
