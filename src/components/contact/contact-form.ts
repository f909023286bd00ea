/**
 * The contact form's behaviour: every field required (checked before sending), POST /api/contact,
 * then the server's message (success or error) in the form's live region.
 */

import { postJson } from "@/components/site/post-json";
import * as calls from "@/shared/api/calls";

/** The message for an incomplete form (the same text as FILL_ALL_FIELDS in validation.ts,
 * which this page does not import: it would bring zod into the page's script). */
export const INCOMPLETE_FORM_MESSAGE = "Please fill out all fields before submitting.";

export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phoneNumber", "message"] as const;
export type ContactFields = Record<(typeof CONTACT_FIELDS)[number], string>;

/** The trimmed values and the names of the fields left empty. */
export function readContactForm(get: (name: string) => string): { values: ContactFields; empty: string[] } {
  const values = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, get(name).trim()])) as ContactFields;
  return { values, empty: CONTACT_FIELDS.filter((name) => values[name] === "") };
}

export function enhanceContactForm(form: HTMLFormElement): void {
  const status = form.querySelector<HTMLElement>("[data-contact-status]");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (!status || !button) return;
  const field = (name: string) =>
    form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;

  const show = (kind: "success" | "error", text: string) => {
    const line = document.createElement("p");
    line.className = kind === "success" ? "form-success" : "form-error";
    line.textContent = text;
    status.replaceChildren(line);
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const { values, empty } = readContactForm((name) => field(name)?.value ?? "");
    for (const name of CONTACT_FIELDS)
      field(name)?.setAttribute("aria-invalid", String(empty.includes(name)));
    if (empty.length > 0) {
      show("error", INCOMPLETE_FORM_MESSAGE);
      field(empty[0] ?? "")?.focus();
      return;
    }
    const label = button.textContent;
    button.disabled = true;
    button.textContent = "Sending...";
    const result = await postJson(calls.contact, values);
    button.disabled = false;
    button.textContent = label;
    show(result.ok ? "success" : "error", result.message);
    if (result.ok) {
      form.reset();
      for (const name of CONTACT_FIELDS) field(name)?.removeAttribute("aria-invalid");
    }
  });
}
