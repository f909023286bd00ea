/**
 * Click-to-load players: a card's poster and play link stay until the visitor presses play, then
 * YouTube's privacy-enhanced embed takes their place, so the page runs no third-party code before that.
 */
import { youtubeEmbedUrl } from "./youtube-links";

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
