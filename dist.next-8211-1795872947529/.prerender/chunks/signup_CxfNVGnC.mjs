import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { f as SubmitButton, i as TextField, m as $$AccountCard, n as useAccountForm, p as FormStatus, r as EmailField, s as accountsApi, t as NAVIGATING } from "./use-account-form_8AKQOLki.mjs";
import { t as formatNaira } from "./format_huzqRFNt.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { B as SIGNUP_ROLE_LABELS, L as LEVELS, z as SIGNUP_ROLES$1 } from "./site-data_Dtzf3jGt.mjs";
import { t as rememberAccountCreated } from "./account-created_DM6GbF53.mjs";
import { a as hrefCarrying, n as useCarriedPayment, r as useRedirectWhenSignedIn, t as readPagePayment } from "./use-page-entry_weuESQy4.mjs";
import { t as navigate } from "./navigate_aU2EVmF6.mjs";
import { t as PasswordField } from "./PasswordField_WFhCash7.mjs";
import { t as SelectField } from "./SelectField_BMo1-JGk.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { jsx, jsxs } from "react/jsx-runtime";
// src/shared/domain/signup-options.ts
/**
* The roles and levels a visitor chooses from when signing up (docs/product.md, Validation), as the
* signup form shows them. The lists themselves live in `lists.ts`; this module, like it, imports no
* zod, so the signup form can draw its choices without shipping zod on first load.
*/
/** The signup form's role options: a label and a distinct value each. */
var SIGNUP_ROLES = SIGNUP_ROLES$1.map((value) => ({
	label: SIGNUP_ROLE_LABELS[value],
	value
}));
var SIGNUP_LEVELS = LEVELS;
// src/components/account/SignupForm.tsx
var EMPTY = {
	fullName: "",
	email: "",
	username: "",
	password: "",
	dob: "",
	phoneNumber: "",
	role: "",
	level: ""
};
var LEVEL_OPTIONS = SIGNUP_LEVELS.map((level) => ({
	label: level,
	value: level
}));
function SignupForm() {
	useRedirectWhenSignedIn();
	const carried = useCarriedPayment();
	const form = useAccountForm({
		initial: EMPTY,
		validate: (checks, values) => checks.checkSignup(values),
		submit: async (registration) => {
			const payment = await readPagePayment();
			const { createUser } = await accountsApi.load();
			const { message } = await createUser(registration);
			rememberAccountCreated(message);
			navigate(hrefCarrying("/login", payment));
			return NAVIGATING;
		}
	});
	return /* @__PURE__ */ jsxs("form", {
		className: "account-form",
		"aria-label": "Sign up",
		...form.formProps,
		children: [
			carried && /* @__PURE__ */ jsxs("p", {
				className: "account-plan-note",
				children: [
					"You're signing up for ",
					/* @__PURE__ */ jsx("strong", { children: carried.selection.plan }),
					" (",
					formatNaira(carried.selection.price),
					")."
				]
			}),
			/* @__PURE__ */ jsx(TextField, {
				field: form.field("fullName"),
				label: "Full name",
				autoComplete: "name",
				maxLength: 120
			}),
			/* @__PURE__ */ jsx(EmailField, { field: form.field("email") }),
			/* @__PURE__ */ jsx(TextField, {
				field: form.field("username"),
				label: "Username",
				autoComplete: "username",
				maxLength: 40
			}),
			/* @__PURE__ */ jsx(PasswordField, {
				field: form.field("password"),
				label: "Password",
				autoComplete: "new-password"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "account-row",
				children: [/* @__PURE__ */ jsx(TextField, {
					field: form.field("dob"),
					label: "Date of birth",
					type: "date",
					autoComplete: "bday"
				}), /* @__PURE__ */ jsx(TextField, {
					field: form.field("phoneNumber"),
					label: "Phone number",
					type: "tel",
					autoComplete: "tel",
					inputMode: "tel"
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "account-row",
				children: [/* @__PURE__ */ jsx(SelectField, {
					field: form.field("role"),
					label: "Role",
					emptyOption: "Choose a role",
					options: SIGNUP_ROLES
				}), /* @__PURE__ */ jsx(SelectField, {
					field: form.field("level"),
					label: "Level",
					emptyOption: "Choose a level",
					options: LEVEL_OPTIONS
				})]
			}),
			/* @__PURE__ */ jsx(FormStatus, {
				id: form.messageId,
				message: form.message
			}),
			/* @__PURE__ */ jsx(SubmitButton, {
				label: "Create account",
				busy: form.busy,
				enabled: form.canSubmit
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "account-switch",
				children: ["Already have an account? ", /* @__PURE__ */ jsx("a", {
					href: hrefCarrying("/login", carried),
					children: "Log in"
				})]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "account-switch",
				children: ["13 to 17? ", /* @__PURE__ */ jsx("a", {
					href: "/signup/junior",
					children: "Sign up with your parent's or guardian's approval"
				})]
			})
		]
	});
}
// src/pages/signup.astro
var signup_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Signup,
	file: () => $$file,
	url: () => $$url
});
var $$Signup = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Sign up",
		"description": "Create your account to join tournaments, find a coach and choose a membership plan.",
		"solidNav": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AccountCard", $$AccountCard, {
		"heading": "Create your account",
		"intro": "Join the community to enter tournaments, get paired with a coach and track your progress.",
		"wide": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "SignupForm", SignupForm, {
		"client:idle": true,
		"client:component-hydration": "idle",
		"client:component-path": "@/components/account/SignupForm",
		"client:component-export": "SignupForm"
	})}` })}` })}`;
}, "/work/main/src/pages/signup.astro", void 0);
var $$file = "/work/main/src/pages/signup.astro";
var $$url = "/signup.html";
// \0virtual:astro:page:src/pages/signup@_@astro
var page = () => signup_exports;
export { page };
