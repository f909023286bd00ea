/** Coach calls: one coach, and a member's review. */
import { type BodyOf, call } from "./call";
import * as calls from "./calls";
import type { Coach } from "./contract";

export async function getCoach(id: string): Promise<Coach> {
  return (await call(calls.coach, { params: { id } })).coach;
}

export function postReview(review: BodyOf<typeof calls.postReview>) {
  return call(calls.postReview, { body: review });
}
