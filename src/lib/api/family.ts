/** The account's family: its players, and adding a child with consent (docs/decisions/0160-families.md). */
import * as calls from "@/shared/api/calls";
import type { FamilyPlayer, FamilyPlayerResponse, FamilyResponse } from "@/shared/api/contract";
import type { AddChildInput, ConsentInput, InviteGuardianInput } from "@/shared/domain/family-validation";
import { call } from "./call";

export function getFamily(): Promise<FamilyResponse> {
  return call(calls.family);
}

export async function addChild(child: AddChildInput): Promise<FamilyPlayer> {
  return (await call(calls.addChild, { body: child })).player;
}

/**
 * Accepts a mailed family link (a guardian's or co-parent's invitation, or a junior's login to
 * approve) with the accepting guardian's consent.
 */
export function acceptGuardianship(token: string, consent: ConsentInput): Promise<FamilyPlayerResponse> {
  return call(calls.acceptGuardianship, { body: { ...consent, token } });
}

/** Invites a second guardian (a co-parent) of one of the caller's juniors by a mailed link. */
export async function inviteGuardian(playerId: string, invitation: InviteGuardianInput): Promise<string> {
  return (await call(calls.inviteGuardian, { params: { playerId }, body: invitation })).message;
}
