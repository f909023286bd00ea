import { describe, expect, it } from "vitest";
import { attachmentFileName } from "./data-export";

describe("attachmentFileName", () => {
  it("reads the server's file name, or falls back to a plain one", () => {
    expect(attachmentFileName('attachment; filename="tennis-community-data-kemi_b-2026-11-22.json"')).toBe(
      "tennis-community-data-kemi_b-2026-11-22.json",
    );
    expect(attachmentFileName("attachment")).toBe("tennis-community-data.json");
    expect(attachmentFileName(null)).toBe("tennis-community-data.json");
  });
});
