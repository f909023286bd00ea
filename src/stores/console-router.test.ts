import { afterEach, describe, expect, it } from "vitest";
import {
  $consoleRouter,
  $pendingLeave,
  $unsavedChanges,
  consoleHref,
  discardAndLeave,
  isConsolePath,
  markUnsaved,
  openConsolePath,
} from "./console-router";

afterEach(() => {
  markUnsaved("a", false);
  markUnsaved("b", false);
  $pendingLeave.set(null);
});

describe("console routes", () => {
  it("knows its own paths", () => {
    expect(isConsolePath("/staff")).toBe(true);
    expect(isConsolePath("/staff/coaches/new")).toBe(true);
    expect(isConsolePath("/staffroom")).toBe(false);
    expect(isConsolePath("/u")).toBe(false);
  });

  it("writes list addresses without empty parameters", () => {
    expect(consoleHref("/staff/tournaments", { when: "past", q: "", page: undefined })).toBe(
      "/staff/tournaments?when=past",
    );
    expect(consoleHref("/staff/coaches")).toBe("/staff/coaches");
  });
});

describe("leaving unsaved edits", () => {
  it("counts every form with edits, so one clean form does not hide another", () => {
    markUnsaved("a", true);
    markUnsaved("b", true);
    markUnsaved("b", false);
    expect($unsavedChanges.get()).toBe(true);
    markUnsaved("a", false);
    expect($unsavedChanges.get()).toBe(false);
  });

  it("holds the address until the user discards the edits", () => {
    $consoleRouter.open("/staff/tournaments/new");
    markUnsaved("a", true);
    openConsolePath("/staff/coaches");
    expect($pendingLeave.get()).toBe("/staff/coaches");
    expect($consoleRouter.get()?.route).toBe("newTournament");
    discardAndLeave();
    expect($consoleRouter.get()?.route).toBe("coaches");
    expect($unsavedChanges.get()).toBe(false);
    expect($pendingLeave.get()).toBeNull();
  });

  it("opens at once when nothing is unsaved", () => {
    openConsolePath("/staff/audit");
    expect($consoleRouter.get()?.route).toBe("audit");
    expect($pendingLeave.get()).toBeNull();
  });
});
