/**
 * Competition in the browser: staff record a result in the console, and both players' ranking
 * line, progress tracker and matches change on their dashboards; a member leaves the public ladder
 * and chooses how they are named there; a friendly between two ranked players moves both ratings
 * and ranks on their dashboards and, after the rebuild, on the public ladder. axe on the console
 * screens; screenshots at desktop and phone widths.
 */
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, expect as expectApi, type Page, test } from "@playwright/test";
import { staffTournaments, updateTournament } from "@/shared/api/all-calls";
import { apiPath } from "../support/api-path";
import { apiLogin, DEMO, REBUILD_TIMEOUT_MS, signInAs, waitForRebuild } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

// Both journeys change the demo member's record: one at a time, so each reads its own change.
test.describe.configure({ mode: "serial" });

async function screenshots(page: Page, name: string) {
  await attachScreenshot(page, `${name}-desktop`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/**
 * Moves a demo tournament's start to midnight today in Lagos, through the console's API: it has
 * started, so its draw takes results (dated today), and it stays among the upcoming ones all day.
 */
async function startToday(request: APIRequestContext, name: string) {
  const { auth } = await apiLogin(request, DEMO.staff);
  const headers = { authorization: `Bearer ${auth.token}` };
  const listed = await request.get(`${apiPath(staffTournaments)}?when=all&q=${encodeURIComponent(name)}`, {
    headers,
  });
  const t = (await listed.json()).items[0];
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(new Date());
  const moved = await request.put(apiPath(updateTournament, { id: t._id }), {
    headers,
    data: {
      name: t.name,
      category: t.category,
      localDate: today,
      localTime: "00:00",
      location: t.location,
      price: t.price,
      capacity: t.capacity,
      image: t.image,
      salesOpenDate: null,
      memberEarlyDays: 0,
      version: t.version,
    },
  });
  expectApi(moved.ok(), await moved.text()).toBe(true);
}

/** Picks the option of a player select whose text contains `text`. */
async function choosePlayer(page: Page, label: string, text: string) {
  const select = page.getByLabel(label, { exact: true });
  const value = await select.locator("option", { hasText: text }).first().getAttribute("value");
  await select.selectOption(value ?? "");
}

/** Turns a setting of the Matches page off, sees it kept after a reload, and turns it on again. */
async function offAndOnAgain(page: Page, title: string, label: string) {
  const card = page.getByRole("region", { name: title });
  const box = card.getByRole("checkbox", { name: label });
  await expect(box).toBeChecked();
  await box.uncheck();
  await expect(card.getByRole("status")).toHaveText("Saved.");
  await page.reload();
  await expect(box).toBeEnabled();
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(card.getByRole("status")).toHaveText("Saved.");
  await expect(box).toBeChecked();
  return box;
}

/** The Your Ranking card: the rank ("#2", "--" when unranked), the improvement line and the rating in it. */
async function ranking(page: Page) {
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Your Ranking" }) });
  await expect(card).toHaveAttribute("aria-busy", "false");
  const rank = (await card.locator(".dash-card__figure").textContent()) ?? "";
  const improvement = (await card.locator(".dash-overview__note").textContent()) ?? "";
  const rating = Number(/ to (\d+\.\d+)/.exec(improvement)?.[1]);
  expect(rating, improvement).toBeGreaterThan(0);
  return { rank, improvement, rating };
}

async function overview(page: Page) {
  await expect(page.getByRole("heading", { name: "Your Ranking" })).toBeVisible();
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Your Ranking" }) });
  await expect(card).toHaveAttribute("aria-busy", "false");
  const tracker = page.getByRole("img", { name: /^Won \d+ of \d+ matches played$/ });
  return {
    improvement: await card.locator(".dash-overview__note").textContent(),
    tracker: await tracker.getAttribute("aria-label"),
  };
}

test("staff record a result and both players' ranking, progress and matches change", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, request, DEMO.member, "/u");
  const before = await overview(page);
  expect(before.improvement).toMatch(/^Rating (up|down|steady)/);
  const [won, played] = (before.tracker ?? "").match(/\d+/g)!.map(Number) as [number, number];

  await signInAs(page, request, DEMO.staff, "/staff/results");
  await expect(page.getByRole("heading", { level: 1, name: "Results" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Results, newest first" })).toBeVisible();
  await noAxeViolations(page);
  await screenshots(page, "results");

  await page.getByRole("link", { name: "Record a result" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Record a result" })).toBeVisible();
  // An impossible score is refused beside its field, with the reason.
  await choosePlayer(page, "Side A player", DEMO.member.email);
  await choosePlayer(page, "Side B player", "Fatima Sani");
  await page.getByLabel("Score").fill("6-5 6-1");
  await page.getByRole("button", { name: "Record the result" }).click();
  await expect(
    page.getByText("First set 6-5 is not finished: it goes to 7-5 or 6-6 and a tie-break"),
  ).toBeVisible();
  await expect(page.getByLabel("Score")).toBeFocused();
  await noAxeViolations(page);
  await screenshots(page, "record-result");

  await page.getByLabel("Score").fill("6-1 6-1");
  await page.getByRole("button", { name: "Record the result" }).click();
  await expect(page).toHaveURL(/\/staff\/results$/);
  await expect(page.getByText("The result was recorded.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "6-1 6-1" }).first()).toContainText("Fatima Sani");

  await signInAs(page, request, DEMO.member, "/u");
  // The overview may first show the answers kept from the last visit (docs/decisions/0255): the
  // live ones replace them.
  await expect(
    page.getByRole("img", { name: `Won ${won + 1} of ${played + 1} matches played` }),
  ).toBeVisible();
  const after = await overview(page);
  expect(after.improvement).not.toBe(before.improvement);
  await page.goto("/u/matches");
  await expect(
    page.getByRole("img", { name: /^Your rating after each of 11 rated matches, now \d+\.\d\d$/ }),
  ).toBeVisible();
  await noAxeViolations(page);
  await screenshots(page, "member-matches");
  const row = page.getByRole("row").filter({ hasText: "Fatima Sani" }).first();
  await expect(row).toContainText("6-1 6-1");
  await expect(row).toContainText("Won");

  // Leaving the public ladder, and being shown there by first name and initial, are each saved at
  // once and kept; the member then turns them back on, so the ladder other journeys read is as it was.
  const listed = await offAndOnAgain(page, "Club Ladder", "Show me on the public club ladder");
  await offAndOnAgain(page, "Name on the Ladder", "Show my full name on the public ladder");
  await expect(listed).toBeChecked();
  await noAxeViolations(page);
  await screenshots(page, "ladder-settings");
});

test("staff schedule a friendly between two ranked players; one reports, the other confirms; ratings and ranks move on both dashboards and the public ladder", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000 + REBUILD_TIMEOUT_MS);
  // Tobi Adeyemi (the demo member) and Fatima Sani (the demo player) are ranked adults: after the
  // first journey Tobi is first and Fatima fourth, and her 6-0 6-0 win takes her above him.
  await signInAs(page, request, DEMO.member, "/u");
  const memberBefore = await ranking(page);
  await signInAs(page, request, DEMO.player, "/u");
  const playerBefore = await ranking(page);
  expect(memberBefore.rank).toMatch(/^#\d+$/);
  expect(playerBefore.rank).toMatch(/^#\d+$/);

  await signInAs(page, request, DEMO.staff, "/staff/results/friendly");
  await expect(page.getByRole("heading", { level: 1, name: "Schedule a friendly" })).toBeVisible();
  await choosePlayer(page, "Side A player", DEMO.member.email);
  await choosePlayer(page, "Side B player", DEMO.player.email);
  await page.getByLabel("Date (Lagos)").fill(new Date().toISOString().slice(0, 10));
  await page.getByLabel("Time (Lagos)").fill("07:00");
  await page.getByLabel("Court or venue").fill("Court 3, Ikoyi Club");
  await noAxeViolations(page);
  await screenshots(page, "schedule-friendly");
  await page.getByRole("button", { name: "Schedule the friendly" }).click();
  await expect(page.getByText("The friendly was scheduled; the players were told.")).toBeVisible();

  // Fatima won and reports it from her side; a wrong score is explained first.
  await signInAs(page, request, DEMO.player, "/u/matches");
  const card = page.getByRole("listitem").filter({ hasText: "Court 3, Ikoyi Club" });
  await expect(card).toContainText("To play");
  await card.getByLabel("Score from your side").fill("6-0 5-4");
  await card.getByRole("button", { name: "Report the score" }).click();
  await expect(card.getByRole("alert")).toHaveText(
    "Second set 5-4 is not finished: a set is won with 6 games and a lead of two",
  );
  await card.getByLabel("Score from your side").fill("6-0 6-0");
  await card.getByRole("button", { name: "Report the score" }).click();
  await expect(card).toContainText("Waiting for the other side to confirm.");
  await noAxeViolations(page);
  await screenshots(page, "friendly-reported");

  await signInAs(page, request, DEMO.member, "/u/matches");
  const mine = page.getByRole("listitem").filter({ hasText: "Court 3, Ikoyi Club" });
  await expect(mine).toContainText("0-6 0-6 (from your side)");
  const confirmedAt = Date.now();
  await mine.getByRole("button", { name: "Confirm 0-6 0-6" }).click();
  await expect(mine).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: "Friendly" }).filter({ hasText: "0-6 0-6" });
  await expect(row.first()).toContainText("Lost");

  // Both dashboards: the ratings, the improvement lines and the ranks moved.
  await page.goto("/u");
  const memberAfter = await ranking(page);
  await signInAs(page, request, DEMO.player, "/u/matches");
  await expect(page.getByRole("row").filter({ hasText: "6-0 6-0" }).first()).toContainText("Won");
  await page.goto("/u");
  const playerAfter = await ranking(page);
  await screenshots(page, "friendly-player-overview");
  expect(memberAfter.rating).toBeLessThan(memberBefore.rating);
  expect(playerAfter.rating).toBeGreaterThan(playerBefore.rating);
  expect(memberAfter.improvement).not.toBe(memberBefore.improvement);
  expect(playerAfter.improvement).not.toBe(playerBefore.improvement);
  expect(playerAfter.rank).toBe("#1");
  expect(memberAfter.rank).toBe("#2");
  expect(playerBefore.rank).not.toBe(playerAfter.rank);
  expect(memberBefore.rank).not.toBe(memberAfter.rank);

  // After the rebuild the public ladder has both, by full name (adults), at their new rank and rating.
  await waitForRebuild(request, confirmedAt);
  const adults = page
    .getByRole("region", { name: "Club Ladder" })
    .locator("section", { has: page.getByRole("heading", { name: "Adults" }) });
  const standing = async (name: string) => {
    const cells = await adults.getByRole("row").filter({ hasText: name }).getByRole("cell").allTextContents();
    return { rank: `#${cells[0]}`, rating: Number(cells[2]) };
  };
  await expect(async () => {
    await page.goto("/tournaments");
    expect((await standing("Fatima Sani")).rank).toBe(playerAfter.rank);
  }).toPass({ timeout: REBUILD_TIMEOUT_MS, intervals: [2_000] });
  for (const [name, after] of [
    ["Fatima Sani", playerAfter],
    ["Tobi Adeyemi", memberAfter],
  ] as const) {
    const shown = await standing(name);
    expect(shown.rank, name).toBe(after.rank);
    // The ladder shows one decimal of the rating the dashboard shows with two.
    expect(Math.abs(shown.rating - after.rating), name).toBeLessThanOrEqual(0.051);
  }
  await adults.scrollIntoViewIfNeeded();
  await screenshots(page, "public-ladder");
});

test("staff make an 8-player draw from the ticket holders, publish it, play it to the medallists and correct the final", async ({
  page,
  request,
  browser,
}) => {
  // Two waits for the site: the rebuild, then the page showing the correction.
  test.setTimeout(180_000 + 2 * REBUILD_TIMEOUT_MS);
  await signInAs(page, request, DEMO.staff, "/staff/tournaments");
  await page.getByRole("link", { name: "Draw of Abuja Amateur Classic" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Draw: Abuja Amateur Classic" })).toBeVisible();
  const drawUrl = page.url();
  await expect(page.getByRole("heading", { name: "8 players" })).toBeVisible();
  await page.getByRole("button", { name: "Make the draw" }).click();
  await expect(page.getByRole("heading", { name: "Quarter-final" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Final", exact: true })).toBeVisible();

  // Swap two places before publishing.
  const firstPlace = await page.getByLabel("Swap").locator("option").nth(0).textContent();
  await page.getByLabel("with").selectOption("2");
  await page.getByRole("button", { name: "Swap the places" }).click();
  await expect(page.getByLabel("with").locator("option").nth(2)).toHaveText(
    (firstPlace ?? "").replace("Place 1", "Place 3"),
  );
  await noAxeViolations(page);
  await screenshots(page, "draw-made");

  await page.getByRole("button", { name: "Publish the draw" }).click();
  // The tournament has not started yet: it takes no results.
  await expect(
    page.getByText(/^Published\. Results can be entered once the tournament starts, on /),
  ).toBeVisible();
  await expect(page.getByRole("form", { name: /^Result: / })).toHaveCount(0);
  await startToday(request, "Abuja Amateur Classic");
  await page.reload();
  await expect(page.getByText("Published. Enter each match's result")).toBeVisible();

  // The demo member is an entrant: their first match shows on their Matches page, read-only.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signInAs(memberPage, request, DEMO.member, "/u/matches");
  const drawMatch = memberPage
    .getByRole("listitem")
    .filter({ hasText: "Abuja Amateur Classic, Quarter-final against" });
  await expect(drawMatch).toContainText("Draw match: the club staff enter its result");
  await expect(drawMatch).toContainText("Tournament starts");
  await expect(drawMatch.getByRole("form")).toHaveCount(0);
  await expect(drawMatch.getByRole("button")).toHaveCount(0);
  // The published draw itself shows under Your draws, the member's own place highlighted.
  const myDraw = memberPage
    .getByRole("region", { name: "Your draws" })
    .getByRole("article", { name: "Abuja Amateur Classic" });
  await expect(myDraw.getByRole("heading", { name: "Quarter-final" })).toBeVisible();
  await expect(myDraw.getByRole("heading", { name: "Final", exact: true })).toBeVisible();
  await expect(myDraw.locator("mark")).toHaveText([/\(you\)$/]);
  await expect(myDraw.getByRole("button")).toHaveCount(0);
  await noAxeViolations(memberPage);
  await screenshots(memberPage, "draw-match-member");
  await memberContext.close();

  const results = page.getByRole("form", { name: /^Result: / });
  // A bad score and a day not come yet are said beside the match, in plain words.
  const firstForm = results.first();
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(new Date());
  const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(
    new Date(Date.now() + 86_400_000),
  );
  await firstForm.getByLabel(/^Score/).fill("6-8 6-4");
  await firstForm.getByLabel("Played on").fill(tomorrow);
  await firstForm.getByRole("button", { name: /^Save the result/ }).click();
  await expect(firstForm.getByText(/^First set 6-8: /)).toBeVisible();
  await expect(firstForm.getByText("The day it was played cannot be in the future")).toBeVisible();
  await expect(firstForm.getByLabel(/^Score/)).toHaveAttribute("aria-invalid", "true");
  await expect(firstForm).not.toContainText(/score:|playedOn|sets\./);
  await screenshots(page, "draw-result-errors");
  await firstForm.getByLabel("Played on").fill(today);
  await firstForm.getByLabel(/^Score/).fill("6-3 6-4");
  await firstForm.getByRole("button", { name: /^Save the result/ }).click();
  await expect(page.getByText(" · 6-3 6-4")).toHaveCount(1);

  // A result entered by mistake is cleared: its winner leaves the semi-final again.
  const firstQuarter = page.getByRole("region", { name: "Quarter-final" }).getByRole("listitem").first();
  await firstQuarter.getByRole("button", { name: /^Clear the result of/ }).click();
  const clearing = page.getByRole("dialog", { name: "Clear this result?" });
  await expect(clearing).toContainText("leaves the next round");
  await noAxeViolations(page);
  await clearing.getByRole("button", { name: "Clear the result" }).click();
  await expect(clearing).toBeHidden();
  await expect(page.getByText(" · 6-3 6-4")).toHaveCount(0);
  await expect(
    page
      .getByRole("region", { name: "Semi-final" })
      .getByText("To be decided v To be decided", { exact: true }),
  ).toHaveCount(2);

  for (let played = 0; played < 7; played++) {
    const form = results.first();
    await form.getByLabel(/^Score/).fill("6-3 6-4");
    await form.getByRole("button", { name: /^Save the result/ }).click();
    await expect(page.getByText(" · 6-3 6-4")).toHaveCount(played + 1);
  }
  const medals = page.getByText(/^Winner: .+\. Runner-up: .+\.$/);
  await expect(medals).toBeVisible();
  await noAxeViolations(page);
  await screenshots(page, "draw-played");
  const medallists = async () =>
    /^Winner: (.+)\. Runner-up: (.+)\.$/.exec((await medals.textContent()) ?? "")?.slice(1) ?? [];
  const [firstWinner, firstRunnerUp] = await medallists();

  // A quarter-final's winner cannot change once its semi-final is played: the refusal shows by the form.
  const quarterFinal = page.getByRole("region", { name: "Quarter-final" }).getByRole("listitem").first();
  const correctQuarter = quarterFinal.getByRole("button", { name: /^Correct the result of/ });
  await correctQuarter.focus();
  await page.keyboard.press("Enter");
  const quarterForm = quarterFinal.getByRole("form", { name: /^Correct the result: / });
  await expect(quarterForm.getByLabel(/^Score/)).toBeFocused();
  await expect(quarterForm.getByLabel(/^Score/)).toHaveValue("6-3 6-4");
  await quarterForm.getByLabel(/^Score/).fill("3-6 4-6");
  await quarterForm.getByRole("button", { name: /^Save the correction/ }).click();
  await expect(quarterForm.getByRole("alert")).toContainText("correct that match first");
  await quarterForm.getByRole("button", { name: /^Cancel/ }).click();
  await expect(correctQuarter).toBeFocused();

  // The final's winner can change: the medallists swap.
  const final = page.getByRole("region", { name: "Final", exact: true });
  await final.getByRole("button", { name: /^Correct the result of/ }).click();
  const finalForm = final.getByRole("form", { name: /^Correct the result: / });
  await finalForm.getByLabel(/^Score/).fill("4-6 6-3 8-10");
  await screenshots(page, "draw-correcting");
  const changedAt = Date.now();
  await finalForm.getByRole("button", { name: /^Save the correction/ }).click();
  await expect(finalForm).toHaveCount(0);
  await expect(final.getByText(" · 4-6 6-3 8-10")).toBeVisible();
  await expect(medals).toHaveText(`Winner: ${firstRunnerUp}. Runner-up: ${firstWinner}.`);
  await noAxeViolations(page);
  const [winner = "", runnerUp = ""] = await medallists();

  // After the rebuild the public tournaments page shows the draw and its medallists, by public name.
  // A correction made while a build runs waits for the next one: reload until the page has it.
  await waitForRebuild(request, changedAt);
  const draw = page.getByRole("article", { name: "Abuja Amateur Classic" });
  await expect(async () => {
    await page.goto("/tournaments");
    await expect(draw.getByText("4-6 6-3 8-10")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: REBUILD_TIMEOUT_MS, intervals: [2_000] });
  await expect(draw.getByRole("heading", { name: "Quarter-final" })).toBeVisible();
  await expect(draw.getByRole("heading", { name: "Final", exact: true })).toBeVisible();
  await expect(draw.getByText("6-3 6-4")).toHaveCount(6);
  // The entrants are adults who kept their full name on the public pages.
  await expect(draw.locator("dd").first()).toHaveText(winner);
  await expect(draw.locator("dd").nth(1)).toHaveText(runnerUp);
  const ladder = page.getByRole("region", { name: "Club Ladder" });
  await expect(ladder.getByRole("heading", { name: "Adults" })).toBeVisible();
  await expect(ladder.getByRole("heading", { name: "Juniors" })).toBeVisible();
  await expect(ladder.getByRole("heading", { name: "Latest medallists" })).toBeVisible();
  await expect(ladder.getByText(winner).first()).toBeVisible();
  await noAxeViolations(page);
  await draw.scrollIntoViewIfNeeded();
  await screenshots(page, "public-draw");

  // Everyone who lost their quarter-final plays on in the consolation draw.
  await page.goto(drawUrl);
  const consolation = page.getByRole("region", { name: "Consolation draw" });
  await consolation.getByRole("button", { name: "Make the consolation draw" }).click();
  await consolation.getByRole("button", { name: "Publish the consolation draw" }).click();
  await expect(consolation).toContainText("Published.");
  const semi = consolation.getByRole("form", { name: /^Result: / }).first();
  await semi.getByLabel(/^Score/).fill("6-1 6-2");
  await semi.getByRole("button", { name: /^Save the result/ }).click();
  await expect(consolation.getByText(" · 6-1 6-2")).toBeVisible();
  await noAxeViolations(page);
  await screenshots(page, "consolation-draw");

  // Its results are corrected and cleared as the main draw's are.
  const playedSemi = consolation
    .getByRole("region", { name: "Consolation, Semi-final" })
    .getByRole("listitem")
    .filter({ hasText: " · 6-1 6-2" });
  await playedSemi.getByRole("button", { name: /^Correct the result of/ }).click();
  const semiForm = playedSemi.getByRole("form", { name: /^Correct the result: / });
  await expect(semiForm.getByLabel(/^Score/)).toBeFocused();
  await semiForm.getByLabel(/^Score/).fill("6-1 6-3");
  await semiForm.getByRole("button", { name: /^Save the correction/ }).click();
  await expect(semiForm).toHaveCount(0);
  const correctedSemi = consolation.getByRole("listitem").filter({ hasText: " · 6-1 6-3" });
  await expect(correctedSemi).toBeVisible();
  await correctedSemi.getByRole("button", { name: /^Clear the result of/ }).click();
  await expect(clearing).toContainText("6-1 6-3");
  await noAxeViolations(page);
  await clearing.getByRole("button", { name: "Clear the result" }).click();
  await expect(clearing).toHaveCount(0);
  await expect(consolation.getByText(" · 6-1 6-3")).toHaveCount(0);
  await expect(consolation.getByRole("form", { name: /^Result: / })).toHaveCount(2);
});
