/** Training packages and membership prices. */

import * as calls from "@/shared/api/calls";
import type { MembershipPrice, TrainingPackage } from "@/shared/api/contract";
import { call } from "./call";

export async function getTrainingPackages(): Promise<TrainingPackage[]> {
  return (await call(calls.trainingPackages)).packages;
}

export async function getMembershipPrices(): Promise<MembershipPrice[]> {
  return (await call(calls.membershipPrices)).prices;
}
