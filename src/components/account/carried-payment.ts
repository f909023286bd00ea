/**
 * The payment choice a visitor brings to signup and login (`pay`, and the plan title `pl`), carried
 * from page to page until the dashboard's Payment Summary. The selection is re-checked on every
 * page: a malformed `pay` is dropped rather than passed on. Its parser (zod) is fetched only when
 * an address carries a `pay`, so the account pages do not ship it on first load.
 */
import type { PaymentSelection } from "@/shared/domain/pay-param";

/** Longest `pl` carried along; a plan title is a few words. */
const PLAN_TITLE_MAX_LENGTH = 120;

export interface CarriedPayment {
  readonly selection: PaymentSelection;
  /** The `pl` parameter as it came, e.g. `"Premium-Monthly"`; null when absent. */
  readonly planTitleParam: string | null;
}

/** The carried payment of a query string, or null when there is no valid `pay`. */
export async function readCarriedPayment(search: string): Promise<CarriedPayment | null> {
  const params = new URLSearchParams(search);
  if (!params.has("pay")) return null;
  const { parsePayParam } = await import("@/shared/domain/pay-param");
  const selection = parsePayParam(params);
  if (!selection) return null;
  const pl = params.get("pl");
  return { selection, planTitleParam: pl && pl.length <= PLAN_TITLE_MAX_LENGTH ? pl : null };
}

/** `path` carrying the payment forward (`pl` first, as plan buttons write it); `path` alone without one. */
export function hrefCarrying(path: string, carried: CarriedPayment | null): string {
  if (!carried) return path;
  const params = new URLSearchParams();
  if (carried.planTitleParam) params.set("pl", carried.planTitleParam);
  params.set("pay", JSON.stringify(carried.selection));
  return `${path}?${params}`;
}

/** The apps a login may return to: the member dashboard and the club console. */
const RETURN_PATH = /^\/(u|staff)(\/[\w\-/.~%]*)?(\?[^#\s]*)?$/;

/**
 * The page a `next` parameter asks to return to after login, or null: only a same-site path under
 * /u or /staff, so a crafted login link cannot send anyone to another site (`//evil.example`,
 * `https:`, backslashes) or to an arbitrary page of this one.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 500) return null;
  if (!RETURN_PATH.test(next)) return null;
  // Dot segments could climb out of the app once the browser resolves them.
  if (
    next
      .split("?")[0]!
      .split("/")
      .some((segment) => segment === "." || segment === "..")
  )
    return null;
  return next;
}

/** The `next` of a query string, when it is one a login may return to. */
export function readNextPath(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get("next"));
}

/**
 * Where a successful login goes: the billings page to pay for the carried selection, else the page
 * `next` named (a console or dashboard page the visitor was sent away from), else the overview.
 */
export function afterLoginHref(carried: CarriedPayment | null, next: string | null = null): string {
  if (!carried) return next ?? "/u";
  return `/u/billings?${new URLSearchParams({ pay: JSON.stringify(carried.selection) })}`;
}
