// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import { DownloadMyData } from "./DownloadMyData";

const api = fakeApi();

let clicked: { href: string; download: string }[];
beforeEach(() => {
  api.reset();
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => "blob:export");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const press = () => fireEvent.click(screen.getByRole("button", { name: "Download my data" }));

describe("DownloadMyData", () => {
  it("saves the export under the server's file name, showing progress meanwhile", async () => {
    const file = deferred<Response>();
    api.reply(calls.exportMyData, () => file.promise);
    render(<DownloadMyData />);
    expect(screen.getByRole("heading", { name: "Your Data" })).toBeTruthy();
    press();
    expect(screen.getByRole("button", { name: "Preparing your data..." }).hasAttribute("disabled")).toBe(
      true,
    );

    file.resolve(
      new Response("{}", {
        headers: {
          "content-type": "application/json",
          "content-disposition": 'attachment; filename="tennis-community-data-ada-2026-11-22.json"',
        },
      }),
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Download my data" })).toBeTruthy());
    expect(clicked).toEqual([{ href: "blob:export", download: "tennis-community-data-ada-2026-11-22.json" }]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:export");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says why when the download fails, and lets the member try again", async () => {
    api.fail(calls.exportMyData, 429, "Too many attempts.");
    render(<DownloadMyData />);
    press();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Too many attempts."));
    expect(clicked).toEqual([]);
    expect(screen.getByRole("button", { name: "Download my data" }).hasAttribute("disabled")).toBe(false);
  });
});
