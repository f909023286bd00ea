/**
 * `npm run api`: the API alone. In production (NODE_ENV=production) it runs the compiled server in
 * build/server when `npm run build:server` has made one, as plain JavaScript; otherwise the
 * TypeScript sources through tsx, as in development.
 */
import { existsSync } from "node:fs";

const compiled = new URL("../build/server/api.mjs", import.meta.url);

if (process.env.NODE_ENV === "production" && existsSync(compiled)) {
  console.log("Running the compiled server (build/server/api.mjs)");
  await import(compiled.href);
} else {
  if (process.env.NODE_ENV === "production") {
    console.warn("No compiled server in build/server (npm run build:server): running the TypeScript sources");
  }
  const { register } = await import("tsx/esm/api");
  register();
  await import("../server/api-only.ts");
}
