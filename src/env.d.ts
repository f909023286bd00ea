/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** The API base the browser calls (default "/api"). */
  readonly PUBLIC_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
