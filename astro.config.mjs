// @ts-check

import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import { defineConfig } from "astro/config";
import {
  appChunkName,
  appEntrySignatures,
  appModulePreloads,
  browserCallDeclarations,
  lazyChunkPreloads,
  pureModules,
} from "./app-chunks.mjs";
import { contentSettingsFromEnv } from "./src/lib/content/settings.ts";
import { sanityIntegration } from "./src/lib/content/studio-integration.ts";

/** Client-side apps: `astro dev` answers every path under one with the app's page, as the server does. */
const CLIENT_APP_PATH = /^\/(u|staff)\/[^?#]*/;
/** @type {import("vite").Plugin} */
const clientAppRoutes = {
  name: "client-app-routes",
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const match = req.url ? CLIENT_APP_PATH.exec(req.url) : null;
      // Only page paths: the dev server's own modules (/src/..., /@vite/...) never start with /u/ or /staff/.
      if (match && req.url) req.url = `/${match[1]}${req.url.slice(match[0].length)}`;
      next();
    });
  },
};

const site = process.env.SITE_URL ?? "http://localhost:4321";
const apiProxy = process.env.API_PROXY_TARGET;
/** The API the browser calls: the site's own /api, or another origin named by PUBLIC_API_URL. */
const apiOrigin = /^https?:\/\//.test(process.env.PUBLIC_API_URL ?? "")
  ? new URL(process.env.PUBLIC_API_URL ?? "").origin
  : "";

export default defineConfig({
  site,
  output: "static",
  outDir: process.env.ASTRO_OUT_DIR ?? "./dist",
  trailingSlash: "never",
  // Pages' CSS is small: inlining it removes render-blocking requests on a first visit.
  build: { format: "file", inlineStylesheets: "always" },
  // Every page carries a Content-Security-Policy <meta> with the hashes of its own scripts and
  // styles: no inline code runs unless Astro emitted it. frame-ancestors cannot go in a <meta>; the
  // server and the static host rules (public/_headers) send it as a header.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ""}`,
        "img-src 'self' data: https:",
        "font-src 'self'",
        // The videos page's click-to-load player.
        "frame-src https://www.youtube-nocookie.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  // The dashboard, the console and the newsletter link pages are no pages to find through a search engine.
  integrations: [
    react(),
    appModulePreloads(["u.html", "staff.html"]),
    // The build's Sanity client, and the Studio at /studio (or a page on connecting one).
    sanityIntegration(contentSettingsFromEnv(process.env, process.cwd()).sanity),
    sitemap({ filter: (page) => !/^\/(u|staff|newsletter|studio)(\/|$)/.test(new URL(page).pathname) }),
  ],
  vite: {
    plugins: [clientAppRoutes, appEntrySignatures, browserCallDeclarations, lazyChunkPreloads],
    resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
    // Fonts stay files: inlined as data: URLs they would ride in every page's inline CSS, and the
    // Content Security Policy loads fonts only from the site itself.
    build: {
      assetsInlineLimit: (file) => (file.endsWith(".woff2") ? false : undefined),
      rollupOptions: {
        // Modules that only declare (app-chunks.mjs): their files load only where they are used.
        treeshake: { moduleSideEffects: pureModules },
        // The client apps' first screens in a few files rather than dozens (app-chunks.mjs).
        output: {
          codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: appChunkName() }] },
        },
      },
    },
    server: apiProxy
      ? {
          proxy: {
            "/api": apiProxy,
            "/dev/mail": apiProxy,
            "/dev/housekeeping": apiProxy,
            "/sandbox": apiProxy,
          },
        }
      : {},
  },
});
