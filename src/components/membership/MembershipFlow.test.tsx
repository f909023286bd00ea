// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Level } from "@/shared/domain/lists";
import { parsePayParam } from "@/shared/domain/pay-param";
import { login, logout, type SessionPayload } from "@/stores/session";
import { MembershipFlow } from "./MembershipFlow";
import type { FlowCoach, FlowPlan } from "./membership-flow";

const BILLING = [
  { interval: 1, discountPercentage: 0 },
  { interval: 6, discountPercentage: 10 },
  { interval: 12, discountPercentage: 20 },
];

function plan(_id: string, planName: string, filterPrams: string[]): FlowPlan {
  return {
    _id,
    planName,
    planPrice: 20000,
    priceInfo: "per month, plus your coach's monthly fee",
    description: `${planName} description`,
    note: "",
    planImage: `/images/plans/${_id}.jpg`,
    filterPrams,
    billingPlans: BILLING,
  };
}

function coach(_id: string, coachName: string, level: Level): FlowCoach {
  return { _id, coachName, imageUrl: `/images/coaches/${_id}.jpg`, level, price: 30000, avgRate: 4.2 };
}

const plans = [
  plan("p1", "Parent and Child Combo", ["kids amatuer", "adult amatuer"]),
  plan("p2", "Elite", []),
];
const coaches = [
  coach("c1", "Bisi Coker", "kids amatuer"),
  coach("c2", "Fatima Sani", "adult professional"),
  coach("c3", "Adaeze Nnamdi", "adult amatuer"),
];

const user: SessionPayload["user"] = {
  _id: "u1",
  fullName: "Ada Obi",
  email: "ada@example.com",
  username: "ada_obi",
  dob: "2001-04-09",
  phoneNumber: "+2348012345678",
  role: "student",
  level: "adult amatuer",
  picture: null,
};

function renderFlow(showPrice = true) {
  return render(<MembershipFlow plans={plans} coaches={coaches} showPrice={showPrice} />);
}

function choose(name: RegExp) {
  fireEvent.click(screen.getByRole("button", { name }));
}

function waitOneSecond() {
  act(() => vi.advanceTimersByTime(1000));
}

function stepHeading() {
  return screen.getByRole("heading", { level: 2 });
}

/** Plan → coach → 6 months. */
function walkToDuration() {
  choose(/Parent and Child Combo/);
  waitOneSecond();
  choose(/Adaeze Nnamdi/);
  waitOneSecond();
  fireEvent.click(screen.getByRole("radio", { name: /6 months/ }));
}

beforeEach(() => {
  vi.useFakeTimers();
  logout();
  window.history.replaceState(null, "", "/membership/combo");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("MembershipFlow", () => {
  it("starts on the plan step, marked in the step indicator", () => {
    renderFlow();
    expect(stepHeading().textContent).toBe("Choose a plan");
    expect(screen.getByText("Step 1 of 3")).toBeTruthy();
    const current = document.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain("Choose a plan");
  });

  it("shows the chosen plan as selected for a second, then opens the coach step with focus on its heading", () => {
    renderFlow();
    choose(/Parent and Child Combo/);
    expect(screen.getByRole("button", { name: /Parent and Child Combo/ }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    act(() => vi.advanceTimersByTime(999));
    expect(stepHeading().textContent).toBe("Choose a plan");
    act(() => vi.advanceTimersByTime(1));
    expect(stepHeading().textContent).toBe("Choose a coach");
    expect(document.activeElement).toBe(stepHeading());
    expect(screen.getByText("Step 2 of 3")).toBeTruthy();
  });

  it("offers only the coaches whose level the plan lists", () => {
    renderFlow();
    choose(/Parent and Child Combo/);
    waitOneSecond();
    expect(screen.getByRole("button", { name: /Bisi Coker/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Adaeze Nnamdi/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Fatima Sani/ })).toBeNull();
  });

  it("says so when no coach fits the plan", () => {
    renderFlow();
    choose(/Elite/);
    waitOneSecond();
    expect(screen.getByText(/No coaches are available for this plan yet/)).toBeTruthy();
  });

  it("prices each duration on the combo page", () => {
    renderFlow(true);
    walkToDuration();
    expect(stepHeading().textContent).toBe("Choose a duration");
    // 20,000 × 6 × 0.9 + 30,000 × 6
    expect(screen.getByRole("radio", { name: /6 months/ }).closest("label")?.textContent).toContain(
      "₦288,000",
    );
    expect(screen.getByRole("radio", { name: /12 months/ }).closest("label")?.textContent).toContain(
      "Save 20%",
    );
  });

  it("shows no price on the other pages", () => {
    renderFlow(false);
    expect(document.body.textContent).not.toContain("₦");
    walkToDuration();
    expect(document.body.textContent).not.toContain("₦");
  });

  it("goes back one step at a time, keeping the choice", () => {
    renderFlow();
    choose(/Parent and Child Combo/);
    waitOneSecond();
    choose(/Bisi Coker/);
    waitOneSecond();
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(stepHeading().textContent).toBe("Choose a coach");
    expect(screen.getByRole("button", { name: /Bisi Coker/ }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(stepHeading().textContent).toBe("Choose a plan");
  });

  it("cancels a pending advance on Back", () => {
    renderFlow();
    choose(/Parent and Child Combo/);
    waitOneSecond();
    choose(/Bisi Coker/);
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    waitOneSecond();
    expect(stepHeading().textContent).toBe("Choose a plan");
  });

  it("enables Get Started once a duration is chosen", () => {
    renderFlow();
    choose(/Parent and Child Combo/);
    waitOneSecond();
    choose(/Adaeze Nnamdi/);
    waitOneSecond();
    expect(screen.getByRole("button", { name: "Get Started" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: /12 months/ }));
    expect(screen.getByRole("link", { name: "Get Started" })).toBeTruthy();
  });

  it("sends a visitor to signup with the coach-pairing selection", () => {
    renderFlow();
    walkToDuration();
    const url = new URL(
      screen.getByRole("link", { name: "Get Started" }).getAttribute("href") ?? "",
      "https://x.ng",
    );
    expect(url.pathname).toBe("/signup");
    expect(parsePayParam(url.searchParams)).toEqual({
      type: "Coach Pairing",
      key: "p1",
      plan: "Parent and Child Combo",
      price: 288000,
      duration: "6 months",
      message: "Parent and Child Combo with coach Adaeze Nnamdi for 6 months.",
      planId: "p1",
      coachId: "c3",
      months: 6,
    });
  });

  it("sends a signed-in member straight to the dashboard", () => {
    act(() => login({ user, auth: { token: "t" } }));
    renderFlow();
    walkToDuration();
    const href = screen.getByRole("link", { name: "Get Started" }).getAttribute("href") ?? "";
    expect(href.startsWith("/u?pay=")).toBe(true);
  });

  it("goes to the dashboard when the address says userSigned=true", () => {
    window.history.replaceState(null, "", "/membership/combo?userSigned=true");
    renderFlow();
    walkToDuration();
    const href = screen.getByRole("link", { name: "Get Started" }).getAttribute("href") ?? "";
    expect(href.startsWith("/u?pay=")).toBe(true);
  });
});
