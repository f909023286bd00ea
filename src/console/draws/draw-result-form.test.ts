import { describe, expect, it } from "vitest";
import { checkDrawResult, type DrawResultValues } from "./draw-result-form";

const place = { round: 2, index: 1 };
const played = (values: Partial<DrawResultValues>): DrawResultValues => ({
  outcome: "completed",
  score: "6-3 6-4",
  sideOut: "",
  playedOn: "2026-11-28",
  ...values,
});
const check = (values: Partial<DrawResultValues>) =>
  checkDrawResult(played(values), place, "2026-11-28", "2026-11-29");

describe("checkDrawResult", () => {
  it("makes the request of a good result, leaving out who was out of a completed match", () => {
    expect(check({ sideOut: "a" })).toEqual({
      ok: true,
      result: { round: 2, index: 1, outcome: "completed", score: "6-3 6-4", playedOn: "2026-11-28" },
    });
    expect(check({ outcome: "walkover", score: "", sideOut: "b" })).toMatchObject({
      ok: true,
      result: { outcome: "walkover", sideOut: "b" },
    });
  });

  it("puts a bad score under the score in plain words, never a field's name", () => {
    const result = check({ score: "6-8 6-4" });
    expect(result.ok).toBe(false);
    const errors = result.ok ? {} : result.errors;
    expect(Object.keys(errors)).toEqual(["score"]);
    expect(errors.score).toMatch(/^First set 6-8/);
    expect(errors.score).not.toMatch(/score:|sets\.|\.0\./);
  });

  it("asks who retired beside that field", () => {
    expect(check({ outcome: "retired", score: "6-3 2-1" })).toEqual({
      ok: false,
      errors: { sideOut: "Say which side retired" },
    });
  });

  it("refuses a day in the future, before the tournament or missing", () => {
    expect(check({ playedOn: "2026-11-30" })).toEqual({
      ok: false,
      errors: { playedOn: "The day it was played cannot be in the future" },
    });
    expect(check({ playedOn: "2026-11-27" })).toMatchObject({
      ok: false,
      errors: { playedOn: expect.stringMatching(/^The day it was played cannot be before the tournament/) },
    });
    expect(check({ playedOn: "" })).toEqual({
      ok: false,
      errors: { playedOn: "Enter the day it was played" },
    });
  });
});
