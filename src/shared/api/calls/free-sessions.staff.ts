/** The console's calls: free training sessions (see ../staff-calls.ts). */
import type { CallDeclaration } from "../call-declaration";

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
