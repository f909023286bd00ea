import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_BTEaefg7.mjs";
import { t as createAstro } from "./base_YBOHMaBk.mjs";
import { t as $$PageIntro } from "./PageIntro_D4L0yk91.mjs";
import { t as $$Section } from "./Section_CzUFQCUO.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.Dc57OdD3.mjs";
import { t as $$Draws } from "./Draws_DVTsqlA0.mjs";
import { t as $$SiteLayout } from "./SiteLayout_PxvWhJ6O.mjs";
import { g as getTournaments, i as getDraws, p as getRecentTournaments, s as getGroups, u as getOrderOfPlay } from "./site-data_CKahgPue.mjs";
import { t as formatNaira } from "./format_CmDfaobV.mjs";
import { t as responsiveImage } from "./media_C0J0IxkA.mjs";
import { t as entriesState } from "./tournament-entries_83O-jY-Z.mjs";
// src/components/tournaments/Groups.astro
createAstro("http://localhost:4496");
var $$Groups = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Groups;
	const { events } = Astro.props;
	return renderTemplate`${maybeRenderHead($$result)}<div class="events" data-astro-cid-slutnn67>${events.map((event) => renderTemplate`<article${addAttribute(`groups-${event.eventId}`, "aria-labelledby")} data-astro-cid-slutnn67><h3${addAttribute(`groups-${event.eventId}`, "id")} data-astro-cid-slutnn67>${event.eventName}: round robin</h3>${event.medallists && renderTemplate`<p data-astro-cid-slutnn67>Champion: <strong data-astro-cid-slutnn67>${event.medallists.winner}</strong>. Runner-up: ${event.medallists.runnerUp}.</p>`}${event.groups.map((group) => renderTemplate`<section class="group"${addAttribute(`${event.eventName}, ${group.name}`, "aria-label")} data-astro-cid-slutnn67><div class="wrap" data-astro-cid-slutnn67><table data-astro-cid-slutnn67><caption data-astro-cid-slutnn67>${group.name}</caption><thead data-astro-cid-slutnn67><tr data-astro-cid-slutnn67><th scope="col" data-astro-cid-slutnn67>#</th><th scope="col" data-astro-cid-slutnn67>Player</th><th scope="col" data-astro-cid-slutnn67>Played</th><th scope="col" data-astro-cid-slutnn67>Won</th><th scope="col" data-astro-cid-slutnn67>Lost</th><th scope="col" data-astro-cid-slutnn67>Sets</th><th scope="col" data-astro-cid-slutnn67>Games</th></tr></thead><tbody data-astro-cid-slutnn67>${group.standings.map((s) => renderTemplate`<tr data-astro-cid-slutnn67><td data-astro-cid-slutnn67>${s.position}</td><th scope="row" data-astro-cid-slutnn67>${s.name}</th><td data-astro-cid-slutnn67>${s.played}</td><td data-astro-cid-slutnn67>${s.won}</td><td data-astro-cid-slutnn67>${s.lost}</td><td data-astro-cid-slutnn67>${s.setsWon}-${s.setsLost}</td><td data-astro-cid-slutnn67>${s.gamesWon}-${s.gamesLost}</td></tr>`)}</tbody></table></div><ul class="results" role="list" data-astro-cid-slutnn67>${group.matches.map((m) => renderTemplate`<li data-astro-cid-slutnn67><span${addAttribute({ won: m.winner === "a" }, "class:list")} data-astro-cid-slutnn67>${m.a}</span> v${" "}<span${addAttribute({ won: m.winner === "b" }, "class:list")} data-astro-cid-slutnn67>${m.b}</span>${m.winner && renderTemplate`<span class="visually-hidden" data-astro-cid-slutnn67>, won by ${m.winner === "a" ? m.a : m.b}</span>`}<span class="score" data-astro-cid-slutnn67>${m.score ?? "to play"}</span></li>`)}</ul></section>`)}</article>`)}</div>`;
}, "/work/main/src/components/tournaments/Groups.astro", void 0);
// src/shared/domain/order-of-play.ts
/** The time of day in Lagos, 24-hour: "09:30". */
function clockText(at) {
	return new Intl.DateTimeFormat("en-GB", {
		timeZone: "Africa/Lagos",
		hour: "2-digit",
		minute: "2-digit",
		hourCycle: "h23"
	}).format(at);
}
// src/components/tournaments/OrderOfPlay.astro
createAstro("http://localhost:4496");
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
	return renderTemplate`${maybeRenderHead($$result)}<div class="order" data-astro-cid-2uzfvzy2>${[...days].map(([day, matches]) => renderTemplate`<table data-astro-cid-2uzfvzy2><caption data-astro-cid-2uzfvzy2>${day}</caption><thead data-astro-cid-2uzfvzy2><tr data-astro-cid-2uzfvzy2><th scope="col" data-astro-cid-2uzfvzy2>Time</th><th scope="col" data-astro-cid-2uzfvzy2>Court</th><th scope="col" data-astro-cid-2uzfvzy2>Match</th><th scope="col" data-astro-cid-2uzfvzy2>Players</th><th scope="col" data-astro-cid-2uzfvzy2>Score</th></tr></thead><tbody data-astro-cid-2uzfvzy2>${matches.map((m) => renderTemplate`<tr data-astro-cid-2uzfvzy2><td data-astro-cid-2uzfvzy2>${clockText(new Date(m.startsAt))}</td><td data-astro-cid-2uzfvzy2>${m.court}</td><td data-astro-cid-2uzfvzy2>${m.label}</td><td data-astro-cid-2uzfvzy2><span${addAttribute({ won: m.winner === "a" }, "class:list")} data-astro-cid-2uzfvzy2>${m.a}</span> v${" "}<span${addAttribute({ won: m.winner === "b" }, "class:list")} data-astro-cid-2uzfvzy2>${m.b}</span>${m.winner && renderTemplate`<span class="visually-hidden" data-astro-cid-2uzfvzy2>, won by ${m.winner === "a" ? m.a : m.b}</span>`}</td><td data-astro-cid-2uzfvzy2>${m.score ?? "To play"}</td></tr>`)}</tbody></table>`)}</div>`;
}, "/work/main/src/components/tournaments/OrderOfPlay.astro", void 0);
// src/pages/tournaments/[id].astro
var _id__exports = /* @__PURE__ */ __exportAll({
	default: () => $$Id,
	file: () => $$file,
	getStaticPaths: () => getStaticPaths,
	url: () => $$url
});
createAstro("http://localhost:4496");
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
	}, { "default": ($$result3) => renderTemplate`${maybeRenderHead($$result3)}<div class="details" data-astro-cid-suy5jt7q><img${addAttribute(image.src, "src")}${addAttribute(image.srcset, "srcset")}${addAttribute(image.srcset ? "(min-width: 48rem) 28rem, 100vw" : void 0, "sizes")} alt="" width="480" height="300" decoding="async" data-astro-cid-suy5jt7q><div data-astro-cid-suy5jt7q><dl class="facts" data-astro-cid-suy5jt7q>${facts.map((fact) => renderTemplate`<div data-astro-cid-suy5jt7q><dt data-astro-cid-suy5jt7q>${fact.label}</dt><dd data-astro-cid-suy5jt7q>${fact.value}</dd></div>`)}<div data-astro-cid-suy5jt7q><dt data-astro-cid-suy5jt7q>Entries</dt><dd${addAttribute(["entries", { open: entries.open }], "class:list")} data-astro-cid-suy5jt7q>${entries.text}</dd></div></dl>${entries.open && renderTemplate`<a class="btn btn-primary" href="/login" data-member-href="/u/tournaments" data-astro-cid-suy5jt7q>Buy a ticket<span class="visually-hidden" data-astro-cid-suy5jt7q> for ${tournament.name}</span></a>`}<p class="calendar" data-astro-cid-suy5jt7q><a href="/tournaments/calendar" data-astro-cid-suy5jt7q>All tournaments on the calendar</a></p></div></div>` })}${order && order.matches.length > 0 && renderTemplate`${renderComponent($$result2, "Section", $$Section, {
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
