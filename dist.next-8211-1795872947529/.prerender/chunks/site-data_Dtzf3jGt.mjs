import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { H as removeBase, L as AstroError, M as RenderUndefinedEntryError, P as UnknownContentCollectionError, V as prependForwardSlash, W as generateCspDigest, a as renderUniqueStylesheet, h as unescapeHTML, i as renderScriptElement, l as renderTemplate, m as createHeadAndContent, o as renderComponent, r as spreadAttributes, t as createConsoleLogger, z as isRemotePath } from "../prerender-entry.B1kwupPO.mjs";
import * as z$1 from "zod/v4";
import { escape } from "html-escaper";
import * as devalue from "devalue";
import { z } from "zod";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
// node_modules/astro/dist/core/render-scope/scope.js
var SCOPE_KEY = /* @__PURE__ */ Symbol.for("astro:render-scope");
function getInstalledRenderScope() {
	return globalThis[SCOPE_KEY];
}
// node_modules/astro/dist/core/render-scope/record.js
function recordContentEntryRender(filePath) {
	if (!filePath) return;
	getInstalledRenderScope()?.getStore()?.contentEntries?.add(filePath);
}
// \0virtual:astro:logger
var level = "silent";
// node_modules/astro/dist/assets/consts.js
var VALID_INPUT_FORMATS = [
	"jpeg",
	"jpg",
	"png",
	"apng",
	"tiff",
	"webp",
	"gif",
	"svg",
	"avif"
];
var VALID_SUPPORTED_FORMATS = [
	"jpeg",
	"jpg",
	"png",
	"tiff",
	"webp",
	"gif",
	"svg",
	"avif"
];
var DEFAULT_OUTPUT_FORMAT = "webp";
var DEFAULT_HASH_PROPS = [
	"src",
	"width",
	"height",
	"format",
	"quality",
	"fit",
	"position",
	"background"
];
// node_modules/astro/dist/assets/runtime.js
function createSvgComponent({ meta, attributes, children, styles }) {
	const hasStyles = styles.length > 0;
	const Component = createComponent({
		async factory(result, props) {
			const normalizedProps = normalizeProps(attributes, props);
			if (hasStyles && result.cspDestination) for (const style of styles) {
				const hash = await generateCspDigest(style, result.cspAlgorithm);
				result._metadata.extraStyleHashes.push(hash);
			}
			return renderTemplate`<svg${spreadAttributes(normalizedProps)}>${unescapeHTML(children)}</svg>`;
		},
		propagation: hasStyles ? "self" : "none"
	});
	Object.defineProperty(Component, "toJSON", {
		value: () => meta,
		enumerable: false
	});
	return Object.assign(Component, meta);
}
var ATTRS_TO_DROP = [
	"xmlns",
	"xmlns:xlink",
	"version"
];
var DEFAULT_ATTRS = {};
function dropAttributes(attributes) {
	for (const attr of ATTRS_TO_DROP) delete attributes[attr];
	return attributes;
}
function normalizeProps(attributes, props) {
	return dropAttributes({
		...DEFAULT_ATTRS,
		...attributes,
		...props
	});
}
// node_modules/astro/dist/content/consts.js
var CONTENT_IMAGE_FLAG = "astroContentImageFlag";
var IMAGE_IMPORT_PREFIX = "__ASTRO_IMAGE_";
// node_modules/astro/dist/assets/utils/resolveImports.js
function imageSrcToImportId(imageSrc, filePath) {
	imageSrc = removeBase(imageSrc, IMAGE_IMPORT_PREFIX);
	if (isRemotePath(imageSrc)) return;
	const ext = imageSrc.split(".").at(-1)?.toLowerCase();
	if (!ext || !VALID_INPUT_FORMATS.includes(ext)) return;
	const params = new URLSearchParams(CONTENT_IMAGE_FLAG);
	if (filePath) params.set("importer", filePath);
	return `${imageSrc}?${params.toString()}`;
}
// node_modules/astro/dist/content/data-store-source.js
var InMemorySource = class {
	#store;
	constructor(store) {
		this.#store = store;
	}
	hasCollection(collection) {
		return this.#store.hasCollection(collection);
	}
	get(collection, key) {
		return this.#store.get(collection, key);
	}
	entries(collection) {
		return this.#store.entries(collection);
	}
	values(collection) {
		return this.#store.values(collection);
	}
	keys(collection) {
		return this.#store.keys(collection);
	}
	has(collection, key) {
		return this.#store.has(collection, key);
	}
	collections() {
		return this.#store.collections();
	}
};
// node_modules/astro/dist/content/data-store.js
var ChunkedCollectionParser = class {
	#entries = /* @__PURE__ */ new Map();
	#remainder = "";
	add(part) {
		const records = (this.#remainder + part).split("\n");
		this.#remainder = records.pop();
		for (const record of records) {
			const parsed = devalue.parse(record);
			if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== "string") throw new Error("Invalid chunked data store entry");
			this.#entries.set(parsed[0], parsed[1]);
		}
	}
	finish() {
		if (this.#remainder) throw new Error("Invalid chunked data store entry");
		return this.#entries;
	}
};
var ImmutableDataStore = class ImmutableDataStore {
	_collections = /* @__PURE__ */ new Map();
	constructor() {
		this._collections = /* @__PURE__ */ new Map();
	}
	get(collectionName, key) {
		return this._collections.get(collectionName)?.get(String(key));
	}
	entries(collectionName) {
		return [...(this._collections.get(collectionName) ?? /* @__PURE__ */ new Map()).entries()];
	}
	values(collectionName) {
		return [...(this._collections.get(collectionName) ?? /* @__PURE__ */ new Map()).values()];
	}
	keys(collectionName) {
		return [...(this._collections.get(collectionName) ?? /* @__PURE__ */ new Map()).keys()];
	}
	has(collectionName, key) {
		const collection = this._collections.get(collectionName);
		if (collection) return collection.has(String(key));
		return false;
	}
	hasCollection(collectionName) {
		return this._collections.has(collectionName);
	}
	collections() {
		return this._collections;
	}
	/**
	* Rebuilds a collections map from a chunked-store manifest whose part file
	* names have already been swapped for their contents.
	*
	* Each collection maps to a list of parts. A part is either a raw string
	* (when the store is loaded from disk) or an ESM namespace from a virtual
	* chunk import (`{ default: string }`, when emitted at runtime). Each part
	* contains independently serialized entry records. This is the inverse of
	* {@link import('./data-store-writer.js').ChunkedWriter} and stays free of
	* Node built-ins so it can run at runtime.
	*/
	static manifestToMap(manifest) {
		const collections = /* @__PURE__ */ new Map();
		for (const [collectionName, parts] of Object.entries(manifest)) {
			const parser = new ChunkedCollectionParser();
			for (const part of parts) parser.add(typeof part === "string" ? part : part.default);
			collections.set(collectionName, parser.finish());
		}
		return collections;
	}
	/**
	* Attempts to load a DataStore from the virtual module.
	* This only works in Vite.
	*/
	static async fromModule() {
		try {
			const data = await import("./_astro_data-layer-content_c_UbaeV1.mjs");
			if (data.default instanceof Map) return ImmutableDataStore.fromMap(data.default);
			if (Array.isArray(data.default)) {
				const map2 = devalue.unflatten(data.default);
				return ImmutableDataStore.fromMap(map2);
			}
			const map = ImmutableDataStore.manifestToMap(data.default);
			return ImmutableDataStore.fromMap(map);
		} catch {}
		return new ImmutableDataStore();
	}
	static async fromMap(data) {
		const store = new ImmutableDataStore();
		store._collections = data;
		return store;
	}
};
function dataStoreSingleton() {
	let instance = void 0;
	return {
		get: async () => {
			if (!instance) instance = ImmutableDataStore.fromModule().then((store) => new InMemorySource(store));
			return instance;
		},
		set: (store) => {
			instance = new InMemorySource(store);
		}
	};
}
var globalDataStore = dataStoreSingleton();
// node_modules/astro/dist/content/loaders/errors.js
function formatZodError(error) {
	return error.issues.map((issue) => `  **${issue.path.join(".")}**: ${issue.message}`);
}
var LiveCollectionError = class LiveCollectionError extends Error {
	collection;
	message;
	cause;
	constructor(collection, message, cause) {
		super(message);
		this.collection = collection;
		this.message = message;
		this.cause = cause;
		this.name = "LiveCollectionError";
		if (cause?.stack) this.stack = cause.stack;
	}
	static is(error) {
		return error instanceof LiveCollectionError;
	}
};
var LiveEntryNotFoundError = class extends LiveCollectionError {
	constructor(collection, entryFilter) {
		super(collection, `Entry ${collection} \u2192 ${typeof entryFilter === "string" ? entryFilter : JSON.stringify(entryFilter)} was not found.`);
		this.name = "LiveEntryNotFoundError";
	}
	static is(error) {
		return error?.name === "LiveEntryNotFoundError";
	}
};
var LiveCollectionValidationError = class extends LiveCollectionError {
	constructor(collection, entryId, error) {
		super(collection, [
			`**${collection} \u2192 ${entryId}** data does not match the collection schema.
`,
			...formatZodError(error),
			""
		].join("\n"));
		this.name = "LiveCollectionValidationError";
	}
	static is(error) {
		return error?.name === "LiveCollectionValidationError";
	}
};
var LiveCollectionCacheHintError = class extends LiveCollectionError {
	constructor(collection, entryId, error) {
		super(collection, [
			`**${String(collection)}${entryId ? ` \u2192 ${String(entryId)}` : ""}** returned an invalid cache hint.
`,
			...formatZodError(error),
			""
		].join("\n"));
		this.name = "LiveCollectionCacheHintError";
	}
	static is(error) {
		return error?.name === "LiveCollectionCacheHintError";
	}
};
// node_modules/astro/dist/content/runtime.js
var cacheHintSchema = z$1.object({
	tags: z$1.array(z$1.string()).optional(),
	lastModified: z$1.date().optional()
});
async function parseLiveEntry(entry, schema, collection) {
	try {
		const parsed = await z$1.safeParseAsync(schema, entry.data);
		if (!parsed.success) return { error: new LiveCollectionValidationError(collection, entry.id, parsed.error) };
		if (entry.cacheHint) {
			const cacheHint = cacheHintSchema.safeParse(entry.cacheHint);
			if (!cacheHint.success) return { error: new LiveCollectionCacheHintError(collection, entry.id, cacheHint.error) };
			entry.cacheHint = cacheHint.data;
		}
		return { entry: {
			...entry,
			data: parsed.data
		} };
	} catch (error) {
		return { error: new LiveCollectionError(collection, `Unexpected error parsing entry ${entry.id} in collection ${collection}`, error) };
	}
}
function createGetCollection({ liveCollections, logger }) {
	return async function getCollection(collection, filter) {
		if (collection in liveCollections) throw new AstroError({
			...UnknownContentCollectionError,
			message: `Collection "${collection}" is a live collection. Use getLiveCollection() instead of getCollection().`
		});
		const hasFilter = typeof filter === "function";
		const store = await globalDataStore.get();
		if (await store.hasCollection(collection)) {
			const { default: imageAssetMap } = await import("./content-assets_B0XVnSnr.mjs");
			const result = [];
			for (const rawEntry of await store.values(collection)) {
				const data = resolveEntryData(rawEntry, imageAssetMap);
				let entry = {
					...rawEntry,
					data,
					collection
				};
				if (hasFilter && !filter(entry)) continue;
				result.push(entry);
			}
			return result;
		} else {
			logger.warn("content", `The collection ${JSON.stringify(collection)} does not exist or is empty. Please check your content config file for errors.`);
			return [];
		}
	};
}
function createGetEntry({ liveCollections, logger }) {
	return async function getEntry(collectionOrLookupObject, lookup) {
		let collection, lookupId;
		if (typeof collectionOrLookupObject === "string") {
			collection = collectionOrLookupObject;
			if (!lookup) throw new AstroError({
				...UnknownContentCollectionError,
				message: "`getEntry()` requires an entry identifier as the second argument."
			});
			lookupId = lookup;
		} else {
			collection = collectionOrLookupObject.collection;
			lookupId = "id" in collectionOrLookupObject ? collectionOrLookupObject.id : collectionOrLookupObject.slug;
		}
		if (collection in liveCollections) throw new AstroError({
			...UnknownContentCollectionError,
			message: `Collection "${collection}" is a live collection. Use getLiveEntry() instead of getEntry().`
		});
		if (typeof lookupId === "object") throw new AstroError({
			...UnknownContentCollectionError,
			message: `The entry identifier must be a string. Received object.`
		});
		const store = await globalDataStore.get();
		if (await store.hasCollection(collection)) {
			const entry = await store.get(collection, lookupId);
			if (!entry) {
				logger.warn("content", `Entry ${collection} → ${lookupId} was not found.`);
				return;
			}
			const { default: imageAssetMap } = await import("./content-assets_B0XVnSnr.mjs");
			const data = resolveEntryData(entry, imageAssetMap);
			const result = {
				...entry,
				data,
				collection
			};
			warnForPropertyAccess(logger, result.data, "slug", `[content] Attempted to access deprecated property on "${collection}" entry.
The "slug" property is no longer automatically added to entries. Please use the "id" property instead.`);
			warnForPropertyAccess(logger, result, "render", `[content] Invalid attempt to access "render()" method on "${collection}" entry.
To render an entry, use "render(entry)" from "astro:content".`);
			return result;
		}
	};
}
function warnForPropertyAccess(logger, entry, prop, message) {
	if (!(prop in entry)) {
		let _value = void 0;
		Object.defineProperty(entry, prop, {
			get() {
				if (_value === void 0) logger.error("content", message);
				return _value;
			},
			set(v) {
				_value = v;
			},
			enumerable: false
		});
	}
}
function createGetLiveCollection({ liveCollections }) {
	return async function getLiveCollection(collection, filter) {
		if (!(collection in liveCollections)) return { error: new LiveCollectionError(collection, `Collection "${collection}" is not a live collection. Use getCollection() instead of getLiveCollection() to load regular content collections.`) };
		try {
			const context = {
				filter,
				collection
			};
			const response = await liveCollections[collection].loader?.loadCollection?.(context);
			if (response && "error" in response) return { error: response.error };
			const { schema } = liveCollections[collection];
			let processedEntries = response.entries;
			if (schema) {
				const entryResults = await Promise.all(response.entries.map((entry) => parseLiveEntry(entry, schema, collection)));
				for (const result of entryResults) if (result.error) return { error: result.error };
				processedEntries = entryResults.map((result) => result.entry);
			}
			let cacheHint = response.cacheHint;
			if (cacheHint) {
				const cacheHintResult = cacheHintSchema.safeParse(cacheHint);
				if (!cacheHintResult.success) return { error: new LiveCollectionCacheHintError(collection, void 0, cacheHintResult.error) };
				cacheHint = cacheHintResult.data;
			}
			if (processedEntries.length > 0) {
				const entryTags = /* @__PURE__ */ new Set();
				let latestModified;
				for (const entry of processedEntries) if (entry.cacheHint) {
					if (entry.cacheHint.tags) entry.cacheHint.tags.forEach((tag) => entryTags.add(tag));
					if (entry.cacheHint.lastModified instanceof Date) {
						if (latestModified === void 0 || entry.cacheHint.lastModified > latestModified) latestModified = entry.cacheHint.lastModified;
					}
				}
				if (entryTags.size > 0 || latestModified || cacheHint) {
					const mergedCacheHint = {};
					if (cacheHint?.tags || entryTags.size > 0) mergedCacheHint.tags = [.../* @__PURE__ */ new Set([...cacheHint?.tags || [], ...entryTags])];
					if (cacheHint?.lastModified && latestModified) mergedCacheHint.lastModified = cacheHint.lastModified > latestModified ? cacheHint.lastModified : latestModified;
					else if (cacheHint?.lastModified || latestModified) mergedCacheHint.lastModified = cacheHint?.lastModified ?? latestModified;
					cacheHint = mergedCacheHint;
				}
			}
			return {
				entries: processedEntries,
				cacheHint
			};
		} catch (error) {
			return { error: new LiveCollectionError(collection, `Unexpected error loading collection ${collection}${error instanceof Error ? `: ${error.message}` : ""}`, error) };
		}
	};
}
function createGetLiveEntry({ liveCollections }) {
	return async function getLiveEntry(collection, lookup) {
		if (!(collection in liveCollections)) return { error: new LiveCollectionError(collection, `Collection "${collection}" is not a live collection. Use getCollection() instead of getLiveEntry() to load regular content collections.`) };
		try {
			const lookupObject = {
				filter: typeof lookup === "string" ? { id: lookup } : lookup,
				collection
			};
			let entry = await liveCollections[collection].loader?.loadEntry?.(lookupObject);
			if (entry && "error" in entry) return { error: entry.error };
			if (!entry) return { error: new LiveEntryNotFoundError(collection, lookup) };
			const { schema } = liveCollections[collection];
			if (schema) {
				const result = await parseLiveEntry(entry, schema, collection);
				if (result.error) return { error: result.error };
				entry = result.entry;
			}
			return {
				entry,
				cacheHint: entry.cacheHint
			};
		} catch (error) {
			return { error: new LiveCollectionError(collection, `Unexpected error loading entry ${collection} → ${typeof lookup === "string" ? lookup : JSON.stringify(lookup)}`, error) };
		}
	};
}
var CONTENT_LAYER_IMAGE_REGEX = /__ASTRO_IMAGE_="([^"]+)"/g;
async function updateImageReferencesInBody(html, fileName) {
	const { default: imageAssetMap } = await import("./content-assets_B0XVnSnr.mjs");
	const imageObjects = /* @__PURE__ */ new Map();
	const { getImage } = await import("./_virtual_astro_get-image_t7MjKof4.mjs");
	for (const [_full, imagePath] of html.matchAll(CONTENT_LAYER_IMAGE_REGEX)) try {
		const decodedImagePath = JSON.parse(imagePath.replace(/&(?:#x22|quot);/g, "\"").replace(/&(?:#x27|apos);/g, "'").replace(/&(?:amp|#x26|#38);/g, "&"));
		let image;
		if (URL.canParse(decodedImagePath.src)) image = await getImage(decodedImagePath);
		else {
			const id = imageSrcToImportId(decodedImagePath.src, fileName);
			const imported = imageAssetMap.get(id);
			if (!id || imageObjects.has(id) || !imported) continue;
			image = await getImage({
				...decodedImagePath,
				src: imported
			});
		}
		imageObjects.set(imagePath, image);
	} catch {
		throw new Error(`Failed to parse image reference: ${imagePath}`);
	}
	return html.replaceAll(CONTENT_LAYER_IMAGE_REGEX, (full, imagePath) => {
		const image = imageObjects.get(imagePath);
		if (!image) return full;
		const { index, ...attributes } = image.attributes;
		return Object.entries({
			...attributes,
			src: image.src,
			...image.srcSet.values.length > 0 ? { srcset: image.srcSet.attribute } : {}
		}).filter(([, value]) => value != null).map(([key, value]) => value === "" ? `${key}=""` : `${key}="${escape(String(value))}"`).join(" ");
	});
}
function resolveImageAtPath(src, fileName, imageAssetMap) {
	const id = imageSrcToImportId(src, fileName);
	if (!id) return;
	const imported = imageAssetMap?.get(id);
	if (!imported) return;
	if (imported.__svgData) {
		const { __svgData: svgData, ...meta } = imported;
		return createSvgComponent({
			meta,
			...svgData
		});
	}
	return imported;
}
function setAtPathCopying(target, path, value) {
	if (path.length === 0) return target;
	const [key, ...rest] = path;
	const copy = Array.isArray(target) ? target.slice() : { ...target };
	copy[key] = rest.length === 0 ? value : setAtPathCopying(copy[key], rest, value);
	return copy;
}
function updateImageReferencesInData(data, fileName, imageAssetMap, imageImports) {
	if (!imageImports?.length) return data;
	let result = data;
	for (const path of imageImports) {
		let src = result;
		for (const key of path) src = src?.[key];
		if (typeof src !== "string") continue;
		const resolved = resolveImageAtPath(src, fileName, imageAssetMap);
		if (resolved !== void 0) result = setAtPathCopying(result, path, resolved);
	}
	return result;
}
function resolveEntryData(entry, imageAssetMap) {
	return updateImageReferencesInData(entry.data, entry.filePath, imageAssetMap, entry.imageImports);
}
function createRenderEntry({ logger }) {
	return async function renderEntry(entry) {
		if (!entry) throw new AstroError(RenderUndefinedEntryError);
		recordContentEntryRender(entry.filePath);
		if (entry.deferredRender) try {
			const { default: contentModules } = await import("./content-modules_DYcV8QGo.mjs");
			const renderEntryImport = contentModules.get(entry.filePath);
			return render$1({
				collection: "",
				id: entry.id,
				renderEntryImport
			});
		} catch (e) {
			logger.error("content", `${e}`);
		}
		const html = entry?.rendered?.metadata?.imagePaths?.length && entry.filePath ? await updateImageReferencesInBody(entry.rendered.html, entry.filePath) : entry?.rendered?.html;
		return {
			Content: createComponent(() => renderTemplate`${unescapeHTML(html)}`),
			headings: entry?.rendered?.metadata?.headings ?? [],
			remarkPluginFrontmatter: entry?.rendered?.metadata?.frontmatter ?? {}
		};
	};
}
async function render$1({ collection, id, renderEntryImport }) {
	const UnexpectedRenderError = new AstroError({
		...UnknownContentCollectionError,
		message: `Unexpected error while rendering ${String(collection)} → ${String(id)}.`
	});
	if (typeof renderEntryImport !== "function") throw UnexpectedRenderError;
	const baseMod = await renderEntryImport();
	if (baseMod == null || typeof baseMod !== "object") throw UnexpectedRenderError;
	const { default: defaultMod } = baseMod;
	if (isPropagatedAssetsModule(defaultMod)) {
		const { collectedStyles, collectedLinks, collectedScripts, getMod } = defaultMod;
		if (typeof getMod !== "function") throw UnexpectedRenderError;
		const propagationMod = await getMod();
		if (propagationMod == null || typeof propagationMod !== "object") throw UnexpectedRenderError;
		return {
			Content: createComponent({
				factory(result, baseProps, slots) {
					let styles = "", links = "", scripts = "";
					if (Array.isArray(collectedStyles)) styles = collectedStyles.map((style) => {
						const content = typeof style === "string" ? style : style.content;
						const viteDevId = typeof style === "object" && style.id ? style.id : void 0;
						return renderUniqueStylesheet(result, {
							type: "inline",
							content,
							viteDevId
						});
					}).join("");
					if (Array.isArray(collectedLinks)) links = collectedLinks.map((link) => {
						return renderUniqueStylesheet(result, {
							type: "external",
							src: isRemotePath(link) ? link : prependForwardSlash(link)
						});
					}).join("");
					if (Array.isArray(collectedScripts)) scripts = collectedScripts.map((script) => renderScriptElement(script)).join("");
					let props = baseProps;
					if (id.endsWith("mdx")) props = {
						components: propagationMod.components ?? {},
						...baseProps
					};
					return createHeadAndContent(unescapeHTML(styles + links + scripts), renderTemplate`${renderComponent(result, "Content", propagationMod.Content, props, slots)}`);
				},
				propagation: "self"
			}),
			headings: propagationMod.getHeadings?.() ?? [],
			remarkPluginFrontmatter: propagationMod.frontmatter ?? {}
		};
	} else if (baseMod.Content && typeof baseMod.Content === "function") return {
		Content: baseMod.Content,
		headings: baseMod.getHeadings?.() ?? [],
		remarkPluginFrontmatter: baseMod.frontmatter ?? {}
	};
	else throw UnexpectedRenderError;
}
function isPropagatedAssetsModule(module) {
	return typeof module === "object" && module != null && "__astroPropagation" in module;
}
// \0astro:content
var liveCollections = {};
var logger = createConsoleLogger({ level });
var getCollection = createGetCollection({
	liveCollections,
	logger
});
var getEntry = createGetEntry({
	liveCollections,
	logger
});
var render = createRenderEntry({ logger });
createGetLiveCollection({ liveCollections });
createGetLiveEntry({ liveCollections });
// src/shared/domain/membership-prices.ts
/**
* The saving of paying `price` for `months` against paying the monthly price each month, in whole
* percent (rounded); 0 when there is none (the longer plan costs as much or more, or rounds to 0%).
*/
function savingPercent(monthlyPrice, price, months) {
	const monthlyTotal = monthlyPrice * months;
	if (months <= 1 || monthlyTotal <= 0 || price >= monthlyTotal) return 0;
	return Math.max(0, Math.round((1 - price / monthlyTotal) * 100));
}
/** The plan card's saving tag ("Save 17% on this plan"), or "" when the plan saves nothing. */
function savingTag(monthlyPrice, price, months) {
	const percent = savingPercent(monthlyPrice, price, months);
	return percent > 0 ? `Save ${percent}% on this plan` : "";
}
// src/shared/domain/membership-titles.ts
var MEMBERSHIP_PLAN_TITLES = {
	free: "Free Plan",
	monthly: "Premium Monthly",
	quarterly: "Premium Quarterly",
	yearly: "Premium Yearly"
};
// src/shared/domain/membership-plans.ts
var FREE_TRAINING_LINES = {
	none: "No free training",
	nonePerQuarter: "No free training per quarter",
	onePerQuarter: "1 free training per quarter"
};
/** The ten benefit lines in their fixed order; only the free-training line differs between plans. */
function benefitLines(freeTraining, includedCount) {
	return [
		"Access your own member dashboard",
		"Browse the ATP tournaments page",
		"Join our free WhatsApp community",
		"Join our premium WhatsApp community",
		"Follow your results with the progress tracker",
		"Enjoy discounts on training and coaching",
		freeTraining,
		"Get invited to exclusive social events",
		"Get priority access to tournaments and 5% off tickets",
		"Show a premium badge on your dashboard"
	].map((text, index) => ({
		text,
		included: index < includedCount
	}));
}
var ALL_BENEFITS = 10;
var MEMBERSHIP_PLANS = [
	{
		key: "free",
		title: MEMBERSHIP_PLAN_TITLES.free,
		duration: "",
		content: benefitLines(FREE_TRAINING_LINES.none, 3),
		months: 0,
		homeButtonLabel: "Join for Free",
		billingsButtonLabel: "Free"
	},
	{
		key: "monthly",
		title: MEMBERSHIP_PLAN_TITLES.monthly,
		duration: "monthly",
		content: benefitLines(FREE_TRAINING_LINES.nonePerQuarter, ALL_BENEFITS),
		months: 1,
		homeButtonLabel: "Subscribe",
		billingsButtonLabel: "Join"
	},
	{
		key: "quarterly",
		title: MEMBERSHIP_PLAN_TITLES.quarterly,
		duration: "quarterly",
		content: benefitLines(FREE_TRAINING_LINES.onePerQuarter, ALL_BENEFITS),
		months: 3,
		homeButtonLabel: "Subscribe",
		billingsButtonLabel: "Join"
	},
	{
		key: "yearly",
		title: MEMBERSHIP_PLAN_TITLES.yearly,
		duration: "yearly",
		content: benefitLines(FREE_TRAINING_LINES.onePerQuarter, ALL_BENEFITS),
		months: 12,
		homeButtonLabel: "Subscribe",
		billingsButtonLabel: "Join"
	}
];
MEMBERSHIP_PLANS.filter(isPaidMembershipPlan);
/** True for the monthly, quarterly and yearly plans, false for the free one. */
function isPaidMembershipPlan(plan) {
	return plan.duration !== "" && plan.key === plan.duration;
}
/**
* The four plans with the club's prices (one for each paid plan; the free plan costs nothing), each
* paid plan tagged with its saving against paying monthly for as long.
*/
function pricedMembershipPlans(prices) {
	const priceOf = (key) => {
		const price = prices.find((p) => p.key === key);
		if (!price) throw new RangeError(`No price for the ${key} membership plan`);
		return price;
	};
	const monthly = priceOf("monthly").priceNGN;
	return MEMBERSHIP_PLANS.map((plan) => {
		if (!isPaidMembershipPlan(plan)) return {
			...plan,
			priceNGN: 0,
			priceUSD: 0,
			extra: ""
		};
		const { priceNGN, priceUSD } = priceOf(plan.key);
		return {
			...plan,
			priceNGN,
			priceUSD,
			extra: savingTag(monthly, priceNGN, plan.months)
		};
	});
}
// src/shared/domain/zod-browser.ts
/**
* Zod compiles object parsers with `new Function` where it may. The pages' Content-Security-Policy
* forbids eval, and even zod's probe for it is reported as a violation, so in the browser zod
* parses without compiling. Imported by the validation rules, which every schema in the browser uses.
*/
if (typeof document !== "undefined") z.config({ jitless: true });
// src/shared/domain/lists.ts
/**
* The club's closed lists: every set of values the product knows by name. Each is spelled here once,
* as an `as const` array; the API's zod enums (src/shared/api/contract.ts, console-contract.ts), the database's
* check constraints (server/db/schema.ts), the demo data and the screens all take it from here.
* Adding a value is one edit here (and a migration when the database checks the column).
*
* This file imports nothing, so any page can read a list without shipping zod.
*/
/** The role a visitor signs up with (docs/decisions/0002-signup-role-values.md). */
var SIGNUP_ROLES = ["student", "coach"];
/** How each signup role reads on the signup form. */
var SIGNUP_ROLE_LABELS = {
	student: "Student",
	coach: "Coach"
};
/** The `role` a user record carries: a signup role, or staff for club staff created by hand. */
var USER_ROLES = [...SIGNUP_ROLES, "staff"];
/**
* What a user may do in the club console, apart from the role they signed up with: members
* nothing, gate volunteers check tickets in, treasurers the money, staff the day-to-day work,
* admins also prices and who is staff (docs/decisions/0183-treasurer-and-gate-roles.md).
*/
var CONSOLE_ROLES = [
	"member",
	"gate",
	"treasurer",
	"staff",
	"admin"
];
/**
* Player levels, which are also coach levels: a member signs up with one, a coach has one, and a
* plan names the levels of the coaches it pairs with. "amatuer" is the club's spelling, kept as
* stored data.
*/
var LEVELS = [
	"kids amatuer",
	"kids mid-level",
	"kids professional",
	"adult amatuer",
	"adult mid-level",
	"adult professional"
];
/** The categories of the coaching plans on the membership pages, one page each. */
var PLAN_CATEGORIES = [
	"children",
	"adult",
	"special"
];
/** The paid membership plans (the free plan is not bought, so it has no key here). */
var MEMBERSHIP_KEYS = [
	"monthly",
	"quarterly",
	"yearly"
];
/** The training packages, in display order. */
var TRAINING_KEYS = [
	"regular",
	"standard",
	"premium",
	"family",
	"couples"
];
/** How long a training package is bought for. */
var TRAINING_DURATIONS = ["1month", "3months"];
/** How each kind of payment is labelled: the `type` of a transaction or payment selection. */
var TRANSACTION_KIND_LABELS = {
	ticket: "Ticket",
	membership: "Membership Package",
	training: "Training Package",
	pairing: "Coach Pairing",
	household: "Family Training"
};
TRANSACTION_KIND_LABELS.ticket, TRANSACTION_KIND_LABELS.membership, TRANSACTION_KIND_LABELS.training, TRANSACTION_KIND_LABELS.pairing, TRANSACTION_KIND_LABELS.household;
/**
* Where a refund stands: as the provider reports it, or `unconfirmed` while the provider's answer
* to our request never came (a timeout, a network error) and the server is checking with it whether
* it took the refund on (docs/decisions/0113-unconfirmed-refunds-and-demo-housekeeping.md).
*/
var REFUND_STATUSES = [...[
	"pending",
	"processing",
	"processed",
	"failed",
	"needs-attention"
], "unconfirmed"];
/** Why a paid ticket was not issued after all: its tournament was cancelled, or it sold out. */
var TICKET_NOT_ISSUED_REASONS = ["cancelled", "sold-out"];
/** A member's coach as the API reports it: a stored status, or None without an assignment. */
var COACH_STATUSES = [...[
	"Pending",
	"Assigned",
	"Ended"
], "None"];
/** A match between two players, or two pairs. */
var MATCH_KINDS = ["singles", "doubles"];
/** The two sides of a match; a score is written from side a's point of view. */
var MATCH_SIDES = ["a", "b"];
/** How a match ended (src/shared/domain/tennis-score.ts). */
var MATCH_OUTCOMES = [
	"completed",
	"retired",
	"walkover"
];
/**
* Where a match stands: scheduled (no score yet), reported by a player and awaiting the other's
* confirmation, disputed (for staff to settle), or confirmed (counts for ratings).
*/
var MATCH_STATUSES = [
	"scheduled",
	"reported",
	"disputed",
	"confirmed"
];
/**
* Who a tournament event admits by gender (docs/decisions/0230-tournament-events.md): boys and girls
* events are juniors' in name, men and women adults'; the age limits are the event's own.
*/
var EVENT_GENDERS = [
	"boys",
	"girls",
	"men",
	"women",
	"open"
];
/**
* Where a place on an event's waiting list stands: waiting in line, offered a freed place (to pay
* by the offer's deadline), entered (paid), lapsed (the deadline passed) or left (taken off by the
* player or staff).
*/
var WAITLIST_STATUSES = [
	"waiting",
	"offered",
	"entered",
	"lapsed",
	"left"
];
Object.keys({
	"channel-confirmation": {
		label: "Confirmations of your message settings",
		urgentToday: false,
		atOnce: true
	},
	"ticket-confirmed": {
		label: "Tickets confirmed",
		urgentToday: false
	},
	"match-time": {
		label: "Match times",
		urgentToday: false
	},
	"draw-published": {
		label: "Draws published",
		urgentToday: false
	},
	"doubles-partner": {
		label: "Doubles partners",
		urgentToday: false
	},
	"tournament-cancelled": {
		label: "Tournaments cancelled and refunds",
		urgentToday: true
	},
	"payment-pending": {
		label: "Payments pending",
		urgentToday: false
	},
	"payment-received": {
		label: "Payments received",
		urgentToday: false
	},
	"renewal-due": {
		label: "Renewals due",
		urgentToday: false
	},
	"staff-message": {
		label: "Messages from the club staff",
		urgentToday: false
	},
	coaching: {
		label: "Your coach",
		urgentToday: false
	}
}).filter((kind) => kind !== "channel-confirmation");
/** The player levels a child is added with: the kids' levels of `LEVELS` (docs/decisions/0160-families.md). */
var KIDS_LEVELS = [
	"kids amatuer",
	"kids mid-level",
	"kids professional"
];
/** How a guardian is related to the player they manage, as they say it when consenting. */
var GUARDIAN_RELATIONSHIPS = [
	"mother",
	"father",
	"parent",
	"legal guardian",
	"grandparent",
	"other relative"
];
/** A guardianship is invited (mailed, not yet accepted) or active (the guardian manages the player). */
var GUARDIANSHIP_STATUSES = ["invited", "active"];
/** Where a guardian's consent came from: given in the dashboard, or a paper form staff recorded. */
var CONSENT_SOURCES = ["online", "paper"];
// src/shared/domain/phone.ts
/**
* Phone numbers in E.164 (+2348031234567), checked with libphonenumber-js: a number written the
* Nigerian way (0803 123 4567) or with its country code is accepted and stored in one form, so
* WhatsApp and SMS can reach it (docs/decisions/0191-phone-numbers-in-e164.md).
*/
var INVALID_PHONE = "Enter a valid phone number, such as 0803 123 4567 or +234 803 123 4567";
/** The E.164 form of a phone number (Nigeria when it has no country code); null when it is not a valid number. */
function toE164(text) {
	const trimmed = text.trim();
	if (!/^\+?[\d\s().-]{7,24}$/.test(trimmed)) return null;
	const parsed = parsePhoneNumberFromString(trimmed, "NG");
	return parsed?.isValid() ? parsed.number : null;
}
// src/shared/domain/validation.ts
/**
* Form validation rules (docs/product.md, Validation) as zod schemas, used by the forms in the
* browser and by the API server on every request body. Messages are the ones quoted there.
*/
var FILL_ALL_FIELDS = "Please fill out all fields before submitting.";
var USERNAME_RULE = "Only letters, numbers, underscores allowed";
var PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
var INVALID_EMAIL = "Enter a valid email address";
/** A record id as the API takes it: opaque, bounded (docs/decisions/0022-record-ids.md). */
var Id = z.string().min(1).max(64);
/** A required text field: trimmed, non-empty (the one incomplete-form message), bounded. */
var required = (max = 200) => z.string({ error: FILL_ALL_FIELDS }).trim().min(1, FILL_ALL_FIELDS).max(max);
/** A required email: lowercased as typed (docs/product.md, Validation), trimmed, checked for shape. */
var email = () => required(254).toLowerCase().pipe(z.email({ error: INVALID_EMAIL }));
var LoginInput = z.object({
	email: email(),
	password: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).max(200)
});
var BIRTH_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
var EARLIEST_BIRTH_YEAR = 1900;
var NOT_A_REAL_DATE = "Enter a real date of birth";
var BIRTH_DATE_RANGE = `Enter a date of birth between ${EARLIEST_BIRTH_YEAR} and today`;
/** `YYYY-MM-DD` naming a day the calendar has: no 30 February, no month 13, no day 0. */
function isCalendarDate(text) {
	if (!BIRTH_DATE_SHAPE.test(text)) return false;
	const [year, month, day] = text.split("-").map(Number);
	const date = /* @__PURE__ */ new Date(0);
	date.setUTCFullYear(year, month - 1, day);
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
/**
* A calendar date from 1900 up to today. "Today" is the latest date anywhere on Earth (UTC+14), so
* a birth date entered today counts wherever the member is, while tomorrow's never does.
*/
function isBirthDateInRange(text, now) {
	const latest = new Date(now.getTime() + 504e5).toISOString().slice(0, 10);
	return isCalendarDate(text) && Number(text.slice(0, 4)) >= 1900 && text <= latest;
}
var SignupInput = z.object({
	fullName: required(120),
	email: email(),
	username: required(40).regex(/^\w+$/, USERNAME_RULE),
	password: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).min(8, "Use at least 8 characters for your password").max(200),
	dob: required(10).regex(BIRTH_DATE_SHAPE, {
		error: "Enter your date of birth",
		abort: true
	}).refine(isCalendarDate, {
		error: NOT_A_REAL_DATE,
		abort: true
	}).refine((text) => isBirthDateInRange(text, /* @__PURE__ */ new Date()), BIRTH_DATE_RANGE),
	/** Stored in E.164 (+2348031234567) whichever way it was written (docs/decisions/0191-phone-numbers-in-e164.md). */
	phoneNumber: required(24).refine((text) => toE164(text) !== null, INVALID_PHONE).transform((text) => toE164(text) ?? text),
	role: z.enum(SIGNUP_ROLES, { error: FILL_ALL_FIELDS }),
	level: z.enum(LEVELS, { error: FILL_ALL_FIELDS })
});
var ReviewInput = z.object({
	rating: z.coerce.number({ error: "Choose a rating from 1 to 5" }).int("Choose a rating from 1 to 5").min(1, "Choose a rating from 1 to 5").max(5, "Choose a rating from 1 to 5"),
	comment: required(2e3)
});
var ForgotPasswordInput = z.object({ email: email() });
/** The reset form: code, new password and its confirmation, which must match. */
var ResetPasswordFormInput = z.object({
	resetCode: required(6).regex(/^\d{6}$/, "The reset code is 6 digits"),
	newPassword: z.string().min(1, FILL_ALL_FIELDS).min(8, "Use at least 8 characters").max(200),
	confirmPassword: z.string().min(1, FILL_ALL_FIELDS).max(200)
}).refine((v) => v.newPassword === v.confirmPassword, {
	message: PASSWORDS_DO_NOT_MATCH,
	path: ["confirmPassword"]
});
z.object({ email: email() });
z.object({
	firstName: required(80),
	lastName: required(80),
	email: email(),
	phoneNumber: required(20),
	message: required(5e3)
});
/** The first error message of a failed parse, for a form's single message line. */
function firstIssue(error) {
	return error.issues[0]?.message ?? "Please fill out all fields before submitting.";
}
/** Field name to its first message, for errors tied to their fields. */
function fieldErrors(error) {
	const out = {};
	for (const issue of error.issues) {
		const key = String(issue.path[0] ?? "form");
		out[key] ??= issue.message;
	}
	return out;
}
z.object({ message: z.string() });
z.object({ message: z.string() });
var Level = z.enum(LEVELS);
var MembershipKey = z.enum(MEMBERSHIP_KEYS);
var TrainingKey = z.enum(TRAINING_KEYS);
var TrainingDuration = z.enum(TRAINING_DURATIONS);
var PlanCategory = z.enum(PLAN_CATEGORIES);
var User = z.object({
	_id: Id,
	fullName: z.string(),
	/** Null for a junior without a login of their own (docs/decisions/0160-families.md). */
	email: z.string().nullable(),
	username: z.string(),
	dob: z.string(),
	phoneNumber: z.string(),
	role: z.enum(USER_ROLES),
	level: Level,
	picture: z.string().nullable()
});
var Membership = z.object({
	/** Membership key (monthly, quarterly, yearly) or "none". */
	plan: z.string(),
	/** "Paid" while active, else "none". */
	status: z.string(),
	endDate: z.string().nullable()
});
var Training = z.object({
	/** Training package key or "none". */
	plan: z.string(),
	status: z.string(),
	endDate: z.string().nullable()
});
var BillingData = z.object({
	membership: Membership,
	training: Training
});
var CoachAssignmentStatus = z.enum(COACH_STATUSES);
var CoachInfo = z.object({
	status: z.string(),
	coachId: z.string().nullable()
});
/** The signed-in user as `/me` returns it: the profile plus what the top bar needs. */
var UserData = User.extend({
	membership: Membership,
	training: Training,
	coachInfo: CoachInfo,
	autoRenew: z.boolean(),
	/** What the user may do in the club console (`/staff`): member (nothing), staff or admin. */
	consoleRole: z.enum(CONSOLE_ROLES).optional(),
	/** The coach profile staff linked this account to, for accounts that signed up as Coach. */
	linkedCoach: z.object({
		_id: Id,
		coachName: z.string()
	}).nullable().optional(),
	/**
	* The account's place in a family: whether it guards a junior (the top bar's player switcher
	* loads only then) and whether it is a junior itself (adults are offered "Add a child").
	* Absent from answers kept on a device before it was sent.
	*/
	family: z.object({
		guardian: z.boolean(),
		junior: z.boolean()
	}).optional()
});
var Tournament = z.object({
	_id: Id,
	name: z.string(),
	/** ISO date-time string. */
	date: z.string(),
	location: z.string(),
	time: z.string(),
	/** Ticket price in naira. */
	price: z.number(),
	tournamentImgURL: z.string(),
	/** Present and true when every ticket is sold (paid tickets reached the capacity). */
	soldOut: z.boolean().optional(),
	/** Present and true when the club called it off: no tickets are sold. */
	cancelled: z.boolean().optional(),
	/** Present when ticket sales open later: when they open to everyone (ISO date-time). */
	salesOpenAt: z.string().optional(),
	/** Present with salesOpenAt when paid members may buy this many days earlier. */
	memberEarlyDays: z.number().int().optional()
});
var CoachComment = z.object({
	_id: Id,
	userID: z.object({ fullName: z.string() }).nullable(),
	rating: z.number(),
	comment: z.string(),
	createdAt: z.string()
});
var Coach = z.object({
	_id: Id,
	id: Id,
	coachName: z.string(),
	imageUrl: z.string(),
	bioInfo: z.string(),
	level: Level,
	/** Monthly coaching fee in naira. */
	price: z.number(),
	/** Average rating, 0 when there are no reviews. */
	avgRate: z.number(),
	/** Reviews, newest first. */
	comment: z.array(CoachComment),
	/** Present and true when the coach left the club: shown for history, not offered for pairing. */
	retired: z.boolean().optional()
});
var BillingPlanOption = z.object({
	/** Months. */
	interval: z.number().int().positive(),
	discountPercentage: z.number().min(0).max(100)
});
var Plan = z.object({
	_id: Id,
	category: PlanCategory,
	planName: z.string(),
	/** Monthly price in naira. */
	planPrice: z.number(),
	priceInfo: z.string(),
	description: z.string(),
	note: z.string(),
	planImage: z.string(),
	/** Coach levels this plan pairs with. */
	filterPrams: z.array(z.string()),
	billingPlans: z.array(BillingPlanOption)
});
var TrainingPackage = z.object({
	key: TrainingKey,
	name: z.string(),
	info: z.string(),
	/** Member discount in percent. */
	discount: z.number(),
	/** First: the 1-month price, second: the 3-month price, in naira. */
	plans: z.array(z.object({
		label: z.string(),
		price: z.number()
	})).length(2)
});
var Ticket = z.object({
	_id: Id,
	tournament: Tournament,
	token: z.string(),
	/** The signed pass in the QR code (src/shared/domain/ticket-pass.ts). */
	pass: z.string(),
	price: z.number(),
	createdAt: z.string(),
	/** Its payment was refunded: the ticket no longer admits anyone. */
	voided: z.boolean(),
	/** A doubles entry's partner and whether they confirmed; null for any other ticket. */
	doubles: z.object({
		partner: z.string(),
		confirmed: z.boolean()
	}).nullable().optional(),
	/** The entry was withdrawn (by staff, or as its partner declined). */
	withdrawn: z.boolean().optional()
});
var MatchResult = z.object({
	_id: Id,
	tournamentName: z.string(),
	opponent: z.string(),
	score: z.string(),
	won: z.boolean(),
	playedAt: z.string()
});
z.object({
	cMatch: z.object({
		rank: z.number().nullable(),
		improvement: z.string(),
		totalMatches: z.number().int().min(0)
	}),
	matchesWon: z.number().int().min(0),
	/** The newest page of the member's matches, newest first; `moreMatches` when earlier ones remain. */
	matches: z.array(MatchResult),
	moreMatches: z.boolean().optional(),
	/** The member's rating after each of their latest rated matches, oldest first (docs/ratings.md). */
	ratingHistory: z.array(z.object({
		at: z.string(),
		rating: z.number()
	})).optional()
});
/**
* A match of the member's still to be played or settled: a friendly staff scheduled, its score
* reported by one player and awaiting the other's confirmation, or disputed (with staff); or their
* next match in a published tournament draw, whose result staff enter.
*/
var OpenMatch = z.object({
	_id: Id,
	status: z.enum(MATCH_STATUSES),
	kind: z.enum(MATCH_KINDS),
	/** "Friendly", or the tournament and round. */
	event: z.string(),
	scheduledAt: z.string().nullable(),
	court: z.string().nullable(),
	partner: z.string().nullable(),
	opponents: z.string(),
	/** The reported score from the member's side, once reported. */
	score: z.string().nullable(),
	/** Whether the member may report the score now, or confirm (or dispute) the one reported. */
	canReport: z.boolean(),
	canConfirm: z.boolean(),
	/** A draw match's tournament: when it starts and where; null for a friendly. */
	draw: z.object({
		startsAt: z.string(),
		venue: z.string()
	}).nullable()
});
var Notification = z.object({
	_id: Id,
	title: z.string(),
	message: z.string(),
	createdAt: z.string(),
	/** When the member marked it read; null while unread. */
	readAt: z.string().nullable()
});
/** A refund of one of the member's payments, as their billing history and receipt show it, with its reason. */
var TransactionRefund = z.object({
	_id: Id,
	/** Naira. */
	amount: z.number(),
	status: z.enum(REFUND_STATUSES),
	date: z.string(),
	/** Why it was refunded, as the member's notification said. */
	reason: z.string()
});
/**
* One player's line of a family training payment (docs/decisions/0200-household-checkout.md): whose
* training, which package and for how long, its own price, the household discount and what it cost.
*/
var PaymentLine = z.object({
	/** The player's id; null once their data was deleted. */
	player: Id.nullable(),
	playerName: z.string(),
	package: TrainingKey,
	duration: TrainingDuration,
	/** What it says on the receipt: "Regular training, 1 Month". */
	description: z.string(),
	/** Naira: the price on its own, the household discount, and what the line cost. */
	price: z.number(),
	discount: z.number(),
	amount: z.number(),
	/** Naira refunded on this line (refunds not failed). */
	refunded: z.number()
});
var Transaction = z.object({
	_id: Id,
	type: z.string(),
	/** Naira. */
	amount: z.number(),
	/** pending | complete | failed | abandoned */
	status: z.string(),
	date: z.string(),
	reference: z.string(),
	description: z.string(),
	/** How it was paid (card, bank_transfer, ussd), once the provider said; absent before. */
	channel: z.string().nullish(),
	/** Its refunds, oldest first (failed ones too, so the member sees what was tried). */
	refunds: z.array(TransactionRefund).default([]),
	/** Whether the card holder disputed it with their bank (staff follow it up). */
	disputed: z.boolean().default(false),
	/** A family training payment's line per player; empty for any other payment. */
	lines: z.array(PaymentLine).default([])
});
var CoachMember = z.object({
	fullName: z.string(),
	level: Level,
	/** The member's running membership plan key, or "none". */
	plan: z.string(),
	status: CoachAssignmentStatus,
	/** When the member was assigned to the coach (or ordered the pairing, while Pending). */
	since: z.string(),
	/** A junior's guardians, to call (docs/decisions/0160-families.md); empty for an adult. */
	guardians: z.array(z.object({
		fullName: z.string(),
		phoneNumber: z.string()
	})),
	/** A junior's medical notes, for their coach (and staff) only; null when none are kept. */
	medicalNotes: z.string().nullable()
});
var PublicDrawPlayer = z.object({
	name: z.string(),
	/** 1 for the top seed; null when not seeded. */
	seed: z.number().int().nullable()
});
var PublicDrawMatch = z.object({
	roundName: z.string(),
	/** Null: a bye in the first round, not decided yet later. */
	a: PublicDrawPlayer.nullable(),
	b: PublicDrawPlayer.nullable(),
	winner: z.enum(MATCH_SIDES).nullable(),
	score: z.string().nullable()
});
/** A published knock-out played after another draw (docs/decisions/0245): its rounds and medallists. */
var PublicBracket = z.object({
	rounds: z.array(z.array(PublicDrawMatch)),
	/** The final's winner and runner-up, by public name, once the final is played. */
	medallists: z.object({
		winner: z.string(),
		runnerUp: z.string()
	}).nullable()
});
var PublicDraw = z.object({
	tournamentId: Id,
	tournamentName: z.string(),
	/** ISO date-time string. */
	date: z.string(),
	rounds: z.array(z.array(PublicDrawMatch)),
	/** The final's winner and runner-up, by public name, once the final is played. */
	medallists: z.object({
		winner: z.string(),
		runnerUp: z.string()
	}).nullable(),
	/** The published consolation draw of the first-match losers, if there is one. */
	consolation: PublicBracket.nullable()
});
var MemberDrawPlayer = PublicDrawPlayer.extend({ you: z.boolean() });
var MemberDraw = PublicDraw.extend({ rounds: z.array(z.array(PublicDrawMatch.extend({
	a: MemberDrawPlayer.nullable(),
	b: MemberDrawPlayer.nullable()
}))) });
z.object({ id: Id });
var FreeSession = z.object({
	/** A paid quarterly or yearly member: one free training session this quarter. */
	eligible: z.boolean(),
	/** "2026-Q4" (Lagos). */
	quarter: z.string(),
	/** "October to December 2026". */
	quarterLabel: z.string(),
	/** When staff redeemed this quarter's session; null while it is unused. */
	redeemedAt: z.string().nullable()
});
var FriendlyOpponent = z.object({
	_id: Id,
	/** As the club's public pages name the player: juniors by first name and initial. */
	name: z.string()
});
z.object({
	message: z.string(),
	data: z.object({
		user: User,
		auth: z.object({ token: z.string() })
	})
});
z.object({
	message: z.string(),
	data: User
});
z.object({ token: z.string().max(4096) });
z.object({ isValid: z.boolean() });
z.object({ userData: UserData });
z.object({ password: z.string({ error: "Enter your password to delete your account" }).min(1, "Enter your password to delete your account").max(200) });
z.object({
	message: z.string(),
	emailSent: z.boolean(),
	userEmail: z.string()
});
z.object({
	email: z.string().trim().toLowerCase().email().max(254),
	resetCode: z.string().regex(/^\d{6}$/, "The reset code is 6 digits"),
	newPassword: z.string().min(8, "Use at least 8 characters").max(200)
});
z.object({
	message: z.string(),
	success: z.boolean()
});
z.object({ page: z.coerce.number().int().min(1).max(1e5).default(1) });
var CoachOwnReview = z.object({
	_id: Id,
	rating: z.number().int(),
	comment: z.string(),
	reviewerName: z.string(),
	createdAt: z.string()
});
z.object({
	coach: z.object({
		_id: Id,
		coachName: z.string()
	}),
	members: z.array(CoachMember),
	page: z.number().int(),
	pageSize: z.number().int(),
	total: z.number().int(),
	/** The newest reviews of the coach. */
	reviews: z.array(CoachOwnReview)
});
z.object({ coaches: z.array(Coach) });
z.object({ coach: Coach });
ReviewInput.extend({ coachId: Id });
z.object({
	message: z.string(),
	comment: CoachComment
});
z.object({ plans: z.array(Plan) });
z.object({ packages: z.array(TrainingPackage) });
z.object({ coachInfo: CoachInfo });
z.object({ category: PlanCategory });
/** A paid membership plan's price: whole naira, and whole US dollars for members outside Nigeria. */
var MembershipPrice = z.object({
	key: MembershipKey,
	priceNGN: z.number().int(),
	priceUSD: z.number().int()
});
z.object({ prices: z.array(MembershipPrice) });
// src/shared/domain/club-zone.ts
/**
* The club's time zone, in a module of its own: the dashboard's first screen formats dates in it
* (date-display.ts) without loading the Lagos date and time arithmetic of club-time.ts.
*/
var CLUB_TIME_ZONE = "Africa/Lagos";
// src/shared/domain/club-time.ts
/**
* The club's wall clock (Africa/Lagos). Staff enter a tournament's start as a Lagos date and time;
* the database keeps the instant, and both are answered back, so nobody has to guess a zone.
*/
var LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
var LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
/**
* Built on first use, not when the module loads: the first formatter with a time zone costs a slow
* phone tens of milliseconds, which would otherwise hold up every page that imports this module.
*/
var partsFormat;
/**
* Instants already read, with their Lagos date and time: the same few (a member's coming sessions,
* a tournament's start) are read on every visit, and asking the time zone database costs more than
* the rest of such a read. At most `KEPT_INSTANTS` minutes, the oldest read dropped first.
*/
var keptLocal = /* @__PURE__ */ new Map();
/** The Lagos calendar date and clock time of an instant. */
function clubLocal(instant) {
	const at = instant.getTime();
	const minute = at >= 0 ? Math.floor(at / 6e4) : at;
	const kept = keptLocal.get(minute);
	if (kept) return { ...kept };
	partsFormat ??= new Intl.DateTimeFormat("en-GB", {
		timeZone: CLUB_TIME_ZONE,
		year: "numeric",
		month: "2-digit",
		day: "2-digit",
		hour: "2-digit",
		minute: "2-digit",
		hourCycle: "h23"
	});
	const parts = partsFormat.formatToParts(instant);
	const part = (type) => parts.find((p) => p.type === type)?.value ?? "";
	const local = {
		date: `${part("year")}-${part("month")}-${part("day")}`,
		time: `${part("hour")}:${part("minute")}`
	};
	if (Number.isFinite(at)) {
		if (keptLocal.size >= 4096) keptLocal.delete(keptLocal.keys().next().value);
		keptLocal.set(minute, local);
	}
	return { ...local };
}
function isLocalDate(value) {
	const match = LOCAL_DATE.exec(value);
	if (!match) return false;
	const [year, month, day] = [
		Number(match[1]),
		Number(match[2]),
		Number(match[3])
	];
	const probe = new Date(Date.UTC(year, month - 1, day));
	return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}
function isLocalTime(value) {
	return LOCAL_TIME.test(value);
}
// src/shared/domain/tennis-score.ts
var SETS_TO_WIN = 2;
var MAX_SETS = 3;
var MATCH_TIE_BREAK_TO = 10;
var SET_PATTERN = /^(\d{1,2})-(\d{1,2})(?:\((\d{1,2})\))?$/;
function fail(message) {
	return {
		ok: false,
		message
	};
}
var ordinal = (index) => [
	"First",
	"Second",
	"Third"
][index] ?? `Set ${index + 1}`;
/** Who won a finished set, or a message saying why the games cannot be a set. */
function checkRegularSet(set, name, mayBeUnfinished) {
	const high = Math.max(set.a, set.b);
	const low = Math.min(set.a, set.b);
	if (high > 7) return `${name} set ${set.a}-${set.b}: a set ends at 6 or 7 games`;
	if (set.tieBreak !== void 0 && !(high === 7 && low === 6)) return `${name} set ${set.a}-${set.b}: only a 7-6 set has a tie-break`;
	if (high === 7 && low === 7) return `${name} set 7-7: a set ends 7-6 after a tie-break`;
	if (high === 7 && low < 5) return `${name} set ${set.a}-${set.b}: a set ends at 6 games when the other side has 4 or fewer`;
	if (high === 6 && low <= 4 || high === 7 && (low === 5 || low === 6)) {
		set.finished = true;
		return null;
	}
	if (mayBeUnfinished) {
		set.finished = false;
		return null;
	}
	if (high === 6 && low === 5) return `${name} set ${set.a}-${set.b} is not finished: it goes to 7-5 or 6-6 and a tie-break`;
	if (high === 6 && low === 6) return `${name} set 6-6 is not finished: write the tie-break as 7-6`;
	return `${name} set ${set.a}-${set.b} is not finished: a set is won with 6 games and a lead of two`;
}
function checkMatchTieBreak(set, mayBeUnfinished) {
	const high = Math.max(set.a, set.b);
	const low = Math.min(set.a, set.b);
	if (set.tieBreak !== void 0) return "A match tie-break has no tie-break of its own";
	if (high >= MATCH_TIE_BREAK_TO && high - low >= 2 && (high === MATCH_TIE_BREAK_TO || high - low === 2)) {
		set.finished = true;
		return null;
	}
	if (high > MATCH_TIE_BREAK_TO && high - low !== 2) return `Match tie-break ${set.a}-${set.b}: past 10 points it ends as soon as one side leads by two`;
	if (mayBeUnfinished) {
		set.finished = false;
		return null;
	}
	return `Match tie-break ${set.a}-${set.b} is not finished: it is won with 10 points and a lead of two`;
}
var setWinner = (set) => set.a > set.b ? "a" : "b";
/** The score in the club's way of writing it (the normalised form stored with a result). */
function formatScore(sets, outcome) {
	if (outcome === "walkover") return "w/o";
	const text = sets.map((set) => `${set.a}-${set.b}${set.tieBreak === void 0 ? "" : `(${set.tieBreak})`}`).join(" ");
	return outcome === "retired" ? `${text} ret.`.trim() : text;
}
/**
* Checks a score and works out who won. For a retirement, `retired` names the side that stopped
* (the other side wins); for a walkover, `winner` names the side that goes through. The `text` is
* read from the first side's point of view.
*/
function parseScore(text, outcome = "completed", sideOut) {
	const cleaned = text.trim().replace(/\s*ret(?:ired|\.)?\s*$/i, "").replace(/\s*\(\s*/g, "(").replace(/\s*\)\s*/g, ") ").replace(/\s*[-–]\s*/g, "-").trim();
	if (outcome === "walkover") {
		if (cleaned !== "" && !/^w\/?o$/i.test(cleaned)) return fail("A walkover has no score: leave the score empty");
		if (sideOut === void 0) return fail("Say which side did not play the walkover");
		return {
			ok: true,
			score: {
				outcome,
				sets: [],
				winner: sideOut === "a" ? "b" : "a",
				games: {
					a: 0,
					b: 0
				},
				text: "w/o"
			}
		};
	}
	if (cleaned === "") return fail(outcome === "retired" ? "Enter the score up to the retirement" : "Enter the score");
	const parts = cleaned.split(/[\s,;]+/).filter(Boolean);
	if (parts.length > MAX_SETS) return fail(`A match has at most ${MAX_SETS} sets`);
	const sets = [];
	for (const part of parts) {
		const found = SET_PATTERN.exec(part);
		if (!found) return fail(`"${part}" is not a set score: write the games as 6-4, and a tie-break as 7-6(5)`);
		sets.push({
			a: Number(found[1]),
			b: Number(found[2]),
			...found[3] === void 0 ? {} : { tieBreak: Number(found[3]) },
			matchTieBreak: false,
			finished: false
		});
	}
	const won = {
		a: 0,
		b: 0
	};
	for (const [i, set] of sets.entries()) {
		if (won.a === SETS_TO_WIN || won.b === SETS_TO_WIN) return fail(`The match was over after the ${ordinal(i - 1).toLowerCase()} set: remove the ${ordinal(i).toLowerCase()} set`);
		const last = i === sets.length - 1;
		const mayBeUnfinished = outcome === "retired" && last;
		set.matchTieBreak = i === 2 && Math.max(set.a, set.b) >= 8;
		const problem = set.matchTieBreak ? checkMatchTieBreak(set, mayBeUnfinished) : checkRegularSet(set, ordinal(i), mayBeUnfinished);
		if (problem) return fail(problem);
		if (set.finished) won[setWinner(set)] += 1;
	}
	if (outcome === "completed") {
		if (won.a < SETS_TO_WIN && won.b < SETS_TO_WIN) return fail("The match is not finished: someone must win two sets (or mark it as a retirement)");
		return {
			ok: true,
			score: {
				outcome,
				sets,
				winner: won.a === SETS_TO_WIN ? "a" : "b",
				games: countGames(sets),
				text: formatScore(sets, outcome)
			}
		};
	}
	if (won.a === SETS_TO_WIN || won.b === SETS_TO_WIN) return fail("The match was already won: record it as played to the end, not as a retirement");
	if (sideOut === void 0) return fail("Say which side retired");
	return {
		ok: true,
		score: {
			outcome,
			sets,
			winner: sideOut === "a" ? "b" : "a",
			games: countGames(sets),
			text: formatScore(sets, outcome)
		}
	};
}
function countGames(sets) {
	const games = {
		a: 0,
		b: 0
	};
	for (const set of sets) if (set.matchTieBreak) {
		if (set.finished) games[setWinner(set)] += 1;
	} else {
		games.a += set.a;
		games.b += set.b;
	}
	return games;
}
z.object({ draws: z.array(PublicDraw) });
z.object({ draws: z.array(MemberDraw) });
/** A match of a published order of play: when, where, who by public name, and its score once played. */
var PublicPlannedMatch = z.object({
	/** ISO date-time string. */
	startsAt: z.string(),
	court: z.string(),
	label: z.string(),
	/** Each side by public name. */
	a: z.string(),
	b: z.string(),
	score: z.string().nullable(),
	winner: z.enum(["a", "b"]).nullable()
});
/** A published round-robin event: each group's table and results, players by public name. */
var PublicGroups = z.object({
	tournamentId: Id,
	tournamentName: z.string(),
	/** ISO date-time string: the tournament's start. */
	date: z.string(),
	eventId: Id,
	eventName: z.string(),
	groups: z.array(z.object({
		name: z.string(),
		standings: z.array(z.object({
			position: z.number().int(),
			name: z.string(),
			played: z.number().int(),
			won: z.number().int(),
			lost: z.number().int(),
			setsWon: z.number().int(),
			setsLost: z.number().int(),
			gamesWon: z.number().int(),
			gamesLost: z.number().int()
		})),
		matches: z.array(z.object({
			a: z.string(),
			b: z.string(),
			score: z.string().nullable(),
			winner: z.enum(["a", "b"]).nullable()
		})),
		complete: z.boolean()
	})),
	/** The published knock-out of the group finishers, if there is one (docs/decisions/0245). */
	knockout: PublicBracket.nullable(),
	/**
	* The event's medallists: the knock-out's finalists once its final is played; without a
	* knock-out, a one-group event's first and second once every match is played.
	*/
	medallists: z.object({
		winner: z.string(),
		runnerUp: z.string()
	}).nullable()
});
z.object({ events: z.array(PublicGroups) });
var PublicOrderOfPlay = z.object({
	tournamentId: Id,
	matches: z.array(PublicPlannedMatch)
});
z.object({ orders: z.array(PublicOrderOfPlay) });
var LadderRow = z.object({
	rank: z.number().int(),
	name: z.string(),
	rating: z.number()
});
z.object({
	adults: z.array(LadderRow),
	juniors: z.array(LadderRow)
});
z.object({
	onLadder: z.boolean(),
	ladderFullName: z.boolean(),
	junior: z.boolean()
});
z.object({
	onLadder: z.boolean().optional(),
	ladderFullName: z.boolean().optional()
}).refine((change) => change.onLadder !== void 0 || change.ladderFullName !== void 0, { message: "Say onLadder, ladderFullName or both" });
z.object({ matches: z.array(OpenMatch) });
/** A score from the reporting player's side: how it ended, the score, who retired or did not play. */
var ScoreFromMySide = z.object({
	outcome: z.enum(MATCH_OUTCOMES),
	score: z.string().max(60),
	/** Who retired or did not turn up (retirements and walkovers): the reporter's side or the other. */
	sideOut: z.enum(["mine", "theirs"]).optional()
});
function checkScoreFromMySide(input, ctx) {
	const check = parseScore(input.score, input.outcome, input.sideOut === void 0 ? void 0 : input.sideOut === "mine" ? "a" : "b");
	if (!check.ok) ctx.addIssue({
		code: "custom",
		path: ["score"],
		message: check.message
	});
}
ScoreFromMySide.superRefine(checkScoreFromMySide);
z.object({ q: z.string().trim().min(2, "Type at least 2 letters of the name").max(60) });
z.object({ opponents: z.array(FriendlyOpponent) });
ScoreFromMySide.extend({
	opponentId: Id,
	/** The day it was played, in Lagos. */
	playedOn: z.string().refine(isLocalDate, "Use a real date as YYYY-MM-DD")
}).superRefine(checkScoreFromMySide);
z.object({ match: OpenMatch });
// src/shared/api/contract/events.ts
/**
* Tournament events, entries and waiting lists as members and visitors read them
* (docs/decisions/0230-tournament-events.md, 0231-entries-by-staff.md, 0232-waiting-lists.md).
* Fees in naira, dates as ISO 8601.
*/
var TournamentEvent = z.object({
	_id: Id,
	tournamentId: Id,
	name: z.string(),
	gender: z.enum(EVENT_GENDERS),
	kind: z.enum(MATCH_KINDS),
	/** Admits players younger than this on the cut-off day; null: no upper limit. */
	underAge: z.number().int().nullable(),
	/** Admits players at least this old on the cut-off day; null: no lower limit. */
	minAge: z.number().int().nullable(),
	/** The Lagos day (YYYY-MM-DD) on which ages count. */
	ageCutoff: z.string(),
	/** The levels admitted; empty: every level. */
	levels: z.array(z.enum(LEVELS)),
	/** Entries taken at most (doubles: pairs); null: no limit. */
	capacity: z.number().int().nullable(),
	/** The entry fee in naira (paid members pay 5% less). */
	fee: z.number(),
	/** Members enter until then (ISO); null: until the tournament's day. */
	entryDeadline: z.string().nullable(),
	/** Members may enter now. */
	entriesOpen: z.boolean(),
	entries: z.number().int(),
	/** Places left now; null: no limit. Zero: the event is full and keeps a waiting list. */
	placesLeft: z.number().int().nullable(),
	/** Players waiting in line. */
	waiting: z.number().int()
});
z.object({ events: z.array(TournamentEvent) });
/** One event as the acting player sees it: whether they may enter, are entered or wait in line. */
var EventChoice = TournamentEvent.extend({
	/** Why the event does not admit this player, in one sentence; null: it does. */
	refusal: z.string().nullable(),
	/** Their entry standing in it, with the partner of a doubles entry. */
	entry: z.object({
		_id: Id,
		partner: z.string().nullable(),
		partnerConfirmed: z.boolean()
	}).nullable(),
	/** Their place on its waiting list, when in line or offered a place. */
	waitlist: z.object({
		status: z.enum(WAITLIST_STATUSES),
		/** When an offered place must be paid for (ISO). */
		offerEndsAt: z.string().nullable(),
		/** 1 for the next in line. */
		position: z.number().int()
	}).nullable()
});
z.object({ events: z.array(EventChoice) });
z.object({
	tourId: Id,
	eventId: Id
});
z.object({
	/** A doubles entry's partner, by member id. */
	partnerId: Id.optional(),
	/** Or by email or username, as the Buy Ticket dialog names them (0251). */
	partner: z.string().trim().toLowerCase().min(1).max(254).optional()
});
z.object({ message: z.string() });
z.object({ ticketId: Id });
z.object({ message: z.string() });
z.object({ message: z.string() });
/** A doubles entry waiting for the acting player to confirm as partner. */
var PartnerRequest = z.object({
	ticketId: Id,
	tournamentName: z.string(),
	/** When the tournament starts (ISO). */
	tournamentDate: z.string(),
	eventName: z.string(),
	/** The player who entered the pair. */
	playerName: z.string(),
	/** The partner may confirm until then, when entries close (ISO). */
	confirmBy: z.string()
});
z.object({ requests: z.array(PartnerRequest) });
var DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Whole years from a birth date to a calendar date (both YYYY-MM-DD); a 29 February birthday counts on 1 March. */
function ageOn(dob, date) {
	const born = DATE.exec(dob);
	const on = DATE.exec(date);
	if (!born || !on) throw new RangeError(`Not a calendar date: ${born ? date : dob}`);
	const [by, bm, bd] = [
		Number(born[1]),
		Number(born[2]),
		Number(born[3])
	];
	const [y, m, d] = [
		Number(on[1]),
		Number(on[2]),
		Number(on[3])
	];
	let age = y - by;
	if (m < bm || m === bm && d < bd) age -= 1;
	return age;
}
/** The player's age today in Lagos. */
function ageAt(dob, now) {
	return ageOn(dob, clubLocal(now).date);
}
function isJunior(dob, now) {
	return ageAt(dob, now) < 18;
}
// src/shared/domain/family-validation.ts
/**
* The family forms (docs/decisions/0160-families.md) as zod schemas, used by the dashboard's forms
* and by the API on every request body: adding a child, giving consent, inviting a second guardian.
*/
var CHILD_MUST_BE_UNDER_18 = "A child added here must be under 18. An adult signs up on their own.";
var CONSENT_REQUIRED = "Please confirm your consent as the child's parent or guardian.";
var relationship = z.enum(GUARDIAN_RELATIONSHIPS, { error: "Choose how you are related to the child" });
var consentGiven = z.literal(true, { error: CONSENT_REQUIRED });
var consentVersion = z.coerce.number().int().min(1).max(1e4);
/** The guardian's consent as the form gives it: who they are to the child, and which text they agreed to. */
var ConsentInput = z.object({
	relationship,
	consentVersion,
	consent: consentGiven,
	/** The child may appear in the club's public photos. */
	photoConsent: z.boolean()
});
ConsentInput.extend({
	fullName: required(120),
	dob: required(10).regex(BIRTH_DATE_SHAPE, {
		error: "Enter the child's date of birth",
		abort: true
	}).refine(isCalendarDate, {
		error: NOT_A_REAL_DATE,
		abort: true
	}).refine((text) => isBirthDateInRange(text, /* @__PURE__ */ new Date()), {
		error: BIRTH_DATE_RANGE,
		abort: true
	}).refine((text) => isJunior(text, /* @__PURE__ */ new Date()), CHILD_MUST_BE_UNDER_18),
	level: z.enum(KIDS_LEVELS, { error: FILL_ALL_FIELDS }),
	emergencyContactName: required(120),
	emergencyContactPhone: required(20).regex(/^\+?[\d\s-]{7,20}$/, "Enter a valid phone number"),
	/** Seen only by the child's coach and club staff. */
	medicalNotes: z.string().trim().max(2e3).default("")
});
var InviteGuardianInput = z.object({
	email: email(),
	relationship
});
z.object({
	/** The guardian who signed it: one of the player's guardians. */
	guardianId: z.string().min(1).max(64),
	relationship,
	consentVersion,
	photoConsent: z.boolean()
});
// src/shared/api/contract/families.ts
/**
* The contract of the family calls (calls/families.ts, calls/families.staff.ts, docs/decisions/0160-families.md): an account's
* players, adding a child with a guardian's consent, inviting a second guardian, a junior's own
* login approved by a guardian, and the console's families and paper consent forms. Conventions as
* in contract.ts.
*/
var GuardianRelationship = z.enum(GUARDIAN_RELATIONSHIPS);
z.object({ playerId: Id });
/**
* How a player signs in: `account` holds the login (the account holder), `none` has no login (a
* junior the account manages), `awaiting-approval` a junior's own login no guardian has approved
* yet, `own` a junior's approved login.
*/
var PlayerLogin = z.enum([
	"account",
	"none",
	"awaiting-approval",
	"own"
]);
var FamilyGuardian = z.object({
	/** Null while an invitation has not been accepted. */
	_id: Id.nullable(),
	fullName: z.string().nullable(),
	/** The invited address while the invitation is open; null once accepted. */
	invitedEmail: z.string().nullable(),
	relationship: GuardianRelationship,
	status: z.enum(GUARDIANSHIP_STATUSES)
});
var FamilyConsent = z.object({
	givenBy: z.string(),
	relationship: GuardianRelationship,
	version: z.number().int(),
	givenAt: z.string(),
	source: z.enum(CONSENT_SOURCES)
});
/** A player of the account, as the switcher and the family screen show them. */
var FamilyPlayer = z.object({
	_id: Id,
	fullName: z.string(),
	dob: z.string(),
	age: z.number().int(),
	junior: z.boolean(),
	level: z.enum(LEVELS),
	/** The caller themself. */
	self: z.boolean(),
	login: PlayerLogin,
	/** The latest consent on record, if any; `consentNeeded` when none or for an older text. */
	consent: FamilyConsent.nullable(),
	consentNeeded: z.boolean(),
	photoConsent: z.boolean(),
	guardians: z.array(FamilyGuardian)
});
z.object({
	players: z.array(FamilyPlayer),
	consentText: z.object({
		version: z.number().int(),
		text: z.string()
	})
});
z.object({
	message: z.string(),
	player: FamilyPlayer
});
z.object({ message: z.string() });
SignupInput.extend({ guardianEmail: InviteGuardianInput.shape.email });
SignupInput.pick({
	email: true,
	username: true,
	password: true,
	phoneNumber: true
}).extend({ token: z.string().min(10).max(200) });
ConsentInput.extend({ token: z.string().min(10).max(200) });
z.object({ password: z.string().min(1).max(200) });
z.object({
	page: z.coerce.number().int().min(1).max(1e5).default(1),
	pageSize: z.coerce.number().int().min(1).max(100).default(20),
	q: z.string().trim().max(100).optional(),
	/** Only families with a junior whose consent is missing or for an older text. */
	missingConsent: z.enum(["true", "false"]).transform((v) => v === "true").optional()
});
var StaffFamilyPlayer = z.object({
	_id: Id,
	fullName: z.string(),
	dob: z.string(),
	age: z.number().int(),
	junior: z.boolean(),
	login: PlayerLogin,
	consent: FamilyConsent.nullable(),
	consentNeeded: z.boolean()
});
/** An account with its guardians and players: the account holder's login, contact and players. */
var StaffFamily = z.object({
	account: z.object({
		_id: Id,
		fullName: z.string(),
		email: z.string().nullable(),
		phoneNumber: z.string()
	}),
	guardians: z.array(z.object({
		_id: Id,
		fullName: z.string(),
		relationship: GuardianRelationship
	})),
	players: z.array(StaffFamilyPlayer)
});
z.object({
	items: z.array(StaffFamily),
	page: z.number().int(),
	pageSize: z.number().int(),
	total: z.number().int()
});
z.object({
	message: z.string(),
	player: StaffFamilyPlayer
});
z.object({ freeSession: FreeSession });
z.object({ token: z.string().min(1).max(200) });
z.object({ before: Id.optional() });
z.object({
	notifications: z.array(Notification),
	more: z.boolean()
});
z.object({ unread: z.number().int() });
z.object({ id: Id });
z.object({
	message: z.string(),
	unread: z.number().int()
});
z.object({ notificationMail: z.boolean() });
// src/shared/domain/pricing.ts
/** Price after taking a percentage off, in whole naira. */
function discounted(price, discountPercent) {
	return price * (100 - discountPercent) / 100;
}
/**
* Price of a duration option on the membership pages: the plan part is discounted, the coach part
* is not (docs/decisions/0003-duration-price.md: the plan text promises 10% off for 6 months and
* 20% off for 12).
*/
function durationPrice({ planPrice, coachPrice, interval, discountPercentage }) {
	return Math.round(discounted(planPrice * interval, discountPercentage) + coachPrice * interval);
}
// src/shared/api/contract/payments.ts
/** The contract's schemas of the members' and the site's calls: payments and billing (gathered by ../contract.ts). */
/** Path flag for auto-renew: "true" | "false". */
var BooleanParam = z.enum(["true", "false"]).transform((v) => v === "true");
var PaystackInit = z.object({
	status: z.boolean(),
	message: z.string(),
	data: z.object({
		authorization_url: z.string(),
		access_code: z.string(),
		reference: z.string()
	})
});
var PaymentLinkResponse = z.object({ paystackResponse: PaystackInit });
/** A free tournament's ticket, issued at once without a checkout. */
var FreeTicketResponse = z.object({
	message: z.string(),
	ticket: z.object({
		tournamentId: z.string(),
		token: z.string()
	})
});
z.union([PaymentLinkResponse, FreeTicketResponse]);
z.object({ coachId: Id });
z.object({
	tx_ref: z.string().max(100).optional(),
	trxref: z.string().max(100).optional(),
	reference: z.string().max(100).optional()
});
z.object({
	message: z.string(),
	status: z.string(),
	duplicate: z.literal(true).optional(),
	notIssued: z.enum(TICKET_NOT_ISSUED_REASONS).optional()
});
z.object({ data: BillingData });
z.object({
	training: Training,
	coach: z.object({
		status: CoachAssignmentStatus,
		coachName: z.string()
	}).nullable()
});
z.object({
	membership: Membership,
	training: Training,
	autoRenew: z.boolean(),
	hasSavedCard: z.boolean()
});
z.object({ autoRenew: z.boolean() });
z.object({
	message: z.string(),
	autoRenew: z.boolean()
});
z.object({ before: Id.optional() });
z.object({
	trans: z.array(Transaction),
	more: z.boolean().optional()
});
z.object({ id: Id });
z.object({ transaction: Transaction });
z.object({ tourId: Id });
z.object({
	plan: MembershipKey,
	autoRenew: BooleanParam
});
z.object({
	package: TrainingKey,
	duration: TrainingDuration
});
z.object({
	planId: Id,
	months: z.string().regex(/^[1-9]\d?$/, "Months must be a whole number from 1 to 99").transform(Number)
});
/** One player's training chosen in a family checkout. */
var HouseholdChoice = z.object({
	/** The player: the caller, or a junior they actively guard. */
	player: Id,
	package: TrainingKey,
	duration: TrainingDuration
});
var HouseholdChoices = z.array(HouseholdChoice).min(1, "Choose training for at least one player").max(8, `At most 8 players in one checkout`).refine((lines) => new Set(lines.map((l) => l.player)).size === lines.length, { message: "Each player can be chosen once" });
z.object({ lines: HouseholdChoices });
z.object({
	lines: HouseholdChoices,
	total: z.number().nonnegative().multipleOf(.01)
});
z.object({
	lines: z.array(PaymentLine.omit({ refunded: true })),
	/** The household discount on the second and later players, in percent (0 to 50). */
	discountPercent: z.number().int().min(0).max(50),
	/** Naira, what the checkout charges. */
	total: z.number()
});
// src/shared/domain/date-display.ts
/** How dates read on screen: in the club's time zone (Lagos). */
/** The date part of an ISO string, as the tournament cards show it ("2026-11-22"). */
function displayDate(iso) {
	if (!iso) return "";
	const [datePart = ""] = iso.split("T");
	return Number.isNaN(Date.parse(datePart)) ? "" : datePart;
}
function parse$1(iso) {
	if (!iso) return null;
	const date = new Date(iso);
	return Number.isNaN(date.getTime()) ? null : date;
}
/**
* A date formatter built on its first use and kept: building an `Intl.DateTimeFormat` costs far more
* than formatting with one, and a list formats a date or two per row.
*/
function keptFormat(locale, options) {
	let format;
	return (date) => {
		format ??= new Intl.DateTimeFormat(locale, options);
		return format.format(date);
	};
}
/** A formatter of ISO strings in the club's zone, "" for a missing or invalid one. */
function inClubZone(options) {
	const format = keptFormat("en-NG", {
		...options,
		timeZone: CLUB_TIME_ZONE
	});
	return (iso) => {
		const date = parse$1(iso);
		return date ? format(date) : "";
	};
}
/** A date for people: "22 Nov 2026"; "" when missing or invalid. */
var formatDateNG = inClubZone({
	day: "numeric",
	month: "short",
	year: "numeric"
});
inClubZone({
	month: "short",
	year: "numeric"
});
inClubZone({ day: "numeric" });
inClubZone({
	day: "numeric",
	month: "short",
	hour: "numeric",
	minute: "2-digit",
	hour12: true
});
// src/shared/domain/training-sessions.ts
/** What a group is: a weekly group, a one-off session, or a private lesson (one player). */
var GROUP_KINDS = [
	"group",
	"one-off",
	"private"
];
/** A player's place in a group: placed, waiting in line, or offered a freed place. */
var PLACE_STATES = [
	"placed",
	"waiting",
	"offered"
];
/** A coach's marks for a player at a session, in the order the coach's buttons show them. */
var ATTENDANCE_MARKS = [
	"present",
	"late",
	"absent",
	"excused"
];
// src/shared/api/contract/sessions.ts
/**
* The contract of the training-session calls (calls/sessions.ts, calls/sessions.staff.ts): groups and their sessions, places
* and the waiting list, the member's schedule, the coach's day and attendance, make-up credits and
* the attendance register. Conventions as in contract.ts.
*/
var LocalDate = z.string().refine(isLocalDate, "Use a real date as YYYY-MM-DD");
var LocalTime = z.string().refine(isLocalTime, "Use a time of day as HH:MM");
var Instant = z.string();
var AttendanceMark = z.enum(ATTENDANCE_MARKS);
var GroupKind = z.enum(GROUP_KINDS);
var WeeklyTime = z.object({
	weekday: z.number().int().min(1).max(7),
	time: LocalTime
});
z.object({ groupId: Id });
z.object({ sessionId: Id });
z.object({ creditId: Id });
z.object({
	name: z.string().trim().min(1, "Give the group a name").max(80),
	kind: GroupKind.default("group"),
	packageKey: z.enum(TRAINING_KEYS),
	/** Staff choose the coach; a coach's own groups are always theirs. */
	coachId: Id.optional(),
	venue: z.string().trim().min(1, "Give the court or venue").max(80),
	levels: z.array(z.enum(LEVELS)).min(1, "Choose at least one level").max(LEVELS.length),
	capacity: z.number().int().min(1).max(40),
	startsOn: LocalDate,
	endsOn: LocalDate,
	weekly: z.array(WeeklyTime).min(1, "Give at least one weekly time").max(7),
	minutes: z.number().int().min(15).max(240),
	exceptions: z.array(LocalDate).max(60).default([]),
	/**
	* A one-off session's or a private lesson's player, placed at set-up: for a coach, one of their
	* own players (placed in one of their groups).
	*/
	playerId: Id.optional()
});
var CoachRef = z.object({
	_id: Id,
	coachName: z.string()
});
var SessionGroup = z.object({
	_id: Id,
	name: z.string(),
	kind: GroupKind,
	packageKey: z.enum(TRAINING_KEYS),
	coach: CoachRef,
	venue: z.string(),
	levels: z.array(z.enum(LEVELS)),
	capacity: z.number().int(),
	placed: z.number().int(),
	waiting: z.number().int(),
	startsOn: z.string(),
	endsOn: z.string(),
	minutes: z.number().int(),
	weekly: z.array(WeeklyTime),
	exceptions: z.array(z.string()),
	/** "Tuesday 17:00", the next session not cancelled; null once none is left. */
	nextSession: z.string().nullable()
});
z.object({
	message: z.string(),
	group: SessionGroup
});
z.object({ groups: z.array(SessionGroup) });
z.object({
	userId: Id,
	/** Onto the waiting list rather than a place: the only way into a full group. */
	waitingList: z.boolean().default(false)
});
var PlaceState = z.enum(PLACE_STATES);
z.object({
	message: z.string(),
	state: PlaceState
});
/** A group the member may join: it fits their package and level. */
var OpenGroup = SessionGroup.omit({ exceptions: true }).extend({
	myState: PlaceState.nullable(),
	/** While a place is offered to the member: accept by then. */
	offeredUntil: Instant.nullable()
});
z.object({ groups: z.array(OpenGroup) });
var MemberSession = z.object({
	_id: Id,
	groupName: z.string(),
	startsAt: Instant,
	endsAt: Instant,
	/** "Tuesday 17:00" in Lagos time. */
	when: z.string(),
	venue: z.string(),
	coachName: z.string(),
	cancelled: z.boolean(),
	cancelReason: z.string().nullable(),
	/** The member said "Can't come". */
	cantCome: z.boolean()
});
var SharedNote = z.object({
	sessionId: Id,
	startsAt: Instant,
	coachName: z.string(),
	note: z.string()
});
var MakeUpCredit = z.object({
	_id: Id,
	/** The cancelled session it makes up for. */
	sessionStartsAt: Instant,
	groupName: z.string(),
	issuedAt: Instant,
	expiresAt: Instant,
	usedAt: Instant.nullable()
});
/** A past session of the member's and their mark (null while unmarked). */
var PastSession = z.object({
	_id: Id,
	groupName: z.string(),
	startsAt: Instant,
	when: z.string(),
	cancelled: z.boolean(),
	mark: AttendanceMark.nullable()
});
z.object({
	/** "Next session: Tuesday 17:00, Court 2, Coach Oluwaseun", or null without one. */
	nextSession: z.string().nullable(),
	/** The coming four weeks, cancelled sessions included. */
	sessions: z.array(MemberSession),
	/** The past four weeks' sessions, newest first, with the coach's mark. */
	attendance: z.array(PastSession),
	notes: z.array(SharedNote),
	credits: z.array(MakeUpCredit),
	/** The private calendar address, while the member has one. */
	calendarUrl: z.string().nullable()
});
z.object({
	message: z.string(),
	calendarUrl: z.string().nullable()
});
z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/) });
var RosterEntry = z.object({
	userId: Id,
	fullName: z.string(),
	picture: z.string().nullable(),
	level: z.enum(LEVELS),
	mark: AttendanceMark.nullable(),
	markedAt: Instant.nullable(),
	/** The player said "Can't come" before the start. */
	toldByPlayer: z.boolean(),
	note: z.string().nullable(),
	noteShared: z.boolean(),
	/** This quarter's free session of a quarterly or yearly member; null without one. */
	freeSession: z.enum(["available", "used"]).nullable(),
	/** A junior's guardian to call or message from court; null for an adult or a junior without one. */
	guardian: z.object({
		fullName: z.string(),
		phone: z.string()
	}).nullable()
});
var CoachSession = z.object({
	_id: Id,
	groupId: Id,
	groupName: z.string(),
	startsAt: Instant,
	endsAt: Instant,
	/** Lagos date (YYYY-MM-DD) and "Tuesday 17:00". */
	date: z.string(),
	when: z.string(),
	venue: z.string(),
	cancelled: z.boolean(),
	cancelReason: z.string().nullable(),
	roster: z.array(RosterEntry)
});
z.object({
	coach: CoachRef,
	/** Today's Lagos date: the sessions of the week from Monday, today's among them. */
	today: z.string(),
	sessions: z.array(CoachSession),
	/** The players placed in the coach's groups, to set up a private lesson or one-off session for. */
	players: z.array(z.object({
		_id: Id,
		fullName: z.string()
	}))
});
z.object({
	group: SessionGroup,
	sessions: z.array(CoachSession)
});
var MarkInput = z.object({
	userId: Id,
	mark: AttendanceMark,
	/** When the coach tapped it, on the phone's clock (marks taken offline sync later). */
	markedAt: z.iso.datetime({ offset: true })
});
z.object({ marks: z.array(MarkInput).min(1).max(80) });
z.object({
	message: z.string(),
	session: CoachSession
});
z.object({
	userId: Id,
	note: z.string().trim().max(1e3),
	shared: z.boolean()
});
z.object({ reason: z.string().trim().min(1, "Say why the session is cancelled").max(200) });
z.object({
	message: z.string(),
	/** Players told and given a make-up credit. */
	told: z.number().int()
});
z.object({
	month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Give the month as YYYY-MM"),
	groupId: Id.optional(),
	packageKey: z.enum(TRAINING_KEYS).optional()
});
var RegisterRow = z.object({
	userId: Id,
	fullName: z.string(),
	groupId: Id,
	groupName: z.string(),
	packageKey: z.enum(TRAINING_KEYS),
	/**
	* One mark (or null) per session of the row's group in `sessions`, in order; "cancelled" for a
	* called-off one (`registerColumns` spreads them over every session).
	*/
	marks: z.array(z.union([AttendanceMark, z.literal("cancelled")]).nullable()),
	attended: z.number().int(),
	/** Sessions held (not cancelled) this month that the player's group had. */
	held: z.number().int(),
	/** Sessions the paid package covers in the month (its weekly times over the month's weeks). */
	paidFor: z.number().int(),
	/** Missed three in a row (absent, not excused), counted over every past session. */
	flagged: z.boolean(),
	creditsOpen: z.number().int(),
	creditsUsed: z.number().int()
});
/** One group's month in the register's summary: its players and sessions. */
var RegisterGroup = z.object({
	groupId: Id,
	groupName: z.string(),
	packageKey: z.enum(TRAINING_KEYS),
	/** Players placed in the group now. */
	players: z.number().int(),
	/** The group's sessions in the month, cancelled ones included. */
	sessions: z.number().int(),
	/** Its sessions held (not cancelled) so far this month. */
	held: z.number().int(),
	/**
	* Present or late marks at those sessions of the players placed in it now: out of `held` times
	* `players`, as the group's rows add up.
	*/
	attended: z.number().int()
});
z.object({
	month: z.string(),
	groups: z.array(RegisterGroup),
	sessions: z.array(z.object({
		_id: Id,
		groupId: Id,
		groupName: z.string(),
		startsAt: Instant,
		cancelled: z.boolean()
	})),
	rows: z.array(RegisterRow)
});
var StaffMakeUpCredit = MakeUpCredit.extend({
	member: z.object({
		_id: Id,
		fullName: z.string()
	}),
	usedNote: z.string().nullable()
});
z.object({ credits: z.array(StaffMakeUpCredit) });
z.object({ note: z.string().trim().min(1, "Say which session honoured it").max(200) });
z.object({ keys: z.array(z.object({
	keyId: z.string(),
	publicKey: z.string()
})) });
var TournamentsResponse = z.object({ tours: z.array(Tournament) });
z.object({ after: Id.optional() });
TournamentsResponse.extend({ more: z.boolean() });
z.object({ before: Id.optional() });
z.object({
	matches: z.array(Ticket),
	more: z.boolean().optional(),
	total: z.number().int().min(0).optional()
});
z.object({ before: Id.optional() });
z.object({
	matches: z.array(MatchResult),
	more: z.boolean()
});
z.object({
	tournamentId: Id,
	userId: Id.optional()
});
z.object({ match: z.boolean() });
// src/lib/content/entry-schemas.ts
/**
* Schemas of the entries as the content collections store them, where they differ from the
* documents: the club API's records keep their place in the API's answer, and a collection whose
* source may fail without failing the build can hold one "unavailable" marker instead of entries.
*/
/** Where the record stood in the API's answer (0 first): pages show the API's order. */
var position = z.number().int().min(0);
Tournament.extend({ position });
Coach.extend({ position });
Plan.extend({ position });
TrainingPackage.extend({ position });
MembershipPrice.extend({ position });
PublicDraw.extend({ position });
PublicOrderOfPlay.extend({ position });
PublicGroups.extend({ position });
TournamentEvent.extend({ position });
z.object({
	group: z.enum(["adults", "juniors"]),
	players: z.array(LadderRow),
	position
});
/** The id of a collection's only entry when it holds one document (atpContent, footerLinks). */
var SINGLE_DOCUMENT_ID = "main";
var UnavailableMarker = z.object({
	unavailable: z.literal(true),
	/** Why the source could not be read, for the build log. */
	reason: z.string()
});
function isUnavailableMarker(data) {
	return UnavailableMarker.safeParse(data).success;
}
// src/lib/content/schemas.ts
/**
* The shape of every document editors manage, whether it comes from Sanity or from `content/`.
* The Sanity schema types in `sanity/schemaTypes/` declare the same fields (a test keeps them in step).
* Optional fields are omitted, never null: the Sanity source drops GROQ's nulls before validation.
*/
var text = z.string().trim().min(1);
/** A web address: http or https only, never `javascript:` or `data:`. */
var webUrl = z.url({
	protocol: /^https?$/,
	error: "Use a full web address starting with https://"
});
z.object({
	name: text,
	role: text,
	reviewContent: text,
	image: webUrl.optional()
});
z.object({
	homePageTitle: text.optional(),
	homePageCoachTitle: text.optional(),
	aboutVisionText: text,
	aboutMissionText: text
});
/** Site paths ("/privacy", never "//host", which leaves the site) or absolute web URLs. */
var link = z.string().trim().regex(/^(\/(?![/\\])|https?:\/\/)\S*$/, "Use a site path such as /privacy or a full URL");
z.object({
	privacyLink: link.optional(),
	termsLink: link.optional(),
	cookieLink: link.optional()
});
var VIDEO_LEVELS = [
	"kids",
	"beginner",
	"intermediate",
	"advanced"
];
var VideoLevel = z.enum(VIDEO_LEVELS);
var VIDEO_LEVEL_LABEL = {
	kids: "Kids",
	beginner: "Beginner",
	intermediate: "Intermediate",
	advanced: "Advanced"
};
z.object({
	title: text,
	level: VideoLevel,
	/** The 11-character id in a YouTube watch URL; without it the card links to a YouTube search for the title. */
	youtubeId: z.string().regex(/^[\w-]{11}$/, "A YouTube video id has 11 letters, digits, - or _").optional(),
	description: text,
	durationMinutes: z.number().int().positive()
});
z.object({
	title: text,
	summary: text,
	category: text,
	body: text.optional(),
	url: webUrl.optional()
}).refine((resource) => resource.body !== void 0 || resource.url !== void 0, {
	message: "A resource needs a body or a url",
	path: ["body"]
});
/**
* An image uploaded to Sanity: its asset reference (`image-<id>-<width>x<height>-<format>`) and the
* editor's crop and hotspot. Pages never link the upload itself, only fixed-size renditions of it.
*/
var SanityImage = z.object({
	asset: z.object({ _ref: z.string().regex(/^image-[a-zA-Z0-9]+-\d+x\d+-[a-z]+$/, "Not a Sanity image reference") }),
	crop: z.object({
		top: z.number(),
		bottom: z.number(),
		left: z.number(),
		right: z.number()
	}).optional(),
	hotspot: z.object({
		x: z.number(),
		y: z.number(),
		height: z.number(),
		width: z.number()
	}).optional()
});
/** An image file kept with the local content, by its path under `content/`: `albums/photos/dawn-session.jpg`. */
var ContentImagePath = z.string().regex(/^(?:[\w-]+\/)*[\w-]+\.(jpe?g|png|webp)$/, "Name a .jpg, .png or .webp file by its path under content/, e.g. posts/images/cover.jpg");
z.object({
	slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase words joined by hyphens"),
	title: text,
	excerpt: text,
	/** Calendar date, YYYY-MM-DD. */
	publishedAt: z.iso.date(),
	author: text,
	body: text,
	coverImage: z.union([SanityImage, ContentImagePath]).optional(),
	coverAlt: text.optional()
}).refine((post) => post.coverImage === void 0 || post.coverAlt !== void 0, {
	message: "Describe the cover image for screen readers",
	path: ["coverAlt"]
});
/** A photo file in `content/albums/photos/`, by name. */
var PhotoFile = z.string().regex(/^[\w-]+\.(jpe?g|png|webp)$/, "Name a .jpg, .png or .webp file");
/** One photo of an album: uploaded to Sanity, or a file kept with the local content. */
var GalleryPhoto = z.object({
	image: z.union([SanityImage, PhotoFile]),
	alt: text,
	caption: text.optional()
});
z.object({
	slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase words joined by hyphens"),
	title: text,
	/** Calendar date, YYYY-MM-DD. */
	date: z.iso.date(),
	tournament: text.optional(),
	photos: z.array(GalleryPhoto).min(1)
});
// src/lib/content/site-data-rules.ts
var ATP_CONTENT_FALLBACKS = {
	homePageTitle: "Join a Community of Passionate Players",
	homePageCoachTitle: "Find Your Perfect Coach"
};
function atpContentWithFallbacks(content) {
	return {
		...content,
		homePageTitle: content.homePageTitle ?? ATP_CONTENT_FALLBACKS.homePageTitle,
		homePageCoachTitle: content.homePageCoachTitle ?? ATP_CONTENT_FALLBACKS.homePageCoachTitle
	};
}
/** Each legal link the editors have not set points home (docs/product.md, Site chrome). */
function footerLinksWithFallbacks(links) {
	return {
		privacyLink: links?.privacyLink ?? "/",
		termsLink: links?.termsLink ?? "/",
		cookieLink: links?.cookieLink ?? "/"
	};
}
/** "error" when the reviews could not be read at build time (the carousel says Failed to load reviews). */
function reviewsResult(entries) {
	const reviews = [];
	for (const entry of entries) {
		if (isUnavailableMarker(entry)) return { status: "error" };
		reviews.push(entry);
	}
	return {
		status: "ok",
		reviews
	};
}
/** Records in the order the club API listed them. */
function inApiOrder(records) {
	return [...records].sort((a, b) => a.position - b.position);
}
/** The API's tournaments reversed, as shown on the home page and the dashboard. */
function tournamentsForDisplay(tournaments) {
	return inApiOrder(tournaments).reverse();
}
function plansOfCategory(plans, category) {
	return inApiOrder(plans.filter((plan) => plan.category === category));
}
/** Kids first, then beginner to advanced; by title within a level. */
function videosByLevel(videos) {
	const rank = (video) => VIDEO_LEVELS.indexOf(video.level);
	return [...videos].sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title));
}
function newestFirst(posts) {
	return [...posts].sort((a, b) => b.data.publishedAt.localeCompare(a.data.publishedAt));
}
function byCategoryThenTitle(items) {
	return [...items].sort((a, b) => a.data.category.localeCompare(b.data.category) || a.data.title.localeCompare(b.data.title));
}
// src/lib/content/site-data.ts
/**
* What the static pages read, at build time, from the content collections (`src/content.config.ts`).
* Pages never know whether a document came from Sanity, `content/` or the club API.
*/
var dataOf = (entries) => entries.map((entry) => entry.data);
/** Home and about texts, with their fallback titles. */
async function getAtpContent() {
	const entry = await getEntry("atpContent", SINGLE_DOCUMENT_ID);
	if (!entry) throw new Error("The atpContent document is missing");
	return atpContentWithFallbacks(entry.data);
}
/** The footer's legal links; each one not set falls back to "/". */
async function getFooterLinks() {
	return footerLinksWithFallbacks((await getEntry("footerLinks", SINGLE_DOCUMENT_ID))?.data);
}
/** The home page's reviews, or "error" when they could not be read at build time. */
async function getReviews() {
	return reviewsResult(dataOf(await getCollection("reviews")));
}
/** All tournaments in display order: the API's list reversed. */
async function getTournaments() {
	return tournamentsForDisplay(dataOf(await getCollection("tournaments")));
}
/** The first `count` tournaments in display order (home and tournaments pages show 3). */
async function getFirstTournaments(count) {
	return (await getTournaments()).slice(0, count);
}
/** Tournaments of the last weeks, most recent first (the API's order): the calendar's past ones. */
async function getRecentTournaments() {
	return inApiOrder(dataOf(await getCollection("recentTournaments")));
}
/** Published draws, newest tournament first (the API's order). */
async function getDraws() {
	return inApiOrder(dataOf(await getCollection("draws")));
}
/** Published round-robin events, newest tournament first (the API's order). */
async function getGroups() {
	return inApiOrder(dataOf(await getCollection("groups")));
}
/** A tournament's published order of play, if it has one. */
async function getOrderOfPlay(tournamentId) {
	return dataOf(await getCollection("ordersOfPlay")).find((o) => o.tournamentId === tournamentId);
}
/** A tournament's events, in the tournament's order (the API's). */
async function getTournamentEvents(tournamentId) {
	return inApiOrder(dataOf(await getCollection("tournamentEvents"))).filter((e) => e.tournamentId === tournamentId);
}
/** The club ladder: adults first, then juniors. */
async function getLadder() {
	return inApiOrder(dataOf(await getCollection("ladder")));
}
async function getCoaches() {
	return inApiOrder(dataOf(await getCollection("coaches")));
}
async function getPlans(category) {
	return plansOfCategory(dataOf(await getCollection("plans")), category);
}
/** The four membership plans with the club's prices and the savings they give (0215). */
async function getMembershipPlans() {
	return pricedMembershipPlans(inApiOrder(dataOf(await getCollection("membershipPrices"))));
}
/** Lesson videos, kids first then beginner to advanced. */
async function getVideos() {
	return videosByLevel(dataOf(await getCollection("videos")));
}
/** Resources by category; pass an entry to `render()` from astro:content for its Markdown body. */
async function getResources() {
	return byCategoryThenTitle(await getCollection("resources"));
}
/** Blog posts, newest first; `render(post)` gives the body. The entry id is the post's slug. */
async function getPosts() {
	return newestFirst(await getCollection("posts"));
}
/** Gallery albums, newest first. */
async function getAlbums() {
	return dataOf(await getCollection("albums")).sort((a, b) => b.date.localeCompare(a.date));
}
export { LoginInput as A, SIGNUP_ROLE_LABELS as B, keptFormat as C, FILL_ALL_FIELDS as D, CLUB_TIME_ZONE as E, firstIssue as F, DEFAULT_HASH_PROPS as G, TRANSACTION_KIND_LABELS as H, KIDS_LEVELS as I, level as J, DEFAULT_OUTPUT_FORMAT as K, LEVELS as L, SignupInput as M, email as N, ForgotPasswordInput as O, fieldErrors as P, MEMBERSHIP_KEYS as R, formatDateNG as S, clubLocal as T, isPaidMembershipPlan as U, TRAINING_KEYS as V, render as W, getTournaments as _, getFirstTournaments as a, VIDEO_LEVEL_LABEL as b, getLadder as c, getPlans as d, getPosts as f, getTournamentEvents as g, getReviews as h, getDraws as i, ResetPasswordFormInput as j, Id as k, getMembershipPlans as l, getResources as m, getAtpContent as n, getFooterLinks as o, getRecentTournaments as p, VALID_SUPPORTED_FORMATS as q, getCoaches as r, getGroups as s, getAlbums as t, getOrderOfPlay as u, getVideos as v, durationPrice as w, displayDate as x, VIDEO_LEVELS as y, SIGNUP_ROLES as z };
