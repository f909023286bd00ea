/** Small text formats shared by the site and the dashboard. */

// Built on first use, not when a page loads the module, and only for amounts `formatNaira` does not
// write itself: the first number formatter costs a slow phone a quarter of a second.
let nairaWhole: Intl.NumberFormat | undefined;
let nairaWithKobo: Intl.NumberFormat | undefined;

/**
 * Amounts below ₦10 trillion: at most 15 digits of kobo, which a double carries exactly as a
 * decimal, so `Intl` writes the same digits.
 */
const EXACT_KOBO = 1e15;

/** "1234567" as "1,234,567". */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/**
 * "₦6,000" for whole naira, "₦1,500.50" when there are kobo, as `Intl.NumberFormat` writes naira in
 * en-NG. An amount in whole kobo (every amount the club charges or pays) is written here, without
 * building a formatter (docs/decisions/0300-the-club-clock-without-intl.md); anything else (a
 * fraction of a kobo, -0, ₦10 trillion or more, NaN) is left to `Intl`.
 */
export function formatNaira(naira: number): string {
  const kobo = Math.round(naira * 100);
  if (Math.abs(kobo) < EXACT_KOBO && kobo / 100 === naira && !Object.is(naira, -0)) {
    const sign = kobo < 0 ? "-" : "";
    const whole = `${sign}₦${grouped(String(Math.floor(Math.abs(kobo) / 100)))}`;
    return Number.isInteger(naira) ? whole : `${whole}.${String(Math.abs(kobo) % 100).padStart(2, "0")}`;
  }
  if (Number.isInteger(naira)) {
    nairaWhole ??= new Intl.NumberFormat("en-NG", {
      style: "currency",
      currency: "NGN",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    return nairaWhole.format(naira);
  }
  nairaWithKobo ??= new Intl.NumberFormat("en-NG", { style: "currency", currency: "NGN" });
  return nairaWithKobo.format(naira);
}

const SHORT_ID_EDGE = 6;

/** A long id as its first 6 and last 6 characters ("65f1a2...c9d0e1"); ids of 12 or fewer stay whole. */
export function shortId(id: string | null | undefined): string {
  if (!id) return "";
  if (id.length <= SHORT_ID_EDGE * 2) return id;
  return `${id.slice(0, SHORT_ID_EDGE)}...${id.slice(-SHORT_ID_EDGE)}`;
}

/** "1 month", "3 months". */
export function monthsLabel(months: number): string {
  return months === 1 ? "1 month" : `${months} months`;
}
