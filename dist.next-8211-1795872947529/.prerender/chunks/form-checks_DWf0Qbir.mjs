import { A as LoginInput, D as FILL_ALL_FIELDS, F as firstIssue, M as SignupInput, N as email, O as ForgotPasswordInput, P as fieldErrors, j as ResetPasswordFormInput } from "./site-data_Dtzf3jGt.mjs";
// src/components/account/form-feedback.ts
function feedbackFor(error, fields) {
	const byField = fieldErrors(error);
	const invalid = fields.filter((field) => byField[field] !== void 0);
	const fieldMessages = {};
	for (const field of invalid) {
		const message = byField[field];
		if (message && message !== "Please fill out all fields before submitting.") fieldMessages[field] = message;
	}
	return {
		message: Object.values(byField).includes("Please fill out all fields before submitting.") ? FILL_ALL_FIELDS : firstIssue(error),
		invalid,
		fieldMessages
	};
}
/** Parses a form's values with its schema. */
function checkForm(schema, values) {
	const result = schema.safeParse(values);
	if (result.success) return {
		ok: true,
		data: result.data
	};
	return {
		ok: false,
		feedback: feedbackFor(result.error, Object.keys(values))
	};
}
// src/components/account/form-checks.ts
function checkLogin(values) {
	return checkForm(LoginInput, values);
}
function checkSignup(values) {
	return checkForm(SignupInput, values);
}
/** A 13 to 17-year-old's sign-up: the ordinary fields and their parent's or guardian's email (0206). */
var JuniorSignupFormInput = SignupInput.extend({ guardianEmail: email() });
function checkJuniorSignup(values) {
	return checkForm(JuniorSignupFormInput, values);
}
/** A player who turned 18 chooses their own login (0205). */
var TakeOverFormInput = SignupInput.pick({
	email: true,
	username: true,
	password: true,
	phoneNumber: true
});
function checkTakeOver(values) {
	return checkForm(TakeOverFormInput, values);
}
function checkForgotPassword(values) {
	return checkForm(ForgotPasswordInput, values);
}
/** The email the code was sent to, and the code with the new password twice. */
var ResetFormInput = ForgotPasswordInput.and(ResetPasswordFormInput);
function checkResetPassword(values) {
	return checkForm(ResetFormInput, values);
}
/** The `email` query parameter of a reset link when it holds a usable address. */
function emailFromLink(search) {
	const parsed = ForgotPasswordInput.safeParse({ email: new URLSearchParams(search).get("email") ?? "" });
	return parsed.success ? parsed.data.email : null;
}
export { checkForgotPassword, checkJuniorSignup, checkLogin, checkResetPassword, checkSignup, checkTakeOver, emailFromLink };
