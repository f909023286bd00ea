import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/** Waits for the page's island to hydrate: clicks and typing before that are lost. */
async function hydrated(page: Page) {
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** A user no other test knows, so tests can run in parallel and change their own data. */
function freshUser() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    fullName: "Test Player",
    email: `player-${id}@example.com`,
    username: `player_${id}`,
    password: "Court-Time-42",
    dob: "1995-06-15",
    phoneNumber: "+2348031234567",
    role: "student",
    level: "adult amatuer",
  };
}
type TestUser = ReturnType<typeof freshUser>;

async function registerViaApi(request: APIRequestContext): Promise<TestUser> {
  const user = freshUser();
  const response = await request.post("/api/createUser", { data: user });
  expect(response.status()).toBe(201);
  return user;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

const monthly = {
  type: "Membership Package",
  plan: "Premium Monthly",
  price: 6000,
  duration: "monthly",
  key: "monthly",
};

test("a visitor signs up and is sent to log in", async ({ page }) => {
  const user = freshUser();
  await open(page, "/signup");
  await page.getByLabel("Full name").fill(user.fullName);
  await page.getByLabel("Email").fill(user.email.toUpperCase());
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Date of birth").fill(user.dob);
  await page.getByLabel("Phone number").fill(user.phoneNumber);
  await page.getByLabel("Role").selectOption({ label: "Student" });
  await page.getByLabel("Level").selectOption(user.level);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The login page says so, in a live region, and says it once.
  const notice = page.getByRole("form", { name: "Log in" }).getByRole("status");
  await expect(notice).toHaveText("Your account has been created. You can now log in.");
  const results = await new AxeBuilder({ page }).include("main").analyze();
  expect(results.violations).toEqual([]);
  await page.reload();
  await hydrated(page);
  await expect(notice).toBeEmpty();
});

test("signup asks for every field", async ({ page }) => {
  await open(page, "/signup");
  await page.getByLabel("Full name").fill("Only A Name");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill out all fields before submitting.");
  await expect(page.getByLabel("Email")).toBeFocused();
});

test("a wrong password shows the server's message", async ({ page, request }) => {
  const user = await registerViaApi(request);
  await open(page, "/login");
  await logIn(page, user.email, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
});

test("logging in opens the dashboard", async ({ page, request }) => {
  const user = await registerViaApi(request);
  await open(page, "/login");
  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/u$/);
  const stored = await page.evaluate(() => localStorage.getItem("user-payload"));
  expect(JSON.parse(stored ?? "null")?.user?.email).toBe(user.email);
});

test("a plan chosen before signup is carried through login to billings", async ({ page }) => {
  const user = freshUser();
  const query = new URLSearchParams({ pl: '"Premium-Monthly"', pay: JSON.stringify(monthly) });
  await open(page, `/signup?${query}`);
  await expect(page.getByText("You're signing up for")).toContainText("Premium Monthly");
  await page.getByLabel("Full name").fill(user.fullName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Date of birth").fill(user.dob);
  await page.getByLabel("Phone number").fill(user.phoneNumber);
  await page.getByLabel("Role").selectOption("coach");
  await page.getByLabel("Level").selectOption(user.level);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/login\?/);
  expect(JSON.parse(new URL(page.url()).searchParams.get("pay") ?? "")).toEqual(monthly);
  await hydrated(page);
  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/u\/billings\?pay=/);
  expect(JSON.parse(new URL(page.url()).searchParams.get("pay") ?? "")).toEqual(monthly);
});

test("a signed-in visitor to login or signup is sent to the dashboard", async ({ page, request }) => {
  const user = await registerViaApi(request);
  await open(page, "/login");
  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/u$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/u$/);
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/u$/);
});

/** The reset code from the newest reset mail to `email` in the local outbox (/dev/mail). */
async function resetCodeFor(page: Page, request: APIRequestContext, email: string): Promise<string> {
  let href: string | null = null;
  await expect
    .poll(async () => {
      await page.goto("/dev/mail");
      const message = page
        .getByRole("listitem")
        .filter({ hasText: email })
        .filter({ hasText: /reset code/i });
      href =
        (await message.count()) > 0 ? await message.first().getByRole("link").getAttribute("href") : null;
      return href;
    })
    .not.toBeNull();
  const raw = await (await request.get(href ?? "")).text();
  const code = raw.match(/reset code is (\d{6})/)?.[1];
  expect(code).toBeDefined();
  return code ?? "";
}

test("a forgotten password is reset with the mailed code", async ({ page, request }) => {
  const user = await registerViaApi(request);
  await open(page, "/forgot-password");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset code" }).click();
  await expect(page.getByRole("alert")).toContainText("reset code");
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.waitForURL(/\/reset-password\?email=/, { timeout: 5000 });
  expect(new URL(page.url()).searchParams.get("email")).toBe(user.email);

  const code = await resetCodeFor(page, request, user.email);
  const newPassword = "Fresh-Serve-77";
  await open(page, `/reset-password?${new URLSearchParams({ email: user.email })}`);
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByLabel("Reset code").fill(code);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toContainText("reset");
  await page.getByRole("link", { name: "Log in with your new password" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await hydrated(page);
  await logIn(page, user.email, newPassword);
  await expect(page).toHaveURL(/\/u$/);
});

test("reset password says when the passwords do not match", async ({ page }) => {
  await open(page, "/reset-password?email=someone%40example.com");
  await page.getByLabel("Reset code").fill("123456");
  await page.getByLabel("New password", { exact: true }).fill("Longenough1");
  await page.getByLabel("Confirm new password", { exact: true }).fill("Different22");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match");
});

for (const path of ["/signup", "/login", "/forgot-password", "/reset-password"]) {
  test(`${path} has no accessibility violations`, async ({ page }) => {
    await open(page, path);
    await page.getByRole("button", { name: /Create account|Log in|Send reset code|Reset password/ }).click();
    await expect(page.getByRole("alert")).not.toBeEmpty();
    const results = await new AxeBuilder({ page }).include("main").analyze();
    expect(results.violations).toEqual([]);
  });
}
