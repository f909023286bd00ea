/** The member's coach assignment. */
import { api, readJson } from "./client";
import type { CoachInfo, UserCoachResponse } from "./contract";

/** GET /assigncoach/getUserCoach */
export async function getUserCoach(): Promise<CoachInfo> {
  return (await readJson<typeof UserCoachResponse>(api.get("assigncoach/getUserCoach"))).coachInfo;
}
