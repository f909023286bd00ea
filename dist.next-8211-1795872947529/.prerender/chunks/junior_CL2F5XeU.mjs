import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { f as SubmitButton, i as TextField, m as $$AccountCard, n as useAccountForm, p as FormStatus, r as EmailField, s as accountsApi } from "./use-account-form_8AKQOLki.mjs";
import { I as KIDS_LEVELS } from "./site-data_Dtzf3jGt.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { t as PasswordField } from "./PasswordField_WFhCash7.mjs";
import { t as SelectField } from "./SelectField_BMo1-JGk.mjs";
import { r as useRedirectWhenSignedIn } from "./use-page-entry_weuESQy4.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/account/JuniorSignupForm.tsx
/**
* A 13 to 17-year-old asks for a login of their own (docs/decisions/0206-teen-sign-up.md): the usual
* sign-up fields and their parent's or guardian's email. The account waits for the guardian, who
* approves it by the mailed link; until then it cannot pay and nothing about it is public.
*/
var EMPTY = {
	fullName: "",
	email: "",
	username: "",
	password: "",
	dob: "",
	phoneNumber: "",
	role: "student",
	level: "",
	guardianEmail: ""
};
var LEVEL_OPTIONS = KIDS_LEVELS.map((level) => ({
	label: level,
	value: level
}));
function JuniorSignupForm() {
	useRedirectWhenSignedIn();
	const form = useAccountForm({
		initial: EMPTY,
		validate: (checks, values) => checks.checkJuniorSignup(values),
		submit: async (registration) => {
			const { juniorSignup } = await accountsApi.load();
			const { message } = await juniorSignup(registration);
			return {
				kind: "done",
				message
			};
		}
	});
	return /* @__PURE__ */ jsxs("form", {
		className: "account-form",
		"aria-label": "Sign up with a parent's approval",
		...form.formProps,
		children: [
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
			/* @__PURE__ */ jsx(SelectField, {
				field: form.field("level"),
				label: "Level",
				emptyOption: "Choose a level",
				options: LEVEL_OPTIONS
			}),
			/* @__PURE__ */ jsx(TextField, {
				field: form.field("guardianEmail"),
				label: "Your parent's or guardian's email",
				type: "email",
				autoComplete: "off",
				inputMode: "email",
				lowercase: true
			}),
			/* @__PURE__ */ jsx("p", {
				className: "account-aside",
				children: "We mail them a link to approve your account. Until they do, you can sign in but not pay, and you do not appear on the club's public pages."
			}),
			/* @__PURE__ */ jsx(FormStatus, {
				id: form.messageId,
				message: form.message
			}),
			form.done ? /* @__PURE__ */ jsx("a", {
				className: "btn btn-primary account-submit",
				href: "/login",
				children: "Log in"
			}) : /* @__PURE__ */ jsx(SubmitButton, {
				label: "Ask for approval",
				busy: form.busy,
				enabled: form.canSubmit
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "account-switch",
				children: [
					"Under 13? Your parent or guardian adds you from their dashboard (Add a child). 18 or over?",
					" ",
					/* @__PURE__ */ jsx("a", {
						href: "/signup",
						children: "Sign up here"
					})
				]
			})
		]
	});
}
// src/pages/signup/junior.astro
var junior_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Junior,
	file: () => $$file,
	url: () => $$url
});
var $$Junior = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Sign up if you are 13 to 17",
		"description": "Players aged 13 to 17 sign up with a parent's or guardian's approval.",
		"solidNav": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AccountCard", $$AccountCard, {
		"heading": "Sign up if you are 13 to 17",
		"intro": "An account for a child under 18 must be created by, or with the consent of, a parent or guardian. Give your parent's or guardian's email: they approve your account and give their consent.",
		"wide": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "JuniorSignupForm", JuniorSignupForm, {
		"client:idle": true,
		"client:component-hydration": "idle",
		"client:component-path": "@/components/account/JuniorSignupForm",
		"client:component-export": "JuniorSignupForm"
	})}` })}` })}`;
}, "/work/main/src/pages/signup/junior.astro", void 0);
var $$file = "/work/main/src/pages/signup/junior.astro";
var $$url = "/signup/junior.html";
// \0virtual:astro:page:src/pages/signup/junior@_@astro
var page = () => junior_exports;
export { page };
