import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { t as getStartedHref } from "./signup-link_k0z-lfHH.mjs";
import { n as monthsLabel, t as formatNaira } from "./format_huzqRFNt.mjs";
import { l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as ratingLabel } from "./rating_DRNtq9MY.mjs";
import { t as responsiveImage } from "./media_C0J0IxkA.mjs";
import { d as getPlans, r as getCoaches, w as durationPrice } from "./site-data_Dtzf3jGt.mjs";
import { n as hasStoredSession } from "./stored-session_4WBFnidJ.mjs";
import { t as $$PageIntro } from "./PageIntro_DO2c4kLU.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { useEffect, useId, useRef, useState } from "react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
// src/components/membership/ChoiceCard.tsx
var API_BASE = "/api";
function ChoiceCard({ title, image, shape, selected, onChoose, children }) {
	const picture = responsiveImage(image, API_BASE);
	return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", {
		type: "button",
		className: `membership-card membership-card-${shape}`,
		"aria-pressed": selected,
		onClick: onChoose,
		children: [
			/* @__PURE__ */ jsx("img", {
				src: picture.src,
				srcSet: picture.srcset,
				sizes: picture.srcset ? "(min-width: 40rem) 20rem, 100vw" : void 0,
				alt: "",
				width: shape === "plan" ? 480 : 320,
				height: 320,
				loading: "lazy",
				decoding: "async"
			}),
			/* @__PURE__ */ jsxs("span", {
				className: "membership-card-body",
				children: [/* @__PURE__ */ jsx("span", {
					className: "membership-card-title",
					children: title
				}), children]
			}),
			selected && /* @__PURE__ */ jsx("span", {
				className: "membership-card-check",
				children: "Selected"
			})
		]
	}) });
}
// src/components/membership/CoachStep.tsx
function Rating({ average }) {
	if (average <= 0) return /* @__PURE__ */ jsx("span", {
		className: "membership-card-text",
		children: "Not rated yet"
	});
	return /* @__PURE__ */ jsxs("span", {
		className: "membership-card-text",
		children: [
			/* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				className: "membership-star",
				children: "★"
			}),
			" ",
			ratingLabel(average),
			/* @__PURE__ */ jsx("span", {
				className: "visually-hidden",
				children: " out of 5"
			})
		]
	});
}
function CoachStep({ coaches, selectedId, showPrice, onChoose }) {
	if (coaches.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "membership-empty",
		children: "No coaches are available for this plan yet. Please choose another plan."
	});
	return /* @__PURE__ */ jsx("ul", {
		className: "membership-grid membership-grid-coaches",
		children: coaches.map((coach) => /* @__PURE__ */ jsxs(ChoiceCard, {
			title: coach.coachName,
			image: coach.imageUrl,
			shape: "coach",
			selected: coach._id === selectedId,
			onChoose: () => onChoose(coach._id),
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "membership-card-level",
					children: coach.level
				}),
				/* @__PURE__ */ jsx(Rating, { average: coach.avgRate }),
				showPrice && /* @__PURE__ */ jsxs("span", {
					className: "membership-card-price",
					children: [/* @__PURE__ */ jsx("strong", { children: formatNaira(coach.price) }), " per month"]
				})
			]
		}, coach._id))
	});
}
// src/components/membership/membership-flow.ts
function toFlowPlan(plan) {
	const { _id, planName, planPrice, priceInfo, description, note, planImage, filterPrams, billingPlans } = plan;
	return {
		_id,
		planName,
		planPrice,
		priceInfo,
		description,
		note,
		planImage,
		filterPrams,
		billingPlans
	};
}
function toFlowCoach(coach) {
	const { _id, coachName, imageUrl, level, price, avgRate } = coach;
	return {
		_id,
		coachName,
		imageUrl,
		level,
		price,
		avgRate
	};
}
var FLOW_STEPS = [
	{
		key: "plan",
		title: "Choose a plan"
	},
	{
		key: "coach",
		title: "Choose a coach"
	},
	{
		key: "duration",
		title: "Choose a duration"
	}
];
/**
* How long a chosen plan or coach stays on screen before the next step opens (docs/product.md,
* Constants: 1 s).
*/
var AUTO_ADVANCE_MS = 1e3;
/** The plan's billing options with their prices for this coach, shortest first. */
function durationOptions(plan, coach) {
	return [...plan.billingPlans].sort((a, b) => a.interval - b.interval).map(({ interval, discountPercentage }) => ({
		months: interval,
		discountPercentage,
		price: durationPrice({
			planPrice: plan.planPrice,
			coachPrice: coach.price,
			interval,
			discountPercentage
		})
	}));
}
/** The coach-pairing order Get Started carries to signup or the dashboard. */
function coachPairingSelection(plan, coach, option) {
	const duration = monthsLabel(option.months);
	return {
		type: "Coach Pairing",
		key: plan._id,
		plan: plan.planName,
		price: option.price,
		duration,
		message: `${plan.planName} with coach ${coach.coachName} for ${duration}.`,
		planId: plan._id,
		coachId: coach._id,
		months: option.months
	};
}
/** What the plan text promises for paying several months at once. */
var PLAN_DISCOUNT_PROMISE = "Pay for 6 months at once and get 10% off the plan, or pay for 12 months at once and get 20% off.";
// src/components/membership/DurationStep.tsx
/** The plan's billing options as radio buttons; choosing one does not advance (Get Started does). */
function DurationStep({ options, selectedMonths, showPrice, onChoose }) {
	const name = useId();
	return /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", {
		className: "membership-lead",
		children: PLAN_DISCOUNT_PROMISE
	}), /* @__PURE__ */ jsxs("fieldset", {
		className: "membership-durations",
		children: [/* @__PURE__ */ jsx("legend", {
			className: "visually-hidden",
			children: "Duration"
		}), options.map((option) => /* @__PURE__ */ jsxs("label", {
			className: "membership-duration",
			children: [
				/* @__PURE__ */ jsx("input", {
					type: "radio",
					name,
					value: option.months,
					checked: option.months === selectedMonths,
					onChange: () => onChoose(option.months)
				}),
				/* @__PURE__ */ jsx("span", {
					className: "membership-duration-months",
					children: monthsLabel(option.months)
				}),
				option.discountPercentage > 0 && /* @__PURE__ */ jsxs("span", {
					className: "membership-duration-saving",
					children: [
						"Save ",
						option.discountPercentage,
						"% on the plan"
					]
				}),
				showPrice && /* @__PURE__ */ jsx("span", {
					className: "membership-duration-price",
					children: formatNaira(option.price)
				})
			]
		}, option.months))]
	})] });
}
// src/components/membership/PlanStep.tsx
function PlanStep({ plans, selectedId, showPrice, onChoose }) {
	if (plans.length === 0) return /* @__PURE__ */ jsx("p", {
		className: "membership-empty",
		children: "No plans are available right now. Please check back soon."
	});
	return /* @__PURE__ */ jsx("ul", {
		className: "membership-grid membership-grid-plans",
		children: plans.map((plan) => /* @__PURE__ */ jsxs(ChoiceCard, {
			title: plan.planName,
			image: plan.planImage,
			shape: "plan",
			selected: plan._id === selectedId,
			onChoose: () => onChoose(plan._id),
			children: [
				/* @__PURE__ */ jsx("span", {
					className: "membership-card-text",
					children: plan.description
				}),
				plan.note && /* @__PURE__ */ jsx("span", {
					className: "membership-card-note",
					children: plan.note
				}),
				showPrice && /* @__PURE__ */ jsxs("span", {
					className: "membership-card-price",
					children: [
						/* @__PURE__ */ jsx("strong", { children: formatNaira(plan.planPrice) }),
						" ",
						plan.priceInfo
					]
				})
			]
		}, plan._id))
	});
}
// src/components/membership/StepIndicator.tsx
/** "Step 1 of 3" and the three steps, the current one marked for assistive technology. */
function StepIndicator({ current }) {
	return /* @__PURE__ */ jsxs("nav", {
		className: "membership-progress",
		"aria-label": "Membership steps",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "membership-progress-count",
			children: [
				"Step ",
				current + 1,
				" of ",
				FLOW_STEPS.length
			]
		}), /* @__PURE__ */ jsx("ol", { children: FLOW_STEPS.map((step, index) => /* @__PURE__ */ jsxs("li", {
			"aria-current": index === current ? "step" : void 0,
			className: index < current ? "done" : void 0,
			children: [/* @__PURE__ */ jsx("span", {
				className: "membership-progress-dot",
				"aria-hidden": "true",
				children: index + 1
			}), step.title]
		}, step.key)) })]
	});
}
// src/components/membership/use-focus-on-change.ts
/**
* Moves focus to the returned element whenever `value` changes (not on first render), so
* keyboard and screen-reader users land on the new step's heading.
*/
function useFocusOnChange(value) {
	const ref = useRef(null);
	const previous = useRef(value);
	useEffect(() => {
		if (Object.is(previous.current, value)) return;
		previous.current = value;
		ref.current?.focus();
	}, [value]);
	return ref;
}
// src/shared/domain/coach-fit.ts
var normalLevel = (level) => level.trim().toLowerCase();
/** True when a coach of this level may be paired through this plan. */
function coachFitsPlan(plan, coachLevel) {
	const level = normalLevel(coachLevel);
	return plan.filterPrams.some((planLevel) => normalLevel(planLevel) === level);
}
/** The coaches that fit the plan, in the given order. */
function coachesForPlan(plan, coaches) {
	return coaches.filter((coach) => coachFitsPlan(plan, coach.level));
}
// src/components/membership/use-membership-flow.ts
/**
* State of the three membership steps. Choosing a plan or a coach shows the choice for a second,
* then opens the next step; Back returns one step and cancels a pending advance.
*/
function useMembershipFlow(plans, coaches) {
	const [step, setStep] = useState("plan");
	const [planId, setPlanId] = useState(null);
	const [coachId, setCoachId] = useState(null);
	const [months, setMonths] = useState(null);
	const [advancing, setAdvancing] = useState(false);
	const timer = useRef(void 0);
	useEffect(() => () => clearTimeout(timer.current), []);
	function cancelAdvance() {
		clearTimeout(timer.current);
		setAdvancing(false);
	}
	function advanceSoon(next) {
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
	return {
		step,
		plan,
		planCoaches,
		coach,
		options,
		option: options.find((o) => o.months === months) ?? null,
		/** A plan or coach was just chosen and the next step opens in a moment. */
		advancing,
		choosePlan(id) {
			if (id !== planId) {
				setCoachId(null);
				setMonths(null);
			}
			setPlanId(id);
			advanceSoon("coach");
		},
		chooseCoach(id) {
			if (id !== coachId) setMonths(null);
			setCoachId(id);
			advanceSoon("duration");
		},
		chooseMonths: setMonths,
		back() {
			cancelAdvance();
			setStep((current) => current === "duration" ? "coach" : "plan");
		}
	};
}
// src/components/membership/use-user-signed.ts
/** Whether Get Started should go straight to the dashboard: `?userSigned=true`, or a stored session. */
function useUserSigned() {
	const [signed, setSigned] = useState(false);
	useEffect(() => {
		const fromQuery = new URLSearchParams(window.location.search).get("userSigned") === "true";
		setSigned(fromQuery || hasStoredSession());
	}, []);
	return signed;
}
// src/components/membership/MembershipFlow.tsx
/** The membership pages' three steps: plan, then coach, then duration, then Get Started. */
function MembershipFlow({ plans, coaches, showPrice }) {
	const flow = useMembershipFlow(plans, coaches);
	const userSigned = useUserSigned();
	const headingRef = useFocusOnChange(flow.step);
	const headingId = useId();
	const hintId = useId();
	const stepIndex = FLOW_STEPS.findIndex((step) => step.key === flow.step);
	const chosenName = flow.step === "plan" ? flow.plan?.planName : flow.coach?.coachName;
	return /* @__PURE__ */ jsxs("div", {
		className: "membership-flow",
		children: [
			/* @__PURE__ */ jsx(StepIndicator, { current: stepIndex }),
			/* @__PURE__ */ jsxs("section", {
				className: "membership-step",
				"aria-labelledby": headingId,
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: headingId,
						ref: headingRef,
						tabIndex: -1,
						children: FLOW_STEPS[stepIndex]?.title
					}),
					flow.step !== "plan" && /* @__PURE__ */ jsxs("dl", {
						className: "membership-summary",
						children: [flow.plan && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Plan" }), /* @__PURE__ */ jsx("dd", { children: flow.plan.planName })] }), flow.step === "duration" && flow.coach && /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Coach" }), /* @__PURE__ */ jsx("dd", { children: flow.coach.coachName })] })]
					}),
					flow.step === "plan" && /* @__PURE__ */ jsx(PlanStep, {
						plans,
						selectedId: flow.plan?._id ?? null,
						showPrice,
						onChoose: flow.choosePlan
					}),
					flow.step === "coach" && /* @__PURE__ */ jsx(CoachStep, {
						coaches: flow.planCoaches,
						selectedId: flow.coach?._id ?? null,
						showPrice,
						onChoose: flow.chooseCoach
					}),
					flow.step === "duration" && /* @__PURE__ */ jsx(DurationStep, {
						options: flow.options,
						selectedMonths: flow.option?.months ?? null,
						showPrice,
						onChoose: flow.chooseMonths
					}),
					flow.step !== "plan" && /* @__PURE__ */ jsxs("div", {
						className: "membership-actions",
						children: [/* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-outline",
							onClick: flow.back,
							children: "Back"
						}), flow.step === "duration" && (flow.plan && flow.coach && flow.option ? /* @__PURE__ */ jsx("a", {
							className: "btn btn-primary",
							href: getStartedHref(coachPairingSelection(flow.plan, flow.coach, flow.option), userSigned),
							children: "Get Started"
						}) : /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("p", {
							id: hintId,
							className: "membership-hint",
							children: "Choose a duration to continue."
						}), /* @__PURE__ */ jsx("button", {
							type: "button",
							className: "btn btn-primary",
							disabled: true,
							"aria-describedby": hintId,
							children: "Get Started"
						})] }))]
					})
				]
			}, flow.step),
			/* @__PURE__ */ jsx("p", {
				className: "visually-hidden",
				"aria-live": "polite",
				children: flow.advancing && chosenName ? `${chosenName} selected.` : ""
			})
		]
	});
}
// src/components/membership/MembershipPage.astro
createAstro("http://localhost:4792");
var $$MembershipPage = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$MembershipPage;
	const { category, title, description, heading, intro } = Astro.props;
	const plans = (await getPlans(category)).map(toFlowPlan);
	const coaches = (await getCoaches()).map(toFlowCoach);
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": title,
		"description": description,
		"solidNav": true,
		"data-astro-cid-yfwlosel": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "PageIntro", $$PageIntro, {
		"title": heading,
		"eyebrow": "Membership",
		"lead": intro,
		"tone": "dark",
		"data-astro-cid-yfwlosel": true
	})}${maybeRenderHead($$result)}<div class="container membership-body" data-astro-cid-yfwlosel>${renderComponent($$result, "MembershipFlow", MembershipFlow, {
		"client:idle": true,
		"plans": plans,
		"coaches": coaches,
		"showPrice": category === "special",
		"data-astro-cid-yfwlosel": true,
		"client:component-hydration": "idle",
		"client:component-path": "@/components/membership/MembershipFlow",
		"client:component-export": "MembershipFlow"
	})}</div>` })}`;
}, "/work/main/src/components/membership/MembershipPage.astro", void 0);
export { $$MembershipPage as t };
