import { S as formatDateNG, T as clubLocal } from "./site-data_Dtzf3jGt.mjs";
// src/shared/domain/tournament-entries.ts
/**
* Whether a tournament takes entries, as its public page says at build time, with the date that
* matters: entries open on the day sales open (paid members earlier), and close at the end of the
* tournament's day in Lagos (the server sells no ticket after it), or when every place is taken.
* The public calendar lists the tournaments of the last `RECENT_TOURNAMENT_DAYS` days after the
* upcoming ones (docs/decisions/0138-public-tournament-calendar.md).
*/
var DAY_MS = 864e5;
/** Entries as of `now`, said with the date they open or close. */
function entriesState(tournament, now) {
	const day = formatDateNG(tournament.date);
	if (tournament.cancelled) return {
		open: false,
		text: "Cancelled: no entries are taken"
	};
	if (clubLocal(new Date(tournament.date)).date < clubLocal(now).date) return {
		open: false,
		text: `Entries closed on ${day}`
	};
	if (tournament.soldOut) return {
		open: false,
		text: "Entries closed: every place is taken"
	};
	const opensAt = tournament.salesOpenAt ? Date.parse(tournament.salesOpenAt) : NaN;
	if (!Number.isNaN(opensAt) && opensAt > now.getTime()) {
		const early = tournament.memberEarlyDays ?? 0;
		const members = early > 0 ? ` (paid members from ${formatDateNG((/* @__PURE__ */ new Date(opensAt - early * DAY_MS)).toISOString())})` : "";
		return {
			open: false,
			text: `Entries open on ${formatDateNG(tournament.salesOpenAt)}${members}`
		};
	}
	return {
		open: true,
		text: `Entries open until ${day}`
	};
}
export { entriesState as t };
