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
  query: "PendingAssignmentsQuery",
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

/**
 * The whole database as a backup file (gzipped JSON lines, one consistent snapshot; admins,
 * audited): how a running server on PGlite, whose folder no other process may open, is backed up.
 */
export const staffBackup = {
  method: "GET",
  path: "/staff/backup",
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

/** How many members a group of a notification reaches now, before sending (the send's own rule). */
export const audienceCount = {
  method: "GET",
  path: "/staff/notifications/audience",
  query: "AudienceQuery",
  response: "AudienceCountResponse",
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

/**
 * Corrects a played draw match: its score always, its winner only while the next round's match has
 * no result (docs/decisions/0112-draw-corrections-and-entrants-matches.md).
 */
export const correctDrawResult = {
  method: "PUT",
  path: "/staff/tournaments/:id/draw/result",
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
  params: "IdParam",
  body: "ClearDrawResultRequest",
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

/** What refunding a tournament's tickets would do, before it is confirmed (admins). */
export const refundTournamentTicketsPreview = {
  method: "GET",
  path: "/staff/tournaments/:id/refund-tickets/preview",
  params: "IdParam",
  response: "RefundTicketsPreviewResponse",
} as const satisfies CallDeclaration;

export const staffRenewals = {
  method: "GET",
  path: "/staff/renewals",
  query: "RenewalsQuery",
  response: "RenewalsResponse",
} as const satisfies CallDeclaration;

/** Staff: the provider's settlements of the last 30 days, each compared with the club's payments. */
export const staffReconciliation = {
  method: "GET",
  path: "/staff/reconciliation",
  response: "ReconciliationResponse",
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

/* Free training sessions --------------------------------------------------------------------- */

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

/** Staff let someone in without a ticket, with a reason: counted, logged and audited. */
export const admitWithoutTicket = {
  method: "POST",
  path: "/staff/check-in/:tournamentId/admit",
  params: "CheckInParam",
  body: "AdmitWithoutTicketRequest",
  response: "AdmitWithoutTicketResponse",
} as const satisfies CallDeclaration;

/** The tournament's ticket holders whose names match, to admit one who cannot show a ticket. */
export const searchTicketHolders = {
  method: "GET",
  path: "/staff/check-in/:tournamentId/holders",
  params: "CheckInParam",
  query: "HolderSearchQuery",
  response: "HolderSearchResponse",
} as const satisfies CallDeclaration;

/** The keys, tickets and void list a scanner keeps to work offline. */
export const gatePack = {
  method: "GET",
  path: "/staff/check-in/:tournamentId/pack",
  params: "CheckInParam",
  response: "GatePackResponse",
} as const satisfies CallDeclaration;
