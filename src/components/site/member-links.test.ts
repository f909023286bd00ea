// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { applyMemberLinks } from "./member-links";

beforeEach(() => {
  document.body.innerHTML = `
    <a id="login" href="/login" data-member-href="/u" data-member-label="Dashboard">Login</a>
    <a id="register" href="/login" data-member-href="/u/tournaments">Register Now</a>
    <a id="plain" href="/about">About</a>`;
});

const link = (id: string) => document.getElementById(id) as HTMLAnchorElement;

describe("applyMemberLinks", () => {
  it("leaves every link alone for a visitor without a session", () => {
    applyMemberLinks(document, false);
    expect(link("login").getAttribute("href")).toBe("/login");
    expect(link("login").textContent).toBe("Login");
    expect(link("register").getAttribute("href")).toBe("/login");
  });

  it("sends a signed-in visitor to the dashboard instead", () => {
    applyMemberLinks(document, true);
    expect(link("login").getAttribute("href")).toBe("/u");
    expect(link("login").textContent).toBe("Dashboard");
    expect(link("register").getAttribute("href")).toBe("/u/tournaments");
    expect(link("register").textContent).toBe("Register Now");
    expect(link("plain").getAttribute("href")).toBe("/about");
  });

  it("reads the stored session when not told", () => {
    localStorage.setItem(
      "user-payload",
      JSON.stringify({
        user: { _id: "u1", fullName: "Ada", email: "ada@example.com" },
        auth: { token: "t" },
      }),
    );
    applyMemberLinks();
    expect(link("login").textContent).toBe("Dashboard");
    localStorage.removeItem("user-payload");
  });
});
