// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "@/lib/api/fake-api";
import * as calls from "@/shared/api/all-calls";
import type { PartnerRequest, UserData } from "@/shared/api/contract";
import { $actingPlayer, login } from "@/stores/session";
import { PartnerRequests } from "./PartnerRequests";

const api = fakeApi();
const me = { _id: "65a1b2c3d4e5f6a7b8c9d0e1", fullName: "Ngozi Okafor" } as unknown as UserData;
const ADA = "65a1b2c3d4e5f6a7b8c9d0e2";
const request: PartnerRequest = {
  ticketId: "65a1b2c3d4e5f6a7b8c9d0f1",
  tournamentName: "Port Harcourt Under-14 Cup",
  tournamentDate: "2026-12-05T08:00:00.000Z",
  eventName: "Open Doubles",
  playerName: "Tunde Bello",
  confirmBy: "2026-12-05T23:00:00.000Z",
};

let session = 0;
beforeEach(() => {
  api.reset();
  $actingPlayer.set(null);
  login({ user: me, auth: { token: `token-${++session}` } });
});
afterEach(cleanup);

describe("PartnerRequests", () => {
  it("shows nothing while no one asks", async () => {
    api.answer(calls.partnerRequests, { requests: [] });
    const { container } = render(<PartnerRequests />);
    await waitFor(() => expect(api.requestsTo(calls.partnerRequests)).toHaveLength(1));
    expect(container.textContent).toBe("");
  });

  it("reads the shown child's requests, with who asked and by when, and confirms one", async () => {
    $actingPlayer.set(ADA);
    api.answer(calls.partnerRequests, { requests: [request] });
    api.answer(calls.confirmPartner, {
      message: "Ada Okafor partners Tunde Bello in Open Doubles: the pair is entered.",
    });
    render(<PartnerRequests />);
    const region = await screen.findByRole("region", { name: "Doubles partner requests" });
    expect(region.textContent).toContain("Tunde Bello asks you to partner them in Open Doubles");
    expect(region.textContent).toContain("Answer by 6 Dec, 12:00 am");
    expect(api.requestsTo(calls.partnerRequests)[0]?.headers.get("x-player")).toBe(ADA);
    api.answer(calls.partnerRequests, { requests: [] });
    fireEvent.click(within(region).getByRole("button", { name: "Confirm partnering Tunde Bello" }));
    expect((await within(region).findByRole("status")).textContent).toBe(
      "Ada Okafor partners Tunde Bello in Open Doubles: the pair is entered.",
    );
    expect(api.requestsTo(calls.confirmPartner)).toHaveLength(1);
    expect(api.requestsTo(calls.declinePartner)).toHaveLength(0);
  });

  it("asks before declining, and declines only when told to", async () => {
    api.answer(calls.partnerRequests, { requests: [request] });
    api.answer(calls.declinePartner, { message: "Declined." });
    render(<PartnerRequests />);
    const region = await screen.findByRole("region", { name: "Doubles partner requests" });
    fireEvent.click(within(region).getByRole("button", { name: "Decline partnering Tunde Bello" }));
    const dialog = screen.getByRole("dialog", { name: "Decline this doubles entry?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep the request" }));
    expect(api.requestsTo(calls.declinePartner)).toHaveLength(0);
    fireEvent.click(within(region).getByRole("button", { name: "Decline partnering Tunde Bello" }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Decline this doubles entry?" })).getByRole("button", {
        name: "Decline",
      }),
    );
    await waitFor(() => expect(api.requestsTo(calls.declinePartner)).toHaveLength(1));
    expect(api.requestsTo(calls.declinePartner)[0]?.method).toBe("DELETE");
  });
});
