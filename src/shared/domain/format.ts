/** Small text formats shared by the site and the dashboard. */

// Built on first use, not when a page loads the module: building a formatter costs a slow phone.
let nairaWhole: Intl.NumberFormat | undefined;
let nairaWithKobo: Intl.NumberFormat | undefined;

/** "₦6,000" for whole naira, "₦1,500.50" when there are kobo. */
export function formatNaira(naira: number): string {
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
