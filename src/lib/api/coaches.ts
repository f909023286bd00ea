/** Coach calls: one coach, and a member's review. */

import * as calls from "@/shared/api/calls";
import type { Coach } from "@/shared/api/contract";
import { type BodyOf, call } from "./call";

export async function getCoach(id: string): Promise<Coach> {
  return (await call(calls.coach, { params: { id } })).coach;
}

export function postReview(review: BodyOf<typeof calls.postReview>) {
  return call(calls.postReview, { body: review });
}
