import { describe, expect, it } from "vitest";
import { blogPageHref, blogPages, rssFeed } from "./news";

describe("blogPages", () => {
  const posts = Array.from({ length: 13 }, (_, index) => `post-${index + 1}`);

  it("cuts the posts, newest first as given, into pages of six linked to each other", () => {
    const pages = blogPages(posts);
    expect(pages.map((page) => page.posts.length)).toEqual([6, 6, 1]);
    expect(pages[0]).toMatchObject({
      number: 1,
      pageCount: 3,
      href: "/blog",
      previousHref: undefined,
      nextHref: "/blog/page/2",
    });
    expect(pages[0]?.posts[0]).toBe("post-1");
    expect(pages[1]).toMatchObject({ href: "/blog/page/2", previousHref: "/blog", nextHref: "/blog/page/3" });
    expect(pages[2]).toMatchObject({ posts: ["post-13"], previousHref: "/blog/page/2", nextHref: undefined });
  });

  it("makes exactly full pages without an empty last one", () => {
    expect(blogPages(posts.slice(0, 12)).map((page) => page.posts.length)).toEqual([6, 6]);
    expect(blogPages(posts.slice(0, 6))).toHaveLength(1);
  });

  it("keeps one empty page when there are no posts", () => {
    expect(blogPages([])).toEqual([
      { number: 1, pageCount: 1, posts: [], href: "/blog", previousHref: undefined, nextHref: undefined },
    ]);
  });

  it("names page 1 /blog", () => {
    expect([1, 2, 10].map(blogPageHref)).toEqual(["/blog", "/blog/page/2", "/blog/page/10"]);
  });
});

describe("rssFeed", () => {
  const feed = rssFeed({
    title: "ATP Tennis Community news",
    description: "News & stories",
    site: "https://club.example",
    posts: [
      {
        slug: "ball-kids-wanted",
        title: "Ball Kids <Wanted>",
        excerpt: `Juniors "10 to 15" & friends`,
        author: "Bola Ajayi",
        publishedAt: "2026-10-28",
      },
      {
        slug: "older",
        title: "Older",
        excerpt: "An older post.",
        author: "Funmi",
        publishedAt: "2026-01-20",
      },
    ],
  });

  it("is an RSS 2.0 channel linking the blog and itself", () => {
    expect(feed.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(feed).toContain("<link>https://club.example/blog</link>");
    expect(feed).toContain(
      '<atom:link href="https://club.example/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(feed).toContain("<description>News &amp; stories</description>");
    expect(feed).toContain("<lastBuildDate>Wed, 28 Oct 2026 07:00:00 +0000</lastBuildDate>");
  });

  it("has one item per post, in the order given, with its text escaped", () => {
    expect(feed.match(/<item>/g)).toHaveLength(2);
    expect(feed.indexOf("ball-kids-wanted")).toBeLessThan(feed.indexOf("/blog/older"));
    expect(feed).toContain("<title>Ball Kids &lt;Wanted&gt;</title>");
    expect(feed).toContain("<description>Juniors &quot;10 to 15&quot; &amp; friends</description>");
    expect(feed).toContain('<guid isPermaLink="true">https://club.example/blog/ball-kids-wanted</guid>');
    expect(feed).toContain("<dc:creator>Bola Ajayi</dc:creator>");
    expect(feed).toContain("<pubDate>Tue, 20 Jan 2026 07:00:00 +0000</pubDate>");
  });

  it("is a channel without items when there are no posts", () => {
    const empty = rssFeed({ title: "t", description: "d", site: "https://club.example", posts: [] });
    expect(empty).not.toContain("<item>");
    expect(empty).not.toContain("lastBuildDate");
  });
});
