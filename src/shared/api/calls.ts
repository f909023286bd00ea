/**
 * Every call of the club API, declared once: its method, its path (with `:name` parameters) and
 * the contract schemas of its path parameters, query, body and answer. The server registers its
 * routes from these declarations (server/lib/route.ts), the browser makes its calls from them
 * (call.ts) and the dashboard's cache keys derive from them, so a path or schema cannot drift
 * between the three. Adding an endpoint is one declaration here and one handler on the server.
 *
 * Schemas are named, not imported: this module holds only strings, so the browser bundles that use
 * it ship no zod and no contract runtime; the types below resolve each name to its schema, and the
 * server looks the names up in the contract modules.
 */
import type { z } from "zod";
import type * as consoleContract from "./console-contract";
import type * as contract from "./contract";

type ContractModules = typeof contract & typeof consoleContract;

/** The name of a zod schema exported by contract.ts or console-contract.ts. */
export type SchemaName = {
  [K in keyof ContractModules]: ContractModules[K] extends z.ZodType ? K : never;
}[keyof ContractModules];

/** The schema a name stands for. */
export type SchemaOf<N extends SchemaName> = ContractModules[N];

export type CallMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface CallDeclaration {
  readonly method: CallMethod;
  /** From the API's root, e.g. "/coach/getCoach/:id". */
  readonly path: `/${string}`;
  /** Schema of the `:name` path segments, an object keyed by those names. */
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  /** Schema of the JSON body. */
  readonly body?: SchemaName;
  /** Schema of a JSON answer; absent when the answer is a file or an image. */
  readonly response?: SchemaName;
}

/* Accounts ---------------------------------------------------------------------------------- */

export const createUser = {
  method: "POST",
  path: "/createUser",
  body: "CreateUserRequest",
  response: "CreateUserResponse",
} as const satisfies CallDeclaration;

export const signUser = {
  method: "POST",
  path: "/signUser",
  body: "SignUserRequest",
  response: "SignUserResponse",
} as const satisfies CallDeclaration;

export const verify = {
  method: "POST",
  path: "/verify",
  body: "VerifyRequest",
  response: "VerifyResponse",
} as const satisfies CallDeclaration;

export const me = { method: "GET", path: "/me", response: "MeResponse" } as const satisfies CallDeclaration;

/** The member's data as a JSON file download. */
export const exportMyData = { method: "GET", path: "/me/export" } as const satisfies CallDeclaration;

export const logout = {
  method: "POST",
  path: "/logout",
  response: "LogoutResponse",
} as const satisfies CallDeclaration;

export const logoutAll = {
  method: "POST",
  path: "/logout-all",
  response: "LogoutResponse",
} as const satisfies CallDeclaration;

export const deleteUserData = {
  method: "DELETE",
  path: "/delUserData",
  body: "DeleteUserRequest",
  response: "DeleteUserResponse",
} as const satisfies CallDeclaration;

export const forgotPassword = {
  method: "POST",
  path: "/forgot-password",
  body: "ForgotPasswordRequest",
  response: "ForgotPasswordResponse",
} as const satisfies CallDeclaration;

export const resetPassword = {
  method: "POST",
  path: "/reset-password",
  body: "ResetPasswordRequest",
  response: "ResetPasswordResponse",
} as const satisfies CallDeclaration;

/* Public reads ------------------------------------------------------------------------------ */

export const tournaments = {
  method: "GET",
  path: "/tour/admin/getTournaments",
  response: "TournamentsResponse",
} as const satisfies CallDeclaration;

/** Published tournament draws with their scores and medallists, newest tournament first. */
export const publicDraws = {
  method: "GET",
  path: "/tour/draws",
  response: "PublicDrawsResponse",
} as const satisfies CallDeclaration;

/** The club ladder: the top ranked adults and juniors, by first name and initial. */
export const publicLadder = {
  method: "GET",
  path: "/tour/ladder",
  response: "PublicLadderResponse",
} as const satisfies CallDeclaration;

export const coaches = {
  method: "GET",
  path: "/coach/getCoaches/all",
  response: "CoachesResponse",
} as const satisfies CallDeclaration;

export const coach = {
  method: "GET",
  path: "/coach/getCoach/:id",
  params: "IdParam",
  response: "CoachResponse",
} as const satisfies CallDeclaration;

export const plans = {
  method: "GET",
  path: "/plan/getPlans/:category",
  params: "PlanCategoryParam",
  response: "PlansResponse",
} as const satisfies CallDeclaration;

export const trainingPackages = {
  method: "GET",
  path: "/plan/training-packages",
  response: "TrainingPackagesResponse",
} as const satisfies CallDeclaration;

/* Public forms ------------------------------------------------------------------------------ */

export const subscribeNewsletter = {
  method: "POST",
  path: "/subscribe-newsletter",
  body: "NewsletterRequest",
  response: "NewsletterResponse",
} as const satisfies CallDeclaration;

export const confirmNewsletter = {
  method: "POST",
  path: "/newsletter/confirm",
  body: "NewsletterTokenRequest",
  response: "NewsletterTokenResponse",
} as const satisfies CallDeclaration;

export const unsubscribeNewsletter = {
  method: "POST",
  path: "/newsletter/unsubscribe",
  body: "NewsletterTokenRequest",
  response: "NewsletterTokenResponse",
} as const satisfies CallDeclaration;

export const contact = {
  method: "POST",
  path: "/contact",
  body: "ContactRequest",
  response: "ContactResponse",
} as const satisfies CallDeclaration;

/* The member's data ------------------------------------------------------------------------- */

export const postReview = {
  method: "POST",
  path: "/coach/user/comment",
  body: "ReviewRequest",
  response: "ReviewResponse",
} as const satisfies CallDeclaration;

export const notifications = {
  method: "GET",
  path: "/notifications",
  response: "NotificationsResponse",
} as const satisfies CallDeclaration;

export const unreadNotifications = {
  method: "GET",
  path: "/notifications/unread",
  response: "UnreadNotificationsResponse",
} as const satisfies CallDeclaration;

export const markNotificationRead = {
  method: "POST",
  path: "/notifications/:id/read",
  params: "NotificationParam",
  response: "MarkReadResponse",
} as const satisfies CallDeclaration;

export const markAllNotificationsRead = {
  method: "POST",
  path: "/notifications/read-all",
  response: "MarkReadResponse",
} as const satisfies CallDeclaration;

export const notificationSettings = {
  method: "GET",
  path: "/notifications/settings",
  response: "NotificationSettings",
} as const satisfies CallDeclaration;

export const updateNotificationSettings = {
  method: "PUT",
  path: "/notifications/settings",
  body: "NotificationSettings",
  response: "NotificationSettings",
} as const satisfies CallDeclaration;

export const userTickets = {
  method: "GET",
  path: "/match/getUserMatches",
  response: "UserTicketsResponse",
} as const satisfies CallDeclaration;

/** Public: the keys the gate scanner verifies ticket passes with. */
export const ticketKeys = {
  method: "GET",
  path: "/tickets/keys",
  response: "TicketKeysResponse",
} as const satisfies CallDeclaration;

export const matchCheck = {
  method: "POST",
  path: "/match/matchCheck",
  body: "MatchCheckRequest",
  response: "MatchCheckResponse",
} as const satisfies CallDeclaration;

export const matchSummary = {
  method: "GET",
  path: "/matchCustom/user",
  response: "MatchSummaryResponse",
} as const satisfies CallDeclaration;

export const openMatches = {
  method: "GET",
  path: "/matchCustom/open",
  response: "OpenMatchesResponse",
} as const satisfies CallDeclaration;

/** Either player of a friendly reports its score; the other side confirms or disputes it. */
export const reportScore = {
  method: "POST",
  path: "/matchCustom/:id/report",
  params: "IdParam",
  body: "ReportScoreRequest",
  response: "OpenMatchResponse",
} as const satisfies CallDeclaration;

export const confirmScore = {
  method: "POST",
  path: "/matchCustom/:id/confirm",
  params: "IdParam",
  response: "OpenMatchResponse",
} as const satisfies CallDeclaration;

export const disputeScore = {
  method: "POST",
  path: "/matchCustom/:id/dispute",
  params: "IdParam",
  response: "OpenMatchResponse",
} as const satisfies CallDeclaration;

export const transactions = {
  method: "GET",
  path: "/transaction/all",
  response: "TransactionsResponse",
} as const satisfies CallDeclaration;

export const userCoach = {
  method: "GET",
  path: "/assigncoach/getUserCoach",
  response: "UserCoachResponse",
} as const satisfies CallDeclaration;

/* Billing and payments ---------------------------------------------------------------------- */

export const billingInfo = {
  method: "GET",
  path: "/billing/pay/info",
  response: "BillingInfoResponse",
} as const satisfies CallDeclaration;

export const billingMe = {
  method: "GET",
  path: "/billing/pay/me",
  response: "BillingMeResponse",
} as const satisfies CallDeclaration;

export const setAutoRenew = {
  method: "POST",
  path: "/billing/pay/set/autoRenew",
  body: "AutoRenewRequest",
  response: "AutoRenewResponse",
} as const satisfies CallDeclaration;

export const registerTournament = {
  method: "GET",
  path: "/tour/register/:tourId",
  params: "TourIdParam",
  response: "PaymentLinkResponse",
} as const satisfies CallDeclaration;

export const payMembership = {
  method: "POST",
  path: "/billing/pay/membership/:plan/:autoRenew",
  params: "MembershipPayParams",
  response: "PaymentLinkResponse",
} as const satisfies CallDeclaration;

export const payTraining = {
  method: "POST",
  path: "/billing/pay/training/:package/:duration",
  params: "TrainingPayParams",
  response: "PaymentLinkResponse",
} as const satisfies CallDeclaration;

export const payPairing = {
  method: "POST",
  path: "/billing/pay/pairing/:planId/:months",
  params: "PairingPayParams",
  body: "PairingRequest",
  response: "PaymentLinkResponse",
} as const satisfies CallDeclaration;

export const ticketCallback = {
  method: "GET",
  path: "/match/:id/matchCallback",
  params: "IdParam",
  query: "TicketCallbackQuery",
  response: "CallbackResponse",
} as const satisfies CallDeclaration;

export const billingCallback = {
  method: "GET",
  path: "/billing/pay/callback",
  query: "BillingCallbackQuery",
  response: "CallbackResponse",
} as const satisfies CallDeclaration;

/** Paystack's signed webhook: the raw body is checked against its signature, then read. */
export const paystackWebhook = {
  method: "POST",
  path: "/webhook/paystack",
  response: "MessageBody",
} as const satisfies CallDeclaration;

/** Sanity's signed publish webhook: the raw body is checked against its signature. */
export const sanityWebhook = {
  method: "POST",
  path: "/hooks/sanity",
  response: "MessageBody",
} as const satisfies CallDeclaration;

/* Staff: coach assignments ------------------------------------------------------------------ */

export const pendingAssignments = {
  method: "GET",
  path: "/assigncoach/pending",
  response: "PendingAssignmentsResponse",
} as const satisfies CallDeclaration;

export const confirmAssignment = {
  method: "POST",
  path: "/assigncoach/:assignmentId/confirm",
  params: "AssignmentParam",
  response: "ConfirmAssignmentResponse",
} as const satisfies CallDeclaration;

export const endAssignment = {
  method: "POST",
  path: "/assigncoach/:assignmentId/end",
  params: "AssignmentParam",
  body: "EndAssignmentRequest",
  response: "EndAssignmentResponse",
} as const satisfies CallDeclaration;

export const reassignAssignment = {
  method: "POST",
  path: "/assigncoach/:assignmentId/reassign",
  params: "AssignmentParam",
  body: "ReassignAssignmentRequest",
  response: "ReassignAssignmentResponse",
} as const satisfies CallDeclaration;

export const assignmentHistory = {
  method: "GET",
  path: "/staff/assignments/history",
  query: "AssignmentHistoryQuery",
  response: "AssignmentHistoryResponse",
} as const satisfies CallDeclaration;

/* Console (`/staff/...`) -------------------------------------------------------------------- */

export const consoleMe = {
  method: "GET",
  path: "/staff/me",
  response: "ConsoleMeResponse",
} as const satisfies CallDeclaration;

export const consoleUsers = {
  method: "GET",
  path: "/staff/users",
  query: "UsersQuery",
  response: "UsersResponse",
} as const satisfies CallDeclaration;

export const setConsoleRole = {
  method: "POST",
  path: "/staff/users/:id/role",
  params: "IdParam",
  body: "SetRoleRequest",
  response: "SetRoleResponse",
} as const satisfies CallDeclaration;

export const audit = {
  method: "GET",
  path: "/staff/audit",
  query: "AuditQuery",
  response: "AuditResponse",
} as const satisfies CallDeclaration;

export const staffTournaments = {
  method: "GET",
  path: "/staff/tournaments",
  query: "TournamentsQuery",
  response: "StaffTournamentsResponse",
} as const satisfies CallDeclaration;

export const staffTournament = {
  method: "GET",
  path: "/staff/tournaments/:id",
  params: "IdParam",
  response: "StaffTournamentResponse",
} as const satisfies CallDeclaration;

export const createTournament = {
  method: "POST",
  path: "/staff/tournaments",
  body: "CreateTournamentRequest",
  response: "StaffTournamentResponse",
} as const satisfies CallDeclaration;

export const updateTournament = {
  method: "PUT",
  path: "/staff/tournaments/:id",
  params: "IdParam",
  body: "UpdateTournamentRequest",
  response: "StaffTournamentResponse",
} as const satisfies CallDeclaration;

export const cancelTournament = {
  method: "POST",
  path: "/staff/tournaments/:id/cancel",
  params: "IdParam",
  body: "CancelTournamentRequest",
  response: "StaffTournamentResponse",
} as const satisfies CallDeclaration;

export const staffCoaches = {
  method: "GET",
  path: "/staff/coaches",
  query: "CoachesQuery",
  response: "StaffCoachesResponse",
} as const satisfies CallDeclaration;

export const staffCoach = {
  method: "GET",
  path: "/staff/coaches/:id",
  params: "IdParam",
  response: "StaffCoachResponse",
} as const satisfies CallDeclaration;

export const createCoach = {
  method: "POST",
  path: "/staff/coaches",
  body: "CreateCoachRequest",
  response: "StaffCoachResponse",
} as const satisfies CallDeclaration;

export const updateCoach = {
  method: "PUT",
  path: "/staff/coaches/:id",
  params: "IdParam",
  body: "UpdateCoachRequest",
  response: "StaffCoachResponse",
} as const satisfies CallDeclaration;

export const retireCoach = {
  method: "POST",
  path: "/staff/coaches/:id/retire",
  params: "IdParam",
  body: "RetireCoachRequest",
  response: "StaffCoachResponse",
} as const satisfies CallDeclaration;

export const staffPlans = {
  method: "GET",
  path: "/staff/plans",
  response: "StaffPlansResponse",
} as const satisfies CallDeclaration;

export const updatePlan = {
  method: "PUT",
  path: "/staff/plans/:id",
  params: "IdParam",
  body: "UpdatePlanRequest",
  response: "StaffPlanResponse",
} as const satisfies CallDeclaration;

export const staffTrainingPackages = {
  method: "GET",
  path: "/staff/training-packages",
  response: "StaffTrainingPackagesResponse",
} as const satisfies CallDeclaration;

export const updateTrainingPackage = {
  method: "PUT",
  path: "/staff/training-packages/:key",
  params: "TrainingPackageParam",
  body: "UpdateTrainingPackageRequest",
  response: "StaffTrainingPackageResponse",
} as const satisfies CallDeclaration;

/* Console: messages ------------------------------------------------------------------------ */

export const sendNotification = {
  method: "POST",
  path: "/staff/notifications",
  body: "SendNotificationRequest",
  response: "SendNotificationResponse",
} as const satisfies CallDeclaration;

export const staffBroadcasts = {
  method: "GET",
  path: "/staff/notifications",
  query: "BroadcastsQuery",
  response: "BroadcastsResponse",
} as const satisfies CallDeclaration;

export const contactMessages = {
  method: "GET",
  path: "/staff/contact",
  query: "ContactQuery",
  response: "ContactMessagesResponse",
} as const satisfies CallDeclaration;

export const replyToContact = {
  method: "POST",
  path: "/staff/contact/:id/reply",
  params: "ContactParam",
  body: "ContactReplyRequest",
  response: "ContactMessageResponse",
} as const satisfies CallDeclaration;

export const setContactStatus = {
  method: "POST",
  path: "/staff/contact/:id/status",
  params: "ContactParam",
  body: "ContactStatusRequest",
  response: "ContactMessageResponse",
} as const satisfies CallDeclaration;

export const newsletterSubscribers = {
  method: "GET",
  path: "/staff/newsletter",
  query: "NewsletterQuery",
  response: "SubscribersResponse",
} as const satisfies CallDeclaration;

/** The confirmed subscribers as a CSV file for the club's mailing tool. */
export const newsletterCsv = {
  method: "GET",
  path: "/staff/newsletter.csv",
} as const satisfies CallDeclaration;

export const staffMatches = {
  method: "GET",
  path: "/staff/matches",
  query: "MatchesQuery",
  response: "StaffMatchesResponse",
} as const satisfies CallDeclaration;

export const staffMatch = {
  method: "GET",
  path: "/staff/matches/:id",
  params: "IdParam",
  response: "StaffMatchResponse",
} as const satisfies CallDeclaration;

export const recordResult = {
  method: "POST",
  path: "/staff/matches",
  body: "RecordResultRequest",
  response: "StaffMatchResponse",
} as const satisfies CallDeclaration;

export const correctResult = {
  method: "PUT",
  path: "/staff/matches/:id",
  params: "IdParam",
  body: "CorrectResultRequest",
  response: "StaffMatchResponse",
} as const satisfies CallDeclaration;

export const scheduleFriendly = {
  method: "POST",
  path: "/staff/friendlies",
  body: "ScheduleFriendlyRequest",
  response: "StaffMatchResponse",
} as const satisfies CallDeclaration;

export const staffDraw = {
  method: "GET",
  path: "/staff/tournaments/:id/draw",
  params: "IdParam",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

/** Makes (or makes again, before publishing) the draw from the tournament's playing ticket holders. */
export const makeDraw = {
  method: "POST",
  path: "/staff/tournaments/:id/draw",
  params: "IdParam",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

export const swapDraw = {
  method: "POST",
  path: "/staff/tournaments/:id/draw/swap",
  params: "IdParam",
  body: "SwapDrawRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

export const publishDraw = {
  method: "POST",
  path: "/staff/tournaments/:id/draw/publish",
  params: "IdParam",
  body: "PublishDrawRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

export const drawResult = {
  method: "POST",
  path: "/staff/tournaments/:id/draw/result",
  params: "IdParam",
  body: "DrawResultRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

export const staffPlayers = {
  method: "GET",
  path: "/staff/players",
  response: "StaffPlayersResponse",
} as const satisfies CallDeclaration;

export const siteStatus = {
  method: "GET",
  path: "/staff/site-status",
  response: "SiteStatusResponse",
} as const satisfies CallDeclaration;

/** An image upload: multipart field "file", or the image as the raw body (up to 10 MB). */
export const uploadMedia = {
  method: "POST",
  path: "/staff/media",
  response: "MediaResponse",
} as const satisfies CallDeclaration;

/** An uploaded image's variant, by name: `{64 hex}-{width}.webp` or `.avif`. */
export const media = { method: "GET", path: "/media/:name" } as const satisfies CallDeclaration;

/* Payments in the console ------------------------------------------------------------------- */

export const staffPayments = {
  method: "GET",
  path: "/staff/payments",
  query: "PaymentsQuery",
  response: "PaymentsResponse",
} as const satisfies CallDeclaration;

export const staffPaymentTotals = {
  method: "GET",
  path: "/staff/payments/totals",
  query: "PaymentTotalsQuery",
  response: "PaymentTotalsResponse",
} as const satisfies CallDeclaration;

/** The payments matching the filters as a CSV file (admins; audited). */
export const staffPaymentsExport = {
  method: "GET",
  path: "/staff/payments/export",
  query: "PaymentsExportQuery",
} as const satisfies CallDeclaration;

export const staffPayment = {
  method: "GET",
  path: "/staff/payments/:id",
  params: "IdParam",
  response: "StaffPaymentResponse",
} as const satisfies CallDeclaration;

export const refundPayment = {
  method: "POST",
  path: "/staff/payments/:id/refunds",
  params: "IdParam",
  body: "RefundRequest",
  response: "RefundResponse",
} as const satisfies CallDeclaration;

export const refundTournamentTickets = {
  method: "POST",
  path: "/staff/tournaments/:id/refund-tickets",
  params: "IdParam",
  body: "RefundTicketsRequest",
  response: "RefundTicketsResponse",
} as const satisfies CallDeclaration;

export const staffRenewals = {
  method: "GET",
  path: "/staff/renewals",
  response: "RenewalsResponse",
} as const satisfies CallDeclaration;

/* Console: members ---------------------------------------------------------------------------- */

export const staffMembers = {
  method: "GET",
  path: "/staff/members",
  query: "MembersQuery",
  response: "StaffMembersResponse",
} as const satisfies CallDeclaration;

export const staffMember = {
  method: "GET",
  path: "/staff/members/:id",
  params: "IdParam",
  response: "StaffMemberResponse",
} as const satisfies CallDeclaration;

export const updateMember = {
  method: "PUT",
  path: "/staff/members/:id",
  params: "IdParam",
  body: "UpdateMemberRequest",
  response: "UpdateMemberResponse",
} as const satisfies CallDeclaration;

export const saveMemberNote = {
  method: "PUT",
  path: "/staff/members/:id/note",
  params: "IdParam",
  body: "SaveNoteRequest",
  response: "SaveNoteResponse",
} as const satisfies CallDeclaration;

export const resendMemberMail = {
  method: "POST",
  path: "/staff/members/:id/resend",
  params: "IdParam",
  body: "ResendMailRequest",
  response: "ResendMailResponse",
} as const satisfies CallDeclaration;

export const linkCoachAccount = {
  method: "PUT",
  path: "/staff/members/:id/coach-link",
  params: "IdParam",
  body: "LinkCoachRequest",
  response: "LinkCoachResponse",
} as const satisfies CallDeclaration;

/** A linked coach's own members and reviews (member dashboard). */
export const coachOwnMembers = {
  method: "GET",
  path: "/coach/me/members",
  query: "CoachMembersQuery",
  response: "CoachMembersResponse",
} as const satisfies CallDeclaration;

/* Free training sessions --------------------------------------------------------------------- */

export const freeSession = {
  method: "GET",
  path: "/me/free-session",
  response: "FreeSessionResponse",
} as const satisfies CallDeclaration;

export const staffFreeSessions = {
  method: "GET",
  path: "/staff/free-sessions",
  response: "StaffFreeSessionsResponse",
} as const satisfies CallDeclaration;

export const redeemFreeSession = {
  method: "POST",
  path: "/staff/free-sessions/:userId/redeem",
  params: "FreeSessionParam",
  response: "RedeemFreeSessionResponse",
} as const satisfies CallDeclaration;

/** Check a ticket in at the gate of a tournament: a scanned pass or a typed token. */
export const checkInScan = {
  method: "POST",
  path: "/staff/check-in/:tournamentId/scan",
  params: "CheckInParam",
  body: "ScanRequest",
  response: "ScanResult",
} as const satisfies CallDeclaration;

/** Scans made offline, sent when the network is back; reports tickets admitted twice. */
export const checkInSync = {
  method: "POST",
  path: "/staff/check-in/:tournamentId/sync",
  params: "CheckInParam",
  body: "SyncScansRequest",
  response: "SyncScansResponse",
} as const satisfies CallDeclaration;

/** Admitted, remaining, the scan log and double admissions of a tournament's gate. */
export const checkInStatus = {
  method: "GET",
  path: "/staff/check-in/:tournamentId",
  params: "CheckInParam",
  response: "CheckInStatusResponse",
} as const satisfies CallDeclaration;

/** The keys, tickets and void list a scanner keeps to work offline. */
export const gatePack = {
  method: "GET",
  path: "/staff/check-in/:tournamentId/pack",
  params: "CheckInParam",
  response: "GatePackResponse",
} as const satisfies CallDeclaration;
