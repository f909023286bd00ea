/// <reference types="astro/client" />
/// <reference types="@sanity/astro/module" />

interface ImportMetaEnv {
  /** The API base the browser calls (default "/api"). */
  readonly PUBLIC_API_URL?: string;
  /** The Sanity project the embedded Studio edits (set by the build from SANITY_PROJECT_ID). */
  readonly SANITY_STUDIO_PROJECT_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
