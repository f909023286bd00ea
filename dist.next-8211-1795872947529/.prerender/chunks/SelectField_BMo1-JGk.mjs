import { a as FieldError, o as fieldAria } from "./use-account-form_8AKQOLki.mjs";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/account/SelectField.tsx
function SelectField({ field, label, emptyOption, options }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "field",
		children: [
			/* @__PURE__ */ jsx("label", {
				htmlFor: field.id,
				children: label
			}),
			/* @__PURE__ */ jsxs("select", {
				id: field.id,
				name: field.name,
				value: field.value,
				onChange: (event) => field.onChange(event.target.value),
				required: true,
				...fieldAria(field),
				children: [/* @__PURE__ */ jsx("option", {
					value: "",
					disabled: true,
					children: emptyOption
				}), options.map((option) => /* @__PURE__ */ jsx("option", {
					value: option.value,
					children: option.label
				}, option.value))]
			}),
			/* @__PURE__ */ jsx(FieldError, { field })
		]
	});
}
export { SelectField as t };
