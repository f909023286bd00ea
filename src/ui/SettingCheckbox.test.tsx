// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import type { UserData } from "@/shared/api/contract";
import { login } from "@/stores/session";
import { memberSetting, memberSettings } from "@/stores/settings";
import { SettingCheckbox } from "./SettingCheckbox";

const me = { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ada Obi" } as UserData;

let session = 0;
beforeEach(() => {
  login({ user: me, auth: { token: `token-${++session}` } });
});
afterEach(() => {
  cleanup();
});

/** A setting read and saved by the given functions, under a path of its own per test. */
let settings = 0;
function setting(load: () => Promise<boolean>, save: (value: boolean) => Promise<boolean>) {
  return memberSetting({ read: { path: `/test/setting-${++settings}` }, load, save, byDefault: true });
}

const box = () => screen.getByRole("checkbox", { name: "Show me on the ladder" }) as HTMLInputElement;
const show = (s: ReturnType<typeof setting>) =>
  render(<SettingCheckbox title="Ladder" label="Show me on the ladder" help="Help text." setting={s} />);

describe("SettingCheckbox", () => {
  it("shows the choice while it is saved, then says Saved and keeps it without reading it again", async () => {
    const load = vi.fn(async () => true);
    let answer: (saved: boolean) => void = () => {};
    const save = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    show(setting(load, save));
    await waitFor(() => expect(box().disabled).toBe(false));
    expect(box().checked).toBe(true);
    expect(box().getAttribute("aria-describedby")).toBe(screen.getByText("Help text.").id);

    fireEvent.click(box());
    expect(save).toHaveBeenCalledWith(false);
    expect(box().checked).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("Saving...");
    // A change while saving is ignored, not queued.
    fireEvent.click(box());
    expect(save).toHaveBeenCalledTimes(1);
    expect(box().checked).toBe(false);

    answer(false);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Saved."));
    expect(box().checked).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("goes back to the saved value and says why when saving fails", async () => {
    const s = setting(
      async () => false,
      async () => {
        throw new ApiError(503, "Try later");
      },
    );
    show(s);
    await waitFor(() => expect(box().disabled).toBe(false));
    expect(box().checked).toBe(false);
    fireEvent.click(box());
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Try later"));
    expect(box().checked).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("shows the default, disabled, until the setting has loaded", () => {
    show(
      setting(
        () => new Promise<boolean>(() => {}),
        async (value) => value,
      ),
    );
    expect(box().checked).toBe(true);
    expect(box().disabled).toBe(true);
  });

  it("reads two settings of one call once, and shows both as the server saved them after one changes", async () => {
    type Both = { listed: boolean; fullName: boolean };
    let stored: Both = { listed: true, fullName: true };
    const load = vi.fn(async () => stored);
    const both = memberSettings<Both>({ read: { path: `/test/settings-${++settings}` }, load });
    const listed = both.setting({
      pick: (s) => s.listed,
      save: async (listed) => (stored = { ...stored, listed }),
      byDefault: true,
    });
    // The server answers with both settings: here it also turned the other one off.
    const fullName = both.setting({
      pick: (s) => s.fullName,
      save: async (fullName) => (stored = { listed: false, fullName }),
      byDefault: true,
    });
    render(
      <>
        <SettingCheckbox title="Ladder" label="Listed" help="One." setting={listed} />
        <SettingCheckbox title="Name" label="Full name" help="Two." setting={fullName} />
      </>,
    );
    const listedBox = () => screen.getByRole("checkbox", { name: "Listed" }) as HTMLInputElement;
    const nameBox = () => screen.getByRole("checkbox", { name: "Full name" }) as HTMLInputElement;
    await waitFor(() => expect(nameBox().disabled).toBe(false));
    expect([listedBox().checked, nameBox().checked]).toEqual([true, true]);
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(nameBox());
    await waitFor(() => expect(nameBox().checked).toBe(false));
    await waitFor(() => expect(listedBox().checked).toBe(false));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
