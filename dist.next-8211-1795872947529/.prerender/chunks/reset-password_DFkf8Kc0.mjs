import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { c as formChecks, f as SubmitButton, i as TextField, m as $$AccountCard, n as useAccountForm, p as FormStatus, r as EmailField, s as accountsApi } from "./use-account-form_8AKQOLki.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { t as PasswordField } from "./PasswordField_WFhCash7.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { useEffect, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/account/ResetPasswordForm.tsx
function ResetPasswordForm() {
	const form = useAccountForm({
		initial: {
			email: "",
			resetCode: "",
			newPassword: "",
			confirmPassword: ""
		},
		validate: (checks, values) => checks.checkResetPassword(values),
		submit: async ({ email, resetCode, newPassword }) => {
			const { resetPassword } = await accountsApi.load();
			const answer = await resetPassword({
				email,
				resetCode,
				newPassword
			});
			return {
				kind: answer.success ? "done" : "declined",
				message: answer.message
			};
		}
	});
	const { setValue } = form;
	const [askForEmail, setAskForEmail] = useState(false);
	useEffect(() => {
		const search = window.location.search;
		if (!new URLSearchParams(search).has("email")) {
			setAskForEmail(true);
			return;
		}
		let mounted = true;
		formChecks.load().then(({ emailFromLink }) => {
			if (!mounted) return;
			const linked = emailFromLink(search);
			if (linked) setValue("email", linked);
			else setAskForEmail(true);
		}, () => mounted && setAskForEmail(true));
		return () => {
			mounted = false;
		};
	}, [setValue]);
	const emailField = form.field("email");
	return /* @__PURE__ */ jsxs("form", {
		className: "account-form",
		"aria-label": "Reset password",
		...form.formProps,
		children: [
			askForEmail ? /* @__PURE__ */ jsx(EmailField, { field: emailField }) : emailField.value && /* @__PURE__ */ jsxs("p", {
				className: "account-aside",
				children: ["Resetting the password for ", /* @__PURE__ */ jsx("strong", { children: emailField.value })]
			}),
			/* @__PURE__ */ jsx(TextField, {
				field: form.field("resetCode"),
				label: "Reset code",
				autoComplete: "one-time-code",
				inputMode: "numeric",
				maxLength: 6
			}),
			/* @__PURE__ */ jsx(PasswordField, {
				field: form.field("newPassword"),
				label: "New password",
				autoComplete: "new-password"
			}),
			/* @__PURE__ */ jsx(PasswordField, {
				field: form.field("confirmPassword"),
				label: "Confirm new password",
				autoComplete: "new-password"
			}),
			/* @__PURE__ */ jsx(FormStatus, {
				id: form.messageId,
				message: form.message
			}),
			form.done ? /* @__PURE__ */ jsx("a", {
				className: "btn btn-primary account-submit",
				href: "/login",
				children: "Log in with your new password"
			}) : /* @__PURE__ */ jsx(SubmitButton, {
				label: "Reset password",
				busy: form.busy,
				enabled: form.canSubmit
			})
		]
	});
}
// src/pages/reset-password.astro
var reset_password_exports = /* @__PURE__ */ __exportAll({
	default: () => $$ResetPassword,
	file: () => $$file,
	url: () => $$url
});
var $$ResetPassword = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Reset password",
		"description": "Choose a new password for your tennis community account.",
		"solidNav": true,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AccountCard", $$AccountCard, {
		"heading": "Reset your password",
		"intro": "Enter the code from your email and choose a new password."
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "ResetPasswordForm", ResetPasswordForm, {
		"client:idle": true,
		"client:component-hydration": "idle",
		"client:component-path": "@/components/account/ResetPasswordForm",
		"client:component-export": "ResetPasswordForm"
	})}` })}` })}`;
}, "/work/main/src/pages/reset-password.astro", void 0);
var $$file = "/work/main/src/pages/reset-password.astro";
var $$url = "/reset-password.html";
// \0virtual:astro:page:src/pages/reset-password@_@astro
var page = () => reset_password_exports;
export { page };
