/**
 * The navigation bar's behaviour: solid once the page scrolls past 90% of the window height, and
 * the mobile menu's toggle (aria-expanded, Escape closes and returns focus to the toggle).
 */

/** How far (as a share of the window height) the page scrolls before the bar turns solid. */
export const SOLID_SCROLL_SHARE = 0.9;

export function isPastHero(scrollY: number, windowHeight: number): boolean {
  return scrollY > windowHeight * SOLID_SCROLL_SHARE;
}

function followScroll(header: HTMLElement): void {
  let scheduled = false;
  const update = () => {
    scheduled = false;
    header.dataset.state = isPastHero(window.scrollY, window.innerHeight) ? "solid" : "clear";
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  };
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule, { passive: true });
  update();
}

function enhanceMenu(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const menu = header.querySelector<HTMLElement>("[data-menu]");
  if (!toggle || !menu) return;

  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    menu.toggleAttribute("data-open", open);
  };
  const isOpen = () => toggle.getAttribute("aria-expanded") === "true";

  toggle.addEventListener("click", () => setOpen(!isOpen()));
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  });
  // A menu left open on a phone must not stay open (and hidden) once the window is wide.
  window.matchMedia("(min-width: 900px)").addEventListener("change", (event) => {
    if (event.matches) setOpen(false);
  });
}

export function enhanceSiteNav(header: HTMLElement): void {
  if (!header.hasAttribute("data-always-solid")) followScroll(header);
  enhanceMenu(header);
}
