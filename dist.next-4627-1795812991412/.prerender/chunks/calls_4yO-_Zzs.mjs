// src/shared/api/calls/accounts.ts
var createUser = {
	method: "POST",
	path: "/createUser",
	access: "anyone",
	body: "CreateUserRequest",
	response: "CreateUserResponse"
};
var signUser = {
	method: "POST",
	path: "/signUser",
	access: "anyone",
	body: "SignUserRequest",
	response: "SignUserResponse"
};
var verify = {
	method: "POST",
	path: "/verify",
	access: "anyone",
	body: "VerifyRequest",
	response: "VerifyResponse"
};
var me = {
	method: "GET",
	path: "/me",
	access: "member",
	response: "MeResponse"
};
var logout = {
	method: "POST",
	path: "/logout",
	access: "member",
	response: "LogoutResponse"
};
var logoutAll = {
	method: "POST",
	path: "/logout-all",
	access: "member",
	response: "LogoutResponse"
};
var deleteUserData = {
	method: "DELETE",
	path: "/delUserData",
	access: "member",
	body: "DeleteUserRequest",
	response: "DeleteUserResponse"
};
var forgotPassword = {
	method: "POST",
	path: "/forgot-password",
	access: "anyone",
	body: "ForgotPasswordRequest",
	response: "ForgotPasswordResponse"
};
var resetPassword = {
	method: "POST",
	path: "/reset-password",
	access: "anyone",
	body: "ResetPasswordRequest",
	response: "ResetPasswordResponse"
};
// src/shared/api/calls/families.ts
var juniorSignup = {
	method: "POST",
	path: "/family/junior-signup",
	access: "anyone",
	body: "JuniorSignupRequest",
	response: "FamilyMessageResponse"
};
var takeOver = {
	method: "POST",
	path: "/family/take-over",
	access: "anyone",
	body: "TakeOverRequest",
	response: "FamilyMessageResponse"
};
// src/shared/api/calls/messages.ts
var unreadNotifications = {
	method: "GET",
	path: "/notifications/unread",
	access: "player",
	response: "UnreadNotificationsResponse"
};
// src/shared/api/calls/payments.ts
var billingInfo = {
	method: "GET",
	path: "/billing/pay/info",
	access: "member",
	response: "BillingInfoResponse"
};
// src/shared/api/calls/tournaments.ts
var tournaments = {
	method: "GET",
	path: "/tour/admin/getTournaments",
	access: "anyone",
	response: "TournamentsResponse"
};
var matchSummary = {
	method: "GET",
	path: "/matchCustom/user",
	access: "player",
	response: "MatchSummaryResponse"
};
export { juniorSignup as a, deleteUserData as c, logoutAll as d, me as f, verify as h, unreadNotifications as i, forgotPassword as l, signUser as m, tournaments as n, takeOver as o, resetPassword as p, billingInfo as r, createUser as s, matchSummary as t, logout as u };
