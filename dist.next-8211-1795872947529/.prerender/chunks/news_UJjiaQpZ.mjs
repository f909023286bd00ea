var RSS_PATH = "/rss.xml";
/** Page 1 is /blog itself; the others /blog/page/2, /blog/page/3 ... */
function blogPageHref(number) {
	return number <= 1 ? "/blog" : `/blog/page/${number}`;
}
/** The posts cut into pages; with no posts, one empty page (the listing says there are none yet). */
function blogPages(posts, perPage = 6) {
	const pageCount = Math.max(1, Math.ceil(posts.length / perPage));
	return Array.from({ length: pageCount }, (_, index) => {
		const number = index + 1;
		return {
			number,
			pageCount,
			posts: posts.slice(index * perPage, number * perPage),
			href: blogPageHref(number),
			previousHref: number > 1 ? blogPageHref(number - 1) : void 0,
			nextHref: number < pageCount ? blogPageHref(number + 1) : void 0
		};
	});
}
var XML_ESCAPES = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&apos;"
};
var xml = (text) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
/** An RFC 822 date, as RSS 2.0 wants: the post's day at 08:00 in Lagos (07:00 UTC). */
function rssDate(day) {
	return (/* @__PURE__ */ new Date(`${day}T07:00:00Z`)).toUTCString().replace("GMT", "+0000");
}
/** The RSS 2.0 document of the posts given (newest first): title, link, summary, author, date. */
function rssFeed(feed) {
	const link = (path) => new URL(path, feed.site).href;
	const items = feed.posts.map((post) => {
		const url = link(`/blog/${post.slug}`);
		return [
			"    <item>",
			`      <title>${xml(post.title)}</title>`,
			`      <link>${xml(url)}</link>`,
			`      <guid isPermaLink="true">${xml(url)}</guid>`,
			`      <description>${xml(post.excerpt)}</description>`,
			`      <dc:creator>${xml(post.author)}</dc:creator>`,
			`      <pubDate>${rssDate(post.publishedAt)}</pubDate>`,
			"    </item>"
		].join("\n");
	});
	const newest = feed.posts[0];
	return [
		"<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
		"<rss version=\"2.0\" xmlns:atom=\"http://www.w3.org/2005/Atom\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\">",
		"  <channel>",
		`    <title>${xml(feed.title)}</title>`,
		`    <link>${xml(link("/blog"))}</link>`,
		`    <description>${xml(feed.description)}</description>`,
		"    <language>en-NG</language>",
		`    <atom:link href="${xml(link(RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
		...newest ? [`    <lastBuildDate>${rssDate(newest.publishedAt)}</lastBuildDate>`] : [],
		...items,
		"  </channel>",
		"</rss>",
		""
	].join("\n");
}
export { blogPages as n, rssFeed as r, RSS_PATH as t };
