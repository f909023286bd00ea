// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { enhanceCarousel } from "./reviews-carousel";

beforeEach(() => {
  document.body.innerHTML = `
    <div data-carousel>
      <ol>${[1, 2, 3].map((n) => `<li data-slide>Review ${n}</li>`).join("")}</ol>
      <p data-carousel-loading>Loading reviews...</p>
      <div data-carousel-controls hidden>
        <button data-carousel-prev>Previous</button>
        ${[0, 1, 2].map((n) => `<button data-carousel-dot="${n}">Dot ${n}</button>`).join("")}
        <button data-carousel-next>Next</button>
      </div>
    </div>`;
  enhanceCarousel(document.querySelector("[data-carousel]") as HTMLElement);
});

const shown = () =>
  [...document.querySelectorAll<HTMLElement>("[data-slide]")]
    .filter((s) => !s.hidden)
    .map((s) => s.textContent);
const button = (selector: string) => document.querySelector(selector) as HTMLButtonElement;
const currentDot = () => document.querySelector("[data-carousel-dot][aria-current=true]")?.textContent;

describe("the reviews carousel", () => {
  it("shows the first review with its controls and drops the loading text", () => {
    expect(shown()).toEqual(["Review 1"]);
    expect(button("[data-carousel-controls]").hidden).toBe(false);
    expect(document.querySelector("[data-carousel-loading]")).toBeNull();
    expect(button("[data-carousel-prev]").getAttribute("aria-disabled")).toBe("true");
    expect(currentDot()).toBe("Dot 0");
  });

  it("moves one review at a time and stops at the last", () => {
    const next = button("[data-carousel-next]");
    next.click();
    expect(shown()).toEqual(["Review 2"]);
    next.click();
    next.click();
    expect(shown()).toEqual(["Review 3"]);
    expect(next.getAttribute("aria-disabled")).toBe("true");
    expect(currentDot()).toBe("Dot 2");
    button("[data-carousel-prev]").click();
    expect(shown()).toEqual(["Review 2"]);
  });

  it("jumps with a dot and follows the arrow keys", () => {
    button('[data-carousel-dot="2"]').click();
    expect(shown()).toEqual(["Review 3"]);
    const root = document.querySelector("[data-carousel]") as HTMLElement;
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(shown()).toEqual(["Review 2"]);
  });
});
