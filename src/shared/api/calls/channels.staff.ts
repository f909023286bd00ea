/**
 * The messages calls of the console (docs/decisions/0190-messages-on-members-channels.md): the SMS budget, the reach and cost of a
 * group message before it is sent, and its delivery per member (see ../staff-calls.ts).
 */
import type { CallDeclaration } from "../call-declaration";

export const smsBudget = {
  method: "GET",
  path: "/staff/messages/sms-budget",
  access: "admin",
  response: "SmsBudgetResponse",
} as const satisfies CallDeclaration;

export const updateSmsBudget = {
  method: "PUT",
  path: "/staff/messages/sms-budget",
  access: "admin",
  body: "UpdateSmsBudgetRequest",
  response: "SmsBudgetResponse",
} as const satisfies CallDeclaration;

export const messageReach = {
  method: "POST",
  path: "/staff/messages/reach",
  access: "staff",
  body: "MessageReachRequest",
  response: "MessageReachResponse",
} as const satisfies CallDeclaration;

export const broadcastDeliveries = {
  method: "GET",
  path: "/staff/notifications/:id/deliveries",
  access: "staff",
  params: "BroadcastIdParams",
  response: "BroadcastDeliveriesResponse",
} as const satisfies CallDeclaration;
