/** The account's family: its players, and adding a child with consent (docs/decisions/0160-families.md). */
import * as calls from "@/shared/api/calls";
import type { FamilyPlayer, FamilyResponse } from "@/shared/api/contract";
import type { AddChildInput } from "@/shared/domain/family-validation";
import { call } from "./call";

export function getFamily(): Promise<FamilyResponse> {
  return call(calls.family);
}

export async function addChild(child: AddChildInput): Promise<FamilyPlayer> {
  return (await call(calls.addChild, { body: child })).player;
}
