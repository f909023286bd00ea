import { describe, expect, it } from "vitest";
import { VideoSchema } from "./schemas";

describe("VideoSchema", () => {
  const video = {
    title: "The Forehand in Five Steps",
    level: "beginner",
    description: "Turn, drop, swing, contact in front and follow through.",
    durationMinutes: 14,
  };

  it("accepts a video without a YouTube id (its card searches YouTube) and one with an 11-character id", () => {
    expect(VideoSchema.safeParse(video).success).toBe(true);
    expect(VideoSchema.parse({ ...video, youtubeId: "bF5-rEh_tep" }).youtubeId).toBe("bF5-rEh_tep");
  });

  it("rejects an id that is not 11 letters, digits, - or _", () => {
    expect(VideoSchema.safeParse({ ...video, youtubeId: "short" }).success).toBe(false);
    expect(VideoSchema.safeParse({ ...video, youtubeId: "https://youtu.be/x" }).success).toBe(false);
  });
});
