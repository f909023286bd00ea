/** Tournament events for the acting player: their view of each event, and the waiting list (0230, 0232). */
import * as calls from "@/shared/api/calls";
import type { EventChoicesResponse } from "@/shared/api/contract";
import { call } from "./call";

export function getEventChoices(tourId: string): Promise<EventChoicesResponse> {
  return call(calls.eventChoices, { params: { tourId } });
}

export async function joinWaitlist(tourId: string, eventId: string): Promise<string> {
  return (await call(calls.joinWaitlist, { params: { tourId, eventId } })).message;
}
