import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import "./base_3vI95uWa.mjs";
import { f as SubmitButton, m as $$AccountCard, n as useAccountForm, p as FormStatus, r as EmailField, s as accountsApi, t as NAVIGATING } from "./use-account-form_8AKQOLki.mjs";
import { l as renderTemplate, o as renderComponent } from "../prerender-entry.B1kwupPO.mjs";
import { a as hrefCarrying, i as afterLoginHref, n as useCarriedPayment, o as readNextPath, r as useRedirectWhenSignedIn, s as login, t as readPagePayment } from "./use-page-entry_weuESQy4.mjs";
import { n as takeAccountCreated } from "./account-created_DM6GbF53.mjs";
import { t as navigate } from "./navigate_aU2EVmF6.mjs";
import { t as PasswordField } from "./PasswordField_WFhCash7.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { useEffect, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/account/LoginForm.tsx
function LoginForm() {
	useRedirectWhenSignedIn();
	const carried = useCarriedPayment();
	const [created, setCreated] = useState(null);
	useEffect(() => setCreated(takeAccountCreated()), []);
	const form = useAccountForm({
		initial: {
			email: "",
			password: ""
		},
		validate: (checks, values) => checks.checkLogin(values),
		submit: async (credentials) => {
			const payment = await readPagePayment();
			const { signUser } = await accountsApi.load();
			const { data } = await signUser(credentials);
			login(data);
			navigate(afterLoginHref(payment, readNextPath(window.location.search)));
			return NAVIGATING;
		}
	});
	return /* @__PURE__ */ jsxs("form", {
		className: "account-form",
		"aria-label": "Log in",
		...form.formProps,
		children: [
			/* @__PURE__ */ jsx("p", {
				role: "status",
				className: `account-status${created ? " form-success" : ""}`,
				children: created
			}),
			/* @__PURE__ */ jsx(EmailField, {
				field: form.field("email"),
				autoComplete: "username"
			}),
			/* @__PURE__ */ jsx(PasswordField, {
				field: form.field("password"),
				label: "Password",
				autoComplete: "current-password"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "account-aside",
				children: /* @__PURE__ */ jsx("a", {
					href: "/forgot-password",
					children: "Forgot password?"
				})
			}),
			/* @__PURE__ */ jsx(FormStatus, {
				id: form.messageId,
				message: form.message
			}),
			/* @__PURE__ */ jsx(SubmitButton, {
				label: "Log in",
				busy: form.busy,
				enabled: form.canSubmit
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "account-switch",
				children: ["New here? ", /* @__PURE__ */ jsx("a", {
					href: hrefCarrying("/signup", carried),
					children: "Create an account"
				})]
			})
		]
	});
}
// src/pages/login.astro
var login_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Login,
	file: () => $$file,
	url: () => $$url
});
var $$Login = createComponent(($$result, $$props, $$slots) => {
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Log in",
		"description": "Log in to your tennis community dashboard.",
		"solidNav": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "AccountCard", $$AccountCard, {
		"heading": "Welcome back",
		"intro": "Log in to see your dashboard, tickets, coach and billing."
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "LoginForm", LoginForm, {
		"client:idle": true,
		"client:component-hydration": "idle",
		"client:component-path": "@/components/account/LoginForm",
		"client:component-export": "LoginForm"
	})}` })}` })}`;
}, "/work/main/src/pages/login.astro", void 0);
var $$file = "/work/main/src/pages/login.astro";
var $$url = "/login.html";
// \0virtual:astro:page:src/pages/login@_@astro
var page = () => login_exports;
export { page };
