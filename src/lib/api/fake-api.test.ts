// @vitest-environment happy-dom
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as calls from "@/shared/api/all-calls";
import { call } from "./call";
import { ApiError } from "./client";
import { fakeApi } from "./fake-api";
import { pathOf } from "./path";

const api = fakeApi();
beforeEach(() => api.reset());
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("the API fake", () => {
  it("tells a fixed path from a parameter in the same place", async () => {
    api.answer(calls.staffPaymentTotals, { totals: [] }).answer(calls.staffPayment, { payment: "one" });
    await expect(call(calls.staffPayment, { params: { id: "t1" } })).resolves.toEqual({ payment: "one" });
    await expect(call(calls.staffPaymentTotals, { query: { period: "this-month" } })).resolves.toEqual({
      totals: [],
    });
    expect(api.requests.map((request) => [request.call, request.path])).toEqual([
      [calls.staffPayment, pathOf(calls.staffPayment, { id: "t1" })],
      [calls.staffPaymentTotals, pathOf(calls.staffPaymentTotals)],
    ]);
  });

  it("answers the queued answers first, then the standing one, and refuses what it was not told", async () => {
    api
      .answer(calls.setAutoRenew, { message: "Saved", autoRenew: false })
      .failOnce(calls.setAutoRenew, 503, "Try later", { status: "pending" });
    const save = () => call(calls.setAutoRenew, { body: { autoRenew: true } });
    await expect(save()).rejects.toEqual(new ApiError(503, "Try later", "pending"));
    await expect(save()).resolves.toEqual({ message: "Saved", autoRenew: false });
    expect(api.bodiesTo(calls.setAutoRenew)).toEqual([{ autoRenew: true }, { autoRenew: true }]);
    await expect(call(calls.me)).rejects.toEqual(new ApiError(404, "No answer for GET /me"));
  });

  it("lets a call find no network", async () => {
    api.offline(calls.me);
    await expect(call(calls.me)).rejects.toMatchObject({ name: "NetworkError" });
    expect(api.requestsTo(calls.me)).toHaveLength(1);
  });
});
