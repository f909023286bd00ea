/**
 * The Sanity CLI's settings, for `npx sanity deploy` (a Studio hosted by Sanity instead of the one
 * embedded at /studio) and `npx sanity cors add`. Run with SANITY_STUDIO_PROJECT_ID set.
 */
import { fileURLToPath } from "node:url";
import { defineCliConfig } from "sanity/cli";
import { SANITY_DATASET } from "./src/lib/content/sanity-constants";

export default defineCliConfig({
  api: { projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? "", dataset: SANITY_DATASET },
  // The schema types share the site's lists (`@/lib/content/schemas`): the Studio's build resolves `@/` as the site's does.
  vite: (config) => ({
    ...config,
    resolve: {
      ...config.resolve,
      alias: {
        ...(config.resolve?.alias as Record<string, string>),
        "@": fileURLToPath(new URL("./src", import.meta.url)),
      },
    },
  }),
});
