import { x as CLUB_TIME_ZONE } from "./site-data_CKahgPue.mjs";
// src/shared/domain/date-display.ts
/** How dates read on screen: in the club's time zone (Lagos). */
/** The date part of an ISO string, as the tournament cards show it ("2026-11-22"). */
function displayDate(iso) {
	if (!iso) return "";
	const [datePart = ""] = iso.split("T");
	return Number.isNaN(Date.parse(datePart)) ? "" : datePart;
}
function parse(iso) {
	if (!iso) return null;
	const date = new Date(iso);
	return Number.isNaN(date.getTime()) ? null : date;
}
function formatInClubZone(iso, options) {
	const date = parse(iso);
	return date ? new Intl.DateTimeFormat("en-NG", {
		...options,
		timeZone: CLUB_TIME_ZONE
	}).format(date) : "";
}
/** A date for people: "22 Nov 2026"; "" when missing or invalid. */
function formatDateNG(iso) {
	return formatInClubZone(iso, {
		day: "numeric",
		month: "short",
		year: "numeric"
	});
}
export { formatDateNG as n, displayDate as t };
