/** The member's coach assignment. */

import * as calls from "@/shared/api/calls";
import type { CoachInfo } from "@/shared/api/contract";
import { call } from "./call";

export async function getUserCoach(): Promise<CoachInfo> {
  return (await call(calls.userCoach)).coachInfo;
}
