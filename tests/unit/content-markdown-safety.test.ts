/**
 * CMS Markdown through the site's own Markdown renderer and the loader: hostile content tries raw
 * HTML, script, event handlers and unsafe link schemes, and none of it reaches the page as markup.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSatteriMarkdownProcessor } from "@astrojs/markdown-satteri";
import { describe, expect, it } from "vitest";
import { documentLoader } from "@/lib/content/document-loader";
import {
  escapeRawHtml,
  isSafeContentUrl,
  renderSafeMarkdown,
  safeRenderedHtml,
} from "@/lib/content/safe-markdown";
import { FooterLinks, Post, Resource, Review } from "@/lib/content/schemas";
import { fakeLoaderContext } from "./content-loader-context";

const processor = await createSatteriMarkdownProcessor({});
const render = async (markdown: string) => {
  const { code } = await processor.render(markdown);
  return { html: code };
};
const safe = async (markdown: string) => (await renderSafeMarkdown(markdown, render)).html;

const HOSTILE = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">click</a>',
  "<iframe src=//evil.example></iframe>",
  "<div\nonclick=alert(1)>x</div>",
  "<!-- <script>alert(1)</script> -->",
  "<style>body{display:none}</style>",
  "Text with <b onmouseover=alert(1)>bold</b> inside.",
  "<javascript:alert(1)>",
].join("\n\n");

describe("CMS Markdown", () => {
  it("shows raw HTML as text: no tag from the content reaches the page", async () => {
    const html = await safe(HOSTILE);
    expect(html).not.toMatch(/<(script|img|iframe|div|style|b)\b/i);
    expect(html).not.toMatch(/<a\b/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;b onmouseover=alert(1)&gt;bold&lt;/b&gt;");
  });

  it("drops javascript:, data: and protocol-relative links and images", async () => {
    const html = await safe(
      [
        "[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](//evil.example/x)",
        "[e](data:text/html;base64,PHNjcmlwdD4=) [f](&#106;avascript:alert(1)) [g](vbscript:x)",
        "![h](javascript:alert(1)) [i][ref]",
        "",
        "[ref]: javascript:alert(1)",
      ].join("\n"),
    );
    expect(html).not.toMatch(/href=|src=/);
    expect(html).toContain(">a</a>");
  });

  it("keeps the links and formatting editors use", async () => {
    const html = await safe(
      [
        "## Water",
        "Drink **often**, see [the guide](/resources), [the club](https://example.com/a?b=1&c=2),",
        "[mail us](mailto:club@example.com), [call](tel:+2348030000000) or [jump](#top).",
        "",
        "- one `a<b` code",
        "",
        "```",
        "if (a < b) return;",
        "```",
      ].join("\n"),
    );
    expect(html).toContain("<h2");
    expect(html).toContain("<strong>often</strong>");
    for (const href of [
      "/resources",
      "https://example.com/a?b=1&amp;c=2",
      "mailto:club@example.com",
      "tel:+2348030000000",
      "#top",
    ])
      expect(html).toContain(`href="${href}"`);
    expect(html).toContain("<code>a&lt;b</code>");
    expect(html).toContain("a &lt; b");
  });

  it("refuses rendered HTML with markup Markdown does not make", () => {
    expect(() => safeRenderedHtml("<p>ok</p><script>x</script>")).toThrow(/<script>/);
    expect(() => safeRenderedHtml('<p onclick="x">ok</p>')).toThrow(/onclick/);
    expect(() => safeRenderedHtml("<p>ok</p><scr<script>ipt>")).toThrow();
    expect(safeRenderedHtml('<p><a href="javascript:x" title="t<i>">t</a></p>')).toBe(
      '<p><a title="t<i>">t</a></p>',
    );
  });

  it("judges addresses the way a browser reads them", () => {
    for (const good of [
      "https://a.ng",
      "http://a.ng",
      "/coaching",
      "guide",
      "#top",
      "mailto:a@b.ng",
      "tel:+234",
      "",
    ])
      expect(isSafeContentUrl(good), good).toBe(true);
    for (const bad of [
      "javascript:x",
      " javascript:x",
      "java\tscript:x",
      "&#x6A;avascript:x",
      "//evil",
      "\\\\evil",
      "/\\evil",
      "data:x",
      "vbscript:x",
    ])
      expect(isSafeContentUrl(bad), bad).toBe(false);
  });

  it("leaves fenced code and code spans as written", () => {
    expect(escapeRawHtml("a <b>\n```html\n<b>\n```\n`<i>` <i>")).toBe(
      "a &lt;b>\n```html\n<b>\n```\n`<i>` &lt;i>",
    );
  });
});

describe("images in CMS Markdown", () => {
  const UPLOAD = "https://cdn.sanity.io/images/abc123/production/Tb9Ew8CXIwaY6R1kjMvI0uRR-2000x1000.jpg";

  it("shows an image uploaded to Sanity through sized renditions in the browser's best format", async () => {
    const html = await safe(`Before.\n\n![The new floodlights at dusk](${UPLOAD})`);
    const img = /<img [^>]*>/.exec(html)?.[0] ?? "";
    const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(img)?.[1];
    expect(attribute("alt")).toBe("The new floodlights at dusk");
    expect(attribute("src")).toBe(`${UPLOAD}?w=480&amp;fit=crop&amp;auto=format`);
    expect(attribute("srcset")).toBe(
      [480, 736, 1104, 1472]
        .map((width) => `${UPLOAD}?w=${width}&amp;fit=crop&amp;auto=format ${width}w`)
        .join(", "),
    );
    expect(attribute("sizes")).toBe("(min-width: 48rem) 46rem, calc(100vw - 2rem)");
    // The upload's 2:1 box at the smallest width, so the page does not shift as it loads.
    expect([attribute("width"), attribute("height")]).toEqual(["480", "240"]);
    expect(attribute("loading")).toBe("lazy");
    // Never the upload itself.
    expect(html).not.toMatch(/\.jpg["\s]/);
  });

  it("never offers a rendition wider than the upload", async () => {
    const small = UPLOAD.replace("2000x1000", "600x400");
    const html = await safe(`![A small photo](${small})`);
    expect(html).toContain(`srcset="${small}?w=480&amp;fit=crop&amp;auto=format 480w"`);
    const tiny = UPLOAD.replace("2000x1000", "300x200");
    expect(await safe(`![A tiny photo](${tiny})`)).toContain(
      `src="${tiny}?w=300&amp;fit=crop&amp;auto=format"`,
    );
  });

  it("shows an image on any other host as written", async () => {
    const html = await safe("![A court](https://images.example.com/court.jpg)");
    expect(html).toContain('<img src="https://images.example.com/court.jpg" alt="A court"');
    expect(html).not.toContain("srcset");
    expect(html).not.toContain("loading");
  });

  it("refuses a Sanity image address whose size cannot be known", async () => {
    await expect(safe("![Odd](https://cdn.sanity.io/images/abc123/production/photo.jpg)")).rejects.toThrow(
      "Not a Sanity image",
    );
  });
});

describe("the content loader", () => {
  it("stores posts rendered without the content's raw HTML or unsafe links", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "content-"));
    try {
      await mkdir(path.join(dir, "posts"));
      const post = {
        slug: "hostile",
        title: "Hostile",
        excerpt: "Tries everything",
        publishedAt: "2026-11-01",
        author: "Someone",
        body: `${HOSTILE}\n\n[x](javascript:alert(1))`,
      };
      await writeFile(path.join(dir, "posts", "hostile.json"), JSON.stringify(post));
      const fake = fakeLoaderContext("posts", Post);
      (fake.context as { renderMarkdown: typeof render }).renderMarkdown = render;
      await documentLoader({
        collection: "posts",
        kind: "list",
        idField: "slug",
        markdownField: "body",
        settings: {
          sanity: null,
          contentDir: dir,
          clubApiUrl: "http://127.0.0.1:1/api",
          cacheDir: "/nonexistent",
          useLastGoodData: false,
        },
      }).load(fake.context);
      const html = fake.entries.get("hostile")?.rendered?.html ?? "";
      expect(html).toContain("&lt;script&gt;");
      expect(html).not.toMatch(/<(script|img|iframe|style|div|b)\b|<a [^>]*href=/i);
      expect(html).toContain("<p><a>x</a></p>");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses javascript: and protocol-relative links in link fields", () => {
    expect(FooterLinks.safeParse({ privacyLink: "//evil.example" }).success).toBe(false);
    expect(FooterLinks.safeParse({ privacyLink: "/\\evil.example" }).success).toBe(false);
    expect(FooterLinks.safeParse({ privacyLink: "/privacy" }).success).toBe(true);
    const resource = { title: "T", summary: "S", category: "C" };
    expect(Resource.safeParse({ ...resource, url: "javascript:alert(1)" }).success).toBe(false);
    expect(Resource.safeParse({ ...resource, url: "https://example.com" }).success).toBe(true);
    const review = { name: "Ada Obi", role: "Parent", reviewContent: "Great" };
    expect(Review.safeParse({ ...review, image: "javascript:alert(1)" }).success).toBe(false);
    expect(Review.safeParse({ ...review, image: "data:image/png;base64,AAAA" }).success).toBe(false);
  });
});
