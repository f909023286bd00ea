import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { t as $$PageIntro } from "./PageIntro_DO2c4kLU.mjs";
import { t as $$Section } from "./Section_qD7cW6mK.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { n as $$Bracket, r as stopAfter, t as $$Draws } from "./Draws_cp6CdD5H.mjs";
import { t as formatNaira } from "./format_huzqRFNt.mjs";
import { C as keptFormat, E as CLUB_TIME_ZONE, S as formatDateNG, _ as getTournaments, g as getTournamentEvents, i as getDraws, p as getRecentTournaments, s as getGroups, u as getOrderOfPlay } from "./site-data_Dtzf3jGt.mjs";
import { t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
import { t as responsiveImage } from "./media_C0J0IxkA.mjs";
import { t as entriesState } from "./tournament-entries_CR-5z6Vy.mjs";
keptFormat("en-GB", {
	timeZone: CLUB_TIME_ZONE,
	weekday: "short",
	day: "numeric",
	month: "short",
	year: "numeric"
});
/** The time of day in Lagos, 24-hour: "09:30". */
var clockText = keptFormat("en-GB", {
	timeZone: CLUB_TIME_ZONE,
	hour: "2-digit",
	minute: "2-digit",
	hourCycle: "h23"
});
// src/shared/domain/tournament-events.ts
/** The age band as players read it: "under 12", "18 and over", "11 to 13", or null for any age. */
function ageBandText(rule) {
	const { underAge, minAge } = rule;
	if (underAge !== null && minAge !== null) return `${minAge} to ${underAge - 1}`;
	if (underAge !== null) return `under ${underAge}`;
	if (minAge !== null) return `${minAge} and over`;
	return null;
}
/** Who may enter, by gender (an open event says nothing of it). */
var WHO = {
	boys: "Boys",
	girls: "Girls",
	men: "Men",
	women: "Women",
	open: "Players"
};
/**
* Whom an event admits, as one line for the public page and the console: "Boys under 12 on
* 31 Dec 2026, at kids amatuer or kids mid-level level", "Players of any age, any level".
*/
function eventAdmitsText(rule) {
	const band = ageBandText(rule);
	const age = band ? `${band} on ${formatCutoff(rule.ageCutoff)}` : "of any age";
	const level = rule.levels.length > 0 ? `at ${levelsText(rule.levels)} level` : "any level";
	return `${WHO[rule.gender]} ${age}, ${level}`;
}
/** The public page's line on places, as of its build: "5 of 8 places left", "Full: waiting list open". */
function eventPlacesText(event) {
	if (event.capacity === null || event.placesLeft === null) return null;
	if (event.placesLeft === 0) return "Full: a waiting list is open";
	return `${event.placesLeft} of ${event.capacity} places left`;
}
/** When members may enter until: "10 Dec 2026, 18:00 (Lagos time)", or the tournament's day. */
function entryDeadlineText(entryDeadline) {
	if (entryDeadline === null) return "Until the tournament's day";
	const clock = clockText(new Date(entryDeadline));
	return `${formatDateNG(entryDeadline)}, ${clock} (Lagos time)`;
}
function levelsText(levels) {
	if (levels.length === 1) return levels[0];
	return `${levels.slice(0, -1).join(", ")} or ${levels.at(-1)}`;
}
/** "1 Jan 2027" for a calendar day (noon UTC is the same day in Lagos). */
function formatCutoff(day) {
	return formatDateNG(`${day}T12:00:00Z`);
}
// src/components/tournaments/Events.astro
createAstro("http://localhost:4792");
var $$Events = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Events;
	const { events } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<ul class="events" data-astro-cid-w6p2vejq>${events.map((event) => {
		const places = eventPlacesText(event);
		return renderTemplate`<li class="event" data-astro-cid-w6p2vejq><h3 data-astro-cid-w6p2vejq>${event.name}</h3><dl data-astro-cid-w6p2vejq><div data-astro-cid-w6p2vejq><dt data-astro-cid-w6p2vejq>Who may enter</dt><dd data-astro-cid-w6p2vejq>${eventAdmitsText(event)}</dd></div><div data-astro-cid-w6p2vejq><dt data-astro-cid-w6p2vejq>Format</dt><dd data-astro-cid-w6p2vejq>${event.kind === "singles" ? "Singles" : "Doubles"}</dd></div><div data-astro-cid-w6p2vejq><dt data-astro-cid-w6p2vejq>Entry fee</dt><dd data-astro-cid-w6p2vejq>${event.fee === 0 ? "Free" : formatNaira(event.fee)}</dd></div><div data-astro-cid-w6p2vejq><dt data-astro-cid-w6p2vejq>Entries close</dt><dd data-astro-cid-w6p2vejq>${entryDeadlineText(event.entryDeadline)}</dd></div>${places && renderTemplate`<div data-astro-cid-w6p2vejq><dt data-astro-cid-w6p2vejq>Places</dt><dd data-astro-cid-w6p2vejq>${places}</dd></div>`}</dl></li>`;
	})}</ul>`;
}, "/work/main/src/components/tournaments/Events.astro", void 0);
// src/components/tournaments/Groups.astro
createAstro("http://localhost:4792");
var $$Groups = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Groups;
	const { events } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<div class="events" data-astro-cid-slutnn67>${events.map((event) => renderTemplate`<article${addAttribute(`groups-${event.eventId}`, "aria-labelledby")} data-astro-cid-slutnn67><h3${addAttribute(`groups-${event.eventId}`, "id")} data-astro-cid-slutnn67>${event.eventName}: round robin</h3>${event.medallists && renderTemplate`<p data-astro-cid-slutnn67>Champion: <strong data-astro-cid-slutnn67>${event.medallists.winner}</strong>${stopAfter(event.medallists.winner)} Runner-up:${" "}${event.medallists.runnerUp}${stopAfter(event.medallists.runnerUp)}</p>`}${event.groups.map((group) => renderTemplate`<section class="group"${addAttribute(`${event.eventName}, ${group.name}`, "aria-label")} data-astro-cid-slutnn67><div class="wrap" tabindex="0" role="region"${addAttribute(`${group.name} table`, "aria-label")} data-astro-cid-slutnn67><table data-astro-cid-slutnn67><caption data-astro-cid-slutnn67>${group.name}</caption><thead data-astro-cid-slutnn67><tr data-astro-cid-slutnn67><th scope="col" data-astro-cid-slutnn67>#</th><th scope="col" data-astro-cid-slutnn67>Player</th><th scope="col" data-astro-cid-slutnn67>Played</th><th scope="col" data-astro-cid-slutnn67>Won</th><th scope="col" data-astro-cid-slutnn67>Lost</th><th scope="col" data-astro-cid-slutnn67>Sets</th><th scope="col" data-astro-cid-slutnn67>Games</th></tr></thead><tbody data-astro-cid-slutnn67>${group.standings.map((s) => renderTemplate`<tr data-astro-cid-slutnn67><td data-astro-cid-slutnn67>${s.position}</td><th scope="row" data-astro-cid-slutnn67>${s.name}</th><td data-astro-cid-slutnn67>${s.played}</td><td data-astro-cid-slutnn67>${s.won}</td><td data-astro-cid-slutnn67>${s.lost}</td><td data-astro-cid-slutnn67>${s.setsWon}-${s.setsLost}</td><td data-astro-cid-slutnn67>${s.gamesWon}-${s.gamesLost}</td></tr>`)}</tbody></table></div><ul class="results" role="list" data-astro-cid-slutnn67>${group.matches.map((m) => renderTemplate`<li data-astro-cid-slutnn67><span${addAttribute({ won: m.winner === "a" }, "class:list")} data-astro-cid-slutnn67>${m.a}</span> v${" "}<span${addAttribute({ won: m.winner === "b" }, "class:list")} data-astro-cid-slutnn67>${m.b}</span>${m.winner && renderTemplate`<span class="visually-hidden" data-astro-cid-slutnn67>, won by ${m.winner === "a" ? m.a : m.b}</span>`}<span class="score" data-astro-cid-slutnn67>${m.score ?? "to play"}</span></li>`)}</ul></section>`)}${event.knockout && renderTemplate`<section class="knockout"${addAttribute(`knockout-${event.eventId}`, "aria-labelledby")} data-astro-cid-slutnn67><h4${addAttribute(`knockout-${event.eventId}`, "id")} data-astro-cid-slutnn67>${event.eventName}: knock-out</h4>${renderComponent($$result, "Bracket", $$Bracket, {
		"rounds": event.knockout.rounds,
		"prefix": `${event.eventName} knock-out`,
		"level": 5,
		"data-astro-cid-slutnn67": true
	})}</section>`}</article>`)}</div>`;
}, "/work/main/src/components/tournaments/Groups.astro", void 0);
// src/components/tournaments/OrderOfPlay.astro
createAstro("http://localhost:4792");
var $$OrderOfPlay = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$OrderOfPlay;
	const { order } = Astro.props;
	const dayOf = (iso) => new Intl.DateTimeFormat("en-NG", {
		dateStyle: "full",
		timeZone: "Africa/Lagos"
	}).format(new Date(iso));
	const days = /* @__PURE__ */ new Map();
	for (const match of order.matches) days.set(dayOf(match.startsAt), [...days.get(dayOf(match.startsAt)) ?? [], match]);
	return renderTemplate`${maybeRenderHead($$result)}<!-- Focusable, so a keyboard can scroll the tables where a narrow screen cuts them. --><div class="order" tabindex="0" role="region" aria-label="Matches by day" data-astro-cid-2uzfvzy2>${[...days].map(([day, matches]) => renderTemplate`<table data-astro-cid-2uzfvzy2><caption data-astro-cid-2uzfvzy2>${day}</caption><thead data-astro-cid-2uzfvzy2><tr data-astro-cid-2uzfvzy2><th scope="col" data-astro-cid-2uzfvzy2>Time</th><th scope="col" data-astro-cid-2uzfvzy2>Court</th><th scope="col" data-astro-cid-2uzfvzy2>Match</th><th scope="col" data-astro-cid-2uzfvzy2>Players</th><th scope="col" data-astro-cid-2uzfvzy2>Score</th></tr></thead><tbody data-astro-cid-2uzfvzy2>${matches.map((m) => renderTemplate`<tr data-astro-cid-2uzfvzy2><td data-astro-cid-2uzfvzy2>${clockText(new Date(m.startsAt))}</td><td data-astro-cid-2uzfvzy2>${m.court}</td><td data-astro-cid-2uzfvzy2>${m.label}</td><td data-astro-cid-2uzfvzy2><span${addAttribute({ won: m.winner === "a" }, "class:list")} data-astro-cid-2uzfvzy2>${m.a}</span> v${" "}<span${addAttribute({ won: m.winner === "b" }, "class:list")} data-astro-cid-2uzfvzy2>${m.b}</span>${m.winner && renderTemplate`<span class="visually-hidden" data-astro-cid-2uzfvzy2>, won by ${m.winner === "a" ? m.a : m.b}</span>`}</td><td class="score" data-astro-cid-2uzfvzy2>${m.score ?? "To play"}</td></tr>`)}</tbody></table>`)}</div>`;
}, "/work/main/src/components/tournaments/OrderOfPlay.astro", void 0);
// src/pages/tournaments/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	getStaticPaths: () => getStaticPaths,
	url: () => $$url
});
createAstro("http://localhost:4792");
async function getStaticPaths() {
	return [...await getTournaments(), ...await getRecentTournaments()].map((tournament) => ({
		params: { id: tournament._id },
		props: { tournament }
	}));
}
var $$Id = createComponent(async ($$result, $$props, $$slots) => {
	const Astro2 = $$result.createAstro($$props, $$slots);
	Astro2.self = $$Id;
	const { tournament } = Astro2.props;
	const entries = entriesState(tournament, /* @__PURE__ */ new Date());
	const draw = (await getDraws()).find((d) => d.tournamentId === tournament._id);
	const order = await getOrderOfPlay(tournament._id);
	const events = tournament.cancelled ? [] : await getTournamentEvents(tournament._id);
	const groups = (await getGroups()).filter((g) => g.tournamentId === tournament._id);
	const day = new Intl.DateTimeFormat("en-NG", {
		dateStyle: "full",
		timeZone: "Africa/Lagos"
	}).format(new Date(tournament.date));
	const image = responsiveImage(tournament.tournamentImgURL, "/api");
	const facts = [
		{
			label: "Date",
			value: day
		},
		{
			label: "Time",
			value: tournament.time
		},
		{
			label: "Place",
			value: tournament.location
		},
		{
			label: "Ticket price",
			value: formatNaira(tournament.price)
		}
	];
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": tournament.name,
		"description": `${tournament.name}: ${day}, ${tournament.time}, ${tournament.location}. Tickets ${formatNaira(tournament.price)}. ${entries.text}.`,
		"image": image.src,
		"solidNav": true,
		"data-astro-cid-suy5jt7q": true
	}, { "default": ($$result2) => renderTemplate`${renderComponent($$result2, "PageIntro", $$PageIntro, {
		"title": tournament.name,
		"eyebrow": "Tournament",
		"lead": `${day} · ${tournament.location}`,
		"data-astro-cid-suy5jt7q": true
	})}${renderComponent($$result2, "Section", $$Section, {
		"id": "details",
		"title": "Details",
		"data-astro-cid-suy5jt7q": true
	}, { "default": ($$result3) => renderTemplate`${maybeRenderHead($$result3)}<div class="details" data-astro-cid-suy5jt7q><img${addAttribute(image.src, "src")}${addAttribute(image.srcset, "srcset")}${addAttribute(image.srcset ? "(min-width: 48rem) 28rem, 100vw" : void 0, "sizes")} alt="" width="480" height="300" decoding="async" data-astro-cid-suy5jt7q><div data-astro-cid-suy5jt7q><dl class="facts" data-astro-cid-suy5jt7q>${facts.map((fact) => renderTemplate`<div data-astro-cid-suy5jt7q><dt data-astro-cid-suy5jt7q>${fact.label}</dt><dd data-astro-cid-suy5jt7q>${fact.value}</dd></div>`)}<div data-astro-cid-suy5jt7q><dt data-astro-cid-suy5jt7q>Entries</dt><dd${addAttribute(["entries", { open: entries.open }], "class:list")} data-astro-cid-suy5jt7q>${entries.text}</dd></div></dl>${entries.open && renderTemplate`<a class="btn btn-primary" href="/login" data-member-href="/u/tournaments" data-astro-cid-suy5jt7q>Buy a ticket<span class="visually-hidden" data-astro-cid-suy5jt7q> for ${tournament.name}</span></a>`}<p class="calendar" data-astro-cid-suy5jt7q><a href="/tournaments/calendar" data-astro-cid-suy5jt7q>All tournaments on the calendar</a></p></div></div>` })}${events.length > 0 && renderTemplate`${renderComponent($$result2, "Section", $$Section, {
		"id": "events",
		"title": events.length === 1 ? "Event" : "Events",
		"tone": "soft",
		"data-astro-cid-suy5jt7q": true
	}, { "default": ($$result3) => renderTemplate`${renderComponent($$result3, "Events", $$Events, {
		"events": events,
		"data-astro-cid-suy5jt7q": true
	})}` })}`}${order && order.matches.length > 0 && renderTemplate`${renderComponent($$result2, "Section", $$Section, {
		"id": "order-of-play",
		"title": "Order of play",
		"data-astro-cid-suy5jt7q": true
	}, { "default": ($$result3) => renderTemplate`${renderComponent($$result3, "OrderOfPlay", $$OrderOfPlay, {
		"order": order,
		"data-astro-cid-suy5jt7q": true
	})}` })}`}${groups.length > 0 && renderTemplate`${renderComponent($$result2, "Section", $$Section, {
		"id": "groups",
		"title": "Round-robin groups",
		"tone": "soft",
		"data-astro-cid-suy5jt7q": true
	}, { "default": ($$result3) => renderTemplate`${renderComponent($$result3, "Groups", $$Groups, {
		"events": groups,
		"data-astro-cid-suy5jt7q": true
	})}` })}`}${draw && renderTemplate`${renderComponent($$result2, "Section", $$Section, {
		"id": "draw",
		"title": "Draw and results",
		"tone": "soft",
		"data-astro-cid-suy5jt7q": true
	}, { "default": ($$result3) => renderTemplate`${renderComponent($$result3, "Draws", $$Draws, {
		"draws": [draw],
		"open": 1,
		"data-astro-cid-suy5jt7q": true
	})}` })}`}` })}`;
}, "/work/main/src/pages/tournaments/[id].astro", void 0);
var $$file = "/work/main/src/pages/tournaments/[id].astro";
var $$url = "/tournaments/[id].html";
// \0virtual:astro:page:src/pages/tournaments/[id]@_@astro
var page = () => _id__exports;
export { page };
