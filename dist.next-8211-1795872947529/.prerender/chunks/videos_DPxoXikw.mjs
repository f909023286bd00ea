import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { t as $$CardGrid } from "./CardGrid_CnOKqbzM.mjs";
import { t as $$PageIntro } from "./PageIntro_DO2c4kLU.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$Section } from "./Section_qD7cW6mK.mjs";
import { t as $$Tag } from "./Tag_Be3EcqiZ.mjs";
import { b as VIDEO_LEVEL_LABEL, v as getVideos, y as VIDEO_LEVELS } from "./site-data_Dtzf3jGt.mjs";
import { n as renderScript, t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
// src/components/videos/youtube-links.ts
/** The YouTube addresses a lesson video card links to or embeds. */
function youtubeWatchUrl(videoId) {
	return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}
/** A YouTube search for a lesson's title, for a video whose upload has no id yet. */
function youtubeSearchUrl(title) {
	return `https://www.youtube.com/results?search_query=${encodeURIComponent(`${title} tennis`)}`;
}
// src/components/videos/VideoCard.astro
createAstro("http://localhost:4792");
var $$VideoCard = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$VideoCard;
	const { video } = Astro.props;
	const youtubeHref = video.youtubeId ? youtubeWatchUrl(video.youtubeId) : youtubeSearchUrl(video.title);
	return renderTemplate`${maybeRenderHead($$result)}<article class="video"${addAttribute(video.level, "data-video-level")} data-astro-cid-my6c6rlp><div class="player"${addAttribute(video.youtubeId, "data-lite-youtube")}${addAttribute(video.title, "data-video-title")} data-astro-cid-my6c6rlp><img${addAttribute(`/images/videos/${video.level}.svg`, "src")} alt="" width="640" height="360" loading="lazy" decoding="async" data-astro-cid-my6c6rlp>${video.youtubeId && renderTemplate`<a class="play"${addAttribute(youtubeHref, "href")} data-play data-astro-cid-my6c6rlp><svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" data-astro-cid-my6c6rlp><path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3S12.8.3 7.5 1.7a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z" fill="#b42318" data-astro-cid-my6c6rlp></path><path d="M45 24L27 14v20z" fill="#fff" data-astro-cid-my6c6rlp></path></svg><span class="visually-hidden" data-astro-cid-my6c6rlp>Play video: ${video.title}</span></a>`}</div><div class="body" data-astro-cid-my6c6rlp><p class="meta" data-astro-cid-my6c6rlp>${renderComponent($$result, "Tag", $$Tag, {
		"as": "span",
		"data-astro-cid-my6c6rlp": true
	}, { "default": ($$result) => renderTemplate`${VIDEO_LEVEL_LABEL[video.level]}` })}<span data-astro-cid-my6c6rlp>${video.durationMinutes} min</span></p><h3 data-astro-cid-my6c6rlp>${video.title}</h3><p class="description" data-astro-cid-my6c6rlp>${video.description}</p><a class="btn btn-outline external"${addAttribute(youtubeHref, "href")} rel="noopener" target="_blank" data-astro-cid-my6c6rlp>Watch on YouTube<span class="visually-hidden" data-astro-cid-my6c6rlp>: ${video.title} (opens in a new tab)</span></a></div></article>`;
}, "/work/main/src/components/videos/VideoCard.astro", void 0);
// src/pages/videos.astro
var videos_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Videos,
	file: () => $$file,
	url: () => $$url
});
var $$Videos = createComponent(async ($$result, $$props, $$slots) => {
	const videos = await getVideos();
	const FILTERS = [{
		value: "all",
		label: "All levels"
	}, ...VIDEO_LEVELS.map((level) => ({
		value: level,
		label: VIDEO_LEVEL_LABEL[level]
	}))];
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Lesson videos",
		"description": "Free tennis lesson videos from our coaches for kids, beginners, intermediate and advanced players: grips, serves, footwork, doubles and match play.",
		"solidNav": true,
		"data-astro-cid-dvozwlp7": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "PageIntro", $$PageIntro, {
		"title": "Lesson Videos",
		"eyebrow": "Learn",
		"lead": "Short lessons from our coaches to practise between sessions. Pick your level.",
		"data-astro-cid-dvozwlp7": true
	})}${renderComponent($$result, "Section", $$Section, {
		"id": "video-library",
		"title": "Video Library",
		"data-astro-cid-dvozwlp7": true
	}, { "default": ($$result) => renderTemplate`${maybeRenderHead($$result)}<div data-video-filter data-astro-cid-dvozwlp7><div class="filters" role="group" aria-label="Filter videos by level" data-filter-group data-pending data-astro-cid-dvozwlp7>${FILTERS.map((filter) => renderTemplate`<button class="filter" type="button"${addAttribute(filter.value, "data-filter")}${addAttribute(filter.value === "all" ? "true" : "false", "aria-pressed")} data-astro-cid-dvozwlp7>${filter.label}</button>`)}</div><p class="visually-hidden" aria-live="polite" data-filter-status data-astro-cid-dvozwlp7></p>${videos.length === 0 ? renderTemplate`<p data-astro-cid-dvozwlp7>No videos yet. Our coaches are recording the first lessons.</p>` : renderTemplate`${renderComponent($$result, "CardGrid", $$CardGrid, {
		"columnWidth": "wide",
		"data-astro-cid-dvozwlp7": true
	}, { "default": ($$result) => renderTemplate`${videos.map((video) => renderTemplate`<li data-astro-cid-dvozwlp7>${renderComponent($$result, "VideoCard", $$VideoCard, {
		"video": video,
		"data-astro-cid-dvozwlp7": true
	})}</li>`)}` })}`}</div>` })}${renderScript($$result, "/work/main/src/pages/videos.astro?astro&type=script&index=0&lang.ts")}` })}`;
}, "/work/main/src/pages/videos.astro", void 0);
var $$file = "/work/main/src/pages/videos.astro";
var $$url = "/videos.html";
// \0virtual:astro:page:src/pages/videos@_@astro
var page = () => videos_exports;
export { page };
