/**
 * The training-session calls (contract/sessions.ts): groups and places, the member's schedule and
 * calendar feed, the coach's day, attendance, notes and cancellations, and the console's register
 * and make-up credits. Declared like ../calls.ts. Calls open to staff and coaches alike are declared
 * `member` and their handlers check the caller is staff or the session's own coach. The member's own
 * schedule, groups, "Can't come" and calendar feed are `player` calls: a guardian acts for a child.
 */
import type { CallDeclaration } from "../call-declaration";

export const createSessionGroup = {
  method: "POST",
  path: "/sessions/groups",
  access: "member",
  body: "SessionGroupInput",
  response: "SessionGroupResponse",
} as const satisfies CallDeclaration;

export const editSessionGroup = {
  method: "PUT",
  path: "/sessions/groups/:groupId",
  access: "member",
  params: "GroupParam",
  body: "SessionGroupInput",
  response: "SessionGroupResponse",
} as const satisfies CallDeclaration;

export const sessionGroups = {
  method: "GET",
  path: "/sessions/groups",
  access: "member",
  response: "SessionGroupsResponse",
} as const satisfies CallDeclaration;

export const groupSessions = {
  method: "GET",
  path: "/sessions/groups/:groupId/sessions",
  access: "member",
  params: "GroupParam",
  response: "GroupSessionsResponse",
} as const satisfies CallDeclaration;

export const openSessionGroups = {
  method: "GET",
  path: "/me/session-groups",
  access: "player",
  response: "OpenGroupsResponse",
} as const satisfies CallDeclaration;

export const joinSessionGroup = {
  method: "POST",
  path: "/me/session-groups/:groupId/join",
  access: "player",
  params: "GroupParam",
  response: "JoinGroupResponse",
} as const satisfies CallDeclaration;

export const acceptSessionPlace = {
  method: "POST",
  path: "/me/session-groups/:groupId/accept",
  access: "player",
  params: "GroupParam",
  response: "JoinGroupResponse",
} as const satisfies CallDeclaration;

export const leaveSessionGroup = {
  method: "DELETE",
  path: "/me/session-groups/:groupId",
  access: "player",
  params: "GroupParam",
  response: "MessageBody",
} as const satisfies CallDeclaration;

export const mySessions = {
  method: "GET",
  path: "/me/sessions",
  access: "player",
  response: "MySessionsResponse",
} as const satisfies CallDeclaration;

export const cantCome = {
  method: "POST",
  path: "/me/sessions/:sessionId/cant-come",
  access: "player",
  params: "SessionParam",
  response: "MessageBody",
} as const satisfies CallDeclaration;

/** Takes back "Can't come" before the session starts; the coach is told. */
export const canComeAfterAll = {
  method: "DELETE",
  path: "/me/sessions/:sessionId/cant-come",
  access: "player",
  params: "SessionParam",
  response: "MessageBody",
} as const satisfies CallDeclaration;

export const newCalendarFeed = {
  method: "POST",
  path: "/me/calendar-feed",
  access: "player",
  response: "CalendarFeedResponse",
} as const satisfies CallDeclaration;

export const revokeCalendarFeed = {
  method: "DELETE",
  path: "/me/calendar-feed",
  access: "player",
  response: "CalendarFeedResponse",
} as const satisfies CallDeclaration;

export const calendarFeed = {
  method: "GET",
  path: "/calendar/:token",
  access: "anyone",
  params: "CalendarTokenParam",
  response: "file",
} as const satisfies CallDeclaration;

export const coachSessions = {
  method: "GET",
  path: "/coach/sessions",
  access: "coach",
  response: "CoachSessionsResponse",
} as const satisfies CallDeclaration;

/**
 * Marks a player's free quarterly session used, by their coach on court: the same redemption as the
 * console's `redeemFreeSession`, for a player with a place in one of the coach's groups.
 */

export const coachRedeemFreeSession = {
  method: "POST",
  path: "/coach/players/:userId/free-session",
  access: "coach",
  params: "FreeSessionParam",
  response: "RedeemFreeSessionResponse",
} as const satisfies CallDeclaration;

export const takeAttendance = {
  method: "PUT",
  path: "/sessions/:sessionId/attendance",
  access: "member",
  params: "SessionParam",
  body: "AttendanceRequest",
  response: "AttendanceResponse",
} as const satisfies CallDeclaration;

export const writeSessionNote = {
  method: "PUT",
  path: "/sessions/:sessionId/notes",
  access: "member",
  params: "SessionParam",
  body: "SessionNoteRequest",
  response: "AttendanceResponse",
} as const satisfies CallDeclaration;

export const cancelSession = {
  method: "POST",
  path: "/sessions/:sessionId/cancel",
  access: "member",
  params: "SessionParam",
  body: "CancelSessionRequest",
  response: "CancelSessionResponse",
} as const satisfies CallDeclaration;
