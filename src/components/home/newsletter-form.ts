/** The newsletter form's behaviour: empty check, POST, one message line that replaces the last. */

import { postJson } from "@/components/site/post-json";
import * as calls from "@/shared/api/calls";

export const EMPTY_EMAIL_MESSAGE = "Please enter your email address.";

function showMessage(status: HTMLElement, kind: "success" | "error", text: string): void {
  const line = document.createElement("p");
  line.className = kind === "success" ? "form-success" : "form-error";
  line.textContent = text;
  status.replaceChildren(line);
}

export function enhanceNewsletterForm(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>("input[name=email]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const status = form.querySelector<HTMLElement>("[data-newsletter-status]");
  if (!input || !button || !status) return;

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (email === "") {
      input.setAttribute("aria-invalid", "true");
      showMessage(status, "error", EMPTY_EMAIL_MESSAGE);
      input.focus();
      return;
    }
    const label = button.textContent;
    button.disabled = true;
    button.textContent = "Subscribing...";
    const result = await postJson(calls.subscribeNewsletter, { email });
    button.disabled = false;
    button.textContent = label;
    input.setAttribute("aria-invalid", String(!result.ok));
    showMessage(status, result.ok ? "success" : "error", result.message);
    if (result.ok) input.value = "";
  });
}
