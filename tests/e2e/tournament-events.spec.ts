/**
 * Tournament events (docs/decisions/0230-tournament-events.md): a parent buying a ticket for the
 * Port Harcourt Under-14 Cup chooses for whom and which event; the Under-12 event refuses the parent
 * herself with the server's sentence (in the dialog and from the API), and admits her 10-year-old,
 * whose entry she pays from her account.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { apiLogin, DEMO, finishCheckout, signInAs } from "../support/dashboard";
import { attachScreenshot } from "../support/screenshots";

const UNDER_12_REFUSAL =
  /^Ngozi Okafor is \d+ on .+, the event's age cut-off; Under-12 Singles admits only players under 12 on that day\.$/;

test("a parent enters her child in an Under-12 event, and is refused herself with the sentence", async ({
  page,
  request,
}) => {
  const width = 1280;
  await page.setViewportSize({ width, height: 900 });
  await signInAs(page, request, DEMO.parent, "/u/tournaments");
  const card = page.getByRole("listitem").filter({ hasText: "Port Harcourt Under-14 Cup" }).first();
  await card.getByRole("button", { name: "Buy Ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Buy Ticket" });

  // For herself, the Under-12 event says why not and cannot be chosen; nor can she pay.
  await expect(dialog.getByLabel("For whom").locator("option:checked")).toHaveText("Ngozi Okafor (you)");
  const under12 = dialog.getByRole("radio", { name: /^Under-12 Singles/ });
  await expect(under12).toBeDisabled();
  await expect(dialog.getByText(UNDER_12_REFUSAL)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Pay Now" })).toBeDisabled();
  expect((await new AxeBuilder({ page }).include(".dash-events").analyze()).violations).toEqual([]);
  await attachScreenshot(page, `events-refused-${width}`);

  // The server refuses her with the same sentence, whatever the page shows.
  const session = await apiLogin(request, DEMO.parent);
  const auth = { Authorization: `Bearer ${session.auth.token}` };
  const events = await (await request.get(`/api/tournaments/${await cupId(request)}/events`)).json();
  const u12 = events.events.find((e: { name: string }) => e.name === "Under-12 Singles");
  const refused = await request.post(`/api/tournaments/${u12.tournamentId}/events/${u12._id}/enter`, {
    headers: auth,
    data: {},
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(UNDER_12_REFUSAL);

  // For Ada, 10, it is open: she enters it, paid from her mother's account.
  await dialog.getByLabel("For whom").selectOption({ label: "Ada Okafor" });
  await expect(under12).toBeEnabled();
  await under12.check();
  await attachScreenshot(page, `events-child-${width}`);
  await dialog.getByRole("button", { name: "Pay Now" }).click();
  await finishCheckout(page, "Pay");
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();

  const family = await (await request.get("/api/family", { headers: auth })).json();
  const ada = family.players.find((p: { fullName: string }) => p.fullName === "Ada Okafor");
  const mine = await (
    await request.get(`/api/tournaments/${u12.tournamentId}/events/mine`, {
      headers: { ...auth, "X-Player": ada._id },
    })
  ).json();
  expect(mine.events.find((e: { name: string }) => e.name === "Under-12 Singles").entry).not.toBeNull();
});

test("the event choice fits a phone screen", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, request, DEMO.parent, "/u/tournaments");
  const card = page.getByRole("listitem").filter({ hasText: "Port Harcourt Under-14 Cup" }).first();
  await card.getByRole("button", { name: "Buy Ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Buy Ticket" });
  await expect(dialog.getByText(UNDER_12_REFUSAL)).toBeVisible();
  await attachScreenshot(page, "events-refused-390");
});

async function cupId(request: import("@playwright/test").APIRequestContext): Promise<string> {
  const { tours } = await (await request.get("/api/tour/admin/getTournaments")).json();
  return tours.find((t: { name: string }) => t.name === "Port Harcourt Under-14 Cup")._id;
}
