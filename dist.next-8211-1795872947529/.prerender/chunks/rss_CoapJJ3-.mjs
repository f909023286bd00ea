import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { r as rssFeed } from "./news_UJjiaQpZ.mjs";
import { f as getPosts } from "./site-data_Dtzf3jGt.mjs";
// src/pages/rss.xml.ts
var rss_xml_exports = /* @__PURE__ */ __exportAll({ GET: () => GET });
var GET = async ({ site }) => {
	const posts = await getPosts();
	const body = rssFeed({
		title: "ATP Tennis Community news",
		description: "Tournament previews, coaching tips and news from the courts of the ATP Tennis Community.",
		site: site?.origin ?? "http://localhost:4321",
		posts: posts.map((post) => ({
			...post.data,
			slug: post.id
		}))
	});
	return new Response(body, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
};
// \0virtual:astro:page:src/pages/rss.xml@_@ts
var page = () => rss_xml_exports;
export { page };
