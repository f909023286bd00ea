// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_EMAIL_MESSAGE, enhanceNewsletterForm } from "./newsletter-form";

beforeEach(() => {
  document.body.innerHTML = `
    <form>
      <input name="email" />
      <button type="submit">Subscribe</button>
      <div data-newsletter-status></div>
    </form>`;
  enhanceNewsletterForm(document.querySelector("form") as HTMLFormElement);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const form = () => document.querySelector("form") as HTMLFormElement;
const input = () => document.querySelector("input") as HTMLInputElement;
const status = () => document.querySelector("[data-newsletter-status]") as HTMLElement;
const submit = () => form().dispatchEvent(new Event("submit", { cancelable: true }));

describe("the newsletter form", () => {
  it("asks for an email without sending when the field is empty", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    submit();
    expect(status().textContent).toBe(EMPTY_EMAIL_MESSAGE);
    expect(status().querySelector(".form-error")).not.toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("replaces an error with the server's success message", async () => {
    submit();
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ message: "Subscribed!" })));
    input().value = "ada@example.com";
    submit();
    await vi.waitFor(() => expect(status().textContent).toBe("Subscribed!"));
    expect(status().children).toHaveLength(1);
    expect(status().querySelector(".form-success")).not.toBeNull();
    expect(input().value).toBe("");
  });

  it("shows the server's error message in an error-styled line", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response(JSON.stringify({ message: "Enter a valid email address" }), { status: 400 }),
    );
    input().value = "not-an-email";
    submit();
    await vi.waitFor(() => expect(status().textContent).toBe("Enter a valid email address"));
    expect(status().querySelector(".form-error")).not.toBeNull();
  });
});
