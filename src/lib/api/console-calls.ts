/**
 * The club console's calls, as the `/staff` app makes them, each made from its declaration in
 * calls.ts with `call()`: the path, method and the request and answer types come from there.
 */
import * as calls from "@/shared/api/all-calls";
import type { ConsoleRole } from "@/shared/api/console-contract";
import type { MembershipKey, TrainingKey } from "@/shared/api/contract";
import { type BodyOf, call, type QueryOf, send } from "./call";
/** A list's query as the address holds it; empty parameters are left out. */
export type ListParams = Record<string, string | number | undefined>;

function query<Q>(params: ListParams): Q {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ""),
  ) as Q;
}

export const getConsoleMe = () => call(calls.consoleMe);
export const getSiteStatus = () => call(calls.siteStatus);

/* Tournaments */
export const listTournaments = (params: ListParams) =>
  call(calls.staffTournaments, { query: query<QueryOf<typeof calls.staffTournaments>>(params) });
export const getTournament = (id: string) => call(calls.staffTournament, { params: { id } });
export const createTournament = (input: BodyOf<typeof calls.createTournament>) =>
  call(calls.createTournament, { body: input });
export const updateTournament = (id: string, input: BodyOf<typeof calls.updateTournament>) =>
  call(calls.updateTournament, { params: { id }, body: input });
export const cancelTournament = (id: string, input: BodyOf<typeof calls.cancelTournament>) =>
  call(calls.cancelTournament, { params: { id }, body: input });

/* Coaches */
export const listCoaches = (params: ListParams) =>
  call(calls.staffCoaches, { query: query<QueryOf<typeof calls.staffCoaches>>(params) });
export const getCoach = (id: string) => call(calls.staffCoach, { params: { id } });
export const createCoach = (input: BodyOf<typeof calls.createCoach>) =>
  call(calls.createCoach, { body: input });
export const updateCoach = (id: string, input: BodyOf<typeof calls.updateCoach>) =>
  call(calls.updateCoach, { params: { id }, body: input });
export const retireCoach = (id: string, version: number) =>
  call(calls.retireCoach, { params: { id }, body: { version } });

/* Plans, training packages and membership prices (admins) */
export const listPlans = () => call(calls.staffPlans);
export const updatePlan = (id: string, input: BodyOf<typeof calls.updatePlan>) =>
  call(calls.updatePlan, { params: { id }, body: input });
export const listTrainingPackages = () => call(calls.staffTrainingPackages);
export const listMembershipPrices = () => call(calls.staffMembershipPrices);
export const updateMembershipPrice = (
  key: MembershipKey,
  input: BodyOf<typeof calls.updateMembershipPrice>,
) => call(calls.updateMembershipPrice, { params: { key }, body: input });
export const getHouseholdDiscount = () => call(calls.householdDiscount);
export const updateHouseholdDiscount = (input: BodyOf<typeof calls.updateHouseholdDiscount>) =>
  call(calls.updateHouseholdDiscount, { body: input });
export const updateTrainingPackage = (key: TrainingKey, input: BodyOf<typeof calls.updateTrainingPackage>) =>
  call(calls.updateTrainingPackage, { params: { key }, body: input });

/* Coach assignments */
export const listPendingAssignments = (params: ListParams) =>
  call(calls.pendingAssignments, { query: query<QueryOf<typeof calls.pendingAssignments>>(params) });
export const confirmAssignment = (assignmentId: string) =>
  call(calls.confirmAssignment, { params: { assignmentId } });
export const reassignAssignment = (id: string, body: BodyOf<typeof calls.reassignAssignment>) =>
  call(calls.reassignAssignment, { params: { assignmentId: id }, body });
export const endAssignment = (id: string, reason: string) =>
  call(calls.endAssignment, { params: { assignmentId: id }, body: { reason } });
export const listAssignmentHistory = (params: ListParams) =>
  call(calls.assignmentHistory, { query: query<QueryOf<typeof calls.assignmentHistory>>(params) });

/* Messages */
export const sendNotification = (body: BodyOf<typeof calls.sendNotification>) =>
  call(calls.sendNotification, { body });
export const listBroadcasts = (params: ListParams) =>
  call(calls.staffBroadcasts, { query: query<QueryOf<typeof calls.staffBroadcasts>>(params) });
export const listContactMessages = (params: ListParams) =>
  call(calls.contactMessages, { query: query<QueryOf<typeof calls.contactMessages>>(params) });
export const replyToContact = (id: string, reply: string) =>
  call(calls.replyToContact, { params: { id }, body: { reply } });
export const setContactStatus = (id: string, status: "new" | "handled") =>
  call(calls.setContactStatus, { params: { id }, body: { status } });
export const listSubscribers = (params: ListParams) =>
  call(calls.newsletterSubscribers, { query: query<QueryOf<typeof calls.newsletterSubscribers>>(params) });
/** The confirmed subscribers' CSV, as a file to save. */
export const newsletterCsv = async () => (await send(calls.newsletterCsv)).blob();

/* Audit log and roles (admins) */
export const listAudit = (params: ListParams) =>
  call(calls.audit, { query: query<QueryOf<typeof calls.audit>>(params) });
export const listUsers = (params: ListParams) =>
  call(calls.consoleUsers, { query: query<QueryOf<typeof calls.consoleUsers>>(params) });
export const setUserRole = (id: string, role: ConsoleRole) =>
  call(calls.setConsoleRole, { params: { id }, body: { role } });

/* Images */
/** The file as multipart field "file". */
export function uploadImage(file: File) {
  const body = new FormData();
  body.set("file", file);
  return call(calls.uploadMedia, {}, { body });
}
