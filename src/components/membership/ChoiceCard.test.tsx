// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ChoiceCard } from "./ChoiceCard";

afterEach(cleanup);

const HASH = "c0".repeat(32);

function imageOf(image: string) {
  const { container } = render(
    <ul>
      <ChoiceCard title="Coach" image={image} shape="coach" selected={false} onChoose={() => {}}>
        Level
      </ChoiceCard>
    </ul>,
  );
  return container.querySelector("img")!;
}

describe("ChoiceCard's picture", () => {
  it("offers every kept width of an uploaded image, at the card's fixed size", () => {
    const img = imageOf(`/api/media/${HASH}-640.webp`);
    expect(img.getAttribute("src")).toBe(`/api/media/${HASH}-640.webp`);
    expect(img.getAttribute("srcset")).toBe(
      `/api/media/${HASH}-320.webp 320w, /api/media/${HASH}-640.webp 640w`,
    );
    expect(img.getAttribute("sizes")).toBeTruthy();
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["320", "320"]);
  });

  it("shows the site's own images as before", () => {
    const img = imageOf("/images/coaches/ngozi-eze.jpg");
    expect(img.getAttribute("src")).toBe("/images/coaches/ngozi-eze.jpg");
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.hasAttribute("sizes")).toBe(false);
  });
});
