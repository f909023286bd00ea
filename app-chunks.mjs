// @ts-check
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/**
 * How the build splits the client apps' code into files (docs/decisions/0225-first-visit.md). On a
 * phone's HTTP/1.1 connection the browser fetches six files at a time and every file pays a full
 * round trip, so the apps' first screens come in a few files rather than dozens of small ones:
 *
 * - `react`: React and React DOM, which every React page loads whole anyway.
 * - `dashboard`, `console`, `apps`: what the dashboard's or the console's entry (or both) loads
 *   before drawing, with the modules their lazy screens share with it, so a lazy screen brings only
 *   its own code.
 * - `site`: what an app's first load shares with every page's own script (the stored session).
 * - `islands`, `islands-N`: what an app's first load shares with the account and membership pages'
 *   islands, one file per set of pages, so no page loads a module it does not use.
 * - `console-shared`: what the console loads first and the dashboard only lazily.
 * - `calls`: the members' call declarations, one file per area in the source, one chunk here.
 *
 * Everything else (the lazy screens, the site pages' own islands) is left to the bundler.
 */

/** @typedef {{ getModuleInfo(id: string): { importers: string[]; dynamicImporters: string[]; isEntry: boolean } | null }} ChunkingContext */

/** The apps' entries: their pages' own scripts, which start them (src/lib/mount-app.ts). */
const APP_ENTRIES = {
  dashboard: /[\\/]src[\\/]pages[\\/]u\.astro\?astro&type=script/,
  console: /[\\/]src[\\/]pages[\\/]staff\.astro\?astro&type=script/,
};
/** A page's own script (`<script>` in an .astro file), as plain pages have: no React (the apps' pages aside). */
const PLAIN_SCRIPT = /\.astro\?astro&type=script/;
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const CALLS = /[\\/]src[\\/]shared[\\/]api[\\/]calls[\\/][\w-]+\.ts$/;
/** Every call declarations module, the members' and the console's (`<area>.staff.ts`). */
const ALL_CALLS = /[\\/]src[\\/]shared[\\/]api[\\/]calls[\\/][\w.-]+\.ts$/;

/**
 * The entries that load a module: through static imports only (`eager`: before their page can run)
 * or through any imports (`any`: lazily too). Walks up from the module (the graph has cycles, so
 * nothing is memoised half-way).
 *
 * @param {string} id
 * @param {ChunkingContext} ctx
 * @returns {{ eager: string[]; any: string[] }}
 */
function entriesOf(id, ctx) {
  /** @param {boolean} eagerOnly */
  const walk = (eagerOnly) => {
    /** @type {string[]} */
    const entries = [];
    const seen = new Set([id]);
    const queue = [id];
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      const info = ctx.getModuleInfo(current);
      if (!info) continue;
      if (info.isEntry) entries.push(current);
      for (const importer of eagerOnly ? info.importers : [...info.importers, ...info.dynamicImporters]) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    return entries;
  };
  return { eager: walk(true), any: walk(false) };
}

/**
 * The chunk a module goes to, or null for the bundler's own choice.
 *
 * @returns {(id: string, ctx: ChunkingContext) => string | null}
 */
export function appChunkName() {
  const appOf = (/** @type {string} */ entry) =>
    Object.entries(APP_ENTRIES).find(([, pattern]) => pattern.test(entry))?.[0];
  /** @type {Map<string, string>} */
  const islandGroups = new Map();
  /** @type {(id: string, ctx: ChunkingContext) => string | null} */
  const named = (id, ctx) => {
    if (REACT.test(id)) return "react";
    if (CALLS.test(id)) return "calls";
    const { eager, any } = entriesOf(id, ctx);
    if (!eager.some(appOf)) return null;
    const elsewhere = eager.filter((entry) => !appOf(entry));
    const eagerApps = new Set(eager.map(appOf).filter(Boolean));
    if (elsewhere.some((entry) => PLAIN_SCRIPT.test(entry))) return "site";
    // Shared with the account and membership pages' islands; what only the console needs first
    // stays out of the dashboard's first load.
    if (elsewhere.length > 0) {
      // One file per set of pages that load it first, so no page loads a module it does not use.
      const pages = [...new Set(elsewhere)].sort().join("\n");
      let group = islandGroups.get(pages);
      if (group === undefined) {
        group = `islands${islandGroups.size === 0 ? "" : `-${islandGroups.size}`}`;
        islandGroups.set(pages, group);
      }
      return group;
    }
    if (eagerApps.size === 2) return "apps";
    const apps = new Set(any.map(appOf).filter(Boolean));
    // Loaded first by the dashboard and lazily by the console: small, so with both apps' code.
    if (apps.size === 2) return eagerApps.has("dashboard") ? "apps" : "console-shared";
    return [...eagerApps][0] ?? null;
  };
  return named;
}

/**
 * Modules the build may treat as free of side effects: the business rules and the shared lists
 * (src/shared/domain, pure by the house rules) and the call declarations. The bundler cannot tell
 * on its own when a module computes a value at load (`Object.keys(...)`, a spread): it then keeps
 * the order such modules run in across every entry, and the first-load files import the files
 * holding them just to run them first (the whole of lists.ts in the dashboard's first load, used
 * only by its lazy screens).
 *
 * @type {{ test: RegExp; sideEffects: boolean }[]}
 */
export const pureModules = [
  {
    // Except zod-browser.ts, imported for its effect alone: it turns off zod's `new Function`
    // parsers in the browser, which the pages' Content-Security-Policy forbids.
    test: /[\\/]src[\\/]shared[\\/](domain|api[\\/]calls)[\\/](?!zod-browser\.ts$)[\w.-]+\.ts$/,
    sideEffects: false,
  },
];

/** A call declaration's fields the browser reads: `call()`, `send()` and the cache keys use no other. */
const BROWSER_CALL_FIELDS = ["method", "path"];

/**
 * The browser's copy of the call declarations (src/shared/api/calls): each call's method and path
 * only. Its access and the names of its schemas are for the server, which reads the declarations
 * whole (server/lib/route.ts), and for the types of the browser's calls, which TypeScript reads from
 * the source; shipped, they would be two fifths of the declarations' weight in every page that calls
 * the API (docs/decisions/0298-first-load-carries-what-it-runs.md). A declaring module holding
 * anything but `export const name = { ... }` stops the build rather than lose it.
 *
 * @type {import("vite").Plugin}
 */
export const browserCallDeclarations = {
  name: "browser-call-declarations",
  applyToEnvironment: (environment) => environment.config.consumer === "client",
  transform: {
    filter: { id: ALL_CALLS },
    handler(code, id) {
      return { code: browserCallsModule(code, id, (source) => this.parse(source)), map: null };
    },
  },
};

/**
 * The module `code` (a call declarations file, its types already stripped) rewritten to declare each
 * call with its browser fields alone.
 *
 * @param {string} code
 * @param {string} id
 * @param {(code: string) => any} parse an ESTree parser (the bundler's own)
 * @returns {string}
 */
export function browserCallsModule(code, id, parse) {
  /** @type {string[]} */
  const declarations = [];
  for (const statement of parse(code).body) {
    if (statement.type === "ImportDeclaration" && statement.specifiers.length === 0) continue;
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : null;
    const [declarator, ...more] = declaration?.type === "VariableDeclaration" ? declaration.declarations : [];
    const fields = declarator?.init?.type === "ObjectExpression" ? declarator.init.properties : [];
    const kept = fields.filter(
      (/** @type {any} */ field) =>
        field.type === "Property" && BROWSER_CALL_FIELDS.includes(field.key.name ?? field.key.value),
    );
    if (
      declarator?.id.type !== "Identifier" ||
      more.length > 0 ||
      kept.length !== BROWSER_CALL_FIELDS.length
    ) {
      throw new Error(`${id}: a call declarations module declares calls only, each with its method and path`);
    }
    const text = kept.map((/** @type {any} */ field) => code.slice(field.start, field.end));
    declarations.push(`export const ${declarator.id.name} = { ${text.join(", ")} };`);
  }
  return `${declarations.join("\n")}\n`;
}

/**
 * What a lazy chunk's `import()` asks the browser to fetch along with it (Vite's preload list), less
 * what the importing chunk already imports statically: that code came before the importer could run,
 * so naming it again only lengthens the importer. The dashboard's first-load file names each of its
 * lazy screens' dependencies this way, the first-load files among them every time.
 *
 * A plugin of the client build: it sets `build.modulePreload.resolveDependencies` (Astro sets
 * `modulePreload` itself, so a plugin sets it after) and keeps the bundle being written, which Vite
 * does not hand to that option.
 *
 * @type {import("vite").Plugin}
 */
export const lazyChunkPreloads = (() => {
  /** @type {Record<string, { type: string; imports?: string[] }>} */
  let bundle = {};
  /** @param {string} file */
  const staticGraph = (file) => {
    const seen = new Set([file]);
    const queue = [file];
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      for (const imported of bundle[current]?.imports ?? []) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        queue.push(imported);
      }
    }
    return seen;
  };
  /** @type {(file: string, deps: string[], host: { hostId: string; hostType: "html" | "js" }) => string[]} */
  const resolveDependencies = (_file, deps, { hostId, hostType }) => {
    if (hostType !== "js") return deps;
    const loaded = staticGraph(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return {
    name: "lazy-chunk-preloads",
    apply: "build",
    configEnvironment(name) {
      return name === "client" ? { build: { modulePreload: { resolveDependencies } } } : undefined;
    },
    generateBundle: {
      order: "pre",
      handler(_options, output) {
        if (this.environment.config.consumer === "client") bundle = output;
      },
    },
  };
})();

/**
 * Grouping modules without their dependencies needs entry chunks that may export more than their
 * entry module (Astro asks for exactly its exports): the islands import only the entry's own exports.
 *
 * @type {import("vite").Plugin}
 */
export const appEntrySignatures = {
  name: "app-entry-signatures",
  apply: "build",
  options(options) {
    return { ...options, preserveEntrySignatures: "allow-extension" };
  },
};

/** Static imports in a built module: `import{a as b}from"./x.js"` and `import"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g;

/**
 * The client apps' pages name every module their islands import statically, as
 * `<link rel="modulepreload">`: the browser then asks for all of them as soon as the page arrives,
 * instead of learning of each file only once the one importing it has come (a round trip per level).
 *
 * @param {readonly string[]} pages built HTML files, relative to the output folder (e.g. "u.html")
 * @returns {import("astro").AstroIntegration}
 */
export function appModulePreloads(pages) {
  return {
    name: "app-module-preloads",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const out = fileURLToPath(dir);
        for (const page of pages) {
          const file = `${out}/${page}`;
          const html = await readFile(file, "utf8");
          const roots = [...html.matchAll(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map(
            (m) => m[1],
          );
          /** @type {Set<string>} */
          const graph = new Set();
          const queue = [...roots];
          for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
            if (graph.has(path)) continue;
            graph.add(path);
            const code = await readFile(`${out}${path}`, "utf8");
            for (const match of code.matchAll(STATIC_IMPORT)) {
              if (match[1]) queue.push(new URL(match[1], `https://site${path}`).pathname);
            }
          }
          const links = [...graph].map((path) => `<link rel="modulepreload" href="${path}">`).join("");
          await writeFile(file, html.replace("</head>", `${links}</head>`));
        }
      },
    },
  };
}
