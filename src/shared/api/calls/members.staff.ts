/** The console's calls: members (see ../staff-calls.ts). */
import type { CallDeclaration } from "../call-declaration";

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
