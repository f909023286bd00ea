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
// src/shared/api/calls/free-sessions.ts
var freeSession = {
	method: "GET",
	path: "/me/free-session",
	access: "player",
	response: "FreeSessionResponse"
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
/** The acting player's own training package and coach (the overview's Training card follows the switcher). */
var playerTraining = {
	method: "GET",
	path: "/me/training",
	access: "player",
	response: "PlayerTrainingResponse"
};
// src/shared/api/calls/sessions.ts
var mySessions = {
	method: "GET",
	path: "/me/sessions",
	access: "player",
	response: "MySessionsResponse"
};
// src/shared/api/calls/tournaments.ts
var tournaments = {
	method: "GET",
	path: "/tour/admin/getTournaments",
	access: "anyone",
	query: "UpcomingTournamentsQuery",
	response: "TournamentsPageResponse"
};
var matchSummary = {
	method: "GET",
	path: "/matchCustom/user",
	access: "player",
	response: "MatchSummaryResponse"
};
export { signUser as _, playerTraining as a, juniorSignup as c, deleteUserData as d, forgotPassword as f, resetPassword as g, me as h, billingInfo as i, takeOver as l, logoutAll as m, tournaments as n, unreadNotifications as o, logout as p, mySessions as r, freeSession as s, matchSummary as t, createUser as u, verify as v };
