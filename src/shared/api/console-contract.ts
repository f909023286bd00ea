/**
 * The club console's calls (`/staff/...`): one zod schema per request and response, shared by the
 * server (validation) and the `/staff` app (types). Same conventions as contract.ts: ids `_id`,
 * money in whole naira, dates as ISO 8601, failures `{ message }`.
 *
 * Every editable record carries `version`; a save sends the version it was read at and is refused
 * with 409 when someone saved in between.
 *
 * The schemas live by area in contract/<area>.staff.ts (the ones several areas share in
 * contract/common.staff.ts), next to the declarations of calls/<area>.staff.ts; this module gathers them.
 */
export * from "./contract/channels";
export * from "./contract/coaches.staff";
export * from "./contract/common.staff";
export * from "./contract/competition.staff";
export * from "./contract/console.staff";
export * from "./contract/events.staff";
export * from "./contract/free-sessions.staff";
export * from "./contract/gate.staff";
export * from "./contract/members.staff";
export * from "./contract/messages.staff";
export * from "./contract/money.staff";
export * from "./contract/payments.staff";
export * from "./contract/tournaments.staff";
