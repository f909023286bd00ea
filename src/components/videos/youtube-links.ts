/** The YouTube addresses a lesson video card links to or embeds. */

export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/** The player on YouTube's privacy-enhanced domain, started by the visitor's click. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/** A YouTube search for a lesson's title, for a video whose upload has no id yet. */
export function youtubeSearchUrl(title: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(`${title} tennis`)}`;
}
