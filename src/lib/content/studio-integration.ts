/**
 * The Sanity side of the build, from the same settings the content loaders use
 * (`contentSettingsFromEnv`):
 * - with `SANITY_PROJECT_ID`, the @sanity/astro integration: its `sanity:client` runs the build's
 *   queries, and the Studio (`sanity.config.ts`) is embedded at /studio with hash routing, so the
 *   static host serves one page for it;
 * - without, /studio is a short page saying how to connect a project, and `sanity:client` exports
 *   no client (the loaders read `content/` then). Nothing of the Studio is built.
 */
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sanity from "@sanity/astro";
import type { AstroIntegration } from "astro";
import { type SanitySettings, sanityClientConfig } from "./settings";

export const STUDIO_PATH = "/studio";
const CLIENT_MODULE = "sanity:client";

/**
 * The Studio's page gets a policy of its own: it injects styles at run time (styled-components) and
 * talks to Sanity's API, which the hash-only policy of the public pages forbids.
 */
export const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data: https:",
  "connect-src 'self' https://*.sanity.io wss://*.sanity.io",
  "frame-src 'self' https://*.sanity.io",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

const CSP_META = /<meta http-equiv="content-security-policy" content="[^"]*"\s*\/?>/i;

function connected(settings: SanitySettings): AstroIntegration[] {
  return [
    sanity({ ...sanityClientConfig(settings), studioBasePath: STUDIO_PATH, studioRouterHistory: "hash" }),
    {
      name: "sanity-studio-page",
      hooks: {
        "astro:config:setup": ({ updateConfig }) => {
          updateConfig({
            vite: {
              define: { "import.meta.env.SANITY_STUDIO_PROJECT_ID": JSON.stringify(settings.projectId) },
            },
          });
        },
        "astro:build:done": async ({ dir }) => {
          const page = new URL(`.${STUDIO_PATH}.html`, dir);
          const html = await readFile(page, "utf8");
          if (!CSP_META.test(html)) throw new Error(`No Content-Security-Policy in ${fileURLToPath(page)}`);
          const policy = `<meta http-equiv="content-security-policy" content="${STUDIO_CSP}">`;
          await writeFile(page, html.replace(CSP_META, policy));
        },
      },
    },
  ];
}

export function sanityIntegration(settings: SanitySettings | null): AstroIntegration | AstroIntegration[] {
  if (settings) return connected(settings);
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
