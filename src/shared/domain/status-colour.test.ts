import { describe, expect, it } from "vitest";
import { statusColour } from "./status-colour";

describe("statusColour", () => {
  it("colours failed red, pending orange and complete green", () => {
    expect(statusColour("failed")).toBe("red");
    expect(statusColour("pending")).toBe("orange");
    expect(statusColour("complete")).toBe("green");
    expect(statusColour("completed")).toBe("green");
    expect(statusColour("success")).toBe("green");
  });

  it("ignores case and surrounding spaces", () => {
    expect(statusColour("Failed")).toBe("red");
    expect(statusColour("PENDING")).toBe("orange");
    expect(statusColour(" Complete ")).toBe("green");
    expect(statusColour("Success")).toBe("green");
  });

  it("shows anything else grey", () => {
    expect(statusColour("abandoned")).toBe("grey");
    expect(statusColour("")).toBe("grey");
    expect(statusColour(null)).toBe("grey");
    expect(statusColour(undefined)).toBe("grey");
    expect(statusColour("constructor")).toBe("grey");
  });
});
