import { describe, expect, it } from "vitest";
import { youtubeEmbedUrl, youtubeSearchUrl, youtubeWatchUrl } from "./youtube-links";

describe("YouTube links", () => {
  it("watches a video by its id", () => {
    expect(youtubeWatchUrl("bG1rpSxpLnd")).toBe("https://www.youtube.com/watch?v=bG1rpSxpLnd");
  });

  it("embeds from the privacy-enhanced domain", () => {
    expect(youtubeEmbedUrl("bG1rpSxpLnd")).toBe(
      "https://www.youtube-nocookie.com/embed/bG1rpSxpLnd?autoplay=1&rel=0",
    );
  });

  it("searches for the title with the word tennis, encoded", () => {
    expect(youtubeSearchUrl("Match Patterns: Serve Plus One")).toBe(
      "https://www.youtube.com/results?search_query=Match%20Patterns%3A%20Serve%20Plus%20One%20tennis",
    );
    expect(youtubeSearchUrl("Grips & Tips?")).toBe(
      "https://www.youtube.com/results?search_query=Grips%20%26%20Tips%3F%20tennis",
    );
  });
});
