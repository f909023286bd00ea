/**
 * Every call of the club API, declared once: its method, its path (with `:name` parameters) and
 * the contract schemas of its path parameters, query, body and answer. The server registers its
 * routes from these declarations (server/lib/route.ts), the browser makes its calls from them
 * (call.ts) and the dashboard's cache keys derive from them, so a path or schema cannot drift
 * between the three. Adding an endpoint is one declaration here and one handler on the server.
 *
 * Schemas are named, not imported: this module holds only strings, so the browser bundles that use
 * it ship no zod and no contract runtime; the types of call-declaration.ts resolve each name to its schema,
 * and the server looks the names up in the contract modules.
 *
 * The console's calls are declared in staff-calls.ts, and all-calls.ts joins the two for the server
 * and the console; the member dashboard imports this module alone, so its bundle carries only the
 * members' declarations (a shared chunk would otherwise ship every console path to every member).
 */

import type { CallDeclaration } from "./call-declaration";

export type { CallAccess, CallDeclaration, CallMethod, SchemaName, SchemaOf } from "./call-declaration";

/* Accounts ---------------------------------------------------------------------------------- */

export const createUser = {
  method: "POST",
  path: "/createUser",
  access: "anyone",
  body: "CreateUserRequest",
  response: "CreateUserResponse",
} as const satisfies CallDeclaration;

export const signUser = {
  method: "POST",
  path: "/signUser",
  access: "anyone",
  body: "SignUserRequest",
  response: "SignUserResponse",
} as const satisfies CallDeclaration;

export const verify = {
  method: "POST",
  path: "/verify",
  access: "anyone",
  body: "VerifyRequest",
  response: "VerifyResponse",
} as const satisfies CallDeclaration;

export const me = {
  method: "GET",
  path: "/me",
  access: "member",
  response: "MeResponse",
} as const satisfies CallDeclaration;

/** The member's data as a JSON file download. */
export const exportMyData = {
  method: "GET",
  path: "/me/export",
  access: "member",
  response: "file",
} as const satisfies CallDeclaration;

export const logout = {
  method: "POST",
  path: "/logout",
  access: "member",
  response: "LogoutResponse",
} as const satisfies CallDeclaration;

export const logoutAll = {
  method: "POST",
  path: "/logout-all",
  access: "member",
  response: "LogoutResponse",
} as const satisfies CallDeclaration;

export const deleteUserData = {
  method: "DELETE",
  path: "/delUserData",
  access: "member",
  body: "DeleteUserRequest",
  response: "DeleteUserResponse",
} as const satisfies CallDeclaration;

export const forgotPassword = {
  method: "POST",
  path: "/forgot-password",
  access: "anyone",
  body: "ForgotPasswordRequest",
  response: "ForgotPasswordResponse",
} as const satisfies CallDeclaration;

export const resetPassword = {
  method: "POST",
  path: "/reset-password",
  access: "anyone",
  body: "ResetPasswordRequest",
  response: "ResetPasswordResponse",
} as const satisfies CallDeclaration;

/* Public reads ------------------------------------------------------------------------------ */

export const tournaments = {
  method: "GET",
  path: "/tour/admin/getTournaments",
  access: "anyone",
  response: "TournamentsResponse",
} as const satisfies CallDeclaration;

/**
 * Tournaments of the last `RECENT_TOURNAMENT_DAYS` days (Lagos), most recent first: the public
 * calendar lists them after the upcoming ones.
 */
export const recentTournaments = {
  method: "GET",
  path: "/tournaments/recent",
  access: "anyone",
  response: "TournamentsResponse",
} as const satisfies CallDeclaration;

/** Published tournament draws with their scores and medallists, newest tournament first. */
export const publicDraws = {
  method: "GET",
  path: "/tournaments/draws",
  access: "anyone",
  response: "PublicDrawsResponse",
} as const satisfies CallDeclaration;

/** The club ladder: the top ranked adults and juniors, by public name (`publicPlayerName`). */
export const publicLadder = {
  method: "GET",
  path: "/ladder",
  access: "anyone",
  response: "PublicLadderResponse",
} as const satisfies CallDeclaration;

export const coaches = {
  method: "GET",
  path: "/coach/getCoaches/all",
  access: "anyone",
  response: "CoachesResponse",
} as const satisfies CallDeclaration;

export const coach = {
  method: "GET",
  path: "/coach/getCoach/:id",
  access: "anyone",
  params: "IdParam",
  response: "CoachResponse",
} as const satisfies CallDeclaration;

export const plans = {
  method: "GET",
  path: "/plan/getPlans/:category",
  access: "anyone",
  params: "PlanCategoryParam",
  response: "PlansResponse",
} as const satisfies CallDeclaration;

export const trainingPackages = {
  method: "GET",
  path: "/plan/training-packages",
  access: "anyone",
  response: "TrainingPackagesResponse",
} as const satisfies CallDeclaration;

/* Public forms ------------------------------------------------------------------------------ */

export const subscribeNewsletter = {
  method: "POST",
  path: "/subscribe-newsletter",
  access: "anyone",
  body: "NewsletterRequest",
  response: "NewsletterResponse",
} as const satisfies CallDeclaration;

export const confirmNewsletter = {
  method: "POST",
  path: "/newsletter/confirm",
  access: "anyone",
  body: "NewsletterTokenRequest",
  response: "NewsletterTokenResponse",
} as const satisfies CallDeclaration;

export const unsubscribeNewsletter = {
  method: "POST",
  path: "/newsletter/unsubscribe",
  access: "anyone",
  body: "NewsletterTokenRequest",
  response: "NewsletterTokenResponse",
} as const satisfies CallDeclaration;

export const contact = {
  method: "POST",
  path: "/contact",
  access: "anyone",
  body: "ContactRequest",
  response: "ContactResponse",
} as const satisfies CallDeclaration;

/* The member's data ------------------------------------------------------------------------- */

export const postReview = {
  method: "POST",
  path: "/coach/user/comment",
  access: "member",
  body: "ReviewRequest",
  response: "ReviewResponse",
} as const satisfies CallDeclaration;

export const notifications = {
  method: "GET",
  path: "/notifications",
  access: "member",
  response: "NotificationsResponse",
} as const satisfies CallDeclaration;

export const unreadNotifications = {
  method: "GET",
  path: "/notifications/unread",
  access: "member",
  response: "UnreadNotificationsResponse",
} as const satisfies CallDeclaration;

export const markNotificationRead = {
  method: "POST",
  path: "/notifications/:id/read",
  access: "member",
  params: "NotificationParam",
  response: "MarkReadResponse",
} as const satisfies CallDeclaration;

export const markAllNotificationsRead = {
  method: "POST",
  path: "/notifications/read-all",
  access: "member",
  response: "MarkReadResponse",
} as const satisfies CallDeclaration;

export const notificationSettings = {
  method: "GET",
  path: "/notifications/settings",
  access: "member",
  response: "NotificationSettings",
} as const satisfies CallDeclaration;

export const updateNotificationSettings = {
  method: "PUT",
  path: "/notifications/settings",
  access: "member",
  body: "NotificationSettings",
  response: "NotificationSettings",
} as const satisfies CallDeclaration;

export const userTickets = {
  method: "GET",
  path: "/match/getUserMatches",
  access: "member",
  response: "UserTicketsResponse",
} as const satisfies CallDeclaration;

/** Public: the keys the gate scanner verifies ticket passes with. */
export const ticketKeys = {
  method: "GET",
  path: "/tickets/keys",
  access: "anyone",
  response: "TicketKeysResponse",
} as const satisfies CallDeclaration;

export const matchCheck = {
  method: "POST",
  path: "/match/matchCheck",
  access: "member",
  body: "MatchCheckRequest",
  response: "MatchCheckResponse",
} as const satisfies CallDeclaration;

export const matchSummary = {
  method: "GET",
  path: "/matchCustom/user",
  access: "member",
  response: "MatchSummaryResponse",
} as const satisfies CallDeclaration;

/**
 * Whether the member is listed on the public club ladder (their own rank is kept either way) and
 * whether an adult is named there by full name.
 */
export const ladderSetting = {
  method: "GET",
  path: "/me/ladder",
  access: "member",
  response: "LadderSetting",
} as const satisfies CallDeclaration;

export const updateLadderSetting = {
  method: "PUT",
  path: "/me/ladder",
  access: "member",
  body: "LadderSettingChange",
  response: "LadderSetting",
} as const satisfies CallDeclaration;

export const openMatches = {
  method: "GET",
  path: "/matches/open",
  access: "member",
  response: "OpenMatchesResponse",
} as const satisfies CallDeclaration;

/** The published draws the member plays in: rounds, scores and medallists, their own places marked. */
export const myDraws = {
  method: "GET",
  path: "/matches/draws",
  access: "member",
  response: "MemberDrawsResponse",
} as const satisfies CallDeclaration;

/** Either player of a friendly reports its score; the other side confirms or disputes it. */
export const reportScore = {
  method: "POST",
  path: "/matches/:id/report",
  access: "member",
  params: "IdParam",
  body: "ReportScoreRequest",
  response: "OpenMatchResponse",
} as const satisfies CallDeclaration;

/** Members a member may report a friendly against, by a part of their name (at most 10). */
export const friendlyOpponents = {
  method: "GET",
  path: "/friendlies/opponents",
  access: "member",
  query: "FriendlyOpponentsQuery",
  response: "FriendlyOpponentsResponse",
} as const satisfies CallDeclaration;

/** A member reports a friendly they arranged and played; the opponent confirms or disputes it. */
export const reportFriendly = {
  method: "POST",
  path: "/friendlies",
  access: "member",
  body: "ReportFriendlyRequest",
  response: "OpenMatchResponse",
} as const satisfies CallDeclaration;

export const confirmScore = {
  method: "POST",
  path: "/matches/:id/confirm",
  access: "member",
  params: "IdParam",
  response: "OpenMatchResponse",
} as const satisfies CallDeclaration;

export const disputeScore = {
  method: "POST",
  path: "/matches/:id/dispute",
  access: "member",
  params: "IdParam",
  response: "OpenMatchResponse",
} as const satisfies CallDeclaration;

export const transactions = {
  method: "GET",
  path: "/transaction/all",
  access: "member",
  response: "TransactionsResponse",
} as const satisfies CallDeclaration;

export const userCoach = {
  method: "GET",
  path: "/assigncoach/getUserCoach",
  access: "member",
  response: "UserCoachResponse",
} as const satisfies CallDeclaration;

/* Billing and payments ---------------------------------------------------------------------- */

export const billingInfo = {
  method: "GET",
  path: "/billing/pay/info",
  access: "member",
  response: "BillingInfoResponse",
} as const satisfies CallDeclaration;

export const billingMe = {
  method: "GET",
  path: "/billing/pay/me",
  access: "member",
  response: "BillingMeResponse",
} as const satisfies CallDeclaration;

export const setAutoRenew = {
  method: "POST",
  path: "/billing/pay/set/autoRenew",
  access: "member",
  body: "AutoRenewRequest",
  response: "AutoRenewResponse",
} as const satisfies CallDeclaration;

export const registerTournament = {
  method: "GET",
  path: "/tour/register/:tourId",
  access: "member",
  params: "TourIdParam",
  response: "TicketOrderResponse",
} as const satisfies CallDeclaration;

export const payMembership = {
  method: "POST",
  path: "/billing/pay/membership/:plan/:autoRenew",
  access: "member",
  params: "MembershipPayParams",
  response: "PaymentLinkResponse",
} as const satisfies CallDeclaration;

export const payTraining = {
  method: "POST",
  path: "/billing/pay/training/:package/:duration",
  access: "member",
  params: "TrainingPayParams",
  response: "PaymentLinkResponse",
} as const satisfies CallDeclaration;

export const payPairing = {
  method: "POST",
  path: "/billing/pay/pairing/:planId/:months",
  access: "member",
  params: "PairingPayParams",
  body: "PairingRequest",
  response: "PaymentLinkResponse",
} as const satisfies CallDeclaration;

export const ticketCallback = {
  method: "GET",
  path: "/match/:id/matchCallback",
  access: "member",
  params: "IdParam",
  query: "TicketCallbackQuery",
  response: "CallbackResponse",
} as const satisfies CallDeclaration;

export const billingCallback = {
  method: "GET",
  path: "/billing/pay/callback",
  access: "member",
  query: "BillingCallbackQuery",
  response: "CallbackResponse",
} as const satisfies CallDeclaration;

/** Paystack's signed webhook: the raw body is checked against its signature, then read. */
export const paystackWebhook = {
  method: "POST",
  path: "/webhook/paystack",
  access: "anyone",
  response: "MessageBody",
} as const satisfies CallDeclaration;

/** Sanity's signed publish webhook: the raw body is checked against its signature. */
export const sanityWebhook = {
  method: "POST",
  path: "/hooks/sanity",
  access: "anyone",
  response: "MessageBody",
} as const satisfies CallDeclaration;

/* Console: messages ------------------------------------------------------------------------ */

/** An uploaded image's variant, by name: `{64 hex}-{width}.webp` or `.avif`. */
export const media = {
  method: "GET",
  path: "/media/:name",
  access: "anyone",
  response: "file",
} as const satisfies CallDeclaration;

/* Console: members ---------------------------------------------------------------------------- */

/** A linked coach's own members and reviews (member dashboard). */
export const coachOwnMembers = {
  method: "GET",
  path: "/coach/me/members",
  access: "coach",
  query: "CoachMembersQuery",
  response: "CoachMembersResponse",
} as const satisfies CallDeclaration;

/* Free training sessions --------------------------------------------------------------------- */

export const freeSession = {
  method: "GET",
  path: "/me/free-session",
  access: "member",
  response: "FreeSessionResponse",
} as const satisfies CallDeclaration;
