/** Coaching plans and training packages. */
import { api, readJson } from "./client";
import type {
  Plan,
  PlanCategory,
  PlansResponse,
  TrainingPackage,
  TrainingPackagesResponse,
} from "./contract";

/** GET /plan/getPlans/{children|adult|special} */
export async function getPlans(category: PlanCategory): Promise<Plan[]> {
  return (await readJson<typeof PlansResponse>(api.get(`plan/getPlans/${category}`))).plans;
}

/** GET /plan/training-packages */
export async function getTrainingPackages(): Promise<TrainingPackage[]> {
  return (await readJson<typeof TrainingPackagesResponse>(api.get("plan/training-packages"))).packages;
}
