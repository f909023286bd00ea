/** Coach calls: the list, one coach, and a member's review. */
import type { z } from "zod";
import { api, readJson } from "./client";
import { type Coach, CoachesResponse, CoachResponse, type ReviewRequest, ReviewResponse } from "./contract";

/** GET /coach/getCoaches/all */
export async function getCoaches(): Promise<Coach[]> {
  return (await readJson(api.get("coach/getCoaches/all"), CoachesResponse)).coaches;
}

/** GET /coach/getCoach/{id} */
export async function getCoach(id: string): Promise<Coach> {
  return (await readJson(api.get(`coach/getCoach/${encodeURIComponent(id)}`), CoachResponse)).coach;
}

/** POST /coach/user/comment */
export function postReview(review: z.input<typeof ReviewRequest>) {
  return readJson(api.post("coach/user/comment", { json: review }), ReviewResponse);
}
