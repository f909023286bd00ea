/**
 * Astro content loader for the documents editors manage: from Sanity when a project is configured,
 * else from `content/<collection>/*.json`. Both sources go through the collection's schema.
 *
 * A broken document in a list (one bad review) is left out with a warning rather than failing the
 * build; a broken single document (atpContent) fails it, since pages cannot do without it.
 */
import path from "node:path";
import type { SanityClient } from "@sanity/client";
import type { Loader, LoaderContext } from "astro/loaders";
import { SINGLE_DOCUMENT_ID, UNAVAILABLE_ENTRY_ID } from "./entry-schemas";
import { lastGoodCache } from "./last-good-cache";
import { type RawDocument, readLocalDocuments } from "./local-documents";
import { SANITY_QUERIES } from "./queries";
import { renderSafeMarkdown } from "./safe-markdown";
import type { DocumentCollection } from "./schemas";
import { type ContentSettings, SANITY_TIME_LIMIT_MS, type SanitySettings } from "./settings";

interface CommonOptions {
  collection: DocumentCollection;
  settings: ContentSettings;
  /** A field holding Markdown, rendered at build time so pages can use `render(entry)`. */
  markdownField?: string;
  /**
   * The build's Sanity client (the integration's `sanity:client`, made from `sanityClientConfig`);
   * needed when `settings.sanity` is set. It retries after 429, 502 and 503.
   */
  client?: Pick<SanityClient, "fetch" | "withConfig"> | undefined;
}

export interface ListLoaderOptions extends CommonOptions {
  kind: "list";
  /** The data field that names an entry (a post's slug); else its Sanity `_id` or file name. */
  idField?: string;
  /**
   * When the source cannot be read, store the unavailable marker instead of failing the build
   * (the home page's reviews carousel then says "Failed to load reviews").
   */
  softFail?: boolean;
}

export interface SingleLoaderOptions extends CommonOptions {
  kind: "single";
  /** Fail the build when there is no such document; else the collection stays empty. */
  required: boolean;
}

export type DocumentLoaderOptions = ListLoaderOptions | SingleLoaderOptions;

type Logger = LoaderContext["logger"];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Sanity's answer as documents; entries that are not documents are reported and left out. */
function documentsFromSanityResult(
  options: DocumentLoaderOptions,
  result: unknown,
  logger: Logger,
): RawDocument[] {
  if (options.kind === "single") {
    if (result === null) return [];
    if (!isRecord(result)) throw new Error(`Sanity answered a ${options.collection} that is not a document`);
    const { _id: _sanityId, ...data } = withoutNulls(result) as Record<string, unknown>;
    return [{ id: SINGLE_DOCUMENT_ID, data }];
  }
  if (!Array.isArray(result)) throw new Error(`Sanity answered ${options.collection} that are not a list`);
  return result.flatMap((item): RawDocument[] => {
    if (!isRecord(item) || typeof item._id !== "string") {
      logger.warn(`Skipped a ${options.collection} result from Sanity that is not a document`);
      return [];
    }
    const { _id, ...data } = withoutNulls(item) as Record<string, unknown> & { _id: string };
    return [{ id: _id, data }];
  });
}

/** GROQ projects a missing field as null; the schemas expect it left out. */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null)
      .map(([key, field]) => [key, withoutNulls(field)]),
  );
}

/** The query's result, with the read token when there is one, given up after the time limit. */
async function runQuery(options: DocumentLoaderOptions, sanity: SanitySettings): Promise<unknown> {
  if (!options.client) throw new Error("no Sanity client was given to the loader");
  const client = sanity.token ? options.client.withConfig({ token: sanity.token }) : options.client;
  return client.fetch(
    SANITY_QUERIES[options.collection],
    {},
    { signal: AbortSignal.timeout(SANITY_TIME_LIMIT_MS) },
  );
}

type SourceAnswer = { documents: RawDocument[] } | { unavailable: string };

async function readFromSanity(
  options: DocumentLoaderOptions,
  sanity: SanitySettings,
  logger: Logger,
): Promise<SourceAnswer> {
  const cache = lastGoodCache(options.settings.cacheDir);
  const cacheKey = `sanity-${options.collection}`;
  let result: unknown;
  try {
    result = await runQuery(options, sanity);
    await cache.write(cacheKey, result);
  } catch (error) {
    const problem = `Could not read ${options.collection} from Sanity (project ${sanity.projectId}): ${(error as Error).message}.`;
    const cached = options.settings.useLastGoodData ? await cache.read(cacheKey) : undefined;
    if (cached !== undefined) {
      logger.warn(`${problem} Using the last good data from ${cache.fileFor(cacheKey)}.`);
      result = cached;
    } else if (options.kind === "list" && options.softFail) {
      logger.warn(`${problem} The site is built without them.`);
      return { unavailable: problem };
    } else {
      throw new Error(`${problem} Set USE_LAST_GOOD_DATA=true to build from the last good data.`);
    }
  }
  return { documents: documentsFromSanityResult(options, result, logger) };
}

async function readFromFiles(options: DocumentLoaderOptions): Promise<SourceAnswer> {
  const documents = await readLocalDocuments(path.join(options.settings.contentDir, options.collection));
  if (options.kind === "list") return { documents };
  const single = documents.find((document) => document.id === SINGLE_DOCUMENT_ID);
  return { documents: single ? [single] : [] };
}

function entryId(options: DocumentLoaderOptions, document: RawDocument): string {
  if (options.kind === "single") return SINGLE_DOCUMENT_ID;
  const named = options.idField ? document.data[options.idField] : undefined;
  return typeof named === "string" && named ? named : document.id;
}

function documentLabel(document: RawDocument): string {
  return document.filePath ? path.relative(process.cwd(), document.filePath) : `document ${document.id}`;
}

async function storeDocuments(options: DocumentLoaderOptions, context: LoaderContext, answer: SourceAnswer) {
  const { store, parseData, logger, generateDigest, renderMarkdown } = context;
  store.clear();
  if ("unavailable" in answer) {
    const data = await parseData({
      id: UNAVAILABLE_ENTRY_ID,
      data: { unavailable: true, reason: answer.unavailable },
    });
    store.set({ id: UNAVAILABLE_ENTRY_ID, data });
    return;
  }
  if (options.kind === "single" && options.required && answer.documents.length === 0) {
    throw new Error(
      options.settings.sanity
        ? `Sanity has no published ${options.collection} document: publish one in the Studio.`
        : `There is no ${options.collection} document: add content/${options.collection}/${SINGLE_DOCUMENT_ID}.json.`,
    );
  }
  for (const document of answer.documents) {
    const id = entryId(options, document);
    let data: Record<string, unknown>;
    let rendered: Awaited<ReturnType<typeof renderMarkdown>> | undefined;
    const markdownField = options.markdownField;
    try {
      data = await parseData({
        id,
        data: document.data,
        ...(document.filePath ? { filePath: document.filePath } : {}),
      });
      const markdown = markdownField ? data[markdownField] : undefined;
      // Markdown from editors is rendered without raw HTML or unsafe links (safe-markdown.ts).
      if (typeof markdown === "string") rendered = await renderSafeMarkdown(markdown, renderMarkdown);
    } catch (error) {
      const problem = `Invalid ${options.collection} ${documentLabel(document)}: ${(error as Error).message}`;
      if (options.kind === "single") throw new Error(problem);
      logger.warn(`${problem} It is left out.`);
      continue;
    }
    store.set({
      id,
      data,
      digest: generateDigest(data),
      ...(document.filePath ? { filePath: path.relative(process.cwd(), document.filePath) } : {}),
      ...(rendered && markdownField ? { body: data[markdownField] as string, rendered } : {}),
    });
  }
}

export function documentLoader(options: DocumentLoaderOptions): Loader {
  const { sanity, contentDir } = options.settings;
  return {
    name: `${sanity ? "sanity" : "local"}-${options.collection}`,
    async load(context) {
      const read = () => (sanity ? readFromSanity(options, sanity, context.logger) : readFromFiles(options));
      await storeDocuments(options, context, await read());

      // `astro dev`: edits to the local files show up without a restart.
      const folder = path.join(contentDir, options.collection);
      if (!sanity && context.watcher) {
        context.watcher.add(folder);
        context.watcher.on("all", async (_event, changed) => {
          if (!changed.startsWith(folder + path.sep)) return;
          try {
            await storeDocuments(options, context, await read());
            context.logger.info(`Reloaded ${options.collection}`);
          } catch (error) {
            context.logger.error((error as Error).message);
          }
        });
      }
    },
  };
}
