/** Training packages. */
import { call } from "./call";
import * as calls from "./calls";
import type { TrainingPackage } from "./contract";

export async function getTrainingPackages(): Promise<TrainingPackage[]> {
  return (await call(calls.trainingPackages)).packages;
}
