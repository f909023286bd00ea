/**
 * News and gallery as a visitor meets them with no Sanity project (content/ files): the home
 * page's latest news, the blog's pages and RSS feed, the gallery's lightbox by keyboard, and the
 * /studio page explaining how to connect a project. Axe on each page; screenshots at desktop and phone.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { attachScreenshot } from "../support/screenshots";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

async function screenshots(page: Page, name: string) {
  await attachScreenshot(page, `${name}-desktop`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await attachScreenshot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.use({ viewport: { width: 1280, height: 800 } });

test("the home page shows the three newest posts and the footer links the news and the gallery", async ({
  page,
}) => {
  await page.goto("/");
  const news = page.getByRole("region", { name: "Latest news" });
  await expect(news.getByRole("heading", { level: 3 })).toHaveText([
    "Our New Photo Gallery Is Open",
    "Ball Kids Wanted for the December Championship",
    "December Championship 2026: Categories, Dates and How to Enter",
  ]);
  await news.getByRole("link", { name: "Read all news" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const quick = page.getByRole("contentinfo").getByRole("navigation", { name: "Quick Links" });
  await expect(quick.getByRole("link", { name: "News" })).toHaveAttribute("href", "/blog");
  await expect(quick.getByRole("link", { name: "Gallery" })).toHaveAttribute("href", "/gallery");
});

test("the blog lists six posts a page, links the older ones and offers its RSS feed", async ({
  page,
  request,
}) => {
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Club News and Stories");
  await expect(page.getByRole("navigation", { name: "Blog pages" })).toContainText("Page 1 of 2");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(6);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/rss.xml",
  );
  // Two posts have covers: the first card's loads at once, the other lazily; both boxes are set.
  const covers = page.getByRole("main").locator("article img");
  await expect(covers).toHaveCount(2);
  await expect(covers.first()).toHaveAttribute(
    "alt",
    "Two juniors rallying from the baseline on a blue court",
  );
  await expect(covers.first()).toHaveAttribute("loading", "eager");
  await expect(covers.last()).toHaveAttribute("loading", "lazy");
  for (const cover of await covers.all()) {
    await expect(cover).toHaveAttribute("width", "320");
    await expect(cover).toHaveAttribute("height", "213");
    await expect(cover).toHaveAttribute("srcset", /\.webp 320w, .*\.webp 480w, .*\.webp 640w$/);
  }
  await expect
    .poll(() => covers.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectNoAxeViolations(page);
  await screenshots(page, "blog");

  const pages = page.getByRole("navigation", { name: "Blog pages" });
  await pages.getByRole("link", { name: "Older posts" }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Club News and Stories (page 2 of 2)");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("link", { name: /Beating the Heat/ })).toBeVisible();
  await pages.getByRole("link", { name: "Newer posts" }).click();
  await expect(page).toHaveURL(/\/blog$/);

  const feedLink = page.getByRole("link", { name: "Follow the news by RSS" });
  const feed = await request.get((await feedLink.getAttribute("href")) ?? "");
  expect(feed.ok()).toBe(true);
  const xml = await feed.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml.match(/<item>/g)).toHaveLength(7);
  expect(xml).toContain("/blog/gallery-opens</link>");
});

test("a post shows its cover above its text", async ({ page }) => {
  await page.goto("/blog/gallery-opens");
  const cover = page.getByRole("img", { name: "Two juniors rallying from the baseline on a blue court" });
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute("srcset", / 480w, .* 736w, .* 1104w$/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
  await expectNoAxeViolations(page);
  await screenshots(page, "post");
});

test("the gallery opens a photo in a lightbox moved by the arrow keys and closed by Escape", async ({
  page,
}) => {
  await page.goto("/gallery");
  const album = page.getByRole("region", { name: "Lagos Junior Open 2026" });
  await expect(album.getByText("Lagos Junior Open", { exact: false }).first()).toBeVisible();
  const thumbs = album.getByRole("link");
  await expect(thumbs).toHaveCount(3);
  // Fixed-size renditions in a modern format, never the original file.
  const firstThumb = thumbs.first().locator("img");
  await expect(firstThumb).toHaveAttribute("srcset", /\.webp 320w, .*\.webp 480w, .*\.webp 640w/);
  await expect(page.locator("img[loading=lazy]")).toHaveCount(3);
  await expectNoAxeViolations(page);
  await screenshots(page, "gallery");

  await thumbs.nth(1).focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: "Photo viewer" });
  await expect(viewer).toBeVisible();
  const photo = viewer.locator("img");
  await expect(photo).toHaveAttribute("alt", "A doubles pair waiting to receive serve at the net");
  await expect(viewer.getByText("Photo 2 of 3")).toBeVisible();
  await expect(viewer.getByText("Girls' doubles final")).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expectNoAxeViolations(page);
  await attachScreenshot(page, `gallery-lightbox-desktop`);

  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("Photo 3 of 3")).toBeVisible();
  await expect(photo).toHaveAttribute("alt", "The trophy table beside the court before the prize-giving");
  await page.keyboard.press("ArrowRight");
  await expect(viewer.getByText("Photo 1 of 3")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer.getByText("Photo 2 of 3")).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(thumbs.nth(1)).toBeFocused();

  // The close button returns focus the same way, to the photo last shown.
  await thumbs.first().click();
  await expect(viewer).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toBeHidden();
  await expect(thumbs.nth(1)).toBeFocused();
});

test("/studio explains how to connect a Sanity project when the site has none", async ({ page }) => {
  await page.goto("/studio");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The content studio is not connected yet");
  await expect(page.getByText("content/", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("SANITY_PROJECT_ID", { exact: true })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
  await screenshots(page, "studio");
});
