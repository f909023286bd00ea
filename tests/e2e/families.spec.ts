/**
 * Families at 390 px (docs/decisions/0160-families.md): a 12-year-old's sign-up on their own is
 * refused with the explanation; a 15-year-old asks for a login of their own, which their guardian
 * approves by the mailed link, and only then can pay; a parent adds a child with consent, switches to the child's
 * dashboard and buys the child's training and a ticket, paid from the parent's account; a co-parent
 * opens the mailed invitation link and accepts it; staff list families and record a paper consent form.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { SOLO_JUNIOR_SIGNUP_REFUSED } from "@/shared/domain/families";
import {
  DEMO,
  finishCheckout,
  mailTo,
  openSignedIn,
  signInAs,
  signUpFreshMember,
} from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

test.use({ viewport: { width: 390, height: 844 } });

/** A date of birth `years` years and two months before today. */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(date.getUTCMonth() - 2);
  return date.toISOString().slice(0, 10);
}

test("a 12-year-old signing up alone is told a parent must add them, and no account is made", async ({
  page,
  request,
}) => {
  await page.goto("/signup");
  await page.getByLabel("Full name").fill("Kemi Young");
  await page.getByLabel("Email").fill("kemi-young@example.com");
  await page.getByLabel("Username").fill("kemi_young");
  await page.getByLabel(/^Password/).fill("Secret123!");
  await page.getByLabel("Date of birth").fill(bornYearsAgo(12));
  await page.getByLabel("Phone number").fill("+2348012345678");
  await page.getByLabel("Role").selectOption("student");
  await page.getByLabel("Level").selectOption("kids amatuer");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toContainText(SOLO_JUNIOR_SIGNUP_REFUSED);
  await expect(page).toHaveURL(/\/signup/);
  const login = await request.post("/api/signUser", {
    data: { email: "kemi-young@example.com", password: "Secret123!" },
  });
  expect(login.status()).toBe(401);
});

test("a 15-year-old asks for a login, the guardian approves it by the mailed link, and then the teen can pay", async ({
  page,
  request,
}) => {
  const guardian = await signUpFreshMember(request, "Guardian");
  const id = Date.now().toString(36);
  const teen = { email: `teen-${id}@example.com`, password: "Teen123!pass" };

  // The ordinary sign-up points a teenager to their own form.
  await page.goto("/signup");
  await page.getByRole("link", { name: "Sign up with your parent's or guardian's approval" }).click();
  await expect(page).toHaveURL(/\/signup\/junior$/);
  await expect(page.getByRole("heading", { name: "Sign up if you are 13 to 17", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Sign up with a parent's approval" });
  await form.getByLabel("Full name").fill(`Kemi Teen${id}`);
  await form.getByLabel("Email", { exact: true }).fill(teen.email);
  await form.getByLabel("Username").fill(`teen_${id}`);
  await form.getByLabel(/^Password/).fill(teen.password);
  await form.getByLabel("Date of birth").fill(bornYearsAgo(15));
  await form.getByLabel("Phone number").fill("+2348012345678");
  await form.getByLabel("Level").selectOption("kids mid-level");
  await form.getByLabel("Your parent's or guardian's email").fill(guardian.credentials.email);
  await expect(form).toContainText("Until they do, you can sign in but not pay");
  expect((await new AxeBuilder({ page }).include(".account-card").analyze()).violations).toEqual([]);
  await form.getByRole("button", { name: "Ask for approval" }).click();
  await expect(form.getByRole("alert")).toContainText(
    `We have mailed ${guardian.credentials.email} to approve it: until your parent or guardian approves, you cannot pay or appear on the club's public pages.`,
  );
  await attachScreenshot(page, "junior sign-up sent, 390 px");

  // Until the guardian approves, the teen's login cannot pay.
  const login = await request.post("/api/signUser", { data: teen });
  expect(login.status()).toBe(200);
  const asTeen = { Authorization: `Bearer ${(await login.json()).data.auth.token}` };
  const refused = await request.post("/api/billing/pay/training/regular/1month", { headers: asTeen });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    "A parent or guardian must approve your account before you can pay. We have mailed them a link.",
  );

  // The guardian opens the mailed link, gives consent and approves.
  const mail = await mailTo(page, request, guardian.credentials.email, /asks you to approve/);
  const link = new URL(mail.match(/https?:\/\/\S+\/u\/family\/accept\?token=[\w-]+/)?.[0] ?? "");
  await openSignedIn(page, guardian.session, link.pathname + link.search);
  const screen = page.getByRole("region", { name: "Family invitation" });
  await screen.getByLabel("You are the player's").selectOption("father");
  await screen.getByLabel("I give my consent as this player's parent or guardian").check();
  expect((await new AxeBuilder({ page }).include(".dash-family").analyze()).violations).toEqual([]);
  await screen.getByRole("button", { name: "Accept" }).click();
  await expect(screen.getByRole("status")).toHaveText(`You are now a guardian of Kemi Teen${id}.`);

  // Approved: the teen pays for their own training.
  const paid = await request.post("/api/billing/pay/training/regular/1month", { headers: asTeen });
  expect(paid.status(), await paid.text()).toBe(200);
});

test("a parent invites a co-parent from the family screen; the family screens pass axe at 1280 and 390 px", async ({
  page,
  request,
  browser,
}) => {
  // Eight screens checked with axe and photographed: more than one journey's usual minute.
  test.setTimeout(180_000);
  const parent = await signUpFreshMember(request, "Screens");
  const asParent = { Authorization: `Bearer ${parent.session.auth.token}` };
  const consentVersion = (await (await request.get("/api/family", { headers: asParent })).json()).consentText
    .version;
  const added = await request.post("/api/family/children", {
    headers: asParent,
    data: {
      fullName: "Femi Screens",
      dob: bornYearsAgo(11),
      level: "kids amatuer",
      emergencyContactName: "Screens Test",
      emergencyContactPhone: "+2348012345678",
      medicalNotes: "",
      photoConsent: true,
      relationship: "father",
      consentVersion,
      consent: true,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const coParent = await signUpFreshMember(request, "Second");

  // The parent invites a co-parent from the family screen, on a phone.
  await openSignedIn(page, parent.session, "/u/family");
  const family = page.getByRole("region", { name: "Family" });
  await family.getByText("Invite a co-parent for Femi").click();
  const invite = family.getByRole("form", { name: "Invite a co-parent for Femi" });
  await expect(invite).toContainText("We mail them a link.");
  await invite.getByLabel("Their email").fill(coParent.credentials.email);
  await invite.getByLabel("They are Femi's").selectOption("mother");
  expect((await new AxeBuilder({ page }).include(".dash-family").analyze()).violations).toEqual([]);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByRole("status")).toHaveText(
    `We have mailed an invitation to ${coParent.credentials.email}.`,
  );
  await expect(
    family.getByText(`${coParent.credentials.email} (mother), invited: waiting for them to accept`),
  ).toBeVisible();
  const mail = await mailTo(page, request, coParent.credentials.email, /manage Femi Screens/);
  const accept = new URL(mail.match(/https?:\/\/\S+\/u\/family\/accept\?token=[\w-]+/)?.[0] ?? "");

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await openSignedIn(page, parent.session, "/u/family");
    await expect(family.getByText("Femi Screens").first()).toBeVisible();
    // The co-parent invitation is there, waiting, and said so.
    await expect(family).toContainText(coParent.credentials.email);
    expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
    await attachScreenshot(page, `family, ${width} px`, { fullPage: true });

    await openSignedIn(page, coParent.session, accept.pathname + accept.search);
    await expect(page.getByRole("region", { name: "Family invitation" })).toBeVisible();
    // Read once the consent has come and the button is enabled, not while its colours change.
    await expect(page.getByRole("button", { name: "Accept" })).toBeEnabled();
    expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
    await attachScreenshot(page, `family invitation, ${width} px`, { fullPage: true });

    // The account pages as a visitor sees them (signed in, they lead to the dashboard).
    const visitor = await browser.newContext({
      viewport: { width, height: width === 390 ? 844 : 900 },
      reducedMotion: "reduce",
    });
    const anon = await visitor.newPage();
    await anon.goto("/signup/junior");
    await expect(anon.getByRole("form", { name: "Sign up with a parent's approval" })).toBeVisible();
    // Axe reads the colours once the button has finished turning on after hydration.
    await expect(anon.getByRole("button", { name: "Ask for approval" })).toBeEnabled();
    expect((await new AxeBuilder({ page: anon }).include("main").analyze()).violations).toEqual([]);
    await attachScreenshot(anon, `junior sign-up, ${width} px`, { fullPage: true });

    await anon.goto("/take-over?token=a-link-from-the-mail");
    await expect(anon.getByRole("form", { name: "Take over your profile" })).toBeVisible();
    await expect(anon.getByRole("button", { name: "Take over my profile" })).toBeEnabled();
    expect((await new AxeBuilder({ page: anon }).include("main").analyze()).violations).toEqual([]);
    await attachScreenshot(anon, `take over, ${width} px`, { fullPage: true });
    await visitor.close();
  }
});

test("a parent adds a child with consent, switches to them and buys their training and a ticket", async ({
  page,
  request,
}) => {
  const { session } = await signUpFreshMember(request, "Parent");
  await openSignedIn(page, session, "/u/family");

  await page.getByLabel("Child's full name").fill("Tolu Junior");
  await page.getByLabel("Date of birth").fill(bornYearsAgo(10));
  await page.getByLabel("Level").selectOption("kids amatuer");
  await page.getByLabel("Emergency contact's phone").fill("+2348012345678");
  await page.getByLabel("You are the child's").selectOption("mother");
  await page.getByLabel("I give my consent as this child's parent or guardian").check();
  expect((await new AxeBuilder({ page }).include(".dash-family").analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Add child" }).click();
  await expect(page.getByRole("region", { name: "Family" }).getByRole("status")).toContainText(
    "Tolu Junior has been added to your account.",
  );

  // Whose dashboard: the switcher in the top bar follows the choice.
  await page.getByRole("button", { name: "Show Tolu's dashboard" }).click();
  const switcher = page.getByLabel("Dashboard of");
  await expect(switcher.locator("option:checked")).toHaveText("Tolu Junior");

  // The child's ticket for a juniors event, paid by the parent.
  const menu = page.getByRole("navigation", { name: "Dashboard" });
  await page.getByRole("button", { name: "Menu" }).click();
  await menu.getByRole("link", { name: "Tournaments" }).click();
  const card = page.getByRole("listitem").filter({ hasText: "Lagos Junior Open" }).first();
  await card.getByRole("button", { name: "Buy Ticket" }).click();
  await page.getByRole("dialog", { name: "Buy Ticket" }).getByRole("button", { name: "Pay Now" }).click();
  await finishCheckout(page, "Pay");
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  const family = await (
    await request.get("/api/family", { headers: { Authorization: `Bearer ${session.auth.token}` } })
  ).json();
  const child = family.players.find((p: { fullName: string }) => p.fullName === "Tolu Junior");
  const asChild = { Authorization: `Bearer ${session.auth.token}`, "X-Player": child._id };
  const tickets = await (await request.get("/api/match/getUserMatches", { headers: asChild })).json();
  expect(tickets.matches.map((t: { tournament: { name: string } }) => t.tournament.name)).toEqual([
    expect.stringContaining("Lagos Junior Open"),
  ]);
  const own = await (
    await request.get("/api/match/getUserMatches", {
      headers: { Authorization: `Bearer ${session.auth.token}` },
    })
  ).json();
  expect(own.matches).toEqual([]);

  // Back from the payment page, and after a reload, the dashboard still shows Tolu's.
  await page.goto("/u");
  await expect(switcher.locator("option:checked")).toHaveText("Tolu Junior");
  await page.reload();
  await expect(switcher.locator("option:checked")).toHaveText("Tolu Junior");
  // Tolu's training, paid by the parent.
  await page.getByRole("button", { name: "Menu" }).click();
  await menu.getByRole("link", { name: "Billings" }).click();
  // Billings names whose training it shows: Tolu's, not the parent's.
  const current = page.getByRole("region", { name: "Current Plan" });
  await expect(current).toContainText("Tolu Junior: No Training Plan");
  const regular = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Regular" }) });
  await regular.getByRole("button", { name: "Make Payment for Regular" }).click();
  await page
    .getByRole("dialog", { name: "Training Package" })
    .getByRole("button", { name: "Pay Now" })
    .click();
  await finishCheckout(page, "Pay");
  await expect(page.getByText("Your payment was successful, check your mail for update")).toBeVisible();
  const coach = await (await request.get("/api/assigncoach/getUserCoach", { headers: asChild })).json();
  expect(coach.coachInfo.status).not.toBe("None");
  await page.goto("/u/billings");
  await expect(current).toContainText("Tolu Junior: Regular Training Plan, ends on");
  await expect(regular.getByRole("button", { name: /Make Payment for Regular|Already/ })).toBeDisabled();
});

test("a co-parent opens the mailed invitation link, gives consent and then sees the child", async ({
  page,
  request,
}) => {
  const parent = await signUpFreshMember(request, "Parent");
  const asParent = { Authorization: `Bearer ${parent.session.auth.token}` };
  const consentVersion = (await (await request.get("/api/family", { headers: asParent })).json()).consentText
    .version;
  const added = await request.post("/api/family/children", {
    headers: asParent,
    data: {
      fullName: "Bisi Twin",
      dob: bornYearsAgo(9),
      level: "kids amatuer",
      emergencyContactName: "Parent Test",
      emergencyContactPhone: "+2348012345678",
      medicalNotes: "",
      photoConsent: false,
      relationship: "mother",
      consentVersion,
      consent: true,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const child = (await added.json()).player;
  const coParent = await signUpFreshMember(request, "CoParent");
  const invited = await request.post(`/api/family/players/${child._id}/guardians`, {
    headers: asParent,
    data: { email: coParent.credentials.email, relationship: "father" },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  const mail = await mailTo(page, request, coParent.credentials.email, /manage Bisi Twin/);
  const link = mail.match(/https?:\/\/\S+\/u\/family\/accept\?token=[\w-]+/)?.[0];
  expect(link).toBeDefined();
  await openSignedIn(page, coParent.session, new URL(link ?? "").pathname + new URL(link ?? "").search);

  const screen = page.getByRole("region", { name: "Family invitation" });
  await screen.getByLabel("You are the player's").selectOption("father");
  await screen.getByLabel("I give my consent as this player's parent or guardian").check();
  expect((await new AxeBuilder({ page }).include(".dash-family").analyze()).violations).toEqual([]);
  await screen.getByRole("button", { name: "Accept" }).click();
  await expect(screen.getByRole("status")).toHaveText("You are now a guardian of Bisi Twin.");
  await screen.getByRole("link", { name: "Go to Family" }).click();
  await expect(page.getByRole("button", { name: "Show Bisi's dashboard" })).toBeVisible();

  // The link works once: opened again, it says so.
  await page.goto(new URL(link ?? "").pathname + new URL(link ?? "").search);
  await page.getByLabel("You are the player's").selectOption("father");
  await page.getByLabel("I give my consent as this player's parent or guardian").check();
  await page.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByRole("alert")).toHaveText("This invitation is no longer valid. Ask for a new one.");
});

test("staff find a family in the console and record a paper consent form for the child", async ({
  page,
  request,
}) => {
  const parent = await signUpFreshMember(request, "Paper");
  const asParent = { Authorization: `Bearer ${parent.session.auth.token}` };
  const consentVersion = (await (await request.get("/api/family", { headers: asParent })).json()).consentText
    .version;
  const added = await request.post("/api/family/children", {
    headers: asParent,
    data: {
      fullName: "Dayo Paperkid",
      dob: bornYearsAgo(8),
      level: "kids amatuer",
      emergencyContactName: "Paper Test",
      emergencyContactPhone: "+2348012345678",
      medicalNotes: "",
      photoConsent: false,
      relationship: "mother",
      consentVersion,
      consent: true,
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await signInAs(page, request, DEMO.staff, "/staff/families");
  await expect(page.getByRole("heading", { name: "Families", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill(parent.credentials.email);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: "Dayo Paperkid" });
  await expect(row).toContainText("Online");
  expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);

  await row.getByRole("button", { name: "Record paper consent for Dayo Paperkid" }).click();
  const form = page.getByRole("form", { name: "Paper consent form for Dayo Paperkid" });
  await expect(form.getByRole("heading")).toBeFocused();
  await form.getByLabel("Signed by").selectOption({ index: 1 });
  await form.getByLabel("Their relationship to the player").selectOption("mother");
  await form.getByRole("button", { name: "Record the form" }).click();
  await expect(form.getByRole("status")).not.toBeEmpty();
  await expect(row).toContainText("Paper form");

  // The family's child has consent: the missing-consent tab leaves it out.
  await page.getByRole("link", { name: "Missing consent" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Dayo Paperkid" })).toHaveCount(0);
});
