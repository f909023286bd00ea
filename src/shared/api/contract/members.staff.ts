/** The contract's schemas of the console's calls: members (gathered by ../console-contract.ts). */
import { z } from "zod";
import { Id, SignupInput } from "../../domain/validation";
import { MembershipKey, TrainingKey } from "./common";
import { PageQuery, pageOf, StaffMember, StaffMemberSummary, StaffNote, Version } from "./common.staff";

// GET /staff/members?q=&plan=&training=&coach=&standing=&page=&pageSize= (by name)
// q matches name, email, phone or username; plan and training also take "none".
export const MembersQuery = PageQuery.extend({
  plan: z.union([MembershipKey, z.literal("none")]).optional(),
  training: z.union([TrainingKey, z.literal("none")]).optional(),
  coach: Id.optional(),
  standing: z.enum(["lapsed", "expiring"]).optional(),
});

export type MembersQuery = z.input<typeof MembersQuery>;

export const StaffMembersResponse = pageOf(StaffMemberSummary);

/** The newest entries of a member's list, and how many there are in all. */
const Newest = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const MemberTicket = z.object({
  _id: Id,
  tournamentName: z.string(),
  tournamentDate: z.string(),
  price: z.number(),
  boughtAt: z.string(),
});

export const MemberTransaction = z.object({
  _id: Id,
  reference: z.string(),
  kind: z.string(),
  description: z.string(),
  amount: z.number(),
  status: z.string(),
  createdAt: z.string(),
  /** Naira given back so far (refunds that did not fail). */
  refunded: z.number().default(0),
  /** A dispute (chargeback) of it is open. */
  disputed: z.boolean().default(false),
});

export const MemberNotification = z.object({
  _id: Id,
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

export const MemberReview = z.object({
  _id: Id,
  coachName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});

// GET /staff/members/{id}
export const StaffMemberResponse = z.object({
  member: StaffMember,
  tickets: Newest(MemberTicket),
  transactions: Newest(MemberTransaction),
  notifications: Newest(MemberNotification),
  reviews: Newest(MemberReview),
  note: StaffNote,
});

export type StaffMemberResponse = z.infer<typeof StaffMemberResponse>;

// PUT /staff/members/{id}: level and contact details; never the password.
export const UpdateMemberRequest = SignupInput.pick({ email: true, phoneNumber: true, level: true }).extend({
  version: Version,
});

export type UpdateMemberRequest = z.input<typeof UpdateMemberRequest>;

export const UpdateMemberResponse = z.object({ message: z.string(), member: StaffMember });

// PUT /staff/members/{id}/note
export const SaveNoteRequest = z.object({
  note: z.string().trim().max(4000),
  /** The version the note was read at: 0 when there was none. */
  version: z.number().int().min(0),
});

export const SaveNoteResponse = z.object({ message: z.string(), note: StaffNote });

// POST /staff/members/{id}/resend: a payment's receipt or a ticket's mail, again.
export const ResendMailRequest = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("receipt"), transactionId: Id }),
  z.object({ kind: z.literal("ticket"), ticketId: Id }),
]);

export type ResendMailRequest = z.infer<typeof ResendMailRequest>;

export const ResendMailResponse = z.object({ message: z.string(), to: z.string() });

// PUT /staff/members/{id}/coach-link: link a Coach account to its coach profile, or unlink (null).
export const LinkCoachRequest = z.object({ coachId: Id.nullable() });

export const LinkCoachResponse = z.object({ message: z.string(), member: StaffMember });
