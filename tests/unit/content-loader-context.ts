/**
 * A stand-in for the context Astro hands a content loader: an in-memory store, `parseData` that
 * validates with the collection's schema (as Astro does), and a logger that records warnings.
 */
import type { LoaderContext } from "astro/loaders";
import type { z } from "zod";

export interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
  body?: string;
  rendered?: { html: string };
  filePath?: string;
}

export interface FakeLoaderContext {
  context: LoaderContext;
  entries: Map<string, StoredEntry>;
  warnings: string[];
}

export function fakeLoaderContext(collection: string, schema: z.ZodType): FakeLoaderContext {
  const entries = new Map<string, StoredEntry>();
  const warnings: string[] = [];
  const store = {
    set: (entry: StoredEntry) => {
      entries.set(entry.id, entry);
      return true;
    },
    clear: () => entries.clear(),
    get: (id: string) => entries.get(id),
    has: (id: string) => entries.has(id),
    keys: () => [...entries.keys()],
    values: () => [...entries.values()],
    entries: () => [...entries.entries()],
    delete: (id: string) => entries.delete(id),
    addModuleImport: () => {},
  };
  const context = {
    collection,
    store,
    meta: new Map<string, string>(),
    logger: {
      info: () => {},
      debug: () => {},
      warn: (message: string) => warnings.push(message),
      error: (message: string) => warnings.push(message),
    },
    config: {},
    parseData: async ({ id, data }: { id: string; data: unknown }) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success)
        throw new Error(
          `${collection} → ${id} data does not match collection schema: ${parsed.error.message}`,
        );
      return parsed.data;
    },
    // Stands for Astro's renderer: wraps the text in an element Markdown makes.
    renderMarkdown: async (markdown: string) => ({ html: `<div>${markdown}</div>`, metadata: {} }),
    generateDigest: (data: unknown) => JSON.stringify(data),
  } as unknown as LoaderContext;
  return { context, entries, warnings };
}
