import { describe, expect, it } from "vitest";
import { Post, Video } from "./schemas";

describe("Video", () => {
  const video = {
    title: "The Forehand in Five Steps",
    level: "beginner",
    description: "Turn, drop, swing, contact in front and follow through.",
    durationMinutes: 14,
  };

  it("accepts a video without a YouTube id (its card searches YouTube) and one with an 11-character id", () => {
    expect(Video.safeParse(video).success).toBe(true);
    expect(Video.parse({ ...video, youtubeId: "bF5-rEh_tep" }).youtubeId).toBe("bF5-rEh_tep");
  });

  it("rejects an id that is not 11 letters, digits, - or _", () => {
    expect(Video.safeParse({ ...video, youtubeId: "short" }).success).toBe(false);
    expect(Video.safeParse({ ...video, youtubeId: "https://youtu.be/x" }).success).toBe(false);
  });
});

describe("Post", () => {
  const post = {
    slug: "floodlights",
    title: "Floodlights on Court Two",
    excerpt: "Evening sessions until 9 pm.",
    publishedAt: "2026-08-15",
    author: "Club Secretary",
    body: "Switched on.",
  };
  const upload = { asset: { _ref: "image-Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x3000-jpg" } };

  it("takes a post without a cover, or with a Sanity upload or a file under content/ and its description", () => {
    expect(Post.safeParse(post).success).toBe(true);
    expect(Post.safeParse({ ...post, coverImage: upload, coverAlt: "Court two at dusk" }).success).toBe(true);
    expect(
      Post.safeParse({
        ...post,
        coverImage: "albums/photos/evening-match.jpg",
        coverAlt: "Court two at dusk",
      }).success,
    ).toBe(true);
  });

  it("requires a description for screen readers when there is a cover", () => {
    const result = Post.safeParse({ ...post, coverImage: upload });
    expect(result.error?.issues).toMatchObject([
      { path: ["coverAlt"], message: "Describe the cover image for screen readers" },
    ]);
    expect(Post.safeParse({ ...post, coverImage: upload, coverAlt: "  " }).success).toBe(false);
  });

  it.each(["../secrets.jpg", "/etc/cover.jpg", "posts/cover.gif", "https://example.com/cover.jpg"])(
    "refuses %s as a local cover",
    (coverImage) => {
      expect(Post.safeParse({ ...post, coverImage, coverAlt: "A cover" }).success).toBe(false);
    },
  );
});
