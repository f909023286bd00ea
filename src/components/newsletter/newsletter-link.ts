/**
 * The newsletter link pages (/newsletter/confirm, /newsletter/unsubscribe): the token comes from
 * the mail's link, and a button sends it to the API, whose message replaces the button. A button
 * rather than a request on load, so mail scanners that open links do not confirm or unsubscribe
 * anybody.
 */

import { postJson } from "@/components/site/post-json";
import * as calls from "@/shared/api/calls";

export type NewsletterLinkPurpose = "confirm" | "unsubscribe";

export const MISSING_TOKEN =
  "This link is incomplete. Please open the whole link from the email, or copy it into the address bar.";

function showMessage(status: HTMLElement, kind: "success" | "error", text: string): void {
  const line = document.createElement("p");
  line.className = kind === "success" ? "form-success" : "form-error";
  line.textContent = text;
  status.replaceChildren(line);
}

export function enhanceNewsletterLink(root: HTMLElement, search: string): void {
  const purpose = root.dataset.newsletterLink as NewsletterLinkPurpose | undefined;
  const button = root.querySelector<HTMLButtonElement>("button");
  const status = root.querySelector<HTMLElement>("[data-newsletter-link-status]");
  if (!button || !status || (purpose !== "confirm" && purpose !== "unsubscribe")) return;
  const token = new URLSearchParams(search).get("token")?.trim() ?? "";
  if (token === "") {
    button.hidden = true;
    showMessage(status, "error", MISSING_TOKEN);
    return;
  }
  button.disabled = false;
  button.addEventListener("click", async () => {
    const label = button.textContent;
    button.disabled = true;
    button.textContent = "One moment...";
    const result = await postJson(
      purpose === "confirm" ? calls.confirmNewsletter : calls.unsubscribeNewsletter,
      { token },
    );
    showMessage(status, result.ok ? "success" : "error", result.message);
    if (result.ok) button.hidden = true;
    button.disabled = false;
    button.textContent = label;
  });
}
