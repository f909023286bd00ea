/** The videos page's level filter: buttons (aria-pressed) that show the videos of one level. */

export const ALL_LEVELS = "all";

/** Whether a video of `level` is shown under the chosen filter. */
export function matchesFilter(level: string, filter: string): boolean {
  return filter === ALL_LEVELS || level === filter;
}

export function enhanceVideoFilter(root: HTMLElement): void {
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-filter]")];
  const videos = [...root.querySelectorAll<HTMLElement>("[data-video-level]")];
  const status = root.querySelector<HTMLElement>("[data-filter-status]");

  const apply = (filter: string) => {
    for (const button of buttons)
      button.setAttribute("aria-pressed", String(button.dataset.filter === filter));
    let shown = 0;
    for (const video of videos) {
      const visible = matchesFilter(video.dataset.videoLevel ?? "", filter);
      const item = video.closest("li") ?? video;
      item.hidden = !visible;
      if (visible) shown += 1;
    }
    if (status) status.textContent = shown === 1 ? "Showing 1 video" : `Showing ${shown} videos`;
  };

  for (const button of buttons)
    button.addEventListener("click", () => apply(button.dataset.filter ?? ALL_LEVELS));
  root.querySelector("[data-filter-group]")?.removeAttribute("data-pending");
}
