/**
 * The public site: every marketing route with its key texts (the words of docs/product.md), the
 * navigation bar and mobile menu, the reviews carousel, the newsletter and contact forms against
 * the real API, the signed-in variants of Login and Register Now, SEO files and axe checks.
 */
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

const PHONE = { width: 390, height: 844 };

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

async function signInLocally(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem(
      "user-payload",
      JSON.stringify({
        user: { _id: "u1", fullName: "Ada Obi", email: "ada@example.com" },
        auth: { token: "token" },
      }),
    );
  });
}

const ROUTES: { path: string; h1: string | RegExp; texts: string[] }[] = [
  {
    path: "/",
    h1: "Join a Community of Passionate Players",
    texts: ["Elevate Your Game", "Membership Packages", "Find Your Perfect Coach", "What Our Students Say"],
  },
  { path: "/about", h1: "About Our Tennis Community", texts: ["Our Vision", "Our Mission"] },
  {
    path: "/tournaments",
    h1: "Tournaments page",
    texts: [
      "Compete and be among the best",
      "Upcoming Tournaments",
      "JUNIORS TENNIS TOURNAMENT",
      "ATP TENNIS TOURNAMENT",
      "Tournaments Leaderboard",
      "Tournament Registration",
      "Sponsorship Opportunities",
    ],
  },
  {
    path: "/coaching",
    h1: "Student-Coach Pairing System",
    texts: ["Get trained by the best of the best", "Our Coaches"],
  },
  { path: "/videos", h1: "Lesson Videos", texts: ["Video Library"] },
  { path: "/resources", h1: "Player Resources", texts: ["Read the guide"] },
  { path: "/blog", h1: "Club News and Stories", texts: [] },
  { path: "/contact", h1: "Contact Us", texts: ["24 hours"] },
  { path: "/privacy", h1: "Privacy Policy", texts: ["Nigeria Data Protection Act 2023"] },
  { path: "/terms", h1: "Terms of Service", texts: ["Federal Republic of Nigeria"] },
  { path: "/cookies", h1: "Cookie Policy", texts: ["user-payload"] },
];

test.describe("every public page", () => {
  for (const route of ROUTES) {
    test(`${route.path} shows its texts, has one h1 and passes axe`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.h1);
      for (const text of route.texts) await expect(page.getByText(text).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${route.path}$`),
      );
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      await expectNoAxeViolations(page);
    });
  }

  test("titles and descriptions differ from page to page", async ({ page }) => {
    const seen = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(route.path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(seen.has(title), `duplicate title ${title}`).toBe(false);
      expect(seen.has(description ?? ""), `duplicate description on ${route.path}`).toBe(false);
      seen.add(title);
      seen.add(description ?? "");
    }
  });

  test("an unknown path answers 404 with a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("home page", () => {
  test("lists the three soonest tournaments of the demo calendar", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Upcoming Tournaments" });
    const cards = section.getByRole("article");
    // The demo calendar runs from the day its data was loaded: there are always upcoming tournaments.
    await expect(cards).toHaveCount(3);
    await expect(section.getByText("No Tournaments Yet")).toHaveCount(0);
    await expect(cards.first().getByRole("link", { name: /Register Now/ })).toHaveAttribute("href", "/login");
    await expect(cards.first().getByText(/^\d{4}-\d{2}-\d{2}$/)).toBeVisible();
  });

  test("shows the four membership plans with their buttons and struck-through free benefits", async ({
    page,
  }) => {
    await page.goto("/");
    const plans = page.getByRole("region", { name: "Membership Packages" });
    for (const title of ["Free Plan", "Premium Monthly", "Premium Quarterly", "Premium Yearly"]) {
      await expect(plans.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(plans.getByText("₦6,000")).toBeVisible();
    await expect(plans.getByText("Save 17% on this plan")).toBeVisible();
    await expect(plans.getByText("Save 3% on this plan")).toBeVisible();
    await expect(plans.locator("s")).toHaveCount(7);
    await expect(plans.getByRole("link", { name: "Join for Free" })).toHaveAttribute("href", "/signup");
    const subscribe = plans.getByRole("link", { name: "Subscribe" });
    await expect(subscribe).toHaveCount(3);
    const href = (await subscribe.first().getAttribute("href")) ?? "";
    const params = new URL(href, "http://x").searchParams;
    expect(params.get("pl")).toBe('"Premium-Monthly"');
    expect(JSON.parse(params.get("pay") ?? "{}")).toMatchObject({ type: "Membership Package", price: 6000 });
  });

  test("links the teasers to about, coaching and the three membership pages", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Learn More about our club" })).toHaveAttribute(
      "href",
      "/about",
    );
    await expect(page.getByRole("link", { name: "Find a Coach" })).toHaveAttribute("href", "/coaching");
    for (const path of ["/membership/children", "/membership/adult", "/membership/combo"]) {
      await expect(page.locator(`main a[href="${path}"]`)).toHaveCount(1);
    }
    const hero = page.getByRole("region", { name: "Join a Community of Passionate Players" });
    await expect(hero.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup");
    await expect(hero.getByRole("link", { name: "Learn More about us" })).toHaveAttribute("href", "/about");
  });

  test("the reviews carousel shows one review, stops at both ends and marks its position", async ({
    page,
  }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Student reviews" });
    const previous = carousel.getByRole("button", { name: "Previous review" });
    const next = carousel.getByRole("button", { name: "Next review" });
    const dots = carousel.getByRole("button", { name: /^Review \d+ of \d+/ });
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    const slides = carousel.locator("[data-slide]:visible");

    await expect(slides).toHaveCount(1);
    await expect(previous).toBeDisabled();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByText("Loading reviews...")).toHaveCount(0);

    const first = await slides.textContent();
    await previous.click({ force: true });
    expect(await slides.textContent()).toBe(first);

    await next.click();
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(previous).toBeEnabled();
    expect(await slides.textContent()).not.toBe(first);

    for (let i = 1; i < count; i += 1) await next.click({ force: true });
    await expect(dots.nth(count - 1)).toHaveAttribute("aria-current", "true");
    await expect(next).toBeDisabled();
    const last = await slides.textContent();
    await next.click({ force: true });
    expect(await slides.textContent()).toBe(last);

    await dots.nth(0).click();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await next.focus();
    await page.keyboard.press("ArrowRight");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  });

  test("the newsletter form checks for an email, subscribes once the mailed link is confirmed", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const form = page.locator("form[data-newsletter]");
    const status = form.locator("[data-newsletter-status]");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(status.locator(".form-error")).toHaveText("Please enter your email address.");

    const email = uniqueEmail("news");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(status.locator(".form-success")).toHaveText(/sent a confirmation link/);
    await expect(status.locator("p")).toHaveCount(1);

    // The confirmation mail's link opens a page whose button confirms.
    await page.goto(await mailedLink(page, request, email, "/newsletter/confirm"));
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.locator(".form-success")).toHaveText(/subscription is confirmed/);

    await page.goto("/");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(status.locator("p")).toHaveText(/already subscribed/);

    await form.getByLabel("Email address").fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(status.locator(".form-error")).toBeVisible();
    await expect(status.locator("p")).toHaveCount(1);
  });
});

test.describe("navigation", () => {
  test("links the five pages, marks the current one and offers Login", async ({ page }) => {
    await page.goto("/tournaments");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["About", "/about"],
      ["Tournaments", "/tournaments"],
      ["Coaching", "/coaching"],
      ["Contact Us", "/contact"],
    ] as const) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "Tournaments" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(nav.getByRole("link", { name: "Get Started" })).toBeHidden();
  });

  test("is transparent over the hero and solid once scrolled past 90% of the window", async ({ page }) => {
    await page.goto("/");
    const bar = page.locator("[data-site-nav]");
    await expect(bar).toHaveAttribute("data-state", "clear");
    const height = await page.evaluate(() => window.innerHeight);
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(height * 0.9) - 20);
    await expect(bar).toHaveAttribute("data-state", "clear");
    await page.evaluate((y) => window.scrollTo(0, y), height);
    await expect(bar).toHaveAttribute("data-state", "solid");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute("data-state", "clear");
  });

  test("is always solid on the contact page", async ({ page }) => {
    await page.goto("/contact");
    const bar = page.locator("[data-site-nav]");
    await expect(bar).toHaveAttribute("data-state", "solid");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute("data-state", "solid");
  });

  test("a signed-in visitor sees Dashboard and Register Now leads to the dashboard", async ({ page }) => {
    await signInLocally(page);
    await page.goto("/tournaments");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/u");
    await expect(nav.getByRole("link", { name: "Login" })).toHaveCount(0);
    const register = page.getByRole("link", { name: /Register Now/ });
    await expect(register.first()).toBeVisible();
    await expect(register.first()).toHaveAttribute("href", "/u/tournaments");
  });

  test("the footer has the quick, legal and social links and the plain items", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quick.getByRole("link")).toHaveText([
      "Home",
      "About",
      "Tournaments",
      "Coaching",
      "Contact Us",
      "News",
      "Gallery",
    ]);
    const legal = footer.getByRole("navigation", { name: "Legal" });
    await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(legal.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    await expect(legal.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute("href", "/cookies");
    for (const name of ["Facebook", "Instagram", "YouTube"])
      await expect(footer.getByRole("link", { name })).toBeVisible();
    for (const text of ["Newsletter Signup", "Affiliate Program", "Careers"]) {
      await expect(footer.getByText(text, { exact: true })).toBeVisible();
    }
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the menu opens and closes with its toggle and with Escape", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#site-menu");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "site-menu");
    await expect(menu.getByRole("link", { name: "About" })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "About" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/signup");
    await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "About" })).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Coaching" }).focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("pages fit the screen without sideways scrolling", async ({ page }) => {
    for (const route of ROUTES) {
      await page.goto(route.path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route.path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("tournaments, coaching and videos", () => {
  test("the tournaments page has six winner boxes, four steps and the sponsorship address", async ({
    page,
  }) => {
    await page.goto("/tournaments");
    const board = page.getByRole("region", { name: "Tournaments Leaderboard" });
    await expect(board.getByRole("heading", { level: 3 })).toHaveText([
      "June 2023 Winners",
      "December 2023 Winners",
      "2024 Winners Male",
      "2024 Winners Under 14",
      "2024 Winners Under 12",
      "2024 Winners Female",
    ]);
    const registration = page.getByRole("region", { name: "Tournament Registration" });
    await expect(registration.getByText(/next champion in your category in December 2024/)).toBeVisible();
    await expect(registration.getByRole("heading", { level: 3 })).toHaveText([
      "Create Account",
      "Become a Member",
      "Buy Your Ticket",
      "Have Fun",
    ]);
    const sponsorship = page.getByRole("region", { name: "Sponsorship Opportunities" });
    await expect(sponsorship.getByRole("link", { name: "sponsorship@example.com" })).toHaveAttribute(
      "href",
      "mailto:sponsorship@example.com",
    );
    await expect(sponsorship.getByRole("img")).toHaveCount(1);
    const cards = page.getByRole("region", { name: "Upcoming Tournaments" }).getByRole("article");
    expect(await cards.count()).toBeLessThanOrEqual(3);
  });

  test("a coach card opens the coach's profile with bio, level, price and reviews", async ({ page }) => {
    await page.goto("/coaching");
    const card = page.getByRole("region", { name: "Our Coaches" }).getByRole("article").first();
    const name = (await card.getByRole("heading").textContent()) ?? "";
    await expect(card.getByRole("img", { name: /Rated \d\.\d out of 5/ })).toBeVisible();
    await card.getByRole("link", { name: /View Coach Profile/ }).click();
    await expect(page).toHaveURL(/\/coaching\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByText(/₦[\d,]+ per month/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Reviews" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the video filter shows one level at a time; a video without an upload id searches YouTube", async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (/youtube/.test(request.url())) thirdParty.push(request.url());
    });
    await page.goto("/videos");
    const all = page.getByRole("button", { name: "All levels" });
    const kids = page.getByRole("button", { name: "Kids" });
    await expect(all).toHaveAttribute("aria-pressed", "true");
    const videos = page.locator("[data-video-level]");
    const total = await videos.count();
    await kids.click();
    await expect(kids).toHaveAttribute("aria-pressed", "true");
    await expect(all).toHaveAttribute("aria-pressed", "false");
    const visible = page.locator("li:visible > [data-video-level]");
    const shown = await visible.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(total);
    for (let i = 0; i < shown; i += 1)
      await expect(visible.nth(i)).toHaveAttribute("data-video-level", "kids");
    await all.click();
    await expect(page.locator("li:visible > [data-video-level]")).toHaveCount(total);

    // The sample videos have no upload ids yet: no player to press, a YouTube search per title instead.
    await expect(page.getByRole("link", { name: /^Play video:/ })).toHaveCount(0);
    const card = videos.first();
    const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
    const watch = card.getByRole("link", { name: /^Watch on YouTube/ });
    await expect(watch).toHaveAccessibleName(
      new RegExp(`${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(opens in a new tab\\)$`),
    );
    await expect(watch).toHaveAttribute(
      "href",
      `https://www.youtube.com/results?search_query=${encodeURIComponent(`${title} tennis`)}`,
    );
    await expect(watch).toHaveAttribute("target", "_blank");
    await expect(watch).toHaveAttribute("rel", "noopener");
    await expect(page.getByRole("link", { name: /^Watch on YouTube/ })).toHaveCount(total);
    expect(thirdParty).toEqual([]);
  });
});

test.describe("contact form", () => {
  test("asks for every field, then sends the message to the club", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("form[data-contact-form]");
    await form.getByLabel("First name").fill("Ada");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.locator(".form-error")).toHaveText("Please fill out all fields before submitting.");
    await expect(form.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Last name")).toBeFocused();

    await form.getByLabel("Last name").fill("Obi");
    await form.getByLabel("Email").fill(uniqueEmail("contact"));
    await form.getByLabel("Phone number").fill("+2348031234567");
    await form.getByLabel("Message").fill("Do you have weekend sessions for a 9-year-old?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.locator(".form-success")).toHaveText(/Thanks, Ada\. .*24 hours/);
    await expect(form.locator("[data-contact-status] p")).toHaveCount(1);
    await expect(form.getByLabel("First name")).toHaveValue("");
  });

  test("offers mail links for playing, teaching and support", async ({ page }) => {
    await page.goto("/contact");
    for (const address of ["play@example.com", "teach@example.com", "support@example.com"]) {
      await expect(page.getByRole("link", { name: address })).toHaveAttribute("href", `mailto:${address}`);
    }
  });
});

test("robots.txt keeps crawlers out of the dashboard and points at the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Disallow: \/u$/m);
  expect(robots).toMatch(/^Sitemap: http.*\/sitemap-index\.xml$/m);
  const sitemap = await request.get("/sitemap-index.xml");
  expect(sitemap.status()).toBe(200);
});

test("the home page ships under 15 KB of gzipped JavaScript", async ({ page }) => {
  const sizes: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") sizes.push(response.body().then((b) => b.length));
  });
  await page.goto("/");
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll("script:not([src])")].reduce(
      (sum, s) => sum + (s.textContent?.length ?? 0),
      0,
    ),
  );
  const external = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  // Uncompressed bytes are an upper bound of the gzipped size.
  expect(external + inline).toBeLessThan(15 * 1024);
});

/** The link to `pagePath` in the newest mail to `email` in the local outbox (/dev/mail). */
async function mailedLink(page: Page, request: APIRequestContext, email: string, pagePath: string) {
  let href: string | null = null;
  await expect
    .poll(async () => {
      await page.goto("/dev/mail");
      const message = page.getByRole("listitem").filter({ hasText: email });
      href =
        (await message.count()) > 0 ? await message.first().getByRole("link").getAttribute("href") : null;
      return href;
    })
    .not.toBeNull();
  // Mail text is quoted-printable: long lines are folded with "=" and "=" itself is written =3D.
  const raw = (await (await request.get(href ?? "")).text()).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = raw.match(new RegExp(`https?://\\S+${pagePath}\\?token=\\S+`))?.[0];
  expect(link).toBeDefined();
  const url = new URL(link ?? "");
  return `${url.pathname}${url.search}`;
}
