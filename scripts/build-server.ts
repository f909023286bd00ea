/**
 * `npm run build:server`: compiles the API server (`server/api-only.ts`) to one JavaScript file,
 * build/server/api.mjs, that plain Node 22+ runs without tsx, TypeScript, Astro or Sanity. Pure
 * JavaScript packages are bundled in; the two with files of their own beside their code (PGlite's
 * WebAssembly, sharp's native library) stay outside and are listed, with this repository's
 * versions, in build/server/package.json for `scripts/production-install.sh` to install. The
 * migrations are copied next to the bundle, where the server looks for them
 * (docs/decisions/0141-production-build.md).
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Packages loaded from node_modules at run time: they read files of their own beside their code. */
export const RUNTIME_PACKAGES = ["@electric-sql/pglite", "sharp"] as const;

/** Packages that must never reach the server's bundle: the site's and the Studio's. */
const FORBIDDEN = /node_modules\/(astro|@astrojs|sanity|@sanity\/(?!webhook)|react|react-dom|vite|tsx)\//;

export async function buildServer(outDir = path.join(ROOT_DIR, "build", "server")): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    entryPoints: { api: path.join(ROOT_DIR, "server", "api-only.ts") },
    outdir: outDir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    tsconfig: path.join(ROOT_DIR, "tsconfig.json"),
    external: [...RUNTIME_PACKAGES],
    // Bundled CommonJS packages call require(): give the ES module one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    define: { "process.env.NODE_ENV": "process.env.NODE_ENV" },
    sourcemap: "linked",
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const forbidden = Object.keys(result.metafile.inputs).filter((input) => FORBIDDEN.test(input));
  if (forbidden.length > 0) {
    throw new Error(`The server bundle pulled in the site's packages: ${forbidden.slice(0, 5).join(", ")}`);
  }
  cpSync(path.join(ROOT_DIR, "server", "db", "migrations"), path.join(outDir, "migrations"), {
    recursive: true,
  });

  const root = JSON.parse(readFileSync(path.join(ROOT_DIR, "package.json"), "utf8"));
  const dependencies = Object.fromEntries(RUNTIME_PACKAGES.map((name) => [name, root.dependencies[name]]));
  writeFileSync(
    path.join(outDir, "package.json"),
    `${JSON.stringify(
      {
        name: `${root.name}-api`,
        version: root.version,
        private: true,
        type: "module",
        engines: { node: ">=22.12" },
        scripts: { start: "node api.mjs" },
        dependencies,
      },
      null,
      2,
    )}\n`,
  );
  return outDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = await buildServer();
  console.log(`Built the API server into ${path.relative(process.cwd(), outDir) || "."}: node api.mjs`);
}
