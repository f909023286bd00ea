/** Coaching plans and training packages. */
import { api, readJson } from "./client";
import {
  type Plan,
  type PlanCategory,
  PlansResponse,
  type TrainingPackage,
  TrainingPackagesResponse,
} from "./contract";

/** GET /plan/getPlans/{children|adult|special} */
export async function getPlans(category: PlanCategory): Promise<Plan[]> {
  return (await readJson(api.get(`plan/getPlans/${category}`), PlansResponse)).plans;
}

/** GET /plan/training-packages */
export async function getTrainingPackages(): Promise<TrainingPackage[]> {
  return (await readJson(api.get("plan/training-packages"), TrainingPackagesResponse)).packages;
}
