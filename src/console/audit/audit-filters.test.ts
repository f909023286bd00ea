import { describe, expect, it } from "vitest";
import { auditQuery, filterDate } from "./audit-filters";

describe("auditQuery", () => {
  it("turns Lagos dates into a range covering whole Lagos days", () => {
    expect(
      auditQuery({
        actor: " admin@example.com ",
        action: "coach.retire",
        from: "2026-03-01",
        to: "2026-03-01",
      }),
    ).toEqual({
      actor: "admin@example.com",
      action: "coach.retire",
      from: "2026-02-28T23:00:00.000Z",
      to: "2026-03-01T23:00:00.000Z",
    });
  });

  it("leaves out empty filters and dates that are not dates", () => {
    expect(auditQuery({ actor: "", action: "", from: "2026-02-30", to: "" })).toEqual({
      actor: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it("shows the query's dates again as the Lagos dates typed", () => {
    expect(filterDate("2026-02-28T23:00:00.000Z")).toBe("2026-03-01");
    expect(filterDate("2026-03-01T23:00:00.000Z", true)).toBe("2026-03-01");
    expect(filterDate(undefined)).toBe("");
  });
});
