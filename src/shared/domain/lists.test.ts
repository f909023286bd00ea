import { describe, expect, it } from "vitest";
import {
  COACH_STATUSES,
  SIGNUP_ROLE_LABELS,
  SIGNUP_ROLES,
  SPECIAL_TRAINING_KEYS,
  TOURNAMENT_CATEGORIES,
  TOURNAMENT_CATEGORY_LABELS,
  TRAINING_DURATION_LABELS,
  TRAINING_DURATION_MONTHS,
  TRAINING_DURATION_TITLES,
  TRAINING_DURATIONS,
  TRAINING_KEYS,
  TRANSACTION_KIND_LABELS,
  TRANSACTION_KIND_NAMES,
  TRANSACTION_KINDS,
  TRANSACTION_TYPES,
  USER_ROLES,
} from "./lists";

describe("closed lists", () => {
  it("derive their companion lists in order", () => {
    expect(USER_ROLES).toEqual([...SIGNUP_ROLES, "staff"]);
    expect(COACH_STATUSES).toEqual(["Pending", "Assigned", "Ended", "None"]);
    expect(TRANSACTION_TYPES).toEqual(TRANSACTION_KINDS.map((kind) => TRANSACTION_KIND_LABELS[kind]));
    expect(TRANSACTION_TYPES).toEqual([
      "Ticket",
      "Membership Package",
      "Training Package",
      "Coach Pairing",
      "Family Training",
    ]);
  });

  it("label and measure every value", () => {
    for (const role of SIGNUP_ROLES) expect(SIGNUP_ROLE_LABELS[role]).toBeTruthy();
    for (const duration of TRAINING_DURATIONS) {
      expect(TRAINING_DURATION_LABELS[duration]).toBe(
        `${TRAINING_DURATION_MONTHS[duration]} month${TRAINING_DURATION_MONTHS[duration] === 1 ? "" : "s"}`,
      );
    }
    for (const key of SPECIAL_TRAINING_KEYS) expect(TRAINING_KEYS).toContain(key);
    for (const category of TOURNAMENT_CATEGORIES) expect(TOURNAMENT_CATEGORY_LABELS[category]).toBeTruthy();
  });

  it("name each kind in the console by its label, shortened", () => {
    for (const kind of TRANSACTION_KINDS) {
      const label = TRANSACTION_KIND_LABELS[kind].toLowerCase();
      expect(label.startsWith(TRANSACTION_KIND_NAMES[kind].toLowerCase()), kind).toBe(true);
    }
    expect(TRANSACTION_KIND_NAMES.pairing).toBe("Coach pairing");
  });

  it("word each duration the same way on buttons and in sentences", () => {
    for (const duration of TRAINING_DURATIONS) {
      expect(TRAINING_DURATION_TITLES[duration].toLowerCase()).toBe(TRAINING_DURATION_LABELS[duration]);
    }
    expect(TRAINING_DURATION_TITLES["3months"]).toBe("3 Months");
  });

  it("hold no value twice", () => {
    for (const list of [
      USER_ROLES,
      TRANSACTION_KINDS,
      TRANSACTION_TYPES,
      TRAINING_KEYS,
      TRAINING_DURATIONS,
    ]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });
});
