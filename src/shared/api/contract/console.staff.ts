/** The contract's schemas of the console's calls: the console's users, roles, audit log, site status and media uploads (gathered by ../console-contract.ts). */
import { z } from "zod";
import { AUDIT_ACTIONS } from "../../domain/audit-actions";
import { MEDIA_FORMATS, MEDIA_WIDTHS } from "../../domain/media";
import { isStaffInstant, staffDateMessage } from "../../domain/staff-dates";
import { AuditEntry, ConsoleRole, ConsoleUser, PageQuery, pageOf } from "./common.staff";

// GET /staff/users?q=&role=&page=&pageSize=
export const UsersQuery = PageQuery.extend({ role: ConsoleRole.optional() });

export const UsersResponse = pageOf(ConsoleUser);

// POST /staff/users/{id}/role
export const SetRoleRequest = z.object({ role: ConsoleRole });

export const SetRoleResponse = z.object({ message: z.string(), user: ConsoleUser });

// GET /staff/me: who the console is talking to, and what they may do
export const ConsoleMeResponse = z.object({ user: ConsoleUser });

/** An instant in a staff filter, its Lagos date within the staff window. */
const IsoInstant = z.iso.datetime({ offset: true }).superRefine((value, ctx) => {
  const now = new Date();
  if (!isStaffInstant(value, now)) ctx.addIssue({ code: "custom", message: staffDateMessage(now) });
});

// GET /staff/audit?actor=&action=&entityType=&entityId=&from=&to=&page=&pageSize= (newest first)
export const AuditQuery = PageQuery.omit({ q: true })
  .extend({
    /** A user id or email. */
    actor: z.string().trim().min(1).max(254).optional(),
    /** One kind of action (AUDIT_ACTIONS). */
    action: z.enum(AUDIT_ACTIONS).optional(),
    entityType: z.string().trim().min(1).max(40).optional(),
    entityId: z.string().trim().min(1).max(64).optional(),
    /** From this instant, inclusive. */
    from: IsoInstant.optional(),
    /** Before this instant. */
    to: IsoInstant.optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: "from must not be after to",
    path: ["from"],
  });

export const AuditResponse = pageOf(AuditEntry);

export { MEDIA_FORMATS, MEDIA_WIDTHS };

export const MediaVariant = z.object({
  width: z.number().int(),
  format: z.enum(MEDIA_FORMATS),
  url: z.string(),
});

// POST /staff/media (multipart field "file", or the image as the raw body)
export const MediaResponse = z.object({
  hash: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The widest WebP: what an image field stores. */
  url: z.string(),
  variants: z.array(MediaVariant),
});

export type MediaResponse = z.infer<typeof MediaResponse>;

// GET /staff/site-status
export const SiteStatusResponse = z.object({
  /** up-to-date: the last build is good and nothing changed since; rebuilding: a change waits or a build runs. */
  state: z.enum(["up-to-date", "rebuilding", "failed"]),
  /** Why the last build failed, when it did. */
  reason: z.string().nullable(),
  lastGoodBuildAt: z.string().nullable(),
  /** Changes waiting for the next build. */
  pendingChanges: z.number().int(),
});

export type SiteStatusResponse = z.infer<typeof SiteStatusResponse>;
