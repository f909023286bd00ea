/** Coach calls: the list, one coach, and a member's review. */
import type { z } from "zod";
import { api, readJson } from "./client";
import type { Coach, CoachesResponse, CoachResponse, ReviewRequest, ReviewResponse } from "./contract";

/** GET /coach/getCoaches/all */
export async function getCoaches(): Promise<Coach[]> {
  return (await readJson<typeof CoachesResponse>(api.get("coach/getCoaches/all"))).coaches;
}

/** GET /coach/getCoach/{id} */
export async function getCoach(id: string): Promise<Coach> {
  return (await readJson<typeof CoachResponse>(api.get(`coach/getCoach/${encodeURIComponent(id)}`))).coach;
}

/** POST /coach/user/comment */
export function postReview(review: z.input<typeof ReviewRequest>) {
  return readJson<typeof ReviewResponse>(api.post("coach/user/comment", { json: review }));
}
