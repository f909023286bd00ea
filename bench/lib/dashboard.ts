/** Dashboard states the measurements wait for and interactions they perform, as a member sees them. */
import type { Page } from "@playwright/test";

/** The overview has drawn its cards (texts from docs/product.md, Dashboard). */
export async function overviewShown(page: Page): Promise<void> {
  await page.getByText("Progress Tracker", { exact: true }).first().waitFor();
}

/** The tickets screen lists the member's tickets. */
export async function ticketsShown(page: Page): Promise<void> {
  await page
    .getByRole("button", { name: /^View Ticket/ })
    .first()
    .waitFor();
}

/** Opens the first ticket's dialog on /u/tickets and waits until its QR code is drawn. */
export async function openFirstTicketDialog(page: Page): Promise<void> {
  await page
    .getByRole("button", { name: /^View Ticket/ })
    .first()
    .click();
  await page.getByRole("dialog").locator("svg, canvas").first().waitFor({ state: "visible" });
}

/** The club console has drawn its first screen's list (signed in as staff or an admin). */
export async function consoleShown(page: Page): Promise<void> {
  await page.getByRole("heading", { level: 1, name: "Tournaments" }).waitFor();
  await page
    .getByRole("status")
    .filter({ hasText: /^Public site/ })
    .waitFor();
}

/** The gate scanner has kept its tournament and loaded its decoder, so it scans offline. */
export async function scannerReady(page: Page): Promise<void> {
  await page.getByText("Kept on this phone: scanning works without network.").waitFor();
}

/**
 * The coach's home: /u signed in as a linked coach (the demo coach). The hash only tells this
 * measurement apart from the member's /u; the dashboard routes by path.
 */
export const COACH_HOME = "/u#coach";

/** The coach's home has drawn today's sessions from the server (or the phone). */
export async function coachHomeShown(page: Page): Promise<void> {
  await page.getByRole("heading", { level: 1, name: "Your sessions" }).waitFor();
  await page.getByRole("heading", { level: 2, name: "Today" }).waitFor();
}
