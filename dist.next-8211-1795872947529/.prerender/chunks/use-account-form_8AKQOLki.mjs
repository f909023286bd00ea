import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { c as renderSlot, f as addAttribute, l as renderTemplate, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/account/AccountCard.astro
createAstro("http://localhost:4792");
var $$AccountCard = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$AccountCard;
	const { heading, intro, wide = false } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<section class="account-page" data-astro-cid-o4qsuk4t><div${addAttribute(["account-card", { wide }], "class:list")} data-astro-cid-o4qsuk4t><h1 data-astro-cid-o4qsuk4t>${heading}</h1><p class="intro" data-astro-cid-o4qsuk4t>${intro}</p>${renderSlot($$result, $$slots["default"])}</div></section>`;
}, "/work/main/src/components/account/AccountCard.astro", void 0);
// src/components/account/FormStatus.tsx
/**
* The form-level message. The region is always in the page so screen readers announce each new
* message; fields left empty point at it with aria-describedby.
*/
function FormStatus({ id, message }) {
	const toneClass = message?.tone === "success" ? "form-success" : "form-error";
	return /* @__PURE__ */ jsx("div", {
		id,
		role: "alert",
		className: message ? `account-status ${toneClass}` : "account-status",
		children: message?.text
	});
}
// src/components/account/SubmitButton.tsx
/** Disabled and reading "Processing..." while the form's call runs (docs/product.md, States). */
function SubmitButton({ label, busy, enabled }) {
	return /* @__PURE__ */ jsx("button", {
		type: "submit",
		className: "btn btn-primary account-submit",
		disabled: !enabled,
		children: busy ? "Processing..." : label
	});
}
// src/lib/api/error-messages.ts
/**
* What a user reads when a call fails without an answer from the server. Kept apart from the API
* client (which re-exports them), so a page that fetches the client lazily can still say so when
* even that fetch fails.
*/
var NETWORK_ERROR_MESSAGE = "Network error. Check your connection and try again.";
var UNREADABLE_ANSWER_MESSAGE = "The server sent an answer we could not read. Please try again.";
var UNKNOWN_ERROR_MESSAGE = "Something went wrong. Please try again.";
// src/components/account/lazy-module.ts
function lazyModule(importModule) {
	let module;
	let pending;
	return {
		load() {
			pending ??= importModule().then((arrived) => {
				module = arrived;
				return arrived;
			}, (error) => {
				pending = void 0;
				throw error;
			});
			return pending;
		},
		loaded: () => module
	};
}
// src/components/account/submit-modules.ts
/**
* What an account form needs only once it is submitted: its checks (zod) and the API calls (ky).
* They stay out of the page's first load and are fetched when the visitor first focuses or touches
* the form, long before a submit; a submit that comes first waits for them. Not fetched on idle:
* every visit would then load them, even one that never uses the form.
*/
var formChecks = lazyModule(() => import("./form-checks_DWf0Qbir.mjs"));
var accountsApi = lazyModule(() => import("./accounts_CsBfkrhm.mjs"));
var apiClient = lazyModule(() => import("./client_KY-4g96L.mjs").then((n) => n.r));
/** Fetches all of it (once). */
async function loadSubmitModules() {
	await Promise.all([
		formChecks.load(),
		accountsApi.load(),
		apiClient.load()
	]);
}
/** Starts fetching all of it; a fetch that fails here is tried again on submit. */
function prefetchSubmitModules() {
	loadSubmitModules().catch(() => void 0);
}
/**
* The message for a failed submit: the API client's reading of the error, or a connection problem
* when not even the client could be fetched.
*/
async function failureMessage(error) {
	const client = await apiClient.load().catch(() => void 0);
	return client ? client.errorMessage(error) : NETWORK_ERROR_MESSAGE;
}
// src/components/account/FieldError.tsx
/** The message under a field, tied to it by id (the field's aria-describedby points here). */
function FieldError({ field }) {
	if (!field.error) return null;
	return /* @__PURE__ */ jsx("p", {
		id: `${field.id}-error`,
		className: "field-error",
		children: field.error
	});
}
/** The aria attributes every field carries. */
function fieldAria(field) {
	return {
		"aria-invalid": field.invalid || void 0,
		"aria-describedby": field.describedBy
	};
}
// src/components/account/TextField.tsx
function TextField({ field, label, type = "text", autoComplete, inputMode, lowercase, maxLength }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "field",
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: field.id,
				children: label
			}),
			/* @__PURE__ */ jsx("input", {
				id: field.id,
				name: field.name,
				type,
				value: field.value,
				onChange: (event) => field.onChange(lowercase ? event.target.value.toLowerCase() : event.target.value),
				autoComplete,
				inputMode,
				maxLength,
				required: true,
				...fieldAria(field)
			}),
			/* @__PURE__ */ jsx(FieldError, { field })
		]
	});
}
/** The email field of the account forms, lowercased as typed; "username" where it signs in. */
function EmailField({ field, autoComplete = "email" }) {
	return /* @__PURE__ */ jsx(TextField, {
		field,
		label: "Email",
		type: "email",
		autoComplete,
		inputMode: "email",
		lowercase: true
	});
}
// src/components/account/use-account-form.ts
/**
* State of one account form: values, validation feedback, the submitting state and the one
* form-level message. The form's own `submit` does the call and says what happens next. The
* checks arrive lazily (`submit-modules.ts`): once they have, a submit runs exactly as with a
* static import; one that comes first waits for them.
*/
var NAVIGATING = { kind: "navigating" };
/** The non-empty values the form's named fields hold, read from the page. */
function typedBeforeHydration(form, names) {
	const typed = {};
	if (!form) return typed;
	for (const name of names) {
		const element = form.elements.namedItem(name);
		if ((element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || element instanceof HTMLInputElement && element.type !== "checkbox" && element.type !== "radio") && element.value !== "") typed[name] = element.value;
	}
	return typed;
}
function useAccountForm({ initial, validate, submit }) {
	const idPrefix = useId();
	const messageId = `${idPrefix}-message`;
	const formRef = useRef(null);
	const [values, setValues] = useState(initial);
	const [feedback, setFeedback] = useState(null);
	const [message, setMessage] = useState(null);
	const [phase, setPhase] = useState("editing");
	const [failedAttempts, setFailedAttempts] = useState(0);
	const [hydrated, setHydrated] = useState(false);
	useLayoutEffect(() => {
		const typed = typedBeforeHydration(formRef.current, Object.keys(initial));
		if (Object.keys(typed).length > 0) setValues((current) => ({
			...current,
			...typed
		}));
		setHydrated(true);
	}, []);
	const awaitingChecks = useRef(false);
	useEffect(() => {
		if (failedAttempts === 0) return;
		formRef.current?.querySelector("[aria-invalid=\"true\"]")?.focus();
	}, [failedAttempts]);
	const setValue = useCallback((name, value) => {
		setValues((current) => ({
			...current,
			[name]: value
		}));
		setFeedback((current) => current && {
			...current,
			invalid: current.invalid.filter((f) => f !== name)
		});
	}, []);
	function field(name) {
		const id = `${idPrefix}-${name}`;
		const invalid = feedback?.invalid.includes(name) ?? false;
		const error = feedback?.fieldMessages[name];
		return {
			id,
			name,
			value: values[name],
			invalid,
			error,
			describedBy: error ? `${id}-error` : invalid ? messageId : void 0,
			onChange: (value) => setValue(name, value)
		};
	}
	async function onSubmit(event) {
		event.preventDefault();
		if (phase !== "editing" || awaitingChecks.current) return;
		const checks = formChecks.loaded() ?? await checksArrived();
		if (!checks) return;
		const check = validate(checks, values);
		if (!check.ok) {
			setFeedback(check.feedback);
			setMessage({
				tone: "error",
				text: check.feedback.message
			});
			setFailedAttempts((n) => n + 1);
			return;
		}
		setFeedback(null);
		setMessage(null);
		setPhase("submitting");
		try {
			const outcome = await submit(check.data);
			if (outcome.kind === "navigating") setPhase("navigating");
			else if (outcome.kind === "done") {
				setMessage({
					tone: "success",
					text: outcome.message
				});
				setPhase("done");
			} else {
				setMessage({
					tone: "error",
					text: outcome.message
				});
				setPhase("editing");
			}
		} catch (error) {
			setMessage({
				tone: "error",
				text: await failureMessage(error)
			});
			setPhase("editing");
		}
	}
	/** The checks, for a submit that came before they arrived; null, said in the form, when they cannot be fetched. */
	async function checksArrived() {
		awaitingChecks.current = true;
		try {
			return await formChecks.load();
		} catch {
			setMessage({
				tone: "error",
				text: NETWORK_ERROR_MESSAGE
			});
			return null;
		} finally {
			awaitingChecks.current = false;
		}
	}
	return {
		values,
		setValue,
		field,
		message,
		messageId,
		/** A call is running or the page is being left: the submit button reads Processing.... */
		busy: phase === "submitting" || phase === "navigating",
		done: phase === "done",
		/** Submitting is possible: the form is live and not finished. */
		canSubmit: hydrated && phase === "editing",
		formProps: {
			ref: formRef,
			onSubmit,
			onFocus: prefetchSubmitModules,
			onPointerDown: prefetchSubmitModules,
			noValidate: true,
			method: "post"
		}
	};
}
export { FieldError as a, formChecks as c, UNREADABLE_ANSWER_MESSAGE as d, SubmitButton as f, TextField as i, NETWORK_ERROR_MESSAGE as l, $$AccountCard as m, useAccountForm as n, fieldAria as o, FormStatus as p, EmailField as r, accountsApi as s, NAVIGATING as t, UNKNOWN_ERROR_MESSAGE as u };
