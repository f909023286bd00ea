// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enhanceNewsletterLink, MISSING_TOKEN } from "./newsletter-link";

function page(purpose: string, search: string) {
  document.body.innerHTML = `
    <div data-newsletter-link="${purpose}">
      <button type="button" disabled>Unsubscribe</button>
      <div data-newsletter-link-status></div>
    </div>`;
  enhanceNewsletterLink(document.querySelector("[data-newsletter-link]") as HTMLElement, search);
}

const button = () => document.querySelector("button") as HTMLButtonElement;
const status = () => document.querySelector("[data-newsletter-link-status]") as HTMLElement;

beforeEach(() => {
  document.body.innerHTML = "";
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the newsletter link pages", () => {
  it("send nothing until the button is pressed, then the link's token to the API", async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ message: "You're unsubscribed." })));
    vi.stubGlobal("fetch", fetchSpy);
    page("unsubscribe", "?token=abc.def");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(button().disabled).toBe(false);

    button().click();
    await vi.waitFor(() => expect(status().textContent).toBe("You're unsubscribed."));
    expect(status().querySelector(".form-success")).not.toBeNull();
    expect(button().hidden).toBe(true);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url, "http://localhost").pathname).toBe("/api/newsletter/unsubscribe");
    expect(JSON.parse(String(init.body))).toEqual({ token: "abc.def" });
  });

  it("show the server's refusal and keep the button for another try", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response(JSON.stringify({ message: "This link is not valid." }), { status: 400 }),
    );
    page("confirm", "?token=forged");
    button().click();
    await vi.waitFor(() => expect(status().textContent).toBe("This link is not valid."));
    expect(status().querySelector(".form-error")).not.toBeNull();
    expect(button().hidden).toBe(false);
  });

  it("say the link is incomplete when it has no token", () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    page("confirm", "");
    expect(status().textContent).toBe(MISSING_TOKEN);
    expect(button().hidden).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
