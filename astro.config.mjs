// @ts-check

import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import { defineConfig } from "astro/config";

const site = process.env.SITE_URL ?? "http://localhost:4321";
const apiProxy = process.env.API_PROXY_TARGET;

export default defineConfig({
  site,
  output: "static",
  outDir: process.env.ASTRO_OUT_DIR ?? "./dist",
  trailingSlash: "never",
  // Pages' CSS is small: inlining it removes render-blocking requests on a first visit.
  build: { format: "file", inlineStylesheets: "always" },
  integrations: [react(), sitemap({ filter: (page) => !new URL(page).pathname.startsWith("/u") })],
  vite: {
    resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
    server: apiProxy ? { proxy: { "/api": apiProxy, "/dev/mail": apiProxy, "/sandbox": apiProxy } } : {},
  },
});
