import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { f as SubmitButton, m as $$AccountCard, n as useAccountForm, p as FormStatus, r as EmailField, s as accountsApi } from "./use-account-form_8AKQOLki.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { t as navigate } from "./navigate_aU2EVmF6.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { useEffect } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/account/ForgotPasswordForm.tsx
/** How long the sent message stays before the reset page opens (docs/product.md, Constants: 2 s). */
var RESET_REDIRECT_MS = 2e3;
function resetPageHref(email) {
	return `/reset-password?${new URLSearchParams({ email })}`;
}
function ForgotPasswordForm() {
	const form = useAccountForm({
		initial: { email: "" },
		validate: (checks, values) => checks.checkForgotPassword(values),
		submit: async (request) => {
			const { forgotPassword } = await accountsApi.load();
			return {
				kind: "done",
				message: (await forgotPassword(request)).message
			};
		}
	});
	const email = form.values.email;
	useEffect(() => {
		if (!form.done) return;
		const timer = setTimeout(() => navigate(resetPageHref(email)), RESET_REDIRECT_MS);
		return () => clearTimeout(timer);
	}, [form.done, email]);
	return /* @__PURE__ */ jsxs("form", {
		className: "account-form",
		"aria-label": "Forgot password",
		...form.formProps,
		children: [
			/* @__PURE__ */ jsx(EmailField, { field: form.field("email") }),
			/* @__PURE__ */ jsx(FormStatus, {
				id: form.messageId,
				message: form.message
			}),
			/* @__PURE__ */ jsx(SubmitButton, {
				label: "Send reset code",
				busy: form.busy,
				enabled: form.canSubmit
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "account-switch",
				children: ["Remembered it? ", /* @__PURE__ */ jsx("a", {
					href: "/login",
					children: "Log in"
				})]
			})
		]
	});
}
// src/pages/forgot-password.astro
var forgot_password_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ForgotPassword,
	file: () => $$file,
	url: () => $$url
});
var $$ForgotPassword = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Forgot password",
		"description": "Get a code to reset the password of your tennis community account.",
		"solidNav": true,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AccountCard", $$AccountCard, {
		"heading": "Forgot your password?",
		"intro": "Enter the email you signed up with and we'll send you a code to reset your password."
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ForgotPasswordForm", ForgotPasswordForm, {
		"client:idle": true,
		"client:component-hydration": "idle",
		"client:component-path": "@/components/account/ForgotPasswordForm",
		"client:component-export": "ForgotPasswordForm"
	})}` })}` })}`;
}, "/work/main/src/pages/forgot-password.astro", void 0);
var $$file = "/work/main/src/pages/forgot-password.astro";
var $$url = "/forgot-password.html";
// \0virtual:astro:page:src/pages/forgot-password@_@astro
var page = () => forgot_password_exports;
export { page };
