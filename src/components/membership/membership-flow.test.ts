import { describe, expect, it } from "vitest";
import { coachesForPlan } from "@/shared/domain/coach-fit";
import type { Level } from "@/shared/domain/lists";
import { parsePaymentSelection } from "@/shared/domain/pay-param";
import { coachPairingSelection, durationOptions, type FlowCoach, type FlowPlan } from "./membership-flow";

const plan: FlowPlan = {
  _id: "plan-adult-improver",
  planName: "Adult Improver",
  planPrice: 25000,
  priceInfo: "per month, plus your coach's monthly fee",
  description: "Sharpen your strokes.",
  note: "Rackets available on request.",
  planImage: "/images/plans/adult-improver.jpg",
  filterPrams: ["adult amatuer", "adult mid-level"],
  billingPlans: [
    { interval: 12, discountPercentage: 20 },
    { interval: 1, discountPercentage: 0 },
    { interval: 6, discountPercentage: 10 },
  ],
};

function coach(_id: string, level: Level, price = 40000): FlowCoach {
  return {
    _id,
    coachName: `Coach ${_id}`,
    imageUrl: `/images/coaches/${_id}.jpg`,
    level,
    price,
    avgRate: 4.5,
  };
}

describe("coachesForPlan", () => {
  it("keeps the coaches whose level the plan lists, in order", () => {
    const coaches = [
      coach("a", "adult mid-level"),
      coach("b", "kids amatuer"),
      coach("c", "adult amatuer"),
      coach("d", "adult professional"),
    ];
    expect(coachesForPlan(plan, coaches).map((c) => c._id)).toEqual(["a", "c"]);
  });

  it("ignores case and stray spaces in levels", () => {
    expect(coachesForPlan(plan, [{ _id: "a", level: " Adult Mid-Level " }])).toHaveLength(1);
  });

  it("is empty when no coach fits", () => {
    expect(coachesForPlan({ filterPrams: [] }, [coach("a", "adult amatuer")])).toEqual([]);
  });
});

describe("durationOptions", () => {
  it("prices each billing plan, shortest first, discounting only the plan part", () => {
    expect(durationOptions(plan, coach("a", "adult amatuer", 40000))).toEqual([
      { months: 1, discountPercentage: 0, price: 65000 },
      // 25,000 × 6 × 0.9 + 40,000 × 6
      { months: 6, discountPercentage: 10, price: 375000 },
      // 25,000 × 12 × 0.8 + 40,000 × 12
      { months: 12, discountPercentage: 20, price: 720000 },
    ]);
  });
});

describe("coachPairingSelection", () => {
  it("is a payable coach-pairing selection", () => {
    const option = { months: 6, discountPercentage: 10, price: 375000 };
    const selection = coachPairingSelection(plan, coach("c7", "adult amatuer"), option);
    expect(selection).toEqual({
      type: "Coach Pairing",
      key: "plan-adult-improver",
      plan: "Adult Improver",
      price: 375000,
      duration: "6 months",
      message: "Adult Improver with coach Coach c7 for 6 months.",
      planId: "plan-adult-improver",
      coachId: "c7",
      months: 6,
    });
    expect(parsePaymentSelection(JSON.stringify(selection))).toEqual(selection);
  });
});
