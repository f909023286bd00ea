/** Tournament events for the acting player: their view of each event, and the waiting list (0230, 0232). */
import * as calls from "@/shared/api/calls";
import type { EventChoicesResponse, PartnerRequestsResponse } from "@/shared/api/contract";
import { call } from "./call";

export function getEventChoices(tourId: string): Promise<EventChoicesResponse> {
  return call(calls.eventChoices, { params: { tourId } });
}

export async function joinWaitlist(tourId: string, eventId: string): Promise<string> {
  return (await call(calls.joinWaitlist, { params: { tourId, eventId } })).message;
}

/** The doubles entries waiting for the acting player to confirm as partner (0251). */
export function getPartnerRequests(): Promise<PartnerRequestsResponse> {
  return call(calls.partnerRequests);
}

/** The acting player confirms, or declines, partnering a doubles entry; answers the server's sentence. */
export async function answerPartner(ticketId: string, answer: "confirm" | "decline"): Promise<string> {
  const declaration = answer === "confirm" ? calls.confirmPartner : calls.declinePartner;
  return (await call(declaration, { params: { ticketId } })).message;
}
