/**
 * State of the three membership steps. Choosing a plan or a coach shows the choice for a second,
 * then opens the next step; Back returns one step and cancels a pending advance.
 */
import { useEffect, useRef, useState } from "react";
import { coachesForPlan } from "@/shared/domain/coach-fit";
import {
  AUTO_ADVANCE_MS,
  durationOptions,
  type FlowCoach,
  type FlowPlan,
  type FlowStep,
} from "./membership-flow";

export function useMembershipFlow(plans: readonly FlowPlan[], coaches: readonly FlowCoach[]) {
  const [step, setStep] = useState<FlowStep>("plan");
  const [planId, setPlanId] = useState<string | null>(null);
  const [coachId, setCoachId] = useState<string | null>(null);
  const [months, setMonths] = useState<number | null>(null);
  const [advancing, setAdvancing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function cancelAdvance() {
    clearTimeout(timer.current);
    setAdvancing(false);
  }

  function advanceSoon(next: FlowStep) {
    clearTimeout(timer.current);
    setAdvancing(true);
    timer.current = setTimeout(() => {
      setAdvancing(false);
      setStep(next);
    }, AUTO_ADVANCE_MS);
  }

  const plan = plans.find((p) => p._id === planId) ?? null;
  const planCoaches = plan ? coachesForPlan(plan, coaches) : [];
  const coach = planCoaches.find((c) => c._id === coachId) ?? null;
  const options = plan && coach ? durationOptions(plan, coach) : [];
  const option = options.find((o) => o.months === months) ?? null;

  return {
    step,
    plan,
    planCoaches,
    coach,
    options,
    option,
    /** A plan or coach was just chosen and the next step opens in a moment. */
    advancing,
    choosePlan(id: string) {
      if (id !== planId) {
        setCoachId(null);
        setMonths(null);
      }
      setPlanId(id);
      advanceSoon("coach");
    },
    chooseCoach(id: string) {
      if (id !== coachId) setMonths(null);
      setCoachId(id);
      advanceSoon("duration");
    },
    chooseMonths: setMonths,
    back() {
      cancelAdvance();
      setStep((current) => (current === "duration" ? "coach" : "plan"));
    },
  };
}
