import type { APIRoute } from "astro";

/** Crawlers may read the public site but not the members' dashboard; the sitemap lists the pages. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL("/sitemap-index.xml", site ?? "http://localhost:4321").href;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /u",
    "Disallow: /api/",
    "",
    `Sitemap: ${sitemap}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
