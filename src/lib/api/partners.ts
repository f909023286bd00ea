/** Doubles partner requests for the acting player, and their answers (0251). */
import * as calls from "@/shared/api/calls";
import type { PartnerRequestsResponse } from "@/shared/api/contract";
import { call } from "./call";

/** The doubles entries waiting for the acting player to confirm as partner. */
export function getPartnerRequests(): Promise<PartnerRequestsResponse> {
  return call(calls.partnerRequests);
}

/** The acting player confirms, or declines, partnering a doubles entry; answers the server's sentence. */
export async function answerPartner(ticketId: string, answer: "confirm" | "decline"): Promise<string> {
  const declaration = answer === "confirm" ? calls.confirmPartner : calls.declinePartner;
  return (await call(declaration, { params: { ticketId } })).message;
}
