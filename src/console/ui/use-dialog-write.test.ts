// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/client";
import { useDialogWrite } from "./use-dialog-write";

describe("useDialogWrite", () => {
  it("closes the dialog once the write succeeded", async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useDialogWrite(onClose));
    await act(() => result.current.run(async () => "done"));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(result.current.message).toBeNull();
  });

  it("keeps the dialog open with the failure's message, and forgets it on close", async () => {
    const onClose = vi.fn();
    const { result } = renderHook(() => useDialogWrite(onClose));
    await act(() =>
      result.current.run(async () => {
        throw new ApiError(409, "Someone changed it meanwhile.");
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(result.current.message).toBe("Someone changed it meanwhile.");

    act(() => result.current.close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(result.current.message).toBeNull();
  });
});
