/** Dashboard interactions the measurements need, written against what a member sees. */
import type { Page } from "@playwright/test";

/** Opens the first ticket's dialog on /u/tickets and waits until its QR code is drawn. */
export async function openFirstTicketDialog(page: Page): Promise<void> {
  await page
    .getByRole("button", { name: /^View Ticket/ })
    .first()
    .click();
  await page.getByRole("dialog").locator("svg, canvas").first().waitFor({ state: "visible" });
}
