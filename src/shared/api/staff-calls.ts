/**
 * The club console's calls (`/staff/...` and the coach-assignment queue), declared like the
 * members' calls in calls.ts. They sit in a module of their own so the member dashboard's bundle
 * carries only the declarations it makes; the server and the console reach both through all-calls.ts.
 */
import type { CallDeclaration } from "./call-declaration";

/* Staff: coach assignments ------------------------------------------------------------------ */

export const pendingAssignments = {
  method: "GET",
  path: "/assigncoach/pending",
  access: "staff",
  query: "PendingAssignmentsQuery",
  response: "PendingAssignmentsResponse",
} as const satisfies CallDeclaration;

export const confirmAssignment = {
  method: "POST",
  path: "/assigncoach/:assignmentId/confirm",
  access: "staff",
  params: "AssignmentParam",
  response: "ConfirmAssignmentResponse",
} as const satisfies CallDeclaration;

export const endAssignment = {
  method: "POST",
  path: "/assigncoach/:assignmentId/end",
  access: "staff",
  params: "AssignmentParam",
  body: "EndAssignmentRequest",
  response: "EndAssignmentResponse",
} as const satisfies CallDeclaration;

export const reassignAssignment = {
  method: "POST",
  path: "/assigncoach/:assignmentId/reassign",
  access: "staff",
  params: "AssignmentParam",
  body: "ReassignAssignmentRequest",
  response: "ReassignAssignmentResponse",
} as const satisfies CallDeclaration;

export const assignmentHistory = {
  method: "GET",
  path: "/staff/assignments/history",
  access: "staff",
  query: "AssignmentHistoryQuery",
  response: "AssignmentHistoryResponse",
} as const satisfies CallDeclaration;

/* Console (`/staff/...`) -------------------------------------------------------------------- */

export const consoleMe = {
  method: "GET",
  path: "/staff/me",
  access: ["gate", "treasurer", "staff"],
  response: "ConsoleMeResponse",
} as const satisfies CallDeclaration;

export const consoleUsers = {
  method: "GET",
  path: "/staff/users",
  access: "admin",
  query: "UsersQuery",
  response: "UsersResponse",
} as const satisfies CallDeclaration;

export const setConsoleRole = {
  method: "POST",
  path: "/staff/users/:id/role",
  access: "admin",
  params: "IdParam",
  body: "SetRoleRequest",
  response: "SetRoleResponse",
} as const satisfies CallDeclaration;

export const audit = {
  method: "GET",
  path: "/staff/audit",
  access: "admin",
  query: "AuditQuery",
  response: "AuditResponse",
} as const satisfies CallDeclaration;

/**
 * The whole database as a backup file (gzipped JSON lines, one consistent snapshot; admins,
 * audited): how a running server on PGlite, whose folder no other process may open, is backed up.
 */
export const staffBackup = {
  method: "GET",
  path: "/staff/backup",
  access: "admin",
  response: "file",
} as const satisfies CallDeclaration;

export const staffTournaments = {
  method: "GET",
  path: "/staff/tournaments",
  access: ["gate", "treasurer", "staff"],
  query: "TournamentsQuery",
  response: "StaffTournamentsResponse",
} as const satisfies CallDeclaration;

export const staffTournament = {
  method: "GET",
  path: "/staff/tournaments/:id",
  access: "staff",
  params: "IdParam",
  response: "StaffTournamentResponse",
} as const satisfies CallDeclaration;

export const createTournament = {
  method: "POST",
  path: "/staff/tournaments",
  access: "staff",
  body: "CreateTournamentRequest",
  response: "StaffTournamentResponse",
} as const satisfies CallDeclaration;

export const updateTournament = {
  method: "PUT",
  path: "/staff/tournaments/:id",
  access: "staff",
  params: "IdParam",
  body: "UpdateTournamentRequest",
  response: "StaffTournamentResponse",
} as const satisfies CallDeclaration;

export const cancelTournament = {
  method: "POST",
  path: "/staff/tournaments/:id/cancel",
  access: "staff",
  params: "IdParam",
  body: "CancelTournamentRequest",
  response: "StaffTournamentResponse",
} as const satisfies CallDeclaration;

export const staffCoaches = {
  method: "GET",
  path: "/staff/coaches",
  access: "staff",
  query: "CoachesQuery",
  response: "StaffCoachesResponse",
} as const satisfies CallDeclaration;

export const staffCoach = {
  method: "GET",
  path: "/staff/coaches/:id",
  access: "staff",
  params: "IdParam",
  response: "StaffCoachResponse",
} as const satisfies CallDeclaration;

export const createCoach = {
  method: "POST",
  path: "/staff/coaches",
  access: "staff",
  body: "CreateCoachRequest",
  response: "StaffCoachResponse",
} as const satisfies CallDeclaration;

export const updateCoach = {
  method: "PUT",
  path: "/staff/coaches/:id",
  access: "staff",
  params: "IdParam",
  body: "UpdateCoachRequest",
  response: "StaffCoachResponse",
} as const satisfies CallDeclaration;

export const retireCoach = {
  method: "POST",
  path: "/staff/coaches/:id/retire",
  access: "staff",
  params: "IdParam",
  body: "RetireCoachRequest",
  response: "StaffCoachResponse",
} as const satisfies CallDeclaration;

export const staffPlans = {
  method: "GET",
  path: "/staff/plans",
  access: "admin",
  response: "StaffPlansResponse",
} as const satisfies CallDeclaration;

export const updatePlan = {
  method: "PUT",
  path: "/staff/plans/:id",
  access: "admin",
  params: "IdParam",
  body: "UpdatePlanRequest",
  response: "StaffPlanResponse",
} as const satisfies CallDeclaration;

export const staffTrainingPackages = {
  method: "GET",
  path: "/staff/training-packages",
  access: "admin",
  response: "StaffTrainingPackagesResponse",
} as const satisfies CallDeclaration;

export const updateTrainingPackage = {
  method: "PUT",
  path: "/staff/training-packages/:key",
  access: "admin",
  params: "TrainingPackageParam",
  body: "UpdateTrainingPackageRequest",
  response: "StaffTrainingPackageResponse",
} as const satisfies CallDeclaration;

/* Console: messages ------------------------------------------------------------------------ */

export const sendNotification = {
  method: "POST",
  path: "/staff/notifications",
  access: "staff",
  body: "SendNotificationRequest",
  response: "SendNotificationResponse",
} as const satisfies CallDeclaration;

/** How many members a group of a notification reaches now, before sending (the send's own rule). */
export const audienceCount = {
  method: "GET",
  path: "/staff/notifications/audience",
  access: "staff",
  query: "AudienceQuery",
  response: "AudienceCountResponse",
} as const satisfies CallDeclaration;

export const staffBroadcasts = {
  method: "GET",
  path: "/staff/notifications",
  access: "staff",
  query: "BroadcastsQuery",
  response: "BroadcastsResponse",
} as const satisfies CallDeclaration;

export const contactMessages = {
  method: "GET",
  path: "/staff/contact",
  access: "staff",
  query: "ContactQuery",
  response: "ContactMessagesResponse",
} as const satisfies CallDeclaration;

export const replyToContact = {
  method: "POST",
  path: "/staff/contact/:id/reply",
  access: "staff",
  params: "ContactParam",
  body: "ContactReplyRequest",
  response: "ContactMessageResponse",
} as const satisfies CallDeclaration;

export const setContactStatus = {
  method: "POST",
  path: "/staff/contact/:id/status",
  access: "staff",
  params: "ContactParam",
  body: "ContactStatusRequest",
  response: "ContactMessageResponse",
} as const satisfies CallDeclaration;

export const newsletterSubscribers = {
  method: "GET",
  path: "/staff/newsletter",
  access: "staff",
  query: "NewsletterQuery",
  response: "SubscribersResponse",
} as const satisfies CallDeclaration;

/** The confirmed subscribers as a CSV file for the club's mailing tool. */
export const newsletterCsv = {
  method: "GET",
  path: "/staff/newsletter.csv",
  access: "staff",
  response: "file",
} as const satisfies CallDeclaration;

export const staffMatches = {
  method: "GET",
  path: "/staff/matches",
  access: "staff",
  query: "MatchesQuery",
  response: "StaffMatchesResponse",
} as const satisfies CallDeclaration;

export const staffMatch = {
  method: "GET",
  path: "/staff/matches/:id",
  access: "staff",
  params: "IdParam",
  response: "StaffMatchResponse",
} as const satisfies CallDeclaration;

export const recordResult = {
  method: "POST",
  path: "/staff/matches",
  access: "staff",
  body: "RecordResultRequest",
  response: "StaffMatchResponse",
} as const satisfies CallDeclaration;

export const correctResult = {
  method: "PUT",
  path: "/staff/matches/:id",
  access: "staff",
  params: "IdParam",
  body: "CorrectResultRequest",
  response: "StaffMatchResponse",
} as const satisfies CallDeclaration;

export const scheduleFriendly = {
  method: "POST",
  path: "/staff/friendlies",
  access: "staff",
  body: "ScheduleFriendlyRequest",
  response: "StaffMatchResponse",
} as const satisfies CallDeclaration;

export const staffDraw = {
  method: "GET",
  path: "/staff/tournaments/:id/draw",
  access: "staff",
  params: "IdParam",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

/** Makes (or makes again, before publishing) the draw from the tournament's playing ticket holders. */
export const makeDraw = {
  method: "POST",
  path: "/staff/tournaments/:id/draw",
  access: "staff",
  params: "IdParam",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

export const swapDraw = {
  method: "POST",
  path: "/staff/tournaments/:id/draw/swap",
  access: "staff",
  params: "IdParam",
  body: "SwapDrawRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

export const publishDraw = {
  method: "POST",
  path: "/staff/tournaments/:id/draw/publish",
  access: "staff",
  params: "IdParam",
  body: "PublishDrawRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

export const drawResult = {
  method: "POST",
  path: "/staff/tournaments/:id/draw/result",
  access: "staff",
  params: "IdParam",
  body: "DrawResultRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

/**
 * Corrects a played draw match: its score always, its winner only while the next round's match has
 * no result (docs/decisions/0112-draw-corrections-and-entrants-matches.md).
 */
export const correctDrawResult = {
  method: "PUT",
  path: "/staff/tournaments/:id/draw/result",
  access: "staff",
  params: "IdParam",
  body: "DrawCorrectionRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

/**
 * Clears a played draw match's result: its winner leaves the next round's place, only while that
 * match is unplayed (docs/decisions/0128-console-says-what-is-true.md).
 */
export const clearDrawResult = {
  method: "POST",
  path: "/staff/tournaments/:id/draw/result/clear",
  access: "staff",
  params: "IdParam",
  body: "ClearDrawResultRequest",
  response: "StaffDrawResponse",
} as const satisfies CallDeclaration;

export const staffPlayers = {
  method: "GET",
  path: "/staff/players",
  access: "staff",
  response: "StaffPlayersResponse",
} as const satisfies CallDeclaration;

export const siteStatus = {
  method: "GET",
  path: "/staff/site-status",
  access: ["gate", "treasurer", "staff"],
  response: "SiteStatusResponse",
} as const satisfies CallDeclaration;

/** An image upload: multipart field "file", or the image as the raw body (up to 10 MB). */
export const uploadMedia = {
  method: "POST",
  path: "/staff/media",
  access: "staff",
  response: "MediaResponse",
} as const satisfies CallDeclaration;

/* Payments in the console ------------------------------------------------------------------- */

export const staffPayments = {
  method: "GET",
  path: "/staff/payments",
  access: ["treasurer", "staff"],
  query: "PaymentsQuery",
  response: "PaymentsResponse",
} as const satisfies CallDeclaration;

export const staffPaymentTotals = {
  method: "GET",
  path: "/staff/payments/totals",
  access: ["treasurer", "staff"],
  query: "PaymentTotalsQuery",
  response: "PaymentTotalsResponse",
} as const satisfies CallDeclaration;

/** The payments matching the filters as a CSV file (admins; audited). */
export const staffPaymentsExport = {
  method: "GET",
  path: "/staff/payments/export",
  access: ["treasurer", "staff"],
  response: "file",
  query: "PaymentsExportQuery",
} as const satisfies CallDeclaration;

export const staffPayment = {
  method: "GET",
  path: "/staff/payments/:id",
  access: ["treasurer", "staff"],
  params: "IdParam",
  response: "StaffPaymentResponse",
} as const satisfies CallDeclaration;

export const refundPayment = {
  method: "POST",
  path: "/staff/payments/:id/refunds",
  access: ["treasurer"],
  params: "IdParam",
  body: "RefundRequest",
  response: "RefundResponse",
} as const satisfies CallDeclaration;

export const refundTournamentTickets = {
  method: "POST",
  path: "/staff/tournaments/:id/refund-tickets",
  access: "admin",
  params: "IdParam",
  body: "RefundTicketsRequest",
  response: "RefundTicketsResponse",
} as const satisfies CallDeclaration;

/** What refunding a tournament's tickets would do, before it is confirmed (admins). */
export const refundTournamentTicketsPreview = {
  method: "GET",
  path: "/staff/tournaments/:id/refund-tickets/preview",
  access: "admin",
  params: "IdParam",
  response: "RefundTicketsPreviewResponse",
} as const satisfies CallDeclaration;

export const staffRenewals = {
  method: "GET",
  path: "/staff/renewals",
  access: ["treasurer", "staff"],
  query: "RenewalsQuery",
  response: "RenewalsResponse",
} as const satisfies CallDeclaration;

/** Staff: the provider's settlements of the last 30 days, each compared with the club's payments. */
export const staffReconciliation = {
  method: "GET",
  path: "/staff/reconciliation",
  access: ["treasurer", "staff"],
  response: "ReconciliationResponse",
} as const satisfies CallDeclaration;

/* Console: members ---------------------------------------------------------------------------- */

export const staffMembers = {
  method: "GET",
  path: "/staff/members",
  access: "staff",
  query: "MembersQuery",
  response: "StaffMembersResponse",
} as const satisfies CallDeclaration;

export const staffMember = {
  method: "GET",
  path: "/staff/members/:id",
  access: "staff",
  params: "IdParam",
  response: "StaffMemberResponse",
} as const satisfies CallDeclaration;

export const updateMember = {
  method: "PUT",
  path: "/staff/members/:id",
  access: "staff",
  params: "IdParam",
  body: "UpdateMemberRequest",
  response: "UpdateMemberResponse",
} as const satisfies CallDeclaration;

export const saveMemberNote = {
  method: "PUT",
  path: "/staff/members/:id/note",
  access: "staff",
  params: "IdParam",
  body: "SaveNoteRequest",
  response: "SaveNoteResponse",
} as const satisfies CallDeclaration;

export const resendMemberMail = {
  method: "POST",
  path: "/staff/members/:id/resend",
  access: "staff",
  params: "IdParam",
  body: "ResendMailRequest",
  response: "ResendMailResponse",
} as const satisfies CallDeclaration;

export const linkCoachAccount = {
  method: "PUT",
  path: "/staff/members/:id/coach-link",
  access: "staff",
  params: "IdParam",
  body: "LinkCoachRequest",
  response: "LinkCoachResponse",
} as const satisfies CallDeclaration;

/* Free training sessions --------------------------------------------------------------------- */

export const staffFreeSessions = {
  method: "GET",
  path: "/staff/free-sessions",
  access: "staff",
  response: "StaffFreeSessionsResponse",
} as const satisfies CallDeclaration;

export const redeemFreeSession = {
  method: "POST",
  path: "/staff/free-sessions/:userId/redeem",
  access: "staff",
  params: "FreeSessionParam",
  response: "RedeemFreeSessionResponse",
} as const satisfies CallDeclaration;

/** Check a ticket in at the gate of a tournament: a scanned pass or a typed token. */
export const checkInScan = {
  method: "POST",
  path: "/staff/check-in/:tournamentId/scan",
  access: ["gate"],
  params: "CheckInParam",
  body: "ScanRequest",
  response: "ScanResult",
} as const satisfies CallDeclaration;

/** Scans made offline, sent when the network is back; reports tickets admitted twice. */
export const checkInSync = {
  method: "POST",
  path: "/staff/check-in/:tournamentId/sync",
  access: ["gate"],
  params: "CheckInParam",
  body: "SyncScansRequest",
  response: "SyncScansResponse",
} as const satisfies CallDeclaration;

/** Admitted, remaining, the scan log and double admissions of a tournament's gate. */
export const checkInStatus = {
  method: "GET",
  path: "/staff/check-in/:tournamentId",
  access: ["gate"],
  params: "CheckInParam",
  response: "CheckInStatusResponse",
} as const satisfies CallDeclaration;

/** Staff let someone in without a ticket, with a reason: counted, logged and audited. */
export const admitWithoutTicket = {
  method: "POST",
  path: "/staff/check-in/:tournamentId/admit",
  access: ["gate"],
  params: "CheckInParam",
  body: "AdmitWithoutTicketRequest",
  response: "AdmitWithoutTicketResponse",
} as const satisfies CallDeclaration;

/** The tournament's ticket holders whose names match, to admit one who cannot show a ticket. */
export const searchTicketHolders = {
  method: "GET",
  path: "/staff/check-in/:tournamentId/holders",
  access: ["gate"],
  params: "CheckInParam",
  query: "HolderSearchQuery",
  response: "HolderSearchResponse",
} as const satisfies CallDeclaration;

/** The keys, tickets and void list a scanner keeps to work offline. */
export const gatePack = {
  method: "GET",
  path: "/staff/check-in/:tournamentId/pack",
  access: ["gate"],
  params: "CheckInParam",
  response: "GatePackResponse",
} as const satisfies CallDeclaration;
