/**
 * The blog's pages and its RSS feed, from posts already sorted newest first (`getPosts`).
 * Pure: the pages under src/pages/blog and src/pages/rss.xml.ts call these at build time.
 */

export const POSTS_PER_PAGE = 6;
/** How many posts the home page's "Latest news" shows. */
export const LATEST_NEWS_COUNT = 3;
export const RSS_PATH = "/rss.xml";

export interface BlogPage<T> {
  /** 1-based. */
  number: number;
  pageCount: number;
  posts: T[];
  href: string;
  previousHref: string | undefined;
  nextHref: string | undefined;
}

/** Page 1 is /blog itself; the others /blog/page/2, /blog/page/3 ... */
export function blogPageHref(number: number): string {
  return number <= 1 ? "/blog" : `/blog/page/${number}`;
}

/** The posts cut into pages; with no posts, one empty page (the listing says there are none yet). */
export function blogPages<T>(posts: readonly T[], perPage = POSTS_PER_PAGE): BlogPage<T>[] {
  const pageCount = Math.max(1, Math.ceil(posts.length / perPage));
  return Array.from({ length: pageCount }, (_, index) => {
    const number = index + 1;
    return {
      number,
      pageCount,
      posts: posts.slice(index * perPage, number * perPage),
      href: blogPageHref(number),
      previousHref: number > 1 ? blogPageHref(number - 1) : undefined,
      nextHref: number < pageCount ? blogPageHref(number + 1) : undefined,
    };
  });
}

export interface FeedPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD. */
  publishedAt: string;
}

export interface Feed {
  title: string;
  description: string;
  /** The site's origin, e.g. https://club.example. */
  site: string;
  posts: readonly FeedPost[];
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** An RFC 822 date, as RSS 2.0 wants: the post's day at 08:00 in Lagos (07:00 UTC). */
function rssDate(day: string): string {
  return new Date(`${day}T07:00:00Z`).toUTCString().replace("GMT", "+0000");
}

/** The RSS 2.0 document of the posts given (newest first): title, link, summary, author, date. */
export function rssFeed(feed: Feed): string {
  const link = (path: string) => new URL(path, feed.site).href;
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
      "    </item>",
    ].join("\n");
  });
  const newest = feed.posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xml(feed.title)}</title>`,
    `    <link>${xml(link("/blog"))}</link>`,
    `    <description>${xml(feed.description)}</description>`,
    "    <language>en-NG</language>",
    `    <atom:link href="${xml(link(RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rssDate(newest.publishedAt)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
