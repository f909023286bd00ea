import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { f as SubmitButton, i as TextField, m as $$AccountCard, n as useAccountForm, p as FormStatus, r as EmailField, s as accountsApi } from "./use-account-form_8AKQOLki.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { t as PasswordField } from "./PasswordField_WFhCash7.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { useEffect, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/account/TakeOverForm.tsx
/**
* A player who turned 18 takes over their profile (docs/decisions/0205-coming-of-age.md): with the
* link mailed to their guardians they choose their own email, username, password and phone number.
*/
var EMPTY = {
	email: "",
	username: "",
	password: "",
	phoneNumber: ""
};
/** The link's token, or null when the page was opened without one. */
function tokenFromLink() {
	const token = new URLSearchParams(window.location.search).get("token");
	return token && /^[\w-]{10,200}$/.test(token) ? token : null;
}
function TakeOverForm() {
	const [token, setToken] = useState(void 0);
	useEffect(() => setToken(tokenFromLink()), []);
	const form = useAccountForm({
		initial: EMPTY,
		validate: (checks, values) => checks.checkTakeOver(values),
		submit: async (login) => {
			const { takeOver } = await accountsApi.load();
			const { message } = await takeOver({
				...login,
				token: token ?? ""
			});
			return {
				kind: "done",
				message
			};
		}
	});
	if (token === null) return /* @__PURE__ */ jsx("p", {
		className: "account-aside",
		role: "alert",
		children: "This page needs the link from the mail sent to your parent or guardian. Open the link from that mail."
	});
	return /* @__PURE__ */ jsxs("form", {
		className: "account-form",
		"aria-label": "Take over your profile",
		...form.formProps,
		children: [
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
			/* @__PURE__ */ jsx(TextField, {
				field: form.field("phoneNumber"),
				label: "Your phone number",
				type: "tel",
				autoComplete: "tel",
				inputMode: "tel"
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
				label: "Take over my profile",
				busy: form.busy,
				enabled: form.canSubmit
			})
		]
	});
}
// src/pages/take-over.astro
var take_over_exports = /* @__PURE__ */ __exportAll({
	default: () => $$TakeOver,
	file: () => $$file,
	url: () => $$url
});
var $$TakeOver = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Take over your profile",
		"description": "You are 18: choose your own email and password for your tennis community profile.",
		"solidNav": true,
		"noindex": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AccountCard", $$AccountCard, {
		"heading": "Your profile, your login",
		"intro": "You are 18, so your profile is now yours. Choose the email, username, password and phone number you will sign in and be reached with. From then on your parent or guardian no longer manages it."
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "TakeOverForm", TakeOverForm, {
		"client:idle": true,
		"client:component-hydration": "idle",
		"client:component-path": "@/components/account/TakeOverForm",
		"client:component-export": "TakeOverForm"
	})}` })}` })}`;
}, "/work/main/src/pages/take-over.astro", void 0);
var $$file = "/work/main/src/pages/take-over.astro";
var $$url = "/take-over.html";
// \0virtual:astro:page:src/pages/take-over@_@astro
var page = () => take_over_exports;
export { page };
