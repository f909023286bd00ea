import { a as FieldError, o as fieldAria } from "./use-account-form_8AKQOLki.mjs";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/account/PasswordField.tsx
/** A password input with a button that shows or hides what was typed. */
function PasswordField({ field, label, autoComplete }) {
	const [visible, setVisible] = useState(false);
	return /* @__PURE__ */ jsxs("div", {
		className: "field",
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: field.id,
				children: label
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "account-password",
				children: [/* @__PURE__ */ jsx("input", {
					id: field.id,
					name: field.name,
					type: visible ? "text" : "password",
					value: field.value,
					onChange: (event) => field.onChange(event.target.value),
					autoComplete,
					required: true,
					...fieldAria(field)
				}), /* @__PURE__ */ jsxs("button", {
					type: "button",
					className: "account-password-toggle",
					"aria-controls": field.id,
					onClick: () => setVisible((shown) => !shown),
					children: [visible ? "Hide" : "Show", /* @__PURE__ */ jsxs("span", {
						className: "visually-hidden",
						children: [" ", label.toLowerCase()]
					})]
				})]
			}),
			/* @__PURE__ */ jsx(FieldError, { field })
		]
	});
}
export { PasswordField as t };
