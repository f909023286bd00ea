// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { enhanceVideoFilter, matchesFilter } from "./video-filter";

describe("matchesFilter", () => {
  it("shows every level under All and only the chosen level otherwise", () => {
    expect(matchesFilter("kids", "all")).toBe(true);
    expect(matchesFilter("kids", "kids")).toBe(true);
    expect(matchesFilter("advanced", "kids")).toBe(false);
  });
});

describe("enhanceVideoFilter", () => {
  it("presses one filter button and hides the other levels", () => {
    document.body.innerHTML = `
      <div id="root">
        <div data-filter-group data-pending>
          <button data-filter="all" aria-pressed="true">All</button>
          <button data-filter="kids" aria-pressed="false">Kids</button>
        </div>
        <p data-filter-status></p>
        <ul>
          <li><article data-video-level="kids">A</article></li>
          <li><article data-video-level="advanced">B</article></li>
        </ul>
      </div>`;
    enhanceVideoFilter(document.getElementById("root") as HTMLElement);
    const [all, kids] = [...document.querySelectorAll<HTMLButtonElement>("[data-filter]")];
    const items = [...document.querySelectorAll("li")];
    expect(document.querySelector("[data-filter-group]")?.hasAttribute("data-pending")).toBe(false);

    kids?.click();
    expect(kids?.getAttribute("aria-pressed")).toBe("true");
    expect(all?.getAttribute("aria-pressed")).toBe("false");
    expect(items.map((item) => item.hidden)).toEqual([false, true]);
    expect(document.querySelector("[data-filter-status]")?.textContent).toBe("Showing 1 video");

    all?.click();
    expect(items.map((item) => item.hidden)).toEqual([false, false]);
  });
});
