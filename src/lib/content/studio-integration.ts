/**
 * The Sanity side of the build, from the same settings the content loaders use
 * (`contentSettingsFromEnv`):
 * - with `SANITY_PROJECT_ID`, the @sanity/astro integration: its `sanity:client` runs the build's
 *   queries, and the Studio (`sanity.config.ts`) is embedded at /studio with hash routing, so the
 *   static host serves one page for it;
 * - without, /studio is a short page saying how to connect a project, and `sanity:client` exports
 *   no client (the loaders read `content/` then). Nothing of the Studio is built.
 */
import { fileURLToPath } from "node:url";
import sanity from "@sanity/astro";
import type { AstroIntegration } from "astro";
import { type SanitySettings, sanityClientConfig } from "./settings";

export const STUDIO_PATH = "/studio";
const CLIENT_MODULE = "sanity:client";

export function sanityIntegration(settings: SanitySettings | null): AstroIntegration {
  if (settings) {
    return sanity({
      ...sanityClientConfig(settings),
      studioBasePath: STUDIO_PATH,
      studioRouterHistory: "hash",
    });
  }
  return {
    name: "sanity-not-connected",
    hooks: {
      "astro:config:setup": ({ injectRoute, updateConfig }) => {
        injectRoute({
          pattern: STUDIO_PATH,
          entrypoint: fileURLToPath(new URL("../../studio/NotConnected.astro", import.meta.url)),
          prerender: true,
        });
        updateConfig({
          vite: {
            plugins: [
              {
                name: "sanity-client-absent",
                resolveId: (id) => (id === CLIENT_MODULE ? `\0${CLIENT_MODULE}` : null),
                load: (id) => (id === `\0${CLIENT_MODULE}` ? "export const sanityClient = undefined;" : null),
              },
            ],
          },
        });
      },
    },
  };
}
