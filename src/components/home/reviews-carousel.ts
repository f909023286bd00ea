/**
 * Turns the pre-rendered review list into a carousel: one review shown, previous/next arrows that
 * stop at the ends (aria-disabled, so keyboard focus stays put), dots that mark and jump to a
 * position, and the Left/Right arrow keys while focus is inside.
 */
import { atEnd, atStart, clampIndex, step } from "./carousel-position";

export function enhanceCarousel(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>("[data-slide]")];
  const prev = root.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  const next = root.querySelector<HTMLButtonElement>("[data-carousel-next]");
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
  const controls = root.querySelector<HTMLElement>("[data-carousel-controls]");
  if (!prev || !next || !controls || slides.length === 0) return;

  let index = 0;
  const show = (target: number) => {
    index = clampIndex(target, slides.length);
    slides.forEach((slide, i) => {
      slide.hidden = i !== index;
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    prev.setAttribute("aria-disabled", String(atStart(index)));
    next.setAttribute("aria-disabled", String(atEnd(index, slides.length)));
  };

  prev.addEventListener("click", () => show(step(index, -1, slides.length)));
  next.addEventListener("click", () => show(step(index, 1, slides.length)));
  dots.forEach((dot, i) => {
    dot.addEventListener("click", () => show(i));
  });
  root.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") show(step(index, -1, slides.length));
    else if (event.key === "ArrowRight") show(step(index, 1, slides.length));
  });

  show(0);
  root.querySelector("[data-carousel-loading]")?.remove();
  controls.hidden = false;
  root.setAttribute("data-enhanced", "");
}
