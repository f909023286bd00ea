// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GroupForm } from "./GroupForm";

afterEach(cleanup);

const players = [
  { _id: "65a1b2c3d4e5f6a7b8c9d0e1", name: "Tobi Adeyemi", level: "adult mid-level" as const },
  { _id: "65a1b2c3d4e5f6a7b8c9d0e2", name: "Ada Okafor", level: "kids amatuer" as const },
];

function form() {
  render(
    <GroupForm
      id="g"
      title="Set up a group or lesson"
      submitLabel="Set up"
      busy={false}
      players={players}
      onSubmit={async () => "Done"}
    />,
  );
  const level = (name: string) => (screen.getByRole("checkbox", { name }) as HTMLInputElement).checked;
  const choose = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { level, choose };
}

describe("GroupForm", () => {
  it("sets a private lesson to its player's level", () => {
    const { level, choose } = form();
    expect(level("adult amatuer")).toBe(true);
    choose("Kind", "private");
    choose("For which of your players", players[0]!._id);
    expect(level("adult mid-level")).toBe(true);
    expect(level("adult amatuer")).toBe(false);
  });

  it("adds a one-off session's player's level to the levels chosen", () => {
    const { level, choose } = form();
    choose("Kind", "one-off");
    choose("For which of your players", players[1]!._id);
    expect(level("kids amatuer")).toBe(true);
    expect(level("adult amatuer")).toBe(true);
  });
});
