/**
 * The audit log's one writer. Called with the transaction of the console write it records, so the
 * record and its audit row commit or roll back together.
 */
import type { AuditAction } from "@/shared/domain/audit-actions";
import { auditLog } from "../db/schema";
import type { Tx } from "../payments/grants";

export interface AuditEntry {
  /** What was done: `tournament.create`, `coach.retire`, `user.role`, ... (AUDIT_ACTIONS) */
  action: AuditAction;
  entityType: string;
  entityId: string;
  /** The record before the write (null for a creation) and after it. */
  before: unknown;
  after: unknown;
}

export async function audited(
  tx: Tx,
  actor: { id: string | null; email: string },
  at: Date,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: toJson(entry.before),
    after: toJson(entry.after),
    at,
  });
}

/** Dates as ISO strings and nothing that JSON cannot hold. */
function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}
