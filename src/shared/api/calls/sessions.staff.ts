/** The console's training-session calls (see ../staff-calls.ts and sessions.ts). */
import type { CallDeclaration } from "../call-declaration";

export const placePlayer = {
  method: "POST",
  path: "/sessions/groups/:groupId/players",
  access: "staff",
  params: "GroupParam",
  body: "PlacePlayerRequest",
  response: "JoinGroupResponse",
} as const satisfies CallDeclaration;

export const sessionRegister = {
  method: "GET",
  path: "/staff/session-register",
  access: "staff",
  query: "RegisterQuery",
  response: "RegisterResponse",
} as const satisfies CallDeclaration;

export const sessionRegisterCsv = {
  method: "GET",
  path: "/staff/session-register.csv",
  access: "staff",
  query: "RegisterQuery",
  response: "file",
} as const satisfies CallDeclaration;

export const makeUpCredits = {
  method: "GET",
  path: "/staff/make-up-credits",
  access: "staff",
  response: "MakeUpCreditsResponse",
} as const satisfies CallDeclaration;

export const useMakeUpCredit = {
  method: "POST",
  path: "/staff/make-up-credits/:creditId/use",
  access: "staff",
  params: "CreditParam",
  body: "UseCreditRequest",
  response: "MessageBody",
} as const satisfies CallDeclaration;
