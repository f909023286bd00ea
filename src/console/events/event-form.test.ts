import { describe, expect, it } from "vitest";
import type { StaffEvent } from "@/shared/api/console-contract";
import { checkEvent, emptyEvent, eventValues, toggleLevel } from "./event-form";

const tournament = { localDate: "2026-12-12", price: 5000 };

describe("the event form", () => {
  it("names a blank event by its rule and sends ages, capacity and fee as numbers", () => {
    const checked = checkEvent({
      ...emptyEvent(tournament),
      gender: "boys",
      underAge: "12",
      capacity: "16",
      fee: "2,500.50",
    });
    expect(checked).toEqual({
      ok: true,
      data: {
        name: "Under-12 Boys' Singles",
        gender: "boys",
        kind: "singles",
        underAge: 12,
        minAge: null,
        ageCutoff: "2026-12-12",
        levels: [],
        capacity: 16,
        fee: 2500.5,
        entryDeadline: null,
      },
    });
  });

  it("reads the entry deadline as Lagos time", () => {
    const checked = checkEvent({
      ...emptyEvent(tournament),
      deadlineDate: "2026-12-10",
      deadlineTime: "18:00",
    });
    expect(checked.ok && checked.data.entryDeadline).toBe("2026-12-10T17:00:00.000Z");
  });

  it("marks each field it cannot read", () => {
    const checked = checkEvent({
      ...emptyEvent(tournament),
      underAge: "twelve",
      capacity: "-1",
      fee: "",
      deadlineDate: "2026-12-10",
      ageCutoff: "",
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      underAge: "Enter a whole number, without kobo",
      capacity: "Enter a whole number, without kobo",
      fee: "Enter the fee (0 for a free event)",
      deadlineTime: "Enter the time entries close",
      ageCutoff: "Use a real date as YYYY-MM-DD",
    });
  });

  it("refuses a lower age at or above the upper one", () => {
    const checked = checkEvent({ ...emptyEvent(tournament), underAge: "12", minAge: "12" });
    expect(checked.ok ? null : checked.errors.minAge).toBe("The lower age must be below the upper age");
  });

  it("opens a saved event as it was entered", () => {
    const event = {
      name: "Under-14 Girls' Singles",
      gender: "girls",
      kind: "singles",
      underAge: 14,
      minAge: null,
      ageCutoff: "2026-12-31",
      levels: ["kids mid-level"],
      capacity: null,
      fee: 3000,
      entryDeadline: "2026-12-10T17:00:00.000Z",
    } as unknown as StaffEvent;
    const values = eventValues(event);
    expect(values).toMatchObject({
      underAge: "14",
      minAge: "",
      capacity: "",
      deadlineDate: "2026-12-10",
      deadlineTime: "18:00",
    });
    expect(checkEvent(values)).toMatchObject({
      ok: true,
      data: { entryDeadline: "2026-12-10T17:00:00.000Z" },
    });
  });

  it("keeps the levels in the club's order", () => {
    expect(toggleLevel(["kids professional"], "kids amatuer", true)).toEqual([
      "kids amatuer",
      "kids professional",
    ]);
    expect(toggleLevel(["kids amatuer", "kids professional"], "kids amatuer", false)).toEqual([
      "kids professional",
    ]);
  });
});
