/** The member's coach assignment. */
import { call } from "./call";
import * as calls from "./calls";
import type { CoachInfo } from "./contract";

export async function getUserCoach(): Promise<CoachInfo> {
  return (await call(calls.userCoach)).coachInfo;
}
