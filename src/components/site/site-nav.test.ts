// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { enhanceSiteNav, isPastHero } from "./site-nav";

describe("isPastHero", () => {
  it("turns solid only past 90% of the window height", () => {
    expect(isPastHero(0, 1000)).toBe(false);
    expect(isPastHero(900, 1000)).toBe(false);
    expect(isPastHero(901, 1000)).toBe(true);
  });
});

describe("the mobile menu", () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <header data-site-nav data-always-solid>
        <button data-menu-toggle aria-expanded="false" aria-controls="m">Menu</button>
        <div id="m" data-menu><a href="/">Home</a></div>
      </header>`;
    enhanceSiteNav(document.querySelector("header") as HTMLElement);
  });

  const toggle = () => document.querySelector("[data-menu-toggle]") as HTMLButtonElement;
  const menu = () => document.querySelector("[data-menu]") as HTMLElement;

  it("opens and closes with the toggle", () => {
    toggle().click();
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    expect(menu().hasAttribute("data-open")).toBe(true);
    toggle().click();
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(menu().hasAttribute("data-open")).toBe(false);
  });

  it("closes on Escape and gives focus back to the toggle", () => {
    toggle().click();
    (menu().querySelector("a") as HTMLAnchorElement).focus();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());
  });
});
