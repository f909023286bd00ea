/** The audit log's filters as typed (Lagos dates) and the query they make. Pure. */
import { CLUB_TIME_ZONE, clubInstant, isLocalDate } from "@/shared/domain/club-time";
import { keptFormat } from "@/shared/domain/date-display";

const isoDayInLagos = keptFormat("en-CA", { timeZone: CLUB_TIME_ZONE });

export interface AuditFilterValues {
  actor: string;
  /** One kind of action (AUDIT_ACTIONS), or "" for every kind. */
  action: string;
  /** Lagos calendar dates, inclusive. */
  from: string;
  to: string;
}

/**
 * The query for the filters: `from` is the start of that Lagos day, `to` the start of the day after
 * (the server's `to` is exclusive), so a one-day range shows that whole day. A date that is not one
 * is left out rather than sent.
 */
export function auditQuery(values: AuditFilterValues): Record<string, string | undefined> {
  const dayAfter = (date: string) => {
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return next.toISOString().slice(0, 10);
  };
  return {
    actor: values.actor.trim() || undefined,
    action: values.action || undefined,
    from: isLocalDate(values.from)
      ? clubInstant({ date: values.from, time: "00:00" }).toISOString()
      : undefined,
    to: isLocalDate(values.to)
      ? clubInstant({ date: dayAfter(values.to), time: "00:00" }).toISOString()
      : undefined,
  };
}

/** The Lagos date an instant in the query names, for showing the filters again. */
export function filterDate(iso: string | undefined, inclusiveEnd = false): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return "";
  const instant = new Date(Date.parse(iso) - (inclusiveEnd ? 1 : 0));
  return isoDayInLagos(instant);
}
