/**
 * The club console's calls, as the `/staff` app makes them. Request and answer types come from the
 * schemas in console-contract.ts (types only: the browser does not re-validate answers, and the forms load
 * the schemas themselves when they check input).
 */
import type { z } from "zod";
import * as calls from "@/shared/api/calls";
import type {
  AssignmentHistoryResponse,
  AuditResponse,
  BroadcastsResponse,
  CancelTournamentRequest,
  ConsoleMeResponse,
  ConsoleRole,
  ContactMessagesResponse,
  CreateCoachRequest,
  MediaResponse,
  PendingAssignmentsResponse,
  SetRoleResponse,
  SiteStatusResponse,
  StaffCoachesResponse,
  StaffCoachResponse,
  StaffPlanResponse,
  StaffPlansResponse,
  StaffTournamentResponse,
  StaffTournamentsResponse,
  StaffTrainingPackageResponse,
  StaffTrainingPackagesResponse,
  SubscribersResponse,
  TournamentInput,
  UpdatePlanRequest,
  UpdateTrainingPackageRequest,
  UsersResponse,
} from "@/shared/api/console-contract";
import { type BodyOf, call, send } from "./call";
import { api, readJson } from "./client";

type In<S extends z.ZodType> = z.input<S>;

/** Query parameters without the empty ones. */
function query(params: Record<string, string | number | undefined | null>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  return search;
}

export type ListParams = Record<string, string | number | undefined>;

export const getConsoleMe = () => readJson<typeof ConsoleMeResponse>(api.get("staff/me"));
export const getSiteStatus = () => readJson<typeof SiteStatusResponse>(api.get("staff/site-status"));

/* Tournaments */
export const listTournaments = (params: ListParams) =>
  readJson<typeof StaffTournamentsResponse>(api.get("staff/tournaments", { searchParams: query(params) }));
export const getTournament = (id: string) =>
  readJson<typeof StaffTournamentResponse>(api.get(`staff/tournaments/${id}`));
export const createTournament = (input: TournamentInput) =>
  readJson<typeof StaffTournamentResponse>(api.post("staff/tournaments", { json: input }));
export const updateTournament = (id: string, input: TournamentInput & { version: number }) =>
  readJson<typeof StaffTournamentResponse>(api.put(`staff/tournaments/${id}`, { json: input }));
export const cancelTournament = (id: string, input: In<typeof CancelTournamentRequest>) =>
  readJson<typeof StaffTournamentResponse>(api.post(`staff/tournaments/${id}/cancel`, { json: input }));

/* Coaches */
export const listCoaches = (params: ListParams) =>
  readJson<typeof StaffCoachesResponse>(api.get("staff/coaches", { searchParams: query(params) }));
export const getCoach = (id: string) => readJson<typeof StaffCoachResponse>(api.get(`staff/coaches/${id}`));
export const createCoach = (input: In<typeof CreateCoachRequest>) =>
  readJson<typeof StaffCoachResponse>(api.post("staff/coaches", { json: input }));
export const updateCoach = (id: string, input: In<typeof CreateCoachRequest> & { version: number }) =>
  readJson<typeof StaffCoachResponse>(api.put(`staff/coaches/${id}`, { json: input }));
export const retireCoach = (id: string, version: number) =>
  readJson<typeof StaffCoachResponse>(api.post(`staff/coaches/${id}/retire`, { json: { version } }));

/* Plans and training packages (admins) */
export const listPlans = () => readJson<typeof StaffPlansResponse>(api.get("staff/plans"));
export const updatePlan = (id: string, input: In<typeof UpdatePlanRequest>) =>
  readJson<typeof StaffPlanResponse>(api.put(`staff/plans/${id}`, { json: input }));
export const listTrainingPackages = () =>
  readJson<typeof StaffTrainingPackagesResponse>(api.get("staff/training-packages"));
export const updateTrainingPackage = (key: string, input: In<typeof UpdateTrainingPackageRequest>) =>
  readJson<typeof StaffTrainingPackageResponse>(api.put(`staff/training-packages/${key}`, { json: input }));

/* Coach assignments */
export const listPendingAssignments = () =>
  readJson<typeof PendingAssignmentsResponse>(api.get("assigncoach/pending"));
export const confirmAssignment = (id: string) =>
  readJson<z.ZodObject<{ message: z.ZodString }>>(api.post(`assigncoach/${id}/confirm`));
export const reassignAssignment = (id: string, body: BodyOf<typeof calls.reassignAssignment>) =>
  call(calls.reassignAssignment, { params: { assignmentId: id }, body });
export const endAssignment = (id: string, reason: string) =>
  call(calls.endAssignment, { params: { assignmentId: id }, body: { reason } });
export const listAssignmentHistory = (params: ListParams) =>
  readJson<typeof AssignmentHistoryResponse>(
    api.get("staff/assignments/history", { searchParams: query(params) }),
  );

/* Messages */
export const sendNotification = (body: BodyOf<typeof calls.sendNotification>) =>
  call(calls.sendNotification, { body });
export const listBroadcasts = (params: ListParams) =>
  readJson<typeof BroadcastsResponse>(api.get("staff/notifications", { searchParams: query(params) }));
export const listContactMessages = (params: ListParams) =>
  readJson<typeof ContactMessagesResponse>(api.get("staff/contact", { searchParams: query(params) }));
export const replyToContact = (id: string, reply: string) =>
  call(calls.replyToContact, { params: { id }, body: { reply } });
export const setContactStatus = (id: string, status: "new" | "handled") =>
  call(calls.setContactStatus, { params: { id }, body: { status } });
export const listSubscribers = (params: ListParams) =>
  readJson<typeof SubscribersResponse>(api.get("staff/newsletter", { searchParams: query(params) }));
/** The confirmed subscribers' CSV, as a file to save. */
export const newsletterCsv = async () => (await send(calls.newsletterCsv)).blob();

/* Audit log and roles (admins) */
export const listAudit = (params: ListParams) =>
  readJson<typeof AuditResponse>(api.get("staff/audit", { searchParams: query(params) }));
export const listUsers = (params: ListParams) =>
  readJson<typeof UsersResponse>(api.get("staff/users", { searchParams: query(params) }));
export const setUserRole = (id: string, role: ConsoleRole) =>
  readJson<typeof SetRoleResponse>(api.post(`staff/users/${id}/role`, { json: { role } }));

/* Images */
/** POST /staff/media: the file as multipart field "file". */
export function uploadImage(file: File) {
  const body = new FormData();
  body.set("file", file);
  return readJson<typeof MediaResponse>(api.post("staff/media", { body }));
}
