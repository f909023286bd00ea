/**
 * The club console's calls (`/staff/...` and the coach-assignment queue), declared like the
 * members' calls in calls.ts. They sit in a module of their own so the member dashboard's bundle
 * carries only the declarations it makes; the server and the console reach both through all-calls.ts.
 */

export * from "./calls/channels.staff";
export * from "./calls/coaches.staff";
export * from "./calls/competition.staff";
export * from "./calls/console.staff";
export * from "./calls/events.staff";
export * from "./calls/families.staff";
export * from "./calls/free-sessions.staff";
export * from "./calls/gate.staff";
export * from "./calls/members.staff";
export * from "./calls/messages.staff";
export * from "./calls/money.staff";
export * from "./calls/payments.staff";
export * from "./calls/sessions.staff";
export * from "./calls/tournaments.staff";
