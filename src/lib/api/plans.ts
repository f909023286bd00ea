/** Training packages. */

import * as calls from "@/shared/api/calls";
import type { TrainingPackage } from "@/shared/api/contract";
import { call } from "./call";

export async function getTrainingPackages(): Promise<TrainingPackage[]> {
  return (await call(calls.trainingPackages)).packages;
}
