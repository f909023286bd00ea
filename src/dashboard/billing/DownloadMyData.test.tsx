// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import { downloadMyData } from "@/lib/api/data-export";
import { DownloadMyData } from "./DownloadMyData";

vi.mock("@/lib/api/data-export", () => ({ downloadMyData: vi.fn() }));

let clicked: { href: string; download: string }[];
beforeEach(() => {
  vi.mocked(downloadMyData).mockReset();
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
    let finish: (file: { blob: Blob; fileName: string }) => void = () => {};
    vi.mocked(downloadMyData).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render(<DownloadMyData />);
    expect(screen.getByRole("heading", { name: "Your Data" })).toBeTruthy();
    press();
    expect(screen.getByRole("button", { name: "Preparing your data..." }).hasAttribute("disabled")).toBe(
      true,
    );

    finish({ blob: new Blob(["{}"]), fileName: "tennis-community-data-ada-2026-11-22.json" });
    await waitFor(() => expect(screen.getByRole("button", { name: "Download my data" })).toBeTruthy());
    expect(clicked).toEqual([{ href: "blob:export", download: "tennis-community-data-ada-2026-11-22.json" }]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:export");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says why when the download fails, and lets the member try again", async () => {
    vi.mocked(downloadMyData).mockRejectedValue(new ApiError(429, "Too many attempts."));
    render(<DownloadMyData />);
    press();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Too many attempts."));
    expect(clicked).toEqual([]);
    expect(screen.getByRole("button", { name: "Download my data" }).hasAttribute("disabled")).toBe(false);
  });
});
