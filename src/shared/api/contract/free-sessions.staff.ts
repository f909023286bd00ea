/** The contract's schemas of the console's calls: free training sessions (gathered by ../console-contract.ts). */
import { z } from "zod";
import { Id } from "../../domain/validation";
import { StaffFreeSession } from "./common.staff";

// GET /staff/free-sessions: paid quarterly and yearly members, by name
export const StaffFreeSessionsResponse = z.object({
  quarter: z.string(),
  quarterLabel: z.string(),
  members: z.array(StaffFreeSession),
});

// POST /staff/free-sessions/{userId}/redeem
export const FreeSessionParam = z.object({ userId: Id });

export const RedeemFreeSessionResponse = z.object({ message: z.string() });
