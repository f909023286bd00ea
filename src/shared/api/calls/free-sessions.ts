/** The members' calls: free training sessions (see ../calls.ts). */
import type { CallDeclaration } from "../call-declaration";

export const freeSession = {
  method: "GET",
  path: "/me/free-session",
  access: "player",
  response: "FreeSessionResponse",
} as const satisfies CallDeclaration;
