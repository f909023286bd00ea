/** The console's calls: the console's users, roles, audit log, backup, site status and media uploads (see ../staff-calls.ts). */
import type { CallDeclaration } from "../call-declaration";

export const consoleMe = {
  method: "GET",
  path: "/staff/me",
  access: ["gate", "treasurer", "staff"],
  response: "ConsoleMeResponse",
} as const satisfies CallDeclaration;

export const consoleUsers = {
  method: "GET",
  path: "/staff/users",
  access: "admin",
  query: "UsersQuery",
  response: "UsersResponse",
} as const satisfies CallDeclaration;

export const setConsoleRole = {
  method: "POST",
  path: "/staff/users/:id/role",
  access: "admin",
  params: "IdParam",
  body: "SetRoleRequest",
  response: "SetRoleResponse",
} as const satisfies CallDeclaration;

export const audit = {
  method: "GET",
  path: "/staff/audit",
  access: "admin",
  query: "AuditQuery",
  response: "AuditResponse",
} as const satisfies CallDeclaration;

/**
 * The whole database as a backup file (gzipped JSON lines, one consistent snapshot; admins,
 * audited): how a running server on PGlite, whose folder no other process may open, is backed up.
 */
export const staffBackup = {
  method: "GET",
  path: "/staff/backup",
  access: "admin",
  response: "file",
} as const satisfies CallDeclaration;

export const siteStatus = {
  method: "GET",
  path: "/staff/site-status",
  access: ["gate", "treasurer", "staff"],
  response: "SiteStatusResponse",
} as const satisfies CallDeclaration;

/** An image upload: multipart field "file", or the image as the raw body (up to 10 MB). */
export const uploadMedia = {
  method: "POST",
  path: "/staff/media",
  access: "staff",
  response: "MediaResponse",
} as const satisfies CallDeclaration;
