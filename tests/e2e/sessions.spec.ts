/**
 * Training sessions on a phone (390 px): a coach takes attendance and writes a note with no network
 * and both sync when the network returns (cancelling says it needs the network); a member and a
 * parent see the next session and the attendance; staff cancel a session and every player in it is
 * told; staff change a group and put a player on a full group's waiting list; staff read the month's
 * attendance register.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { coachSessions } from "@/shared/api/all-calls";
import { notifications } from "@/shared/api/calls";
import { apiPath } from "../support/api-path";
import { apiLogin, DEMO, signInAs } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

test.use({ viewport: { width: 390, height: 844 } });

test("a coach takes attendance with the network off, and it syncs when the network returns", async ({
  page,
  request,
}) => {
  const session = await signInAs(page, request, DEMO.coach);
  await expect(page.getByRole("heading", { level: 1, name: "Your sessions" })).toBeVisible();
  const today = page.getByRole("region", { name: "Today" });
  await expect(today.getByRole("link", { name: /Standard adults, evenings/ })).toBeVisible();
  // The worker keeps the dashboard on the phone, so it opens on court with no network.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
  await today.getByRole("link", { name: /Standard adults, evenings/ }).click();
  const players = page.getByRole("region", { name: /Players/ });
  await expect(players.getByText("Tobi Adeyemi", { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await attachScreenshot(page, "coach-session-390", { fullPage: true });

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Offline, sessions as of/)).toBeVisible();
  const tobi = players.getByRole("group", { name: "Attendance of Tobi Adeyemi" });
  await tobi.getByRole("button", { name: "Late" }).click();
  await expect(tobi.getByRole("button", { name: "Late" })).toHaveAttribute("aria-pressed", "true");
  // Not Femi Oladipo: the seed has him miss the group's last three sessions, and once today's is
  // held a present mark here would end his run before the register journey looks for it.
  const adaeze = players.getByRole("group", { name: "Attendance of Adaeze Nnamdi" });
  await adaeze.getByRole("button", { name: "Present" }).click();
  await expect(
    page.getByText("2 marks wait on this phone and will sync when the network returns."),
  ).toBeVisible();
  // A note is kept on the phone too; cancelling says it needs the network.
  await players.getByRole("button", { name: "Add a note on Tobi Adeyemi" }).click();
  const noteDialog = page.getByRole("dialog", { name: "Note on Tobi Adeyemi" });
  // It opens on the note, ready to be written.
  await expect(noteDialog.getByLabel("Note")).toBeFocused();
  await noteDialog.getByLabel("Note").fill("Bend the knees on the second serve");
  await noteDialog.getByRole("button", { name: "Save note" }).click();
  await expect(
    page.getByText("Note kept on this phone: it is saved when the network returns."),
  ).toBeVisible();
  await expect(
    players.getByRole("button", { name: "Note: Bend the knees on the second serve" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel this session (rain)" })).toBeDisabled();
  await expect(page.getByText(/^Cancelling needs the network: every player is told at once\./)).toBeVisible();
  await attachScreenshot(page, "coach-offline-390", { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.context().setOffline(false);
  await expect(page.getByText("2 marks synced.")).toBeVisible();
  const answer = await request.get(apiPath(coachSessions), {
    headers: { authorization: `Bearer ${session.auth.token}` },
  });
  const { sessions, today: day } = await answer.json();
  const todays = sessions.find((s: { date: string; groupName: string }) => s.date === day);
  const marked = todays.roster.find((r: { fullName: string }) => r.fullName === "Tobi Adeyemi");
  expect(marked.mark).toBe("late");
  await expect(page.getByText("1 note synced.")).toBeVisible();
  await expect
    .poll(async () => {
      const again = await request.get(apiPath(coachSessions), {
        headers: { authorization: `Bearer ${session.auth.token}` },
      });
      const body = await again.json();
      const same = body.sessions.find((s: { _id: string }) => s._id === todays._id);
      return same.roster.find((r: { fullName: string }) => r.fullName === "Tobi Adeyemi").note;
    })
    .toBe("Bend the knees on the second serve");
});

test("a parent sees a child's next session and attendance under Training", async ({ page, request }) => {
  await signInAs(page, request, DEMO.parent, "/u/training");
  await page.getByLabel("Dashboard of").selectOption({ label: "Ada Okafor" });
  await expect(page.getByRole("heading", { level: 1, name: "Training" })).toBeVisible();
  const coming = page.getByRole("region", { name: "Coming sessions" });
  await expect(coming.getByText(/^Next session: \w+ \d\d:\d\d, Court \d, Coach Chinedu$/)).toBeVisible();
  const attendance = page.getByRole("region", { name: "Attendance" });
  await expect(
    attendance.getByText(/^Attended \d+ of \d+ sessions marked in the past four weeks\.$/),
  ).toBeVisible();
  await expect(attendance.getByText(/: (Present|Late|Absent|Excused)$/).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await attachScreenshot(page, "parent-training-390", { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a member sees their next session on the overview and their schedule under Training", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.member);
  const next = page.getByRole("link", { name: /^Next session: \w+ 17:00, Court 2, Coach Oluwaseun$/ });
  await expect(next).toBeVisible();
  await attachScreenshot(page, "member-overview-390", { fullPage: true });
  await next.click();
  await expect(page.getByRole("heading", { level: 1, name: "Training" })).toBeVisible();
  const coming = page.getByRole("region", { name: "Coming sessions" });
  await expect(
    coming.getByText(/Standard adults, evenings · Court 2 · Oluwaseun Adebayo/).first(),
  ).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await attachScreenshot(page, "member-training-390", { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await attachScreenshot(page, "member-training-1280", { fullPage: true });
});

test("staff cancel a session and every player in it is told, with a make-up credit", async ({
  page,
  request,
}) => {
  const member = await apiLogin(request, DEMO.member);
  await signInAs(page, request, DEMO.staff, "/staff/sessions");
  await expect(page.getByRole("heading", { level: 1, name: "Training" })).toBeVisible();
  await page
    .getByLabel("Group")
    .selectOption({ label: "Standard adults, evenings (Oluwaseun Adebayo, Court 2)" });
  const coming = page.getByRole("table", { name: "Coming sessions of the group" });
  // The second coming session: today's stays for the coach's journey.
  await coming
    .getByRole("button", { name: /^Cancel/ })
    .nth(1)
    .click();
  const dialog = page.getByRole("dialog", { name: "Cancel this session" });
  await dialog.getByLabel("Reason").fill("Rain on the courts");
  await dialog.getByRole("button", { name: "Cancel the session and tell the players" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: /players were told and given a make-up credit/ }),
  ).toBeVisible();
  await expect(coming.getByText("Cancelled: Rain on the courts")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await attachScreenshot(page, "staff-cancel-390", { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await attachScreenshot(page, "staff-cancel-1280", { fullPage: true });

  const notices = await request.get(apiPath(notifications), {
    headers: { authorization: `Bearer ${member.auth.token}` },
  });
  const body = JSON.stringify(await notices.json());
  expect(body).toContain("Session cancelled");
  expect(body).toContain("Rain on the courts");
  await expect(
    page
      .getByRole("table", { name: "Make-up credits" })
      .getByRole("row", { name: /Tobi Adeyemi/ })
      .first(),
  ).toBeVisible();
});

test("staff read the month's groups, then a group's attendance register with its players' marks", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.staff, "/staff/sessions");
  // The month opens as a summary of the groups; a group's register opens from it.
  const groups = page.getByRole("table", { name: /^Training groups, / });
  const evenings = groups.getByRole("row", { name: /Standard adults, evenings/ });
  await expect(evenings).toContainText(/\d+ of \d+/);
  // Its attendance: the players' attended marks out of their places at the sessions held.
  await expect(
    evenings.getByRole("cell").filter({ hasText: /^(\d+ of \d+ \(\d+%\)|No session held yet)$/ }),
  ).toHaveCount(1);
  await expect(page.getByRole("table", { name: /^Attendance register, / })).toHaveCount(0);
  await attachScreenshot(page, "staff-register-groups-390", { fullPage: true });
  await evenings.getByRole("button", { name: "Open the register of Standard adults, evenings" }).click();
  await expect(page.getByLabel("Group")).toBeFocused();
  const register = page.getByRole("table", { name: /^Attendance register, / });
  const tobi = register.getByRole("row", { name: /Tobi Adeyemi/ }).first();
  await expect(tobi).toBeVisible();
  // Tobi's marks are those of his own group's sessions, and someone missed three in a row.
  await expect(tobi).toContainText(/Present|Late|Absent|Excused/);
  await expect(
    register
      .getByRole("row")
      .filter({ hasText: /open, \d+ used/ })
      .first(),
  ).toBeVisible();
  await expect(register.getByRole("cell", { name: "Missed 3 in a row: Yes" }).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await attachScreenshot(page, "staff-register-390", { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await attachScreenshot(page, "staff-register-1280", { fullPage: true });
});

test("staff set up a one-off session; a coach already busy then is named", async ({ page, request }) => {
  await signInAs(page, request, DEMO.staff, "/staff/sessions");
  await page.getByRole("button", { name: "Set up a group" }).click();
  const form = page.getByRole("form", { name: "Set up a group" });
  const today = new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);
  await form.getByLabel("Name").fill("Saturday clinic");
  await form.getByLabel("Kind").selectOption({ label: "One-off session" });
  await form.getByLabel("Coach").selectOption({ label: "Oluwaseun Adebayo" });
  await form.getByLabel("Court or venue").fill("Court 9");
  await form.getByLabel("Day").fill(today);
  await form.getByLabel("Time (Lagos)").fill("17:30");
  await form.getByRole("button", { name: "Set up" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    /^Oluwaseun Adebayo is already coaching Standard adults, evenings at Court 2 on \w+ \d+ \w+ \d{4}, 17:30$/,
  );
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await form.getByLabel("Time (Lagos)").fill("07:00");
  await form.getByRole("button", { name: "Set up" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saturday clinic is set up" })).toBeVisible();
  await attachScreenshot(page, "staff-setup-390", { fullPage: true });
});

test("staff change a group's court and put a player on a full group's waiting list", async ({
  page,
  request,
}) => {
  await signInAs(page, request, DEMO.staff, "/staff/sessions");
  const groups = page.getByLabel("Group");
  const ibrahims = await groups.locator("option", { hasText: "Ibrahim's adults" }).getAttribute("value");
  await groups.selectOption(ibrahims ?? "");
  await page.getByRole("button", { name: "Change this group" }).click();
  const form = page.getByRole("form", { name: "Change Ibrahim's adults" });
  await form.getByLabel("Places").fill("3");
  await form.getByLabel("Court or venue").fill("Court 12");
  await form.getByRole("button", { name: "Save the changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Ibrahim's adults is changed" })).toBeVisible();
  await expect(page.getByText(/^Ibrahim Musa, Court 12: /)).toBeVisible();
  await expect(page.getByText(/3 of 3 places taken/)).toBeVisible();

  // Full: a member on its package goes only onto the waiting list.
  const place = page.getByRole("form", { name: "Place a player" });
  await expect(place.getByText(/is full: a player goes onto its waiting list/)).toBeVisible();
  await place
    .getByLabel("Member on the regular package")
    .selectOption({ label: "Musa Abdullahi (adult amatuer)" });
  await place.getByRole("button", { name: "Put on the waiting list" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Musa Abdullahi is on the waiting list of Ibrahim's adults" }),
  ).toBeVisible();
  await expect(page.getByText(/3 of 3 places taken, 1 waiting/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await attachScreenshot(page, "staff-group-change-390", { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await attachScreenshot(page, "staff-group-change-1280", { fullPage: true });
});
