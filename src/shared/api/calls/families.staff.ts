/** The console's family calls (see ../staff-calls.ts and families.ts). */
import type { CallDeclaration } from "../call-declaration";

export const staffFamilies = {
  method: "GET",
  path: "/staff/families",
  access: "staff",
  query: "FamiliesQuery",
  response: "FamiliesResponse",
} as const satisfies CallDeclaration;

export const recordPaperConsent = {
  method: "POST",
  path: "/staff/families/players/:playerId/paper-consent",
  access: "staff",
  params: "PlayerParam",
  body: "PaperConsentRequest",
  response: "PaperConsentResponse",
} as const satisfies CallDeclaration;
