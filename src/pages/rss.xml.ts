/** The blog's RSS 2.0 feed: every post, newest first. */
import type { APIRoute } from "astro";
import { rssFeed } from "@/lib/content/news";
import { getPosts } from "@/lib/content/site-data";

export const GET: APIRoute = async ({ site }) => {
  const posts = await getPosts();
  const body = rssFeed({
    title: "ATP Tennis Community news",
    description: "Tournament previews, coaching tips and news from the courts of the ATP Tennis Community.",
    site: site?.origin ?? "http://localhost:4321",
    posts: posts.map((post) => ({ ...post.data, slug: post.id })),
  });
  return new Response(body, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
};
