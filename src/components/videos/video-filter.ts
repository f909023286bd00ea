/**
 * The videos page's behaviour: level filter buttons (aria-pressed) that show the matching videos,
 * and click-to-load players that swap the poster for YouTube's privacy-enhanced embed.
 */

export const ALL_LEVELS = "all";

/** Whether a video of `level` is shown under the chosen filter. */
export function matchesFilter(level: string, filter: string): boolean {
  return filter === ALL_LEVELS || level === filter;
}

export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
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

export function enhanceLitePlayers(root: ParentNode): void {
  for (const player of root.querySelectorAll<HTMLElement>("[data-lite-youtube]")) {
    const play = player.querySelector<HTMLAnchorElement>("[data-play]");
    play?.addEventListener("click", (event) => {
      event.preventDefault();
      const iframe = document.createElement("iframe");
      iframe.src = youtubeEmbedUrl(player.dataset.liteYoutube ?? "");
      iframe.title = player.dataset.videoTitle ?? "Lesson video";
      iframe.allow = "accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture";
      iframe.allowFullscreen = true;
      iframe.referrerPolicy = "strict-origin-when-cross-origin";
      player.replaceChildren(iframe);
      iframe.focus();
    });
  }
}
