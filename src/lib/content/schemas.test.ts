import { describe, expect, it } from "vitest";
import { Video } from "./schemas";

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
