import { decodeBase64, decodeHex, encodeBase64, encodeHexUpperCase } from "@oslojs/encoding";
import * as z from "zod/v4";
import React, { createElement, memo } from "react";
import ReactDOM from "react-dom/server";
import picomatch from "picomatch";
import colors from "piccolore";
import { clsx } from "clsx";
import { escape } from "html-escaper";
import { parseCookie, stringifySetCookie } from "cookie";
import { parse, stringify } from "devalue";
// node_modules/astro/dist/core/csp/config.js
var ALGORITHMS = {
	"SHA-256": "sha256-",
	"SHA-384": "sha384-",
	"SHA-512": "sha512-"
};
var ALGORITHM_VALUES = Object.values(ALGORITHMS);
z.enum(Object.keys(ALGORITHMS)).optional().default("SHA-256");
var cspHashSchema = z.custom((value) => {
	if (typeof value !== "string") return false;
	return ALGORITHM_VALUES.some((allowedValue) => {
		return value.startsWith(allowedValue);
	});
});
var cspKindSchema = z.enum([
	"element",
	"attribute",
	"default"
]);
var ATTRIBUTE_ALLOWED_RESOURCES = [
	"'none'",
	"'unsafe-hashes'",
	"'unsafe-inline'",
	"'report-sample'"
];
z.union([z.string(), z.object({
	resource: z.string(),
	kind: cspKindSchema
})]).superRefine((value, ctx) => {
	const resource = typeof value === "string" ? value : value.resource;
	const kind = typeof value === "string" ? "default" : value.kind;
	if (kind === "element" && resource === "'unsafe-hashes'") ctx.addIssue({
		code: z.ZodIssueCode.custom,
		message: `The source \`'unsafe-hashes'\` is not valid for \`element\` resources (it is rejected by \`script-src-elem\`/\`style-src-elem\`).`,
		fatal: true
	});
	else if (kind === "attribute" && !ATTRIBUTE_ALLOWED_RESOURCES.includes(resource)) ctx.addIssue({
		code: z.ZodIssueCode.custom,
		message: `The source \`${resource}\` is not valid for \`attribute\` resources. \`script-src-attr\`/\`style-src-attr\` only accept: ${ATTRIBUTE_ALLOWED_RESOURCES.join(", ")}.`,
		fatal: true
	});
});
z.union([cspHashSchema, z.object({
	hash: cspHashSchema,
	kind: cspKindSchema
})]);
var ALLOWED_DIRECTIVES = [
	"base-uri",
	"child-src",
	"connect-src",
	"default-src",
	"fenced-frame-src",
	"font-src",
	"form-action",
	"frame-ancestors",
	"frame-src",
	"img-src",
	"manifest-src",
	"media-src",
	"object-src",
	"referrer",
	"report-to",
	"report-uri",
	"require-trusted-types-for",
	"sandbox",
	"trusted-types",
	"upgrade-insecure-requests",
	"worker-src"
];
z.custom((v) => typeof v === "string").superRefine((value, ctx) => {
	if (!ALLOWED_DIRECTIVES.some((allowedValue) => {
		return value.startsWith(allowedValue);
	})) {
		if (value.startsWith("script-src") || value.startsWith("style-src")) ctx.addIssue({
			code: z.ZodIssueCode.custom,
			message: `Directives \`script-src\` and \`style-src\` (including their \`-elem\`/\`-attr\` variants) are not allowed in \`security.csp.directives\`. Please use \`security.csp.scriptDirective\` and \`security.csp.styleDirective\` instead, scoping resources/hashes to the more specific directives with the \`kind\` option (\`"element"\` or \`"attribute"\`).`,
			fatal: true
		});
		else ctx.addIssue({
			code: z.ZodIssueCode.custom,
			message: `Invalid directive: "${value}". Allowed directives are: ${ALLOWED_DIRECTIVES.join(", ")}`,
			fatal: true
		});
	}
});
// node_modules/astro/dist/core/encryption.js
var ALGORITHM = "AES-GCM";
async function decodeKey(encoded) {
	const bytes = decodeBase64(encoded);
	return crypto.subtle.importKey("raw", bytes.buffer, ALGORITHM, true, ["encrypt", "decrypt"]);
}
var encoder$1 = new TextEncoder();
var decoder$1 = new TextDecoder();
var IV_LENGTH = 24;
async function encryptString(key, raw, additionalData) {
	const iv = crypto.getRandomValues(new Uint8Array(IV_LENGTH / 2));
	const data = encoder$1.encode(raw);
	const params = {
		name: ALGORITHM,
		iv
	};
	if (additionalData) params.additionalData = encoder$1.encode(additionalData);
	const buffer = await crypto.subtle.encrypt(params, key, data);
	return encodeHexUpperCase(iv) + encodeBase64(new Uint8Array(buffer));
}
async function decryptString(key, encoded, additionalData) {
	const iv = decodeHex(encoded.slice(0, IV_LENGTH));
	const dataArray = decodeBase64(encoded.slice(IV_LENGTH));
	const params = {
		name: ALGORITHM,
		iv
	};
	if (additionalData) params.additionalData = encoder$1.encode(additionalData);
	const decryptedBuffer = await crypto.subtle.decrypt(params, key, dataArray);
	return decoder$1.decode(decryptedBuffer);
}
async function generateCspDigest(data, algorithm) {
	const hashBuffer = await crypto.subtle.digest(algorithm, encoder$1.encode(data));
	const hash = encodeBase64(new Uint8Array(hashBuffer));
	return `${ALGORITHMS[algorithm]}${hash}`;
}
// node_modules/astro/dist/core/middleware/noop-middleware.js
var NOOP_MIDDLEWARE_FN = async (_ctx, next) => {
	return await next();
};
// node_modules/astro/dist/core/app/manifest.js
function deserializeManifest(serializedManifest, routesList) {
	const routes = [];
	if (serializedManifest.routes) for (const serializedRoute of serializedManifest.routes) routes.push({
		...serializedRoute,
		routeData: deserializeRouteData(serializedRoute.routeData)
	});
	if (routesList) for (const route of routesList?.routes) routes.push({
		file: "",
		links: [],
		scripts: [],
		styles: [],
		routeData: route
	});
	const assets = new Set(serializedManifest.assets);
	const componentMetadata = new Map(serializedManifest.componentMetadata);
	const inlinedScripts = new Map(serializedManifest.inlinedScripts);
	const clientDirectives = new Map(serializedManifest.clientDirectives);
	const key = decodeKey(serializedManifest.key);
	return {
		middleware() {
			return { onRequest: NOOP_MIDDLEWARE_FN };
		},
		...serializedManifest,
		rootDir: new URL(serializedManifest.rootDir),
		srcDir: new URL(serializedManifest.srcDir),
		publicDir: new URL(serializedManifest.publicDir),
		outDir: new URL(serializedManifest.outDir),
		cacheDir: new URL(serializedManifest.cacheDir),
		buildClientDir: new URL(serializedManifest.buildClientDir),
		buildServerDir: new URL(serializedManifest.buildServerDir),
		assets,
		componentMetadata,
		inlinedScripts,
		clientDirectives,
		routes,
		key
	};
}
function deserializeRouteData(rawRouteData) {
	return {
		route: rawRouteData.route,
		type: rawRouteData.type,
		pattern: new RegExp(rawRouteData.pattern),
		params: rawRouteData.params,
		component: rawRouteData.component,
		pathname: rawRouteData.pathname || void 0,
		segments: rawRouteData.segments,
		prerender: rawRouteData.prerender,
		redirect: rawRouteData.redirect,
		redirectRoute: rawRouteData.redirectRoute ? deserializeRouteData(rawRouteData.redirectRoute) : void 0,
		fallbackRoutes: rawRouteData.fallbackRoutes.map((fallback) => {
			return deserializeRouteData(fallback);
		}),
		isIndex: rawRouteData.isIndex,
		origin: rawRouteData.origin,
		distURL: rawRouteData.distURL
	};
}
function deserializeRouteInfo(rawRouteInfo) {
	return {
		styles: rawRouteInfo.styles,
		file: rawRouteInfo.file,
		links: rawRouteInfo.links,
		scripts: rawRouteInfo.scripts,
		routeData: deserializeRouteData(rawRouteInfo.routeData)
	};
}
// \0astro:react:opts
var _astro_react_opts_default = {
	include: void 0,
	exclude: void 0,
	experimentalReactChildren: false,
	experimentalDisableStreaming: false
};
// node_modules/@astrojs/react/dist/context.js
var contexts = /* @__PURE__ */ new WeakMap();
var ID_PREFIX = "r";
function getContext(rendererContextResult) {
	if (contexts.has(rendererContextResult)) return contexts.get(rendererContextResult);
	const ctx = {
		currentIndex: 0,
		get id() {
			return ID_PREFIX + this.currentIndex.toString();
		}
	};
	contexts.set(rendererContextResult, ctx);
	return ctx;
}
function incrementId(rendererContextResult) {
	const ctx = getContext(rendererContextResult);
	const id = ctx.id;
	ctx.currentIndex++;
	return id;
}
// node_modules/@astrojs/react/dist/static-html.js
var StaticHtml = ({ value, name, hydrate = true }) => {
	if (value == null || value.trim() === "") return null;
	return createElement(hydrate ? "astro-slot" : "astro-static-slot", {
		name,
		suppressHydrationWarning: true,
		dangerouslySetInnerHTML: { __html: value }
	});
};
var static_html_default = memo(StaticHtml, () => true);
// node_modules/@astrojs/internal-helpers/dist/path.js
function appendForwardSlash(path) {
	return path.endsWith("/") ? path : path + "/";
}
function prependForwardSlash(path) {
	return path[0] === "/" ? path : "/" + path;
}
var MANY_LEADING_SLASHES = /^\/{2,}/;
function collapseDuplicateLeadingSlashes(path) {
	if (!path) return path;
	return path.replace(MANY_LEADING_SLASHES, "/");
}
var MANY_SLASHES = /\/{2,}/g;
function collapseDuplicateSlashes(path) {
	if (!path) return path;
	return path.replace(MANY_SLASHES, "/");
}
var MANY_TRAILING_SLASHES = /\/{2,}$/g;
function collapseDuplicateTrailingSlashes(path, trailingSlash) {
	if (!path) return path;
	return path.replace(MANY_TRAILING_SLASHES, trailingSlash ? "/" : "") || "/";
}
function removeTrailingForwardSlash(path) {
	return path.endsWith("/") ? path.slice(0, path.length - 1) : path;
}
function removeLeadingForwardSlash(path) {
	return path.startsWith("/") ? path.substring(1) : path;
}
function trimSlashes(path) {
	return path.replace(/^\/|\/$/g, "");
}
function isString(path) {
	return typeof path === "string" || path instanceof String;
}
var INTERNAL_PREFIXES = /* @__PURE__ */ new Set([
	"/_",
	"/@",
	"/.",
	"//"
]);
var JUST_SLASHES = /^\/{2,}$/;
function isInternalPath(path) {
	const prefix = path.slice(0, 2).replace(/\\/g, "/");
	return INTERNAL_PREFIXES.has(prefix) && !JUST_SLASHES.test(path);
}
function joinPaths(...paths) {
	return paths.filter(isString).map((path, i) => {
		if (i === 0) return removeTrailingForwardSlash(path);
		else if (i === paths.length - 1) return removeLeadingForwardSlash(path);
		else return trimSlashes(path);
	}).join("/");
}
function removeQueryString(path) {
	const index = path.lastIndexOf("?");
	return index > 0 ? path.substring(0, index) : path;
}
function isRemotePath(src) {
	if (!src) return false;
	const trimmed = src.trim();
	if (!trimmed) return false;
	let decoded = trimmed;
	let previousDecoded = "";
	let maxIterations = 10;
	while (decoded !== previousDecoded && maxIterations > 0) {
		previousDecoded = decoded;
		try {
			decoded = decodeURIComponent(decoded);
		} catch {
			break;
		}
		maxIterations--;
	}
	if (/^[a-zA-Z]:/.test(decoded)) return false;
	if (decoded[0] === "/" && /^\/[\w.@-]/.test(decoded)) return false;
	if (decoded[0] === "\\") return true;
	if (decoded.startsWith("//")) return true;
	try {
		const url = new URL(decoded, "http://n");
		if (url.username || url.password) return true;
		if (decoded.includes("@") && !url.pathname.includes("@") && !url.search.includes("@")) return true;
		if (url.origin !== "http://n") {
			if (url.protocol.toLowerCase() === "file:") return false;
			return true;
		}
		if (URL.canParse(decoded)) return true;
		return false;
	} catch {
		return true;
	}
}
function slash(path) {
	return path.replace(/\\/g, "/");
}
function fileExtension(path) {
	const ext = path.split(".").pop();
	return ext !== path ? `.${ext}` : "";
}
function removeBase(path, base) {
	if (path.startsWith(base)) return path.slice(removeTrailingForwardSlash(base).length);
	return path;
}
function stripRequestBase(pathname, base) {
	pathname = collapseDuplicateLeadingSlashes(pathname);
	const baseWithoutTrailingSlash = removeTrailingForwardSlash(base);
	if (pathname === baseWithoutTrailingSlash) return "/";
	if (pathname.startsWith(baseWithoutTrailingSlash + "/")) return pathname.slice(baseWithoutTrailingSlash.length);
	return pathname;
}
var WITH_FILE_EXT = /\/[^/]+\.\w+$/;
function hasFileExtension(path) {
	return WITH_FILE_EXT.test(path);
}
// node_modules/@astrojs/internal-helpers/dist/create-filter.js
function ensureArray(thing) {
	if (Array.isArray(thing)) return thing;
	if (thing == null) return [];
	return [thing];
}
function toMatcher(pattern) {
	if (pattern instanceof RegExp) return pattern;
	const normalized = slash(pattern);
	const fn = picomatch(normalized, { dot: true });
	return { test: (what) => fn(what) };
}
function createFilter(include, exclude) {
	const includeMatchers = ensureArray(include).map(toMatcher);
	const excludeMatchers = ensureArray(exclude).map(toMatcher);
	if (!includeMatchers.length && !excludeMatchers.length) return (id) => typeof id === "string" && !id.includes("\0");
	return function(id) {
		if (typeof id !== "string") return false;
		if (id.includes("\0")) return false;
		const pathId = slash(id);
		for (const matcher of excludeMatchers) {
			if (matcher instanceof RegExp) matcher.lastIndex = 0;
			if (matcher.test(pathId)) return false;
		}
		for (const matcher of includeMatchers) {
			if (matcher instanceof RegExp) matcher.lastIndex = 0;
			if (matcher.test(pathId)) return true;
		}
		return !includeMatchers.length;
	};
}
// node_modules/@astrojs/react/dist/server.js
var slotName = (str) => str.trim().replace(/[-_]([a-z])/g, (_, w) => w.toUpperCase());
var reactTypeof = /* @__PURE__ */ Symbol.for("react.element");
var reactTransitionalTypeof = /* @__PURE__ */ Symbol.for("react.transitional.element");
var filter = _astro_react_opts_default?.include || _astro_react_opts_default?.exclude ? createFilter(_astro_react_opts_default.include, _astro_react_opts_default.exclude) : null;
async function check(Component, props, children, metadata) {
	if (typeof Component === "object") return Component["$$typeof"]?.toString().slice(7).startsWith("react") ?? false;
	if (typeof Component !== "function") return false;
	if (Component.name === "QwikComponent") return false;
	if (typeof Component === "function" && Component["$$typeof"] === /* @__PURE__ */ Symbol.for("react.forward_ref")) return false;
	if (Component.prototype != null && typeof Component.prototype.render === "function") return React.Component.isPrototypeOf(Component) || React.PureComponent.isPrototypeOf(Component);
	if (filter && metadata?.componentUrl && !filter(metadata.componentUrl)) return false;
	let isReactComponent = false;
	function Tester(...args) {
		try {
			const vnode = Component(...args);
			if (vnode && (vnode["$$typeof"] === reactTypeof || vnode["$$typeof"] === reactTransitionalTypeof)) isReactComponent = true;
		} catch {}
		return React.createElement("div");
	}
	await renderToStaticMarkup.call(this, Tester, props, children);
	return isReactComponent;
}
async function getNodeWritable() {
	let { Writable } = await import(
		/* @vite-ignore */
		"node:stream"
);
	return Writable;
}
function needsHydration(metadata) {
	return metadata?.astroStaticSlot ? !!metadata.hydrate : true;
}
async function renderToStaticMarkup(Component, props, { default: children, ...slotted }, metadata) {
	let prefix;
	if (this && this.result) prefix = incrementId(this.result);
	const attrs = { prefix };
	delete props["class"];
	const slots = {};
	for (const [key, value] of Object.entries(slotted)) {
		const name = slotName(key);
		slots[name] = React.createElement(static_html_default, {
			hydrate: needsHydration(metadata),
			value,
			name
		});
	}
	const newProps = {
		...props,
		...slots
	};
	const newChildren = children ?? props.children;
	if (children && _astro_react_opts_default.experimentalReactChildren) {
		attrs["data-react-children"] = true;
		newProps.children = (await import("./chunks/vnode-children_C4hxNQje.mjs").then((mod) => mod.default))(children);
	} else if (newChildren != null) newProps.children = React.createElement(static_html_default, {
		hydrate: needsHydration(metadata),
		value: newChildren
	});
	const formState = this ? await getFormState(this) : void 0;
	if (formState) {
		attrs["data-action-result"] = JSON.stringify(formState[0]);
		attrs["data-action-key"] = formState[1];
		attrs["data-action-name"] = formState[2];
	}
	const vnode = React.createElement(Component, newProps);
	const renderOptions = {
		identifierPrefix: prefix,
		formState
	};
	let html;
	if (_astro_react_opts_default.experimentalDisableStreaming) html = ReactDOM.renderToString(vnode);
	else if ("renderToReadableStream" in ReactDOM) html = await renderToReadableStreamAsync(vnode, renderOptions);
	else html = await renderToPipeableStreamAsync(vnode, renderOptions);
	html = html.replace(/<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g, "");
	return {
		html,
		attrs
	};
}
async function getFormState({ result }) {
	const { request, actionResult } = result;
	if (!actionResult) return void 0;
	if (!isFormRequest(request.headers.get("content-type"))) return void 0;
	const { searchParams } = new URL(request.url);
	const actionKey = (await request.clone().formData()).get("$ACTION_KEY")?.toString();
	const actionName = searchParams.get("_action");
	if (!actionKey || !actionName) return void 0;
	return [
		actionResult,
		actionKey,
		actionName
	];
}
async function renderToPipeableStreamAsync(vnode, options) {
	const Writable = await getNodeWritable();
	let html = "";
	return new Promise((resolve, reject) => {
		let error = void 0;
		let stream = ReactDOM.renderToPipeableStream(vnode, {
			...options,
			onError(err) {
				error = err;
				reject(error);
			},
			onAllReady() {
				stream.pipe(new Writable({
					write(chunk, _encoding, callback) {
						html += chunk.toString("utf-8");
						callback();
					},
					destroy() {
						resolve(html);
					}
				}));
			}
		});
	});
}
async function readResult(stream) {
	const reader = stream.getReader();
	let result = "";
	const decoder = new TextDecoder("utf-8");
	while (true) {
		const { done, value } = await reader.read();
		if (done) {
			if (value) result += decoder.decode(value);
			else decoder.decode(/* @__PURE__ */ new Uint8Array());
			return result;
		}
		result += decoder.decode(value, { stream: true });
	}
}
async function renderToReadableStreamAsync(vnode, options) {
	return await readResult(await ReactDOM.renderToReadableStream(vnode, options));
}
var formContentTypes$1 = ["application/x-www-form-urlencoded", "multipart/form-data"];
function isFormRequest(contentType) {
	const type = contentType?.split(";")[0].toLowerCase();
	return formContentTypes$1.some((t) => type === t);
}
// \0virtual:astro:renderers
var renderers = [Object.assign({
	"name": "@astrojs/react",
	"clientEntrypoint": "@astrojs/react/client.js",
	"serverEntrypoint": "@astrojs/react/server.js"
}, { ssr: {
	name: "@astrojs/react",
	check,
	renderToStaticMarkup,
	supportsAstroStaticSlot: true
} })];
[
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/404",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/404$",
			"segments": [[{
				"content": "404",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/404.astro",
			"pathname": "/404",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/about",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/about$",
			"segments": [[{
				"content": "about",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/about.astro",
			"pathname": "/about",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/blog/page/[page]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/blog\\/page\\/([^/]+?)$",
			"segments": [
				[{
					"content": "blog",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "page",
					"dynamic": false,
					"spread": false
				}],
				[{
					"content": "page",
					"dynamic": true,
					"spread": false
				}]
			],
			"params": ["page"],
			"component": "src/pages/blog/page/[page].astro",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/blog/[slug]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/blog\\/([^/]+?)$",
			"segments": [[{
				"content": "blog",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "slug",
				"dynamic": true,
				"spread": false
			}]],
			"params": ["slug"],
			"component": "src/pages/blog/[slug].astro",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/blog",
			"isIndex": true,
			"type": "page",
			"pattern": "^\\/blog$",
			"segments": [[{
				"content": "blog",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/blog/index.astro",
			"pathname": "/blog",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/coaching/[id]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/coaching\\/([^/]+?)$",
			"segments": [[{
				"content": "coaching",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "id",
				"dynamic": true,
				"spread": false
			}]],
			"params": ["id"],
			"component": "src/pages/coaching/[id].astro",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/coaching",
			"isIndex": true,
			"type": "page",
			"pattern": "^\\/coaching$",
			"segments": [[{
				"content": "coaching",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/coaching/index.astro",
			"pathname": "/coaching",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/contact",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/contact$",
			"segments": [[{
				"content": "contact",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/contact.astro",
			"pathname": "/contact",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/cookies",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/cookies$",
			"segments": [[{
				"content": "cookies",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/cookies.astro",
			"pathname": "/cookies",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/forgot-password",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/forgot-password$",
			"segments": [[{
				"content": "forgot-password",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/forgot-password.astro",
			"pathname": "/forgot-password",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/gallery",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/gallery$",
			"segments": [[{
				"content": "gallery",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/gallery.astro",
			"pathname": "/gallery",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/login",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/login$",
			"segments": [[{
				"content": "login",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/login.astro",
			"pathname": "/login",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/membership/adult",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/membership\\/adult$",
			"segments": [[{
				"content": "membership",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "adult",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/membership/adult.astro",
			"pathname": "/membership/adult",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/membership/children",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/membership\\/children$",
			"segments": [[{
				"content": "membership",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "children",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/membership/children.astro",
			"pathname": "/membership/children",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/membership/combo",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/membership\\/combo$",
			"segments": [[{
				"content": "membership",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "combo",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/membership/combo.astro",
			"pathname": "/membership/combo",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/newsletter/confirm",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/newsletter\\/confirm$",
			"segments": [[{
				"content": "newsletter",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "confirm",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/newsletter/confirm.astro",
			"pathname": "/newsletter/confirm",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/newsletter/unsubscribe",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/newsletter\\/unsubscribe$",
			"segments": [[{
				"content": "newsletter",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "unsubscribe",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/newsletter/unsubscribe.astro",
			"pathname": "/newsletter/unsubscribe",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/privacy",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/privacy$",
			"segments": [[{
				"content": "privacy",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/privacy.astro",
			"pathname": "/privacy",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/reset-password",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/reset-password$",
			"segments": [[{
				"content": "reset-password",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/reset-password.astro",
			"pathname": "/reset-password",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/resources",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/resources$",
			"segments": [[{
				"content": "resources",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/resources.astro",
			"pathname": "/resources",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/robots.txt",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/robots\\.txt$",
			"segments": [[{
				"content": "robots.txt",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/robots.txt.ts",
			"pathname": "/robots.txt",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/rss.xml",
			"isIndex": false,
			"type": "endpoint",
			"pattern": "^\\/rss\\.xml$",
			"segments": [[{
				"content": "rss.xml",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/rss.xml.ts",
			"pathname": "/rss.xml",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/signup/junior",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/signup\\/junior$",
			"segments": [[{
				"content": "signup",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "junior",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/signup/junior.astro",
			"pathname": "/signup/junior",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/signup",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/signup$",
			"segments": [[{
				"content": "signup",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/signup.astro",
			"pathname": "/signup",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/staff",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/staff$",
			"segments": [[{
				"content": "staff",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/staff.astro",
			"pathname": "/staff",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"type": "page",
			"isIndex": false,
			"route": "/studio",
			"pattern": "^\\/studio$",
			"segments": [[{
				"content": "studio",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/studio/NotConnected.astro",
			"pathname": "/studio",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "external",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/take-over",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/take-over$",
			"segments": [[{
				"content": "take-over",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/take-over.astro",
			"pathname": "/take-over",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/terms",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/terms$",
			"segments": [[{
				"content": "terms",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/terms.astro",
			"pathname": "/terms",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/tournaments/calendar",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/tournaments\\/calendar$",
			"segments": [[{
				"content": "tournaments",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "calendar",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/tournaments/calendar.astro",
			"pathname": "/tournaments/calendar",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/tournaments/[id]",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/tournaments\\/([^/]+?)$",
			"segments": [[{
				"content": "tournaments",
				"dynamic": false,
				"spread": false
			}], [{
				"content": "id",
				"dynamic": true,
				"spread": false
			}]],
			"params": ["id"],
			"component": "src/pages/tournaments/[id].astro",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/tournaments",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/tournaments$",
			"segments": [[{
				"content": "tournaments",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/tournaments.astro",
			"pathname": "/tournaments",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/u",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/u$",
			"segments": [[{
				"content": "u",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/u.astro",
			"pathname": "/u",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/videos",
			"isIndex": false,
			"type": "page",
			"pattern": "^\\/videos$",
			"segments": [[{
				"content": "videos",
				"dynamic": false,
				"spread": false
			}]],
			"params": [],
			"component": "src/pages/videos.astro",
			"pathname": "/videos",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	},
	{
		"file": "",
		"links": [],
		"scripts": [],
		"styles": [],
		"routeData": {
			"route": "/",
			"isIndex": true,
			"type": "page",
			"pattern": "^\\/$",
			"segments": [],
			"params": [],
			"component": "src/pages/index.astro",
			"pathname": "/",
			"prerender": true,
			"fallbackRoutes": [],
			"distURL": [],
			"origin": "project",
			"_meta": { "trailingSlash": "never" }
		}
	}
].map(deserializeRouteInfo);
// \0virtual:astro:pages
var _page0 = () => import("./chunks/404_SzYAXoDu.mjs");
var _page1 = () => import("./chunks/about_Bkuudeiq.mjs");
var _page2 = () => import("./chunks/_page__CTo4SjME.mjs");
var _page3 = () => import("./chunks/_slug__CbxcylAs.mjs");
var _page4 = () => import("./chunks/index_C4kbeoww.mjs");
var _page5 = () => import("./chunks/_id__Br8wfDVx.mjs");
var _page6 = () => import("./chunks/index_BgT_bKdN.mjs");
var _page7 = () => import("./chunks/contact_Dt0TfEiK.mjs");
var _page8 = () => import("./chunks/cookies_581jZTzu.mjs");
var _page9 = () => import("./chunks/forgot-password_BxdWgBnC.mjs");
var _page10 = () => import("./chunks/gallery_Ca8VHCKZ.mjs");
var _page11 = () => import("./chunks/login_Bsf62ASA.mjs");
var _page12 = () => import("./chunks/adult_xwR6xxhz.mjs");
var _page13 = () => import("./chunks/children_CRGstbqf.mjs");
var _page14 = () => import("./chunks/combo_76tLLh1i.mjs");
var _page15 = () => import("./chunks/confirm_DvEpfPEN.mjs");
var _page16 = () => import("./chunks/unsubscribe_K6Yke5VM.mjs");
var _page17 = () => import("./chunks/privacy_DUmPf-x9.mjs");
var _page18 = () => import("./chunks/reset-password_DFkf8Kc0.mjs");
var _page19 = () => import("./chunks/resources_DRD5iRw1.mjs");
var _page20 = () => import("./chunks/robots_CViDbYnp.mjs");
var _page21 = () => import("./chunks/rss_CoapJJ3-.mjs");
var _page22 = () => import("./chunks/junior_CL2F5XeU.mjs");
var _page23 = () => import("./chunks/signup_CxfNVGnC.mjs");
var _page24 = () => import("./chunks/staff_w3pV8tQa.mjs");
var _page25 = () => import("./chunks/NotConnected_ClhHp-ef.mjs");
var _page26 = () => import("./chunks/take-over_PFO4rsb8.mjs");
var _page27 = () => import("./chunks/terms_gEEeHOGJ.mjs");
var _page28 = () => import("./chunks/calendar_LL5ffw3M.mjs");
var _page29 = () => import("./chunks/_id__BvkrLlwW.mjs");
var _page30 = () => import("./chunks/tournaments_BFFq8feD.mjs");
var _page31 = () => import("./chunks/u_BaOK0qfP.mjs");
var _page32 = () => import("./chunks/videos_DPxoXikw.mjs");
var _page33 = () => import("./chunks/index_BxZ7QTyV.mjs");
var pageMap = /* @__PURE__ */ new Map([
	["src/pages/404.astro", _page0],
	["src/pages/about.astro", _page1],
	["src/pages/blog/page/[page].astro", _page2],
	["src/pages/blog/[slug].astro", _page3],
	["src/pages/blog/index.astro", _page4],
	["src/pages/coaching/[id].astro", _page5],
	["src/pages/coaching/index.astro", _page6],
	["src/pages/contact.astro", _page7],
	["src/pages/cookies.astro", _page8],
	["src/pages/forgot-password.astro", _page9],
	["src/pages/gallery.astro", _page10],
	["src/pages/login.astro", _page11],
	["src/pages/membership/adult.astro", _page12],
	["src/pages/membership/children.astro", _page13],
	["src/pages/membership/combo.astro", _page14],
	["src/pages/newsletter/confirm.astro", _page15],
	["src/pages/newsletter/unsubscribe.astro", _page16],
	["src/pages/privacy.astro", _page17],
	["src/pages/reset-password.astro", _page18],
	["src/pages/resources.astro", _page19],
	["src/pages/robots.txt.ts", _page20],
	["src/pages/rss.xml.ts", _page21],
	["src/pages/signup/junior.astro", _page22],
	["src/pages/signup.astro", _page23],
	["src/pages/staff.astro", _page24],
	["src/studio/NotConnected.astro", _page25],
	["src/pages/take-over.astro", _page26],
	["src/pages/terms.astro", _page27],
	["src/pages/tournaments/calendar.astro", _page28],
	["src/pages/tournaments/[id].astro", _page29],
	["src/pages/tournaments.astro", _page30],
	["src/pages/u.astro", _page31],
	["src/pages/videos.astro", _page32],
	["src/pages/index.astro", _page33]
]);
// \0virtual:astro:manifest
var _manifest = deserializeManifest({"rootDir":"file:///work/main/","cacheDir":"file:///work/main/node_modules/.astro/","outDir":"file:///work/main/dist.next-8211-1795872947529/","srcDir":"file:///work/main/src/","publicDir":"file:///work/main/public/","buildClientDir":"file:///work/main/dist.next-8211-1795872947529/client/","buildServerDir":"file:///work/main/dist.next-8211-1795872947529/server/","adapterName":"","assetsDir":"_astro","routes":[{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.not-found[data-astro-cid-ibpinaeu]{padding-block:var(--space-8);text-align:center;justify-items:center;display:grid}.code[data-astro-cid-ibpinaeu]{font-family:var(--font-display);margin:0 0 var(--space-3);color:var(--color-brand);font-size:clamp(4rem,3rem + 8vw,8rem);font-weight:800;line-height:1}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/404","isIndex":false,"type":"page","pattern":"^\\/404$","segments":[[{"content":"404","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/404.astro","pathname":"/404","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".card-grid[data-astro-cid-vk6sm2lw]{--column-width:17rem;gap:var(--space-5);grid-template-columns:repeat(auto-fill, minmax(min(100%, var(--column-width)), 1fr));margin:0;padding:0;list-style:none;display:grid}.fit[data-astro-cid-vk6sm2lw]{grid-template-columns:repeat(auto-fit, minmax(min(100%, var(--column-width)), 1fr))}.narrow[data-astro-cid-vk6sm2lw]{--column-width:14rem}.wide[data-astro-cid-vk6sm2lw]{--column-width:19rem}.widest[data-astro-cid-vk6sm2lw]{--column-width:22rem}\n.hero[data-astro-cid-iz3slcec]{isolation:isolate;padding-block:calc(var(--nav-height) + var(--space-6)) var(--space-7);color:#fff;background:var(--color-brand-strong);align-items:center;display:flex;position:relative;overflow:hidden}.hero[data-astro-cid-iz3slcec].full{min-height:min(100svh,56rem)}.hero[data-astro-cid-iz3slcec].compact{min-height:min(70svh,36rem)}.hero-image[data-astro-cid-iz3slcec]{z-index:-2;object-fit:cover;width:100%;max-width:none;height:100%;position:absolute;inset:0}.at-left[data-astro-cid-iz3slcec]{object-position:25% center}.at-right[data-astro-cid-iz3slcec]{object-position:75% center}.hero[data-astro-cid-iz3slcec]:after{content:\"\";z-index:-1;background:linear-gradient(100deg, color-mix(in srgb, var(--color-brand-strong) 92%, transparent) 0%, color-mix(in srgb, var(--color-brand-strong) 72%, transparent) 55%, color-mix(in srgb, var(--color-brand-strong) 35%, transparent) 100%);position:absolute;inset:0}@media (width<=47.99rem){.hero[data-astro-cid-iz3slcec]:after{background:color-mix(in srgb, var(--color-brand-strong) 84%, transparent)}}.hero-content[data-astro-cid-iz3slcec]{max-width:var(--content-width)}h1[data-astro-cid-iz3slcec]{overflow-wrap:break-word;letter-spacing:-.01em;max-width:20ch;margin-bottom:var(--space-4);font-size:clamp(2rem,1.2rem + 4vw,3.75rem);font-weight:800}.subtitle[data-astro-cid-iz3slcec]{font-family:var(--font-display);font-size:var(--text-xl);color:var(--color-accent);margin-bottom:var(--space-3);font-weight:600}.text[data-astro-cid-iz3slcec]{max-width:42rem;font-size:var(--text-lg)}.buttons[data-astro-cid-iz3slcec]{gap:var(--space-3);margin-top:var(--space-5);flex-wrap:wrap;display:flex}.btn-ghost[data-astro-cid-iz3slcec]{color:#fff;background:0 0;border-color:#fff}.btn-ghost[data-astro-cid-iz3slcec]:hover{background:#ffffff1f}.btn-accent[data-astro-cid-iz3slcec]:hover{background:color-mix(in srgb, var(--color-accent) 75%, white)}\n.eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.section[data-astro-cid-fstdvrh4]{padding-block:var(--space-8)}.soft[data-astro-cid-fstdvrh4]{background:var(--color-surface)}.dark[data-astro-cid-fstdvrh4]{background:var(--color-brand-strong);color:#fff}.head[data-astro-cid-fstdvrh4]{max-width:46rem;margin-bottom:var(--space-6)}.split[data-astro-cid-fstdvrh4]{gap:var(--space-7);grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));align-items:center;display:grid}.split[data-astro-cid-fstdvrh4] .head[data-astro-cid-fstdvrh4]{margin-bottom:var(--space-5)}.split[data-astro-cid-fstdvrh4] img[data-astro-cid-fstdvrh4]{border-radius:var(--radius-lg);width:100%}.split[data-astro-cid-fstdvrh4] .start[data-astro-cid-fstdvrh4]{order:-1}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.purpose[data-astro-cid-ta2fbyqs]{gap:var(--space-5);grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));display:grid}.statement[data-astro-cid-ta2fbyqs]{padding:var(--space-6);border-radius:var(--radius-lg);background:var(--color-brand-soft);border-top:6px solid var(--color-brand)}.statement[data-astro-cid-ta2fbyqs] h3[data-astro-cid-ta2fbyqs]{font-size:var(--text-xl);color:var(--color-brand-strong)}.statement[data-astro-cid-ta2fbyqs] p[data-astro-cid-ta2fbyqs]{font-size:var(--text-lg);margin:0}.offer[data-astro-cid-ta2fbyqs]{padding:var(--space-5);background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md)}.offer[data-astro-cid-ta2fbyqs] h3[data-astro-cid-ta2fbyqs]{font-size:var(--text-lg)}.offer[data-astro-cid-ta2fbyqs] p[data-astro-cid-ta2fbyqs]{color:var(--color-ink-muted);margin:0}.cta[data-astro-cid-ta2fbyqs]{gap:var(--space-3);margin:var(--space-6) 0 0;flex-wrap:wrap;display:flex}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/about","isIndex":false,"type":"page","pattern":"^\\/about$","segments":[[{"content":"about","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/about.astro","pathname":"/about","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.card-grid[data-astro-cid-vk6sm2lw]{--column-width:17rem;gap:var(--space-5);grid-template-columns:repeat(auto-fill, minmax(min(100%, var(--column-width)), 1fr));margin:0;padding:0;list-style:none;display:grid}.fit[data-astro-cid-vk6sm2lw]{grid-template-columns:repeat(auto-fit, minmax(min(100%, var(--column-width)), 1fr))}.narrow[data-astro-cid-vk6sm2lw]{--column-width:14rem}.wide[data-astro-cid-vk6sm2lw]{--column-width:19rem}.widest[data-astro-cid-vk6sm2lw]{--column-width:22rem}\n.pager[data-astro-cid-r5jjrvx7]{justify-content:space-between;align-items:center;gap:var(--space-4);margin-top:var(--space-6);font-weight:600;display:flex}.pager[data-astro-cid-r5jjrvx7] a[data-astro-cid-r5jjrvx7]{padding:var(--space-2) var(--space-3)}.feed[data-astro-cid-r5jjrvx7]{margin:var(--space-5) 0 0;font-size:var(--text-sm)}\n.listing[data-astro-cid-qrzr6t4e]{padding-block:var(--space-6) var(--space-8)}\n.eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\narticle[data-astro-cid-atssbmnx]{height:100%;padding:var(--space-5);background:var(--color-bg);border:1px solid var(--color-border);border-top:6px solid var(--color-brand);border-radius:var(--radius-md);transition:box-shadow var(--duration);position:relative}article[data-astro-cid-atssbmnx]:hover{box-shadow:var(--shadow-md)}.cover[data-astro-cid-atssbmnx]{width:calc(100% + 2 * var(--space-5));aspect-ratio:3/2;object-fit:cover;max-width:none;height:auto;margin:calc(-1 * var(--space-5)) calc(-1 * var(--space-5)) var(--space-4);border-radius:var(--radius-sm) var(--radius-sm) 0 0;background:var(--color-border);display:block}.meta[data-astro-cid-atssbmnx]{font-size:var(--text-sm);color:var(--color-ink-muted);margin-bottom:var(--space-2)}.title[data-astro-cid-atssbmnx]{font-size:var(--text-lg)}.title[data-astro-cid-atssbmnx] a[data-astro-cid-atssbmnx]{color:var(--color-ink);text-decoration:none}.title[data-astro-cid-atssbmnx] a[data-astro-cid-atssbmnx]:after{content:\"\";position:absolute;inset:0}.title[data-astro-cid-atssbmnx] a[data-astro-cid-atssbmnx]:hover{text-decoration:underline}.excerpt[data-astro-cid-atssbmnx]{color:var(--color-ink-muted);margin:0}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/blog/page/[page]","isIndex":false,"type":"page","pattern":"^\\/blog\\/page\\/([^/]+?)$","segments":[[{"content":"blog","dynamic":false,"spread":false}],[{"content":"page","dynamic":false,"spread":false}],[{"content":"page","dynamic":true,"spread":false}]],"params":["page"],"component":"src/pages/blog/page/[page].astro","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.post[data-astro-cid-zg7dkzxc]{max-width:46rem;padding-block:var(--space-6) var(--space-8)}.crumbs[data-astro-cid-zg7dkzxc]{margin-bottom:var(--space-4);font-size:var(--text-sm)}h1[data-astro-cid-zg7dkzxc]{font-size:var(--text-2xl)}.meta[data-astro-cid-zg7dkzxc]{color:var(--color-ink-muted)}.cover[data-astro-cid-zg7dkzxc]{aspect-ratio:3/2;object-fit:cover;width:100%;height:auto;margin-bottom:var(--space-5);border-radius:var(--radius-md);background:var(--color-border);display:block}.prose[data-astro-cid-zg7dkzxc]{font-size:1.0625rem}.prose[data-astro-cid-zg7dkzxc] h2{font-size:var(--text-xl);margin-top:var(--space-6)}.prose[data-astro-cid-zg7dkzxc] li{margin-bottom:var(--space-2)}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/blog/[slug]","isIndex":false,"type":"page","pattern":"^\\/blog\\/([^/]+?)$","segments":[[{"content":"blog","dynamic":false,"spread":false}],[{"content":"slug","dynamic":true,"spread":false}]],"params":["slug"],"component":"src/pages/blog/[slug].astro","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.card-grid[data-astro-cid-vk6sm2lw]{--column-width:17rem;gap:var(--space-5);grid-template-columns:repeat(auto-fill, minmax(min(100%, var(--column-width)), 1fr));margin:0;padding:0;list-style:none;display:grid}.fit[data-astro-cid-vk6sm2lw]{grid-template-columns:repeat(auto-fit, minmax(min(100%, var(--column-width)), 1fr))}.narrow[data-astro-cid-vk6sm2lw]{--column-width:14rem}.wide[data-astro-cid-vk6sm2lw]{--column-width:19rem}.widest[data-astro-cid-vk6sm2lw]{--column-width:22rem}\n.pager[data-astro-cid-r5jjrvx7]{justify-content:space-between;align-items:center;gap:var(--space-4);margin-top:var(--space-6);font-weight:600;display:flex}.pager[data-astro-cid-r5jjrvx7] a[data-astro-cid-r5jjrvx7]{padding:var(--space-2) var(--space-3)}.feed[data-astro-cid-r5jjrvx7]{margin:var(--space-5) 0 0;font-size:var(--text-sm)}\n.listing[data-astro-cid-qrzr6t4e]{padding-block:var(--space-6) var(--space-8)}\n.eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\narticle[data-astro-cid-atssbmnx]{height:100%;padding:var(--space-5);background:var(--color-bg);border:1px solid var(--color-border);border-top:6px solid var(--color-brand);border-radius:var(--radius-md);transition:box-shadow var(--duration);position:relative}article[data-astro-cid-atssbmnx]:hover{box-shadow:var(--shadow-md)}.cover[data-astro-cid-atssbmnx]{width:calc(100% + 2 * var(--space-5));aspect-ratio:3/2;object-fit:cover;max-width:none;height:auto;margin:calc(-1 * var(--space-5)) calc(-1 * var(--space-5)) var(--space-4);border-radius:var(--radius-sm) var(--radius-sm) 0 0;background:var(--color-border);display:block}.meta[data-astro-cid-atssbmnx]{font-size:var(--text-sm);color:var(--color-ink-muted);margin-bottom:var(--space-2)}.title[data-astro-cid-atssbmnx]{font-size:var(--text-lg)}.title[data-astro-cid-atssbmnx] a[data-astro-cid-atssbmnx]{color:var(--color-ink);text-decoration:none}.title[data-astro-cid-atssbmnx] a[data-astro-cid-atssbmnx]:after{content:\"\";position:absolute;inset:0}.title[data-astro-cid-atssbmnx] a[data-astro-cid-atssbmnx]:hover{text-decoration:underline}.excerpt[data-astro-cid-atssbmnx]{color:var(--color-ink-muted);margin:0}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/blog","isIndex":true,"type":"page","pattern":"^\\/blog$","segments":[[{"content":"blog","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/blog/index.astro","pathname":"/blog","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".facts[data-astro-cid-scwo5zzn]{gap:var(--space-3);grid-template-columns:repeat(2,minmax(0,1fr));margin:0;display:grid}.facts[data-astro-cid-scwo5zzn] div[data-astro-cid-scwo5zzn]{padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm);background:var(--color-surface)}.centred[data-astro-cid-scwo5zzn] div[data-astro-cid-scwo5zzn]{text-align:center;padding-inline:var(--space-3);justify-items:center;display:grid}img[data-astro-cid-scwo5zzn]{width:80px;height:80px;margin:0 auto var(--space-2)}dt[data-astro-cid-scwo5zzn]{font-size:var(--text-xs);text-transform:uppercase;letter-spacing:.06em;color:var(--color-ink-muted);font-weight:700}dd[data-astro-cid-scwo5zzn]{margin:0;font-weight:700}.capitalise[data-astro-cid-scwo5zzn]{text-transform:capitalize}\n.stars[data-astro-cid-t7v4g7bm]{align-items:center;gap:var(--space-2);display:inline-flex}.icons[data-astro-cid-t7v4g7bm]{gap:2px;display:inline-flex}svg[data-astro-cid-t7v4g7bm]{width:18px;height:18px;fill:var(--color-border)}svg[data-astro-cid-t7v4g7bm].on{fill:var(--color-warning)}.figure[data-astro-cid-t7v4g7bm]{font-weight:700;font-size:var(--text-sm)}\n.tag[data-astro-cid-ypdrlgif]{padding:0 var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-xs);margin:0;font-weight:700;display:inline-block}p[data-astro-cid-ypdrlgif].tag{margin-bottom:var(--space-2)}.medium[data-astro-cid-ypdrlgif]{padding:var(--space-1) var(--space-3);font-size:var(--text-sm)}p[data-astro-cid-ypdrlgif].medium{margin-bottom:var(--space-3)}.capitalise[data-astro-cid-ypdrlgif]{text-transform:capitalize}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n.crumbs[data-astro-cid-tcuyojwz] ol[data-astro-cid-tcuyojwz]{gap:var(--space-2);padding:var(--space-5) 0 0;font-size:var(--text-sm);flex-wrap:wrap;margin:0;list-style:none;display:flex}.crumbs[data-astro-cid-tcuyojwz] li[data-astro-cid-tcuyojwz]+li[data-astro-cid-tcuyojwz]:before{content:\"/\";margin-right:var(--space-2);color:var(--color-ink-muted)}.profile[data-astro-cid-tcuyojwz]{gap:var(--space-7);padding-block:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(min(100%,18rem),1fr));align-items:start;display:grid}.portrait[data-astro-cid-tcuyojwz]{aspect-ratio:1;border-radius:var(--radius-lg);object-fit:cover;width:100%;max-width:28rem}h1[data-astro-cid-tcuyojwz]{font-size:var(--text-3xl)}.rating[data-astro-cid-tcuyojwz]{align-items:center;gap:var(--space-3);color:var(--color-ink-muted);flex-wrap:wrap;display:flex}.bio[data-astro-cid-tcuyojwz]{font-size:var(--text-lg)}.details[data-astro-cid-tcuyojwz]>.btn[data-astro-cid-tcuyojwz]{margin-top:var(--space-5)}.reviews[data-astro-cid-tcuyojwz]{padding-block:var(--space-6) var(--space-8)}.reviews[data-astro-cid-tcuyojwz] h2[data-astro-cid-tcuyojwz]{font-size:var(--text-2xl)}.reviews[data-astro-cid-tcuyojwz] ul[data-astro-cid-tcuyojwz]{gap:var(--space-4);margin:0;padding:0;list-style:none;display:grid}.reviews[data-astro-cid-tcuyojwz] article[data-astro-cid-tcuyojwz]{padding:var(--space-5);border:1px solid var(--color-border);border-radius:var(--radius-md)}.reviews[data-astro-cid-tcuyojwz] header[data-astro-cid-tcuyojwz]{justify-content:space-between;gap:var(--space-2);margin-bottom:var(--space-2);flex-wrap:wrap;display:flex}.reviews[data-astro-cid-tcuyojwz] h3[data-astro-cid-tcuyojwz]{font-size:var(--text-md);margin:0}.reviews[data-astro-cid-tcuyojwz] time[data-astro-cid-tcuyojwz]{font-size:var(--text-sm);color:var(--color-ink-muted)}.none[data-astro-cid-tcuyojwz]{color:var(--color-ink-muted)}\n"}],"routeData":{"route":"/coaching/[id]","isIndex":false,"type":"page","pattern":"^\\/coaching\\/([^/]+?)$","segments":[[{"content":"coaching","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/coaching/[id].astro","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".card[data-astro-cid-2ahl5jw3]{background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md);height:100%;box-shadow:var(--shadow-sm);transition:box-shadow var(--duration), transform var(--duration);flex-direction:column;display:flex;overflow:hidden}.card[data-astro-cid-2ahl5jw3]:hover{box-shadow:var(--shadow-md);transform:translateY(-2px)}img[data-astro-cid-2ahl5jw3]{aspect-ratio:480/300;object-fit:cover;background:var(--color-brand-soft);width:100%}.portrait[data-astro-cid-2ahl5jw3]{aspect-ratio:1}.body[data-astro-cid-2ahl5jw3]{gap:var(--space-3);padding:var(--space-4) var(--space-5) var(--space-5);flex-direction:column;flex:1;display:flex}.name[data-astro-cid-2ahl5jw3]{font-size:var(--text-lg);margin:0}.facts[data-astro-cid-2ahl5jw3]{gap:var(--space-1);font-size:var(--text-sm);margin:0;display:grid}.facts[data-astro-cid-2ahl5jw3] div[data-astro-cid-2ahl5jw3]{gap:var(--space-2);display:flex}dt[data-astro-cid-2ahl5jw3]{min-width:5.5rem;color:var(--color-ink-muted)}dd[data-astro-cid-2ahl5jw3]{margin:0;font-weight:600}.type[data-astro-cid-2ahl5jw3]{text-transform:capitalize;color:var(--color-ink-muted);margin:0}.btn[data-astro-cid-2ahl5jw3]{align-self:flex-start;margin-top:auto}.empty[data-astro-cid-wngkcaey]{padding:var(--space-6);text-align:center;border:2px dashed var(--color-border);border-radius:var(--radius-md);background:var(--color-bg)}.message[data-astro-cid-wngkcaey]{font-family:var(--font-display);font-size:var(--text-lg);margin:0;font-weight:600}\n.hero[data-astro-cid-iz3slcec]{isolation:isolate;padding-block:calc(var(--nav-height) + var(--space-6)) var(--space-7);color:#fff;background:var(--color-brand-strong);align-items:center;display:flex;position:relative;overflow:hidden}.hero[data-astro-cid-iz3slcec].full{min-height:min(100svh,56rem)}.hero[data-astro-cid-iz3slcec].compact{min-height:min(70svh,36rem)}.hero-image[data-astro-cid-iz3slcec]{z-index:-2;object-fit:cover;width:100%;max-width:none;height:100%;position:absolute;inset:0}.at-left[data-astro-cid-iz3slcec]{object-position:25% center}.at-right[data-astro-cid-iz3slcec]{object-position:75% center}.hero[data-astro-cid-iz3slcec]:after{content:\"\";z-index:-1;background:linear-gradient(100deg, color-mix(in srgb, var(--color-brand-strong) 92%, transparent) 0%, color-mix(in srgb, var(--color-brand-strong) 72%, transparent) 55%, color-mix(in srgb, var(--color-brand-strong) 35%, transparent) 100%);position:absolute;inset:0}@media (width<=47.99rem){.hero[data-astro-cid-iz3slcec]:after{background:color-mix(in srgb, var(--color-brand-strong) 84%, transparent)}}.hero-content[data-astro-cid-iz3slcec]{max-width:var(--content-width)}h1[data-astro-cid-iz3slcec]{overflow-wrap:break-word;letter-spacing:-.01em;max-width:20ch;margin-bottom:var(--space-4);font-size:clamp(2rem,1.2rem + 4vw,3.75rem);font-weight:800}.subtitle[data-astro-cid-iz3slcec]{font-family:var(--font-display);font-size:var(--text-xl);color:var(--color-accent);margin-bottom:var(--space-3);font-weight:600}.text[data-astro-cid-iz3slcec]{max-width:42rem;font-size:var(--text-lg)}.buttons[data-astro-cid-iz3slcec]{gap:var(--space-3);margin-top:var(--space-5);flex-wrap:wrap;display:flex}.btn-ghost[data-astro-cid-iz3slcec]{color:#fff;background:0 0;border-color:#fff}.btn-ghost[data-astro-cid-iz3slcec]:hover{background:#ffffff1f}.btn-accent[data-astro-cid-iz3slcec]:hover{background:color-mix(in srgb, var(--color-accent) 75%, white)}\n.stars[data-astro-cid-t7v4g7bm]{align-items:center;gap:var(--space-2);display:inline-flex}.icons[data-astro-cid-t7v4g7bm]{gap:2px;display:inline-flex}svg[data-astro-cid-t7v4g7bm]{width:18px;height:18px;fill:var(--color-border)}svg[data-astro-cid-t7v4g7bm].on{fill:var(--color-warning)}.figure[data-astro-cid-t7v4g7bm]{font-weight:700;font-size:var(--text-sm)}\n.card-grid[data-astro-cid-vk6sm2lw]{--column-width:17rem;gap:var(--space-5);grid-template-columns:repeat(auto-fill, minmax(min(100%, var(--column-width)), 1fr));margin:0;padding:0;list-style:none;display:grid}.fit[data-astro-cid-vk6sm2lw]{grid-template-columns:repeat(auto-fit, minmax(min(100%, var(--column-width)), 1fr))}.narrow[data-astro-cid-vk6sm2lw]{--column-width:14rem}.wide[data-astro-cid-vk6sm2lw]{--column-width:19rem}.widest[data-astro-cid-vk6sm2lw]{--column-width:22rem}\na[data-astro-cid-fvgoxzru]{gap:var(--space-1);height:100%;padding:var(--space-4) var(--space-5);border:1px solid var(--color-border);border-left:6px solid var(--color-brand);border-radius:var(--radius-md);background:var(--color-bg);color:var(--color-ink);transition:box-shadow var(--duration);text-decoration:none;display:grid}a[data-astro-cid-fvgoxzru]:hover{box-shadow:var(--shadow-md)}strong[data-astro-cid-fvgoxzru]{font-family:var(--font-display);font-size:var(--text-lg);color:var(--color-brand)}span[data-astro-cid-fvgoxzru]{color:var(--color-ink-muted);font-size:var(--text-sm)}\n.eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.section[data-astro-cid-fstdvrh4]{padding-block:var(--space-8)}.soft[data-astro-cid-fstdvrh4]{background:var(--color-surface)}.dark[data-astro-cid-fstdvrh4]{background:var(--color-brand-strong);color:#fff}.head[data-astro-cid-fstdvrh4]{max-width:46rem;margin-bottom:var(--space-6)}.split[data-astro-cid-fstdvrh4]{gap:var(--space-7);grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));align-items:center;display:grid}.split[data-astro-cid-fstdvrh4] .head[data-astro-cid-fstdvrh4]{margin-bottom:var(--space-5)}.split[data-astro-cid-fstdvrh4] img[data-astro-cid-fstdvrh4]{border-radius:var(--radius-lg);width:100%}.split[data-astro-cid-fstdvrh4] .start[data-astro-cid-fstdvrh4]{order:-1}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/coaching","isIndex":true,"type":"page","pattern":"^\\/coaching$","segments":[[{"content":"coaching","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/coaching/index.astro","pathname":"/coaching","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.layout[data-astro-cid-6bfsojfh]{gap:var(--space-7);padding-block:var(--space-6) var(--space-8);grid-template-columns:minmax(0,2fr) minmax(0,1fr);display:grid}@media (width<=56rem){.layout[data-astro-cid-6bfsojfh]{grid-template-columns:1fr}}.contact-form[data-astro-cid-6bfsojfh]{gap:var(--space-4);padding:clamp(var(--space-4), 4vw, var(--space-6));border:1px solid var(--color-border);border-radius:var(--radius-lg);box-shadow:var(--shadow-sm);display:grid}.row[data-astro-cid-6bfsojfh]{gap:var(--space-4);grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));display:grid}textarea[data-astro-cid-6bfsojfh]{resize:vertical}.hint[data-astro-cid-6bfsojfh]{font-size:var(--text-sm);color:var(--color-ink-muted);margin:0}.contact-form[data-astro-cid-6bfsojfh] .btn[data-astro-cid-6bfsojfh]{justify-self:start}.status[data-astro-cid-6bfsojfh]{min-height:1.6em}aside[data-astro-cid-6bfsojfh] h2[data-astro-cid-6bfsojfh]{font-size:var(--text-xl)}aside[data-astro-cid-6bfsojfh] ul[data-astro-cid-6bfsojfh]{gap:var(--space-4);margin:0 0 var(--space-5);padding:0;list-style:none;display:grid}aside[data-astro-cid-6bfsojfh] li[data-astro-cid-6bfsojfh]{gap:var(--space-1);padding:var(--space-4);border-radius:var(--radius-md);background:var(--color-surface);display:grid}aside[data-astro-cid-6bfsojfh] span[data-astro-cid-6bfsojfh]{color:var(--color-ink-muted);font-size:var(--text-sm)}aside[data-astro-cid-6bfsojfh] a[data-astro-cid-6bfsojfh]{overflow-wrap:anywhere;font-weight:600}.promise[data-astro-cid-6bfsojfh]{gap:var(--space-2);color:var(--color-brand-strong);align-items:center;font-weight:600;display:flex}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/contact","isIndex":false,"type":"page","pattern":"^\\/contact$","segments":[[{"content":"contact","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/contact.astro","pathname":"/contact","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.updated[data-astro-cid-ixbq4vvg]{margin:var(--space-4) 0 0;font-size:var(--text-sm);color:var(--color-ink-muted)}.legal[data-astro-cid-ixbq4vvg]{max-width:46rem;padding-block:var(--space-6) var(--space-8)}.legal[data-astro-cid-ixbq4vvg] h2{font-size:var(--text-xl);margin-top:var(--space-6)}.legal[data-astro-cid-ixbq4vvg] li{margin-bottom:var(--space-2)}.legal[data-astro-cid-ixbq4vvg] table{border-collapse:collapse;width:100%;font-size:var(--text-sm);margin-bottom:var(--space-4)}.legal[data-astro-cid-ixbq4vvg] th,.legal[data-astro-cid-ixbq4vvg] td{text-align:left;vertical-align:top;padding:var(--space-2) var(--space-3);border-bottom:1px solid var(--color-border)}\n.eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/cookies","isIndex":false,"type":"page","pattern":"^\\/cookies$","segments":[[{"content":"cookies","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/cookies.astro","pathname":"/cookies","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".account-page[data-astro-cid-o4qsuk4t]{min-height:70vh;padding:var(--space-6) var(--space-4) var(--space-8);background:radial-gradient(circle at 15% 10%, var(--color-brand-soft), transparent 45%), var(--color-surface);place-items:start center;display:grid}.account-card[data-astro-cid-o4qsuk4t]{width:min(100%,30rem);padding:var(--space-6) var(--space-5);border:1px solid var(--color-border);border-radius:var(--radius-lg);background:var(--color-bg);box-shadow:var(--shadow-md)}.account-card[data-astro-cid-o4qsuk4t].wide{width:min(100%,40rem)}h1[data-astro-cid-o4qsuk4t]{font-size:var(--text-2xl);margin-bottom:var(--space-2)}.intro[data-astro-cid-o4qsuk4t]{color:var(--color-ink-muted);margin-bottom:var(--space-5)}@media (width<=30rem){.account-page[data-astro-cid-o4qsuk4t]{padding:var(--space-4) var(--space-3) var(--space-7)}.account-card[data-astro-cid-o4qsuk4t]{padding:var(--space-5) var(--space-4)}}.account-form,.account-row{gap:var(--space-4);display:grid}@media (width>=34rem){.account-row{grid-template-columns:1fr 1fr}}.account-password{display:grid;position:relative}.account-password input{padding-right:4.5rem}.account-password-toggle{inset-block:4px;min-width:44px;padding:0 var(--space-3);border-radius:var(--radius-sm);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-sm);cursor:pointer;border:0;font-weight:600;position:absolute;right:4px}.account-status:empty{padding:0}.account-status{padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm);font-size:var(--text-sm)}.account-status.form-error{background:var(--color-danger-bg)}.account-status.form-success{background:var(--color-success-bg)}.account-submit{width:100%}.account-plan-note{padding:var(--space-3) var(--space-4);border-left:4px solid var(--color-brand);border-radius:var(--radius-sm);background:var(--color-brand-soft);font-size:var(--text-sm);margin:0}.account-aside{margin:calc(-1 * var(--space-2)) 0 0;font-size:var(--text-sm)}.account-aside a{font-weight:600}.account-switch{text-align:center;font-size:var(--text-sm);margin:0}.account-switch a{font-weight:600}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/forgot-password","isIndex":false,"type":"page","pattern":"^\\/forgot-password$","segments":[[{"content":"forgot-password","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/forgot-password.astro","pathname":"/forgot-password","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.album[data-astro-cid-4pac6wbd]+.album[data-astro-cid-4pac6wbd]{margin-top:var(--space-7)}h2[data-astro-cid-4pac6wbd]{font-size:var(--text-xl);margin-bottom:var(--space-1)}.meta[data-astro-cid-4pac6wbd]{color:var(--color-ink-muted);margin-bottom:var(--space-4)}.grid[data-astro-cid-4pac6wbd]{gap:var(--space-4);grid-template-columns:repeat(auto-fill,minmax(min(100%,18rem),1fr));margin:0;padding:0;list-style:none;display:grid}figure[data-astro-cid-4pac6wbd]{margin:0}.thumb[data-astro-cid-4pac6wbd]{border-radius:var(--radius-md);background:var(--color-border);display:block;overflow:hidden}.thumb[data-astro-cid-4pac6wbd] img[data-astro-cid-4pac6wbd]{aspect-ratio:3/2;object-fit:cover;width:100%;height:auto;transition:transform var(--duration);display:block}.thumb[data-astro-cid-4pac6wbd]:hover img[data-astro-cid-4pac6wbd]{transform:scale(1.03)}.thumb[data-astro-cid-4pac6wbd]:focus-visible{outline:3px solid var(--color-brand);outline-offset:3px}.grid[data-astro-cid-4pac6wbd] figcaption[data-astro-cid-4pac6wbd]{margin-top:var(--space-2);font-size:var(--text-sm);color:var(--color-ink-muted)}.lightbox[data-astro-cid-4pac6wbd]{width:min(100vw - 2rem,72rem);max-height:calc(100dvh - 2rem);padding:var(--space-4);border-radius:var(--radius-md);color:#fff;background:#111;border:0}.lightbox[data-astro-cid-4pac6wbd]::backdrop{background:#000c}.lightbox[data-astro-cid-4pac6wbd] img{object-fit:contain;width:100%;height:auto;max-height:calc(100dvh - 12rem);display:block}.lightbox[data-astro-cid-4pac6wbd] figcaption[data-astro-cid-4pac6wbd]{margin-top:var(--space-2)}.position[data-astro-cid-4pac6wbd]{margin:var(--space-2) 0;font-size:var(--text-sm);color:#ddd}.controls[data-astro-cid-4pac6wbd]{gap:var(--space-2);flex-wrap:wrap;display:flex}.controls[data-astro-cid-4pac6wbd] [data-astro-cid-4pac6wbd][data-lightbox-close]{margin-inline-start:auto}.gallery[data-astro-cid-3mhbem3k]{padding-block:var(--space-6) var(--space-8)}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/gallery","isIndex":false,"type":"page","pattern":"^\\/gallery$","segments":[[{"content":"gallery","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/gallery.astro","pathname":"/gallery","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".account-page[data-astro-cid-o4qsuk4t]{min-height:70vh;padding:var(--space-6) var(--space-4) var(--space-8);background:radial-gradient(circle at 15% 10%, var(--color-brand-soft), transparent 45%), var(--color-surface);place-items:start center;display:grid}.account-card[data-astro-cid-o4qsuk4t]{width:min(100%,30rem);padding:var(--space-6) var(--space-5);border:1px solid var(--color-border);border-radius:var(--radius-lg);background:var(--color-bg);box-shadow:var(--shadow-md)}.account-card[data-astro-cid-o4qsuk4t].wide{width:min(100%,40rem)}h1[data-astro-cid-o4qsuk4t]{font-size:var(--text-2xl);margin-bottom:var(--space-2)}.intro[data-astro-cid-o4qsuk4t]{color:var(--color-ink-muted);margin-bottom:var(--space-5)}@media (width<=30rem){.account-page[data-astro-cid-o4qsuk4t]{padding:var(--space-4) var(--space-3) var(--space-7)}.account-card[data-astro-cid-o4qsuk4t]{padding:var(--space-5) var(--space-4)}}.account-form,.account-row{gap:var(--space-4);display:grid}@media (width>=34rem){.account-row{grid-template-columns:1fr 1fr}}.account-password{display:grid;position:relative}.account-password input{padding-right:4.5rem}.account-password-toggle{inset-block:4px;min-width:44px;padding:0 var(--space-3);border-radius:var(--radius-sm);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-sm);cursor:pointer;border:0;font-weight:600;position:absolute;right:4px}.account-status:empty{padding:0}.account-status{padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm);font-size:var(--text-sm)}.account-status.form-error{background:var(--color-danger-bg)}.account-status.form-success{background:var(--color-success-bg)}.account-submit{width:100%}.account-plan-note{padding:var(--space-3) var(--space-4);border-left:4px solid var(--color-brand);border-radius:var(--radius-sm);background:var(--color-brand-soft);font-size:var(--text-sm);margin:0}.account-aside{margin:calc(-1 * var(--space-2)) 0 0;font-size:var(--text-sm)}.account-aside a{font-weight:600}.account-switch{text-align:center;font-size:var(--text-sm);margin:0}.account-switch a{font-weight:600}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/login","isIndex":false,"type":"page","pattern":"^\\/login$","segments":[[{"content":"login","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/login.astro","pathname":"/login","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.membership-flow{gap:var(--space-5);display:grid}.membership-progress-count{margin:0 0 var(--space-2);font-size:var(--text-sm);color:var(--color-ink-muted);font-weight:600}.membership-progress ol{gap:var(--space-2);grid-template-columns:repeat(3,1fr);margin:0;padding:0;list-style:none;display:grid}.membership-progress li{align-items:center;gap:var(--space-2);padding-top:var(--space-2);border-top:4px solid var(--color-border);font-size:var(--text-sm);color:var(--color-ink-muted);display:flex}.membership-progress li.done,.membership-progress li[aria-current=step]{border-top-color:var(--color-brand);color:var(--color-ink)}.membership-progress li[aria-current=step]{font-weight:700}.membership-progress-dot{background:var(--color-neutral-bg);width:1.75rem;height:1.75rem;font-size:var(--text-xs);border-radius:50%;flex:none;place-items:center;font-weight:700;display:inline-grid}.membership-progress li.done .membership-progress-dot,.membership-progress li[aria-current=step] .membership-progress-dot{background:var(--color-brand);color:#fff}@media (width<=40rem){.membership-progress li:not([aria-current=step]){font-size:0}.membership-progress li:not([aria-current=step]) .membership-progress-dot{font-size:var(--text-xs)}}.membership-step{gap:var(--space-4);display:grid}@media (prefers-reduced-motion:no-preference){.membership-step{animation:.25s ease-out membership-step-in}}@keyframes membership-step-in{0%{opacity:0;transform:translateY(8px)}}.membership-step h2{font-size:var(--text-xl);scroll-margin-top:calc(var(--nav-height,4.5rem) + var(--space-4));margin:0}.membership-lead{color:var(--color-ink-muted);margin:0}.membership-empty{padding:var(--space-5);border-radius:var(--radius-md);background:var(--color-surface);margin:0}.membership-summary{gap:var(--space-2);flex-wrap:wrap;margin:0;display:flex}.membership-summary div{gap:var(--space-2);padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand-soft);font-size:var(--text-sm);display:flex}.membership-summary dt{color:var(--color-ink-muted)}.membership-summary dd{margin:0;font-weight:600}.membership-grid{gap:var(--space-4);margin:0;padding:0;list-style:none;display:grid}.membership-grid-plans{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}.membership-grid-coaches{grid-template-columns:repeat(auto-fill,minmax(12rem,1fr))}@media (width<=30rem){.membership-grid-coaches{gap:var(--space-3);grid-template-columns:1fr 1fr}}.membership-grid>li{display:grid}.membership-card{border:2px solid var(--color-border);border-radius:var(--radius-md);background:var(--color-bg);width:100%;color:var(--color-ink);text-align:left;cursor:pointer;transition:border-color var(--duration), box-shadow var(--duration), transform var(--duration);grid-template-rows:auto 1fr;padding:0;display:grid;position:relative;overflow:hidden}.membership-card:hover{border-color:var(--color-brand);box-shadow:var(--shadow-md)}.membership-card[aria-pressed=true]{border-color:var(--color-brand);box-shadow:0 0 0 2px var(--color-brand)}@media (prefers-reduced-motion:no-preference){.membership-card[aria-pressed=true]{transform:translateY(-2px)}}.membership-card:focus-visible{box-shadow:var(--focus-ring)}.membership-card img{object-fit:cover;background:var(--color-brand-soft);width:100%}.membership-card-plan img{aspect-ratio:3/2}@media (width<=30rem){.membership-card-plan{grid-template-rows:none;grid-template-columns:6.5rem 1fr}.membership-card-plan img{aspect-ratio:auto;height:100%}.membership-card-plan .membership-card-body{padding:var(--space-3)}.membership-card-plan .membership-card-title{font-size:var(--text-md);padding-right:4.5rem}}.membership-card-coach img{aspect-ratio:1}.membership-card-body{gap:var(--space-1);padding:var(--space-3) var(--space-4) var(--space-4);flex-direction:column;display:flex}.membership-card-title{font-family:var(--font-display);font-size:var(--text-lg);font-weight:700;line-height:1.25}.membership-card-text,.membership-card-level{font-size:var(--text-sm)}.membership-card-level{color:var(--color-ink-muted);text-transform:capitalize}.membership-card-note{font-size:var(--text-xs);color:var(--color-ink-muted)}.membership-card-price{padding-top:var(--space-2);font-size:var(--text-sm);margin-top:auto}.membership-card-price strong{font-size:var(--text-lg);color:var(--color-brand)}.membership-star{color:var(--color-warning)}.membership-card-check{top:var(--space-2);right:var(--space-2);padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand);color:#fff;font-size:var(--text-xs);font-weight:700;position:absolute}.membership-durations{gap:var(--space-3);border:0;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));margin:0;padding:0;display:grid}.membership-duration{align-items:center;column-gap:var(--space-3);row-gap:var(--space-1);padding:var(--space-4);border:2px solid var(--color-border);border-radius:var(--radius-md);cursor:pointer;transition:border-color var(--duration);grid-template-columns:auto 1fr;display:grid}.membership-duration:hover,.membership-duration:has(input:checked){border-color:var(--color-brand)}.membership-duration:has(input:checked){background:var(--color-brand-soft)}.membership-duration input{width:1.25rem;height:1.25rem;accent-color:var(--color-brand);grid-row:span 3;margin:0}.membership-duration-months{font-weight:700;font-size:var(--text-lg)}.membership-duration-saving{font-size:var(--text-sm);color:var(--color-success);font-weight:600}.membership-duration-price{color:var(--color-brand);font-weight:700}.membership-actions{justify-content:space-between;align-items:center;gap:var(--space-3);flex-wrap:wrap;display:flex}.membership-hint{font-size:var(--text-sm);color:var(--color-ink-muted);margin:0 0 0 auto}.membership-body[data-astro-cid-yfwlosel]{padding-block:var(--space-6) var(--space-8)}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/membership/adult","isIndex":false,"type":"page","pattern":"^\\/membership\\/adult$","segments":[[{"content":"membership","dynamic":false,"spread":false}],[{"content":"adult","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/membership/adult.astro","pathname":"/membership/adult","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.membership-flow{gap:var(--space-5);display:grid}.membership-progress-count{margin:0 0 var(--space-2);font-size:var(--text-sm);color:var(--color-ink-muted);font-weight:600}.membership-progress ol{gap:var(--space-2);grid-template-columns:repeat(3,1fr);margin:0;padding:0;list-style:none;display:grid}.membership-progress li{align-items:center;gap:var(--space-2);padding-top:var(--space-2);border-top:4px solid var(--color-border);font-size:var(--text-sm);color:var(--color-ink-muted);display:flex}.membership-progress li.done,.membership-progress li[aria-current=step]{border-top-color:var(--color-brand);color:var(--color-ink)}.membership-progress li[aria-current=step]{font-weight:700}.membership-progress-dot{background:var(--color-neutral-bg);width:1.75rem;height:1.75rem;font-size:var(--text-xs);border-radius:50%;flex:none;place-items:center;font-weight:700;display:inline-grid}.membership-progress li.done .membership-progress-dot,.membership-progress li[aria-current=step] .membership-progress-dot{background:var(--color-brand);color:#fff}@media (width<=40rem){.membership-progress li:not([aria-current=step]){font-size:0}.membership-progress li:not([aria-current=step]) .membership-progress-dot{font-size:var(--text-xs)}}.membership-step{gap:var(--space-4);display:grid}@media (prefers-reduced-motion:no-preference){.membership-step{animation:.25s ease-out membership-step-in}}@keyframes membership-step-in{0%{opacity:0;transform:translateY(8px)}}.membership-step h2{font-size:var(--text-xl);scroll-margin-top:calc(var(--nav-height,4.5rem) + var(--space-4));margin:0}.membership-lead{color:var(--color-ink-muted);margin:0}.membership-empty{padding:var(--space-5);border-radius:var(--radius-md);background:var(--color-surface);margin:0}.membership-summary{gap:var(--space-2);flex-wrap:wrap;margin:0;display:flex}.membership-summary div{gap:var(--space-2);padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand-soft);font-size:var(--text-sm);display:flex}.membership-summary dt{color:var(--color-ink-muted)}.membership-summary dd{margin:0;font-weight:600}.membership-grid{gap:var(--space-4);margin:0;padding:0;list-style:none;display:grid}.membership-grid-plans{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}.membership-grid-coaches{grid-template-columns:repeat(auto-fill,minmax(12rem,1fr))}@media (width<=30rem){.membership-grid-coaches{gap:var(--space-3);grid-template-columns:1fr 1fr}}.membership-grid>li{display:grid}.membership-card{border:2px solid var(--color-border);border-radius:var(--radius-md);background:var(--color-bg);width:100%;color:var(--color-ink);text-align:left;cursor:pointer;transition:border-color var(--duration), box-shadow var(--duration), transform var(--duration);grid-template-rows:auto 1fr;padding:0;display:grid;position:relative;overflow:hidden}.membership-card:hover{border-color:var(--color-brand);box-shadow:var(--shadow-md)}.membership-card[aria-pressed=true]{border-color:var(--color-brand);box-shadow:0 0 0 2px var(--color-brand)}@media (prefers-reduced-motion:no-preference){.membership-card[aria-pressed=true]{transform:translateY(-2px)}}.membership-card:focus-visible{box-shadow:var(--focus-ring)}.membership-card img{object-fit:cover;background:var(--color-brand-soft);width:100%}.membership-card-plan img{aspect-ratio:3/2}@media (width<=30rem){.membership-card-plan{grid-template-rows:none;grid-template-columns:6.5rem 1fr}.membership-card-plan img{aspect-ratio:auto;height:100%}.membership-card-plan .membership-card-body{padding:var(--space-3)}.membership-card-plan .membership-card-title{font-size:var(--text-md);padding-right:4.5rem}}.membership-card-coach img{aspect-ratio:1}.membership-card-body{gap:var(--space-1);padding:var(--space-3) var(--space-4) var(--space-4);flex-direction:column;display:flex}.membership-card-title{font-family:var(--font-display);font-size:var(--text-lg);font-weight:700;line-height:1.25}.membership-card-text,.membership-card-level{font-size:var(--text-sm)}.membership-card-level{color:var(--color-ink-muted);text-transform:capitalize}.membership-card-note{font-size:var(--text-xs);color:var(--color-ink-muted)}.membership-card-price{padding-top:var(--space-2);font-size:var(--text-sm);margin-top:auto}.membership-card-price strong{font-size:var(--text-lg);color:var(--color-brand)}.membership-star{color:var(--color-warning)}.membership-card-check{top:var(--space-2);right:var(--space-2);padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand);color:#fff;font-size:var(--text-xs);font-weight:700;position:absolute}.membership-durations{gap:var(--space-3);border:0;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));margin:0;padding:0;display:grid}.membership-duration{align-items:center;column-gap:var(--space-3);row-gap:var(--space-1);padding:var(--space-4);border:2px solid var(--color-border);border-radius:var(--radius-md);cursor:pointer;transition:border-color var(--duration);grid-template-columns:auto 1fr;display:grid}.membership-duration:hover,.membership-duration:has(input:checked){border-color:var(--color-brand)}.membership-duration:has(input:checked){background:var(--color-brand-soft)}.membership-duration input{width:1.25rem;height:1.25rem;accent-color:var(--color-brand);grid-row:span 3;margin:0}.membership-duration-months{font-weight:700;font-size:var(--text-lg)}.membership-duration-saving{font-size:var(--text-sm);color:var(--color-success);font-weight:600}.membership-duration-price{color:var(--color-brand);font-weight:700}.membership-actions{justify-content:space-between;align-items:center;gap:var(--space-3);flex-wrap:wrap;display:flex}.membership-hint{font-size:var(--text-sm);color:var(--color-ink-muted);margin:0 0 0 auto}.membership-body[data-astro-cid-yfwlosel]{padding-block:var(--space-6) var(--space-8)}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/membership/children","isIndex":false,"type":"page","pattern":"^\\/membership\\/children$","segments":[[{"content":"membership","dynamic":false,"spread":false}],[{"content":"children","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/membership/children.astro","pathname":"/membership/children","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.membership-flow{gap:var(--space-5);display:grid}.membership-progress-count{margin:0 0 var(--space-2);font-size:var(--text-sm);color:var(--color-ink-muted);font-weight:600}.membership-progress ol{gap:var(--space-2);grid-template-columns:repeat(3,1fr);margin:0;padding:0;list-style:none;display:grid}.membership-progress li{align-items:center;gap:var(--space-2);padding-top:var(--space-2);border-top:4px solid var(--color-border);font-size:var(--text-sm);color:var(--color-ink-muted);display:flex}.membership-progress li.done,.membership-progress li[aria-current=step]{border-top-color:var(--color-brand);color:var(--color-ink)}.membership-progress li[aria-current=step]{font-weight:700}.membership-progress-dot{background:var(--color-neutral-bg);width:1.75rem;height:1.75rem;font-size:var(--text-xs);border-radius:50%;flex:none;place-items:center;font-weight:700;display:inline-grid}.membership-progress li.done .membership-progress-dot,.membership-progress li[aria-current=step] .membership-progress-dot{background:var(--color-brand);color:#fff}@media (width<=40rem){.membership-progress li:not([aria-current=step]){font-size:0}.membership-progress li:not([aria-current=step]) .membership-progress-dot{font-size:var(--text-xs)}}.membership-step{gap:var(--space-4);display:grid}@media (prefers-reduced-motion:no-preference){.membership-step{animation:.25s ease-out membership-step-in}}@keyframes membership-step-in{0%{opacity:0;transform:translateY(8px)}}.membership-step h2{font-size:var(--text-xl);scroll-margin-top:calc(var(--nav-height,4.5rem) + var(--space-4));margin:0}.membership-lead{color:var(--color-ink-muted);margin:0}.membership-empty{padding:var(--space-5);border-radius:var(--radius-md);background:var(--color-surface);margin:0}.membership-summary{gap:var(--space-2);flex-wrap:wrap;margin:0;display:flex}.membership-summary div{gap:var(--space-2);padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand-soft);font-size:var(--text-sm);display:flex}.membership-summary dt{color:var(--color-ink-muted)}.membership-summary dd{margin:0;font-weight:600}.membership-grid{gap:var(--space-4);margin:0;padding:0;list-style:none;display:grid}.membership-grid-plans{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}.membership-grid-coaches{grid-template-columns:repeat(auto-fill,minmax(12rem,1fr))}@media (width<=30rem){.membership-grid-coaches{gap:var(--space-3);grid-template-columns:1fr 1fr}}.membership-grid>li{display:grid}.membership-card{border:2px solid var(--color-border);border-radius:var(--radius-md);background:var(--color-bg);width:100%;color:var(--color-ink);text-align:left;cursor:pointer;transition:border-color var(--duration), box-shadow var(--duration), transform var(--duration);grid-template-rows:auto 1fr;padding:0;display:grid;position:relative;overflow:hidden}.membership-card:hover{border-color:var(--color-brand);box-shadow:var(--shadow-md)}.membership-card[aria-pressed=true]{border-color:var(--color-brand);box-shadow:0 0 0 2px var(--color-brand)}@media (prefers-reduced-motion:no-preference){.membership-card[aria-pressed=true]{transform:translateY(-2px)}}.membership-card:focus-visible{box-shadow:var(--focus-ring)}.membership-card img{object-fit:cover;background:var(--color-brand-soft);width:100%}.membership-card-plan img{aspect-ratio:3/2}@media (width<=30rem){.membership-card-plan{grid-template-rows:none;grid-template-columns:6.5rem 1fr}.membership-card-plan img{aspect-ratio:auto;height:100%}.membership-card-plan .membership-card-body{padding:var(--space-3)}.membership-card-plan .membership-card-title{font-size:var(--text-md);padding-right:4.5rem}}.membership-card-coach img{aspect-ratio:1}.membership-card-body{gap:var(--space-1);padding:var(--space-3) var(--space-4) var(--space-4);flex-direction:column;display:flex}.membership-card-title{font-family:var(--font-display);font-size:var(--text-lg);font-weight:700;line-height:1.25}.membership-card-text,.membership-card-level{font-size:var(--text-sm)}.membership-card-level{color:var(--color-ink-muted);text-transform:capitalize}.membership-card-note{font-size:var(--text-xs);color:var(--color-ink-muted)}.membership-card-price{padding-top:var(--space-2);font-size:var(--text-sm);margin-top:auto}.membership-card-price strong{font-size:var(--text-lg);color:var(--color-brand)}.membership-star{color:var(--color-warning)}.membership-card-check{top:var(--space-2);right:var(--space-2);padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand);color:#fff;font-size:var(--text-xs);font-weight:700;position:absolute}.membership-durations{gap:var(--space-3);border:0;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));margin:0;padding:0;display:grid}.membership-duration{align-items:center;column-gap:var(--space-3);row-gap:var(--space-1);padding:var(--space-4);border:2px solid var(--color-border);border-radius:var(--radius-md);cursor:pointer;transition:border-color var(--duration);grid-template-columns:auto 1fr;display:grid}.membership-duration:hover,.membership-duration:has(input:checked){border-color:var(--color-brand)}.membership-duration:has(input:checked){background:var(--color-brand-soft)}.membership-duration input{width:1.25rem;height:1.25rem;accent-color:var(--color-brand);grid-row:span 3;margin:0}.membership-duration-months{font-weight:700;font-size:var(--text-lg)}.membership-duration-saving{font-size:var(--text-sm);color:var(--color-success);font-weight:600}.membership-duration-price{color:var(--color-brand);font-weight:700}.membership-actions{justify-content:space-between;align-items:center;gap:var(--space-3);flex-wrap:wrap;display:flex}.membership-hint{font-size:var(--text-sm);color:var(--color-ink-muted);margin:0 0 0 auto}.membership-body[data-astro-cid-yfwlosel]{padding-block:var(--space-6) var(--space-8)}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/membership/combo","isIndex":false,"type":"page","pattern":"^\\/membership\\/combo$","segments":[[{"content":"membership","dynamic":false,"spread":false}],[{"content":"combo","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/membership/combo.astro","pathname":"/membership/combo","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.link-page[data-astro-cid-ddu47wqt]{padding-block:var(--space-5) var(--space-7)}.status[data-astro-cid-ddu47wqt]{min-height:1.6em;margin-top:var(--space-3)}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/newsletter/confirm","isIndex":false,"type":"page","pattern":"^\\/newsletter\\/confirm$","segments":[[{"content":"newsletter","dynamic":false,"spread":false}],[{"content":"confirm","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/newsletter/confirm.astro","pathname":"/newsletter/confirm","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.link-page[data-astro-cid-ddu47wqt]{padding-block:var(--space-5) var(--space-7)}.status[data-astro-cid-ddu47wqt]{min-height:1.6em;margin-top:var(--space-3)}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/newsletter/unsubscribe","isIndex":false,"type":"page","pattern":"^\\/newsletter\\/unsubscribe$","segments":[[{"content":"newsletter","dynamic":false,"spread":false}],[{"content":"unsubscribe","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/newsletter/unsubscribe.astro","pathname":"/newsletter/unsubscribe","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.updated[data-astro-cid-ixbq4vvg]{margin:var(--space-4) 0 0;font-size:var(--text-sm);color:var(--color-ink-muted)}.legal[data-astro-cid-ixbq4vvg]{max-width:46rem;padding-block:var(--space-6) var(--space-8)}.legal[data-astro-cid-ixbq4vvg] h2{font-size:var(--text-xl);margin-top:var(--space-6)}.legal[data-astro-cid-ixbq4vvg] li{margin-bottom:var(--space-2)}.legal[data-astro-cid-ixbq4vvg] table{border-collapse:collapse;width:100%;font-size:var(--text-sm);margin-bottom:var(--space-4)}.legal[data-astro-cid-ixbq4vvg] th,.legal[data-astro-cid-ixbq4vvg] td{text-align:left;vertical-align:top;padding:var(--space-2) var(--space-3);border-bottom:1px solid var(--color-border)}\n.eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/privacy","isIndex":false,"type":"page","pattern":"^\\/privacy$","segments":[[{"content":"privacy","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/privacy.astro","pathname":"/privacy","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".account-page[data-astro-cid-o4qsuk4t]{min-height:70vh;padding:var(--space-6) var(--space-4) var(--space-8);background:radial-gradient(circle at 15% 10%, var(--color-brand-soft), transparent 45%), var(--color-surface);place-items:start center;display:grid}.account-card[data-astro-cid-o4qsuk4t]{width:min(100%,30rem);padding:var(--space-6) var(--space-5);border:1px solid var(--color-border);border-radius:var(--radius-lg);background:var(--color-bg);box-shadow:var(--shadow-md)}.account-card[data-astro-cid-o4qsuk4t].wide{width:min(100%,40rem)}h1[data-astro-cid-o4qsuk4t]{font-size:var(--text-2xl);margin-bottom:var(--space-2)}.intro[data-astro-cid-o4qsuk4t]{color:var(--color-ink-muted);margin-bottom:var(--space-5)}@media (width<=30rem){.account-page[data-astro-cid-o4qsuk4t]{padding:var(--space-4) var(--space-3) var(--space-7)}.account-card[data-astro-cid-o4qsuk4t]{padding:var(--space-5) var(--space-4)}}.account-form,.account-row{gap:var(--space-4);display:grid}@media (width>=34rem){.account-row{grid-template-columns:1fr 1fr}}.account-password{display:grid;position:relative}.account-password input{padding-right:4.5rem}.account-password-toggle{inset-block:4px;min-width:44px;padding:0 var(--space-3);border-radius:var(--radius-sm);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-sm);cursor:pointer;border:0;font-weight:600;position:absolute;right:4px}.account-status:empty{padding:0}.account-status{padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm);font-size:var(--text-sm)}.account-status.form-error{background:var(--color-danger-bg)}.account-status.form-success{background:var(--color-success-bg)}.account-submit{width:100%}.account-plan-note{padding:var(--space-3) var(--space-4);border-left:4px solid var(--color-brand);border-radius:var(--radius-sm);background:var(--color-brand-soft);font-size:var(--text-sm);margin:0}.account-aside{margin:calc(-1 * var(--space-2)) 0 0;font-size:var(--text-sm)}.account-aside a{font-weight:600}.account-switch{text-align:center;font-size:var(--text-sm);margin:0}.account-switch a{font-weight:600}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/reset-password","isIndex":false,"type":"page","pattern":"^\\/reset-password$","segments":[[{"content":"reset-password","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/reset-password.astro","pathname":"/reset-password","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.tag[data-astro-cid-ypdrlgif]{padding:0 var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-xs);margin:0;font-weight:700;display:inline-block}p[data-astro-cid-ypdrlgif].tag{margin-bottom:var(--space-2)}.medium[data-astro-cid-ypdrlgif]{padding:var(--space-1) var(--space-3);font-size:var(--text-sm)}p[data-astro-cid-ypdrlgif].medium{margin-bottom:var(--space-3)}.capitalise[data-astro-cid-ypdrlgif]{text-transform:capitalize}\n.card-grid[data-astro-cid-vk6sm2lw]{--column-width:17rem;gap:var(--space-5);grid-template-columns:repeat(auto-fill, minmax(min(100%, var(--column-width)), 1fr));margin:0;padding:0;list-style:none;display:grid}.fit[data-astro-cid-vk6sm2lw]{grid-template-columns:repeat(auto-fit, minmax(min(100%, var(--column-width)), 1fr))}.narrow[data-astro-cid-vk6sm2lw]{--column-width:14rem}.wide[data-astro-cid-vk6sm2lw]{--column-width:19rem}.widest[data-astro-cid-vk6sm2lw]{--column-width:22rem}\narticle[data-astro-cid-tpj2ekvg]{height:100%;padding:var(--space-5);border:1px solid var(--color-border);border-radius:var(--radius-md);background:var(--color-bg)}h2[data-astro-cid-tpj2ekvg]{font-size:var(--text-lg)}.summary[data-astro-cid-tpj2ekvg]{color:var(--color-ink-muted)}summary[data-astro-cid-tpj2ekvg]{cursor:pointer;color:var(--color-brand);align-items:center;min-height:44px;font-weight:600;display:flex}.prose[data-astro-cid-tpj2ekvg]{padding-top:var(--space-3)}.prose[data-astro-cid-tpj2ekvg] h2{font-size:var(--text-md);margin-top:var(--space-4)}.prose[data-astro-cid-tpj2ekvg] ul,.prose[data-astro-cid-tpj2ekvg] ol{padding-left:var(--space-5);list-style:revert;display:block}.prose[data-astro-cid-tpj2ekvg] li{margin-bottom:var(--space-2)}\n.listing[data-astro-cid-qrzr6t4e]{padding-block:var(--space-6) var(--space-8)}\n.eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/resources","isIndex":false,"type":"page","pattern":"^\\/resources$","segments":[[{"content":"resources","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/resources.astro","pathname":"/resources","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/robots.txt","isIndex":false,"type":"endpoint","pattern":"^\\/robots\\.txt$","segments":[[{"content":"robots.txt","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/robots.txt.ts","pathname":"/robots.txt","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[],"routeData":{"route":"/rss.xml","isIndex":false,"type":"endpoint","pattern":"^\\/rss\\.xml$","segments":[[{"content":"rss.xml","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/rss.xml.ts","pathname":"/rss.xml","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".account-page[data-astro-cid-o4qsuk4t]{min-height:70vh;padding:var(--space-6) var(--space-4) var(--space-8);background:radial-gradient(circle at 15% 10%, var(--color-brand-soft), transparent 45%), var(--color-surface);place-items:start center;display:grid}.account-card[data-astro-cid-o4qsuk4t]{width:min(100%,30rem);padding:var(--space-6) var(--space-5);border:1px solid var(--color-border);border-radius:var(--radius-lg);background:var(--color-bg);box-shadow:var(--shadow-md)}.account-card[data-astro-cid-o4qsuk4t].wide{width:min(100%,40rem)}h1[data-astro-cid-o4qsuk4t]{font-size:var(--text-2xl);margin-bottom:var(--space-2)}.intro[data-astro-cid-o4qsuk4t]{color:var(--color-ink-muted);margin-bottom:var(--space-5)}@media (width<=30rem){.account-page[data-astro-cid-o4qsuk4t]{padding:var(--space-4) var(--space-3) var(--space-7)}.account-card[data-astro-cid-o4qsuk4t]{padding:var(--space-5) var(--space-4)}}.account-form,.account-row{gap:var(--space-4);display:grid}@media (width>=34rem){.account-row{grid-template-columns:1fr 1fr}}.account-password{display:grid;position:relative}.account-password input{padding-right:4.5rem}.account-password-toggle{inset-block:4px;min-width:44px;padding:0 var(--space-3);border-radius:var(--radius-sm);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-sm);cursor:pointer;border:0;font-weight:600;position:absolute;right:4px}.account-status:empty{padding:0}.account-status{padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm);font-size:var(--text-sm)}.account-status.form-error{background:var(--color-danger-bg)}.account-status.form-success{background:var(--color-success-bg)}.account-submit{width:100%}.account-plan-note{padding:var(--space-3) var(--space-4);border-left:4px solid var(--color-brand);border-radius:var(--radius-sm);background:var(--color-brand-soft);font-size:var(--text-sm);margin:0}.account-aside{margin:calc(-1 * var(--space-2)) 0 0;font-size:var(--text-sm)}.account-aside a{font-weight:600}.account-switch{text-align:center;font-size:var(--text-sm);margin:0}.account-switch a{font-weight:600}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/signup/junior","isIndex":false,"type":"page","pattern":"^\\/signup\\/junior$","segments":[[{"content":"signup","dynamic":false,"spread":false}],[{"content":"junior","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/signup/junior.astro","pathname":"/signup/junior","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".account-page[data-astro-cid-o4qsuk4t]{min-height:70vh;padding:var(--space-6) var(--space-4) var(--space-8);background:radial-gradient(circle at 15% 10%, var(--color-brand-soft), transparent 45%), var(--color-surface);place-items:start center;display:grid}.account-card[data-astro-cid-o4qsuk4t]{width:min(100%,30rem);padding:var(--space-6) var(--space-5);border:1px solid var(--color-border);border-radius:var(--radius-lg);background:var(--color-bg);box-shadow:var(--shadow-md)}.account-card[data-astro-cid-o4qsuk4t].wide{width:min(100%,40rem)}h1[data-astro-cid-o4qsuk4t]{font-size:var(--text-2xl);margin-bottom:var(--space-2)}.intro[data-astro-cid-o4qsuk4t]{color:var(--color-ink-muted);margin-bottom:var(--space-5)}@media (width<=30rem){.account-page[data-astro-cid-o4qsuk4t]{padding:var(--space-4) var(--space-3) var(--space-7)}.account-card[data-astro-cid-o4qsuk4t]{padding:var(--space-5) var(--space-4)}}.account-form,.account-row{gap:var(--space-4);display:grid}@media (width>=34rem){.account-row{grid-template-columns:1fr 1fr}}.account-password{display:grid;position:relative}.account-password input{padding-right:4.5rem}.account-password-toggle{inset-block:4px;min-width:44px;padding:0 var(--space-3);border-radius:var(--radius-sm);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-sm);cursor:pointer;border:0;font-weight:600;position:absolute;right:4px}.account-status:empty{padding:0}.account-status{padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm);font-size:var(--text-sm)}.account-status.form-error{background:var(--color-danger-bg)}.account-status.form-success{background:var(--color-success-bg)}.account-submit{width:100%}.account-plan-note{padding:var(--space-3) var(--space-4);border-left:4px solid var(--color-brand);border-radius:var(--radius-sm);background:var(--color-brand-soft);font-size:var(--text-sm);margin:0}.account-aside{margin:calc(-1 * var(--space-2)) 0 0;font-size:var(--text-sm)}.account-aside a{font-weight:600}.account-switch{text-align:center;font-size:var(--text-sm);margin:0}.account-switch a{font-weight:600}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/signup","isIndex":false,"type":"page","pattern":"^\\/signup$","segments":[[{"content":"signup","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/signup.astro","pathname":"/signup","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.app-noscript[data-astro-cid-7xoob3d3],.app-loading{padding:var(--space-6)}\n.dash-screen-header{margin-bottom:var(--space-5)}.dash-screen-header__title{font-size:var(--text-2xl)}.dash-screen-header__lead{color:var(--color-ink-muted);margin:0}.dash-card{background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md);padding:var(--space-5);box-shadow:var(--shadow-sm)}.dash-card__label{font-size:var(--text-sm);color:var(--color-ink-muted);margin:0 0 var(--space-2);font-weight:600}.dash-card__figure{font-family:var(--font-display);font-size:var(--text-xl);overflow-wrap:anywhere;margin:0;font-weight:700}.dash-setting{margin-bottom:var(--space-5)}.dash-setting__title{font-size:var(--text-lg)}.dash-setting__label{align-items:center;gap:var(--space-3);cursor:pointer;min-height:44px;font-weight:600;display:inline-flex}.dash-setting__label input{width:1.25rem;height:1.25rem;accent-color:var(--color-brand);flex:none}.dash-setting__help{font-size:var(--text-sm);color:var(--color-ink-muted)}.dash-setting__status{font-size:var(--text-sm);margin:0;font-weight:600}.dash-empty{text-align:center;padding:var(--space-7) var(--space-4);border:1px dashed var(--color-border);border-radius:var(--radius-md);background:var(--color-surface)}.dash-empty>:last-child{margin-bottom:0}.dash-loading{color:var(--color-ink-muted)}.dash-alert{color:var(--color-danger);background:var(--color-danger-bg);border-radius:var(--radius-sm);padding:var(--space-3) var(--space-4);margin:0 0 var(--space-4)}.dash-dialog{width:min(100% - 2 * var(--space-4), 32rem);max-height:calc(100dvh - 2 * var(--space-4));border-radius:var(--radius-lg);color:var(--color-ink);box-shadow:var(--shadow-md);border:none;padding:0}.dash-dialog::backdrop{background:var(--color-overlay)}.dash-dialog__header{justify-content:space-between;align-items:center;gap:var(--space-3);padding:var(--space-4) var(--space-5);border-bottom:1px solid var(--color-border);display:flex}.dash-dialog__title{font-size:var(--text-lg);margin:0}.dash-dialog__close{min-height:44px;padding:0 var(--space-3);border:1px solid var(--color-border);border-radius:var(--radius-pill);background:var(--color-bg);color:var(--color-ink);cursor:pointer;font-weight:600}.dash-dialog__body{padding:var(--space-5)}.dash-dialog__actions{gap:var(--space-3);margin-top:var(--space-5);flex-wrap:wrap;justify-content:flex-end;display:flex}.dash-loading-line{vertical-align:middle;border-radius:var(--radius-pill);background:var(--color-neutral-bg);height:.75em;display:inline-block}.dash-loading-line--short{width:3em}.dash-loading-line--medium{width:10em}.dash-loading-line--long{width:min(100%,18em)}@media (prefers-reduced-motion:no-preference){.dash-loading-line{animation:1.2s ease-in-out infinite alternate dash-loading-line-pulse}}@keyframes dash-loading-line-pulse{to{opacity:.5}}.dash{background:var(--color-surface);grid-template-rows:auto 1fr;grid-template-columns:1fr;min-height:100dvh;display:grid}@media (width>=60rem){.dash{--dash-side-width:15.5rem;grid-template-columns:var(--dash-side-width) 1fr;background:linear-gradient(to right, var(--color-brand-strong) var(--dash-side-width), var(--color-surface) var(--dash-side-width));grid-template-rows:1fr}}.dash-redirect{padding:var(--space-6)}.dash-skip-link{left:var(--space-3);z-index:10;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;top:-4rem}.dash-skip-link:focus{top:var(--space-3)}.dash-side{background:var(--color-brand-strong);color:#fff;padding:var(--space-3) var(--space-4)}@media (width>=60rem){.dash-side{height:100dvh;padding:var(--space-5) var(--space-4);flex-direction:column;display:flex;position:sticky;top:0}}.dash-side__head{justify-content:space-between;align-items:center;gap:var(--space-3);display:flex}.dash-side__brand{color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);line-height:1.2;text-decoration:none}.dash-side__brand span{color:var(--color-accent)}.dash-side__toggle{min-height:44px;padding:0 var(--space-4);border-radius:var(--radius-pill);color:#fff;cursor:pointer;background:0 0;border:1px solid #fff9;font-weight:600}.dash-side__nav{padding-top:var(--space-4);display:none}.dash-side__nav.is-open{display:block}@media (width>=60rem){.dash-side__toggle{display:none}.dash-side__nav{padding-top:var(--space-6);flex-direction:column;flex:1;display:flex}}.dash-side__list{margin:0 0 var(--space-4);gap:var(--space-1);padding:0;list-style:none;display:grid}@media (width>=60rem){.dash-side__list{flex:1;align-content:start}}.dash-side__group-title{margin:0 0 var(--space-1);padding:0 var(--space-4);color:#ffffffd9;font-family:inherit;font-size:var(--text-sm);letter-spacing:.06em;text-transform:uppercase;font-weight:700}.dash-side__group .dash-side__list{margin-bottom:var(--space-3);flex:none}@media (width>=60rem){.dash-side__groups{flex:1}.dash-side__groups .dash-side__link{min-height:2.25rem}.dash-side:has(.dash-side__groups){overflow-y:auto}}.dash-side__link,.dash-side__logout{width:100%;min-height:44px;padding:var(--space-2) var(--space-4);border-radius:var(--radius-sm);color:#fff;align-items:center;font-weight:500;text-decoration:none;display:flex}.dash-side__link:hover{background:#ffffff1a}.dash-side__link[aria-current=page]{background:var(--color-accent);color:var(--color-accent-ink);font-weight:700}.dash-side__logout{cursor:pointer;font:inherit;background:0 0;border:1px solid #fff6;font-weight:600}.dash-side :focus-visible{box-shadow:0 0 0 3px var(--color-accent)}.dash__body{flex-direction:column;min-width:0;display:flex}.dash-top{align-items:center;gap:var(--space-3);padding:var(--space-3) var(--space-5);background:var(--color-bg);border-bottom:1px solid var(--color-border);flex-wrap:wrap;display:flex}.dash-top__member{align-items:center;gap:var(--space-3);flex:1 1 0;min-width:0;display:flex}@media (width<=47.99rem){.dash-top__member{flex-basis:100%}}.dash-top__avatar{object-fit:cover;border-radius:50%;flex:none;width:40px;height:40px}.dash-top__avatar--initial{background:var(--color-brand);color:#fff;place-items:center;font-weight:700;display:grid}.dash-top__name{text-overflow:ellipsis;white-space:nowrap;font-weight:600;overflow:hidden}.dash-top__badge{padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-accent);color:var(--color-accent-ink);font-size:var(--text-xs);white-space:nowrap;flex:none;font-weight:700}.dash-top__pill{padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-sm);font-weight:600}.dash-top__console,.dash-top__home{min-height:44px;padding:0 var(--space-2);align-items:center;margin-left:auto;font-weight:600;display:inline-flex}.dash-top__console+.dash-top__home{margin-left:0}@media (width<=30rem){.dash-top__name{display:none}}.dash__main{padding:var(--space-5) var(--space-4) var(--space-7);flex:1;width:100%;max-width:72rem}.dash__main:focus{box-shadow:none;outline:none}@media (width>=40rem){.dash__main{padding:var(--space-6)}}.dash-side__count{min-width:1.75rem;padding:0 var(--space-2);color:#111;font-size:var(--text-sm);text-align:center;background:#fff;border-radius:999px;margin-left:auto;font-weight:700}.dash-offline{margin:0 0 var(--space-4);padding:var(--space-2) var(--space-3);border-radius:var(--radius-md);background:var(--color-warning-bg);color:var(--color-warning);font-weight:600}.dash-offline:empty{margin:0;padding:0}.dash-top__players{align-items:center;gap:var(--space-1) var(--space-2);min-width:0;font-size:var(--text-sm);flex-wrap:wrap;display:flex}.dash-top__players select{max-width:11rem;min-height:44px}@media (width<=30rem){.dash-top__players select{max-width:8.5rem}}.dash-top__add-child{white-space:nowrap;align-items:center;min-height:44px;font-weight:600;display:inline-flex}\n.training-sessions__filters .field{flex:16rem;grid-template-columns:minmax(0,1fr);min-width:0;max-width:100%}.training-sessions__filters select,.training-sessions__filters input{width:100%;min-width:0}\n.group-form{gap:var(--space-4);max-width:36rem;margin-bottom:2rem;display:grid}.group-form__choices{border:1px solid var(--color-border);border-radius:.375rem;flex-wrap:wrap;gap:.5rem 1rem;display:flex}\n.gate-picker{gap:.75rem;margin:0;padding:0;list-style:none;display:grid}.gate-picker__item{border:1px solid var(--color-border,#d0d5dd);color:inherit;border-radius:.5rem;gap:.25rem;padding:1rem;text-decoration:none;display:grid}.gate-picker__item:hover,.gate-picker__item:focus-visible{border-color:currentColor}.gate-answer{border:3px solid #0000;border-radius:.75rem;margin-block:1rem;padding:1rem 1.25rem}.gate-answer__title{margin:0;font-size:1.5rem;font-weight:700}.gate-answer__text{margin:.25rem 0 0}.gate-answer--idle{color:#1d2939;background:#f2f4f7}.gate-answer--ok{color:#053321;background:#dcfae6;border-color:#067647}.gate-answer--warn{color:#4e1d09;background:#fef0c7;border-color:#b54708}.gate-answer--bad{color:#55160c;background:#fee4e2;border-color:#b42318}@media (prefers-reduced-motion:no-preference){.gate-answer--ok,.gate-answer--warn,.gate-answer--bad{animation:.3s ease-out gate-flash}}@keyframes gate-flash{0%{transform:scale(.97)}to{transform:scale(1)}}.gate-scan{gap:.75rem;display:grid}.gate-video{aspect-ratio:4/3;object-fit:cover;background:#000;border-radius:.5rem;width:100%;max-width:28rem}.gate-type{flex-wrap:wrap;align-items:end;gap:.5rem;display:flex}.gate-type label{flex-basis:100%;font-weight:600}.gate-type input{flex:12rem;min-height:2.75rem;font-size:1rem}.gate-counts{flex-wrap:wrap;gap:1.5rem;margin-block:1rem;display:flex}.gate-counts p{margin:0}.gate-counts__figure{margin-inline-end:.25rem;font-size:1.75rem;font-weight:700}.gate-ready{color:#067647;margin:.5rem 0 0;font-weight:600}.gate-scanner{gap:.75rem;display:grid}.gate-scanner__enter{justify-self:start}.gate-camera{gap:.75rem;display:grid}.gate-counts__note{margin:-.5rem 0 1rem}.gate-tools{grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:1.25rem;margin-block:1.5rem;display:grid}.gate-tool{align-content:start;gap:.5rem;display:grid}.gate-tool__title{margin:0;font-size:1.125rem}.gate-tool__lead,.gate-tool__done{margin:0}.gate-tool label{font-weight:600}.gate-tool__row{flex-wrap:wrap;gap:.5rem;display:flex}.gate-tool__row input{flex:10rem;min-height:2.75rem;font-size:1rem}.gate-holders{gap:.5rem;margin:.5rem 0 0;padding:0;list-style:none;display:grid}.gate-holders__item{border:1px solid var(--color-border,#d0d5dd);border-radius:.5rem;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.5rem;padding:.5rem .75rem;display:flex}.gate-holders__token{font-family:ui-monospace,monospace}.gate-dialog-form{gap:.5rem;display:grid}.gate-dialog-form label{font-weight:600}.gate-scanner--full{z-index:1000;padding:.5rem .75rem max(.5rem, env(safe-area-inset-bottom));background:var(--color-bg,#fff);flex-direction:column;gap:.5rem;display:flex;position:fixed;inset:0;overflow:auto}.gate-scanner__bar{justify-content:space-between;align-items:center;gap:.5rem;display:flex}.gate-scanner__title{text-overflow:ellipsis;white-space:nowrap;margin:0;font-size:1rem;overflow:hidden}.gate-scanner--full .gate-answer{margin-block:0;padding:.5rem .75rem}.gate-scanner--full .gate-answer__title{font-size:1.25rem}.gate-scanner--full .gate-scan,.gate-scanner--full .gate-camera{flex-direction:column;flex:auto;gap:.5rem;min-height:0;display:flex}.gate-scanner--full .gate-video{aspect-ratio:auto;flex:auto;max-width:none;min-height:0}.gate-scanner--full .gate-type{flex-wrap:nowrap;align-items:center}.gate-scanner--full .gate-type label{white-space:nowrap;flex-basis:auto}.gate-scanner--full .gate-type input{flex:6rem;min-width:0}.gate-scanner__bar .btn{white-space:nowrap}\n.console .dash-side__brand span{color:var(--color-accent)}.console-gate{max-width:40rem;padding:var(--space-7) var(--space-4);margin:0 auto}.console-gate__actions{gap:var(--space-3);flex-wrap:wrap;display:flex}.console-top{align-items:flex-start}.console-top__who{align-items:center;gap:var(--space-2);min-height:44px;margin-left:auto;font-weight:600;display:inline-flex}.console-top__role{padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-xs)}.console-top .dash-top__home{margin-left:0}@media (width<=47.99rem){.console-top__who{margin-left:0}}.console-publishing{flex:20rem;min-width:0}.console-publishing p{margin:0}.console-publishing__state{align-items:center;gap:var(--space-2);font-weight:700;display:inline-flex}.console-publishing__state:before{content:\"\";background:var(--color-neutral);border-radius:50%;flex:none;width:.75rem;height:.75rem}.console-publishing__state.is-ok:before{background:var(--color-success)}.console-publishing__state.is-busy:before{background:var(--color-warning)}.console-publishing__state.is-failed{color:var(--color-danger)}.console-publishing__state.is-failed:before{background:var(--color-danger)}.console-publishing__detail{color:var(--color-ink-muted);font-size:var(--text-sm);min-block-size:2lh}@media (width>=48rem){.console-publishing__detail{min-block-size:1lh}}.console-header{justify-content:space-between;align-items:flex-end;gap:var(--space-3);margin-bottom:var(--space-5);flex-wrap:wrap;display:flex}.console-header__title{font-size:var(--text-2xl);margin:0}.console-header__lead{color:var(--color-ink-muted);margin:var(--space-2) 0 0}.console-header__actions{gap:var(--space-2);flex-wrap:wrap;display:flex}.console-notice{color:var(--color-success);background:var(--color-success-bg);border-radius:var(--radius-sm);padding:var(--space-3) var(--space-4);margin:0 0 var(--space-4)}.console-tabs{gap:var(--space-2);margin-bottom:var(--space-4);flex-wrap:wrap;display:flex}.console-tabs__tab{min-height:44px;padding:0 var(--space-4);border:1px solid var(--color-border);border-radius:var(--radius-pill);background:var(--color-bg);color:var(--color-ink);align-items:center;font-weight:600;text-decoration:none;display:inline-flex}.console-tabs__tab[aria-current=page]{background:var(--color-brand);border-color:var(--color-brand);color:#fff}.console-search,.console-filters{align-items:flex-end;gap:var(--space-3);margin-bottom:var(--space-5);flex-wrap:wrap;display:flex}.console-search .console-field{flex:16rem}.console-filters .console-field{flex:12rem}.console-table-wrap{background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md);overflow-x:auto}.console-table{border-collapse:collapse;width:100%;font-size:var(--text-sm)}.console-table th,.console-table td{padding:var(--space-3);text-align:left;vertical-align:top;border-bottom:1px solid var(--color-border)}.console-table thead th{background:var(--color-surface);font-weight:700}.console-table tbody th{font-weight:600}.console-table tbody tr:last-child>*{border-bottom:none}.console-table__sub{color:var(--color-ink-muted);font-weight:400;font-size:var(--text-xs);display:block}.console-table__actions{white-space:nowrap;text-align:right}.console-table__actions .btn+.btn{margin-left:var(--space-2)}@media (width<=47.99rem){.console-table-wrap{background:0 0;border:none;overflow:visible}.console-table thead{clip-path:inset(50%);width:1px;height:1px;position:absolute;overflow:hidden}.console-table,.console-table tbody,.console-table tr,.console-table th,.console-table td{display:block}.console-table tr{background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md);margin-bottom:var(--space-3);padding:var(--space-2) 0}.console-table tbody th,.console-table td{padding:var(--space-1) var(--space-4);border-bottom:none}.console-table tbody th{font-size:var(--text-md)}.console-table td[data-label]:before{content:attr(data-label) \": \";color:var(--color-ink-muted);font-weight:600}.console-table__actions{text-align:left;white-space:normal;gap:var(--space-2);flex-wrap:wrap;padding-top:var(--space-2)!important;display:flex!important}.console-table__actions .btn+.btn{margin-left:0}}.console-badge{padding:0 var(--space-2);border-radius:var(--radius-pill);font-weight:600;font-size:var(--text-xs);display:inline-block}.console-badge.is-ok{background:var(--color-success-bg);color:var(--color-success)}.console-badge.is-busy{background:var(--color-warning-bg);color:var(--color-warning)}.console-badge.is-failed{background:var(--color-danger-bg);color:var(--color-danger)}.console-pager{align-items:center;gap:var(--space-3);margin-top:var(--space-4);flex-wrap:wrap;display:flex}.console-pager__count{color:var(--color-ink-muted);margin:var(--space-3) var(--space-3) var(--space-3) 0}.console-form{gap:var(--space-4);max-width:44rem;display:grid}.console-form__row{gap:var(--space-4);grid-template-columns:repeat(auto-fit,minmax(min(100%,10rem),1fr));align-items:start;display:grid}.console-form__actions{align-items:center;gap:var(--space-3);flex-wrap:wrap;display:flex}.console-form-message p{margin:0 0 var(--space-2)}.console-form-message p:last-child{margin:0}.console-field input,.console-field select,.console-field textarea{width:100%;min-width:0}.console-field__hint{color:var(--color-ink-muted);font-size:var(--text-xs);margin:0}.console-field textarea{resize:vertical}.console-field input[type=file]{min-height:auto;padding:var(--space-2)}.console-image{gap:var(--space-3);display:grid}.console-image__row{align-items:flex-end;gap:var(--space-4);flex-wrap:wrap;display:flex}.console-image__row .console-field{flex:16rem}.console-image__preview{object-fit:cover;border-radius:var(--radius-sm);background:var(--color-brand-soft);width:96px;height:64px}.console-image__status{font-size:var(--text-sm);color:var(--color-ink-muted);margin:0}.console-image__status:empty{display:none}.console-fieldset{border:1px solid var(--color-border);border-radius:var(--radius-md);padding:var(--space-4);gap:var(--space-3);margin:0;display:grid}.console-fieldset legend{padding:0 var(--space-2);font-weight:600}.console-checks{gap:var(--space-2);grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));display:grid}.console-check{align-items:center;gap:var(--space-2);min-height:44px;display:flex}.console-check input{width:1.25rem;height:1.25rem}.console-duration{grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));align-items:end}.console-cards{gap:var(--space-4);grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr));margin:0;padding:0;list-style:none;display:grid}.console-card{align-items:flex-start;gap:var(--space-2);flex-direction:column;display:flex}.console-card__title{font-size:var(--text-lg);margin:0}.console-card__meta{color:var(--color-ink-muted);margin:0}.console-package{width:100%}.console-danger{background:var(--color-danger);border-color:var(--color-danger)}.console-role{gap:var(--space-2);flex-wrap:wrap;align-items:center;display:flex}.console-role select{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);background:#fff;border:1px solid #6b7280}.console-audit{gap:var(--space-3);margin:0;padding:0;list-style:none;display:grid}.console-audit__entry p{margin:0}.console-audit__meta{color:var(--color-ink-muted);font-size:var(--text-sm)}.console-audit__entry code{overflow-wrap:anywhere}.console-audit__diff{gap:var(--space-3);grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr));display:grid}.console-audit__diff h3{font-size:var(--text-sm);margin:var(--space-2) 0}.console-audit__diff pre{padding:var(--space-3);background:var(--color-surface);border-radius:var(--radius-sm);font-size:var(--text-xs);white-space:pre-wrap;overflow-wrap:anywhere;margin:0;overflow-x:auto}.console-audit summary{cursor:pointer;min-height:44px;color:var(--color-brand);align-items:center;font-weight:600;display:flex}.console .dash-dialog__close{white-space:nowrap}.console-section{margin-bottom:var(--space-6)}.console-facts{gap:var(--space-2) var(--space-4);margin:0 0 var(--space-5);grid-template-columns:max-content 1fr;display:grid}.console-facts dt{color:var(--color-ink-muted);font-weight:600}.console-facts dd{overflow-wrap:anywhere;margin:0}@media (width<=30rem){.console-facts{grid-template-columns:1fr}.console-facts dd{margin-bottom:var(--space-2)}}.console-list{margin:0 0 var(--space-5);gap:var(--space-2);padding:0;list-style:none;display:grid}.console-fieldset{margin:0 0 var(--space-3);border:none;padding:0}.console-fieldset legend{margin-bottom:var(--space-2);font-weight:600}.console-choice{align-items:center;gap:var(--space-2);min-height:44px;display:flex}.console-refund-plan{padding:var(--space-3);border-left:4px solid var(--color-brand);background:var(--color-brand-soft)}.console-refund-outcome{padding:var(--space-3);background:var(--color-success-bg);color:var(--color-ink);border-radius:8px;max-height:50vh;overflow-y:auto}.console-refund-outcome:focus-visible{outline:3px solid var(--color-brand);outline-offset:2px}.console-refund-outcome__title{margin:var(--space-3) 0 var(--space-2);font-size:1rem}.console-refund-outcome__list{padding-left:var(--space-4);overflow-wrap:anywhere;margin:0}.console-refund-outcome__list li+li{margin-top:var(--space-2)}.console-filters .console-field--wide{flex:2 18rem}.console-member__grid{gap:var(--space-4);margin-bottom:var(--space-4);grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr));display:grid}.console-member>.console-member__card{margin-bottom:var(--space-4)}.console-member__title{font-size:var(--text-lg);margin:0 0 var(--space-3)}.console-member__subtitle{font-size:var(--text-md);margin:var(--space-4) 0 var(--space-2)}.console-member__facts{gap:var(--space-2);margin:0;display:grid}.console-member__facts>div{gap:var(--space-2);grid-template-columns:9rem 1fr;display:grid}.console-member__facts dt{color:var(--color-ink-muted);font-weight:600}.console-member__facts dd{overflow-wrap:anywhere;margin:0}.console-member__form{gap:var(--space-3);margin-top:var(--space-4);justify-items:start;display:grid}.console-member__form .console-field{width:100%}.console-member__action{margin-top:var(--space-4)}.console-member__list{padding-left:var(--space-5);gap:var(--space-2);margin:0;display:grid}.console-member__notice{top:var(--space-2);z-index:2;position:sticky}.console-section{margin-top:var(--space-6,2rem)}.console-messages{gap:var(--space-3);margin:0;padding:0;list-style:none;display:grid}.console-message__from{align-items:center;gap:var(--space-2);font-size:var(--text-lg);flex-wrap:wrap;margin:0;display:flex}.console-message__text{white-space:pre-line;overflow-wrap:anywhere}.console-message__reply{border-left:4px solid var(--color-accent);padding-left:var(--space-3)}.console-message__reply h3{font-size:var(--text-sm);margin:0}.console-message__actions{gap:var(--space-2);margin-top:var(--space-2);flex-wrap:wrap;display:flex}.console-badge{font-size:var(--text-sm);padding:0 var(--space-2);border-radius:var(--radius-sm);border:1px solid;font-weight:400}.console-badge.is-new{background:var(--color-accent);color:var(--color-accent-ink);border-color:var(--color-accent)}.console-draw__round{margin-block:var(--space-5)}.console-draw__matches{gap:var(--space-3);padding-left:var(--space-5);display:grid}.console-draw__match,.console-draw__match form{min-width:0}.console-draw__match p{margin:0 0 var(--space-2)}.console-draw__winner{font-weight:700}.console-draw__result{gap:var(--space-3);margin-bottom:var(--space-3);grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));align-items:end;display:grid}.console-draw__note{grid-column:1/-1;margin:0}.console-draw__medallists{padding:var(--space-3) var(--space-4);border-radius:var(--radius-md);background:var(--color-success-bg)}.console-tournament-status{margin-block:0 var(--space-4)}.console-tournament-status .console-table__sub{margin-left:var(--space-2);font-size:var(--text-sm);display:inline}.console-audience-reach{min-height:1.5em;margin-block:0 var(--space-3);color:var(--color-ink-muted)}.console-report__tools{align-items:flex-end;gap:var(--space-3);margin-bottom:var(--space-4);flex-wrap:wrap;display:flex}.console-report__tools .console-field{margin:0}.console-report__summary{gap:var(--space-3);margin:0 0 var(--space-5);grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));display:grid}.console-report__summary div{padding:var(--space-3);border:1px solid var(--color-border);border-radius:8px}.console-report__summary dt{font-size:.875rem}.console-report__summary dd{margin:0;font-size:1.25rem;font-weight:700}@media print{.console .dash-side,.console .dash-top,.console .dash-skip-link,.console-report__tools{display:none!important}.console.dash{background:#fff;min-height:0;display:block}.console .dash__body,.console .dash__main{background:#fff;width:auto;margin:0;padding:0}.console-report .console-table-wrap{overflow:visible}.console-report h2{break-after:avoid}.console-report table{break-inside:auto}}.console-report h2{margin-top:var(--space-5)}.console-report h3{margin-top:var(--space-4)}\n"}],"routeData":{"route":"/staff","isIndex":false,"type":"page","pattern":"^\\/staff$","segments":[[{"content":"staff","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/staff.astro","pathname":"/staff","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.studio-help[data-astro-cid-cggtm4w3]{max-width:46rem;padding-block:var(--space-6) var(--space-8)}h2[data-astro-cid-cggtm4w3]{font-size:var(--text-xl);margin-top:var(--space-6)}li[data-astro-cid-cggtm4w3]{margin-bottom:var(--space-2)}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"type":"page","isIndex":false,"route":"/studio","pattern":"^\\/studio$","segments":[[{"content":"studio","dynamic":false,"spread":false}]],"params":[],"component":"src/studio/NotConnected.astro","pathname":"/studio","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"external","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".account-page[data-astro-cid-o4qsuk4t]{min-height:70vh;padding:var(--space-6) var(--space-4) var(--space-8);background:radial-gradient(circle at 15% 10%, var(--color-brand-soft), transparent 45%), var(--color-surface);place-items:start center;display:grid}.account-card[data-astro-cid-o4qsuk4t]{width:min(100%,30rem);padding:var(--space-6) var(--space-5);border:1px solid var(--color-border);border-radius:var(--radius-lg);background:var(--color-bg);box-shadow:var(--shadow-md)}.account-card[data-astro-cid-o4qsuk4t].wide{width:min(100%,40rem)}h1[data-astro-cid-o4qsuk4t]{font-size:var(--text-2xl);margin-bottom:var(--space-2)}.intro[data-astro-cid-o4qsuk4t]{color:var(--color-ink-muted);margin-bottom:var(--space-5)}@media (width<=30rem){.account-page[data-astro-cid-o4qsuk4t]{padding:var(--space-4) var(--space-3) var(--space-7)}.account-card[data-astro-cid-o4qsuk4t]{padding:var(--space-5) var(--space-4)}}.account-form,.account-row{gap:var(--space-4);display:grid}@media (width>=34rem){.account-row{grid-template-columns:1fr 1fr}}.account-password{display:grid;position:relative}.account-password input{padding-right:4.5rem}.account-password-toggle{inset-block:4px;min-width:44px;padding:0 var(--space-3);border-radius:var(--radius-sm);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-sm);cursor:pointer;border:0;font-weight:600;position:absolute;right:4px}.account-status:empty{padding:0}.account-status{padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm);font-size:var(--text-sm)}.account-status.form-error{background:var(--color-danger-bg)}.account-status.form-success{background:var(--color-success-bg)}.account-submit{width:100%}.account-plan-note{padding:var(--space-3) var(--space-4);border-left:4px solid var(--color-brand);border-radius:var(--radius-sm);background:var(--color-brand-soft);font-size:var(--text-sm);margin:0}.account-aside{margin:calc(-1 * var(--space-2)) 0 0;font-size:var(--text-sm)}.account-aside a{font-weight:600}.account-switch{text-align:center;font-size:var(--text-sm);margin:0}.account-switch a{font-weight:600}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/take-over","isIndex":false,"type":"page","pattern":"^\\/take-over$","segments":[[{"content":"take-over","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/take-over.astro","pathname":"/take-over","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.updated[data-astro-cid-ixbq4vvg]{margin:var(--space-4) 0 0;font-size:var(--text-sm);color:var(--color-ink-muted)}.legal[data-astro-cid-ixbq4vvg]{max-width:46rem;padding-block:var(--space-6) var(--space-8)}.legal[data-astro-cid-ixbq4vvg] h2{font-size:var(--text-xl);margin-top:var(--space-6)}.legal[data-astro-cid-ixbq4vvg] li{margin-bottom:var(--space-2)}.legal[data-astro-cid-ixbq4vvg] table{border-collapse:collapse;width:100%;font-size:var(--text-sm);margin-bottom:var(--space-4)}.legal[data-astro-cid-ixbq4vvg] th,.legal[data-astro-cid-ixbq4vvg] td{text-align:left;vertical-align:top;padding:var(--space-2) var(--space-3);border-bottom:1px solid var(--color-border)}\n.eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/terms","isIndex":false,"type":"page","pattern":"^\\/terms$","segments":[[{"content":"terms","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/terms.astro","pathname":"/terms","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n.section[data-astro-cid-fstdvrh4]{padding-block:var(--space-8)}.soft[data-astro-cid-fstdvrh4]{background:var(--color-surface)}.dark[data-astro-cid-fstdvrh4]{background:var(--color-brand-strong);color:#fff}.head[data-astro-cid-fstdvrh4]{max-width:46rem;margin-bottom:var(--space-6)}.split[data-astro-cid-fstdvrh4]{gap:var(--space-7);grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));align-items:center;display:grid}.split[data-astro-cid-fstdvrh4] .head[data-astro-cid-fstdvrh4]{margin-bottom:var(--space-5)}.split[data-astro-cid-fstdvrh4] img[data-astro-cid-fstdvrh4]{border-radius:var(--radius-lg);width:100%}.split[data-astro-cid-fstdvrh4] .start[data-astro-cid-fstdvrh4]{order:-1}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n.calendar[data-astro-cid-t74rrdlt]{gap:var(--space-4);margin:0;padding:0;list-style:none;display:grid}.entry[data-astro-cid-t74rrdlt]{gap:var(--space-4);padding:var(--space-4);border:1px solid var(--color-border);border-radius:var(--radius-md);grid-template-columns:7.5rem 1fr;display:grid}@media (width<=30rem){.entry[data-astro-cid-t74rrdlt]{gap:var(--space-2);grid-template-columns:1fr}}.day[data-astro-cid-t74rrdlt]{font-family:var(--font-display);color:var(--color-brand);font-weight:800}.entry[data-astro-cid-t74rrdlt] h3[data-astro-cid-t74rrdlt]{margin:0 0 var(--space-1);font-size:var(--text-lg)}.entry[data-astro-cid-t74rrdlt] h3[data-astro-cid-t74rrdlt] a[data-astro-cid-t74rrdlt]{color:inherit}.facts[data-astro-cid-t74rrdlt],.entries[data-astro-cid-t74rrdlt]{color:var(--color-ink-muted);margin:0}.entries[data-astro-cid-t74rrdlt]{margin-top:var(--space-1);font-weight:600}.entries[data-astro-cid-t74rrdlt].open{color:var(--color-success)}\n"}],"routeData":{"route":"/tournaments/calendar","isIndex":false,"type":"page","pattern":"^\\/tournaments\\/calendar$","segments":[[{"content":"tournaments","dynamic":false,"spread":false}],[{"content":"calendar","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/tournaments/calendar.astro","pathname":"/tournaments/calendar","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n.section[data-astro-cid-fstdvrh4]{padding-block:var(--space-8)}.soft[data-astro-cid-fstdvrh4]{background:var(--color-surface)}.dark[data-astro-cid-fstdvrh4]{background:var(--color-brand-strong);color:#fff}.head[data-astro-cid-fstdvrh4]{max-width:46rem;margin-bottom:var(--space-6)}.split[data-astro-cid-fstdvrh4]{gap:var(--space-7);grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));align-items:center;display:grid}.split[data-astro-cid-fstdvrh4] .head[data-astro-cid-fstdvrh4]{margin-bottom:var(--space-5)}.split[data-astro-cid-fstdvrh4] img[data-astro-cid-fstdvrh4]{border-radius:var(--radius-lg);width:100%}.split[data-astro-cid-fstdvrh4] .start[data-astro-cid-fstdvrh4]{order:-1}\n.facts[data-astro-cid-scwo5zzn]{gap:var(--space-3);grid-template-columns:repeat(2,minmax(0,1fr));margin:0;display:grid}.facts[data-astro-cid-scwo5zzn] div[data-astro-cid-scwo5zzn]{padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm);background:var(--color-surface)}.centred[data-astro-cid-scwo5zzn] div[data-astro-cid-scwo5zzn]{text-align:center;padding-inline:var(--space-3);justify-items:center;display:grid}img[data-astro-cid-scwo5zzn]{width:80px;height:80px;margin:0 auto var(--space-2)}dt[data-astro-cid-scwo5zzn]{font-size:var(--text-xs);text-transform:uppercase;letter-spacing:.06em;color:var(--color-ink-muted);font-weight:700}dd[data-astro-cid-scwo5zzn]{margin:0;font-weight:700}.capitalise[data-astro-cid-scwo5zzn]{text-transform:capitalize}\n.rounds[data-astro-cid-3f6cy4st]{gap:var(--space-4);margin-top:var(--space-4);grid-template-columns:repeat(auto-fit,minmax(200px,1fr));display:grid}.round-name[data-astro-cid-3f6cy4st]{font-size:var(--text-md);margin-bottom:var(--space-2)}ol[data-astro-cid-3f6cy4st]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}.match[data-astro-cid-3f6cy4st]{padding:var(--space-2) var(--space-3);border:1px solid var(--color-border);border-radius:var(--radius-sm);font-size:var(--text-sm);display:grid}.won[data-astro-cid-3f6cy4st]{font-weight:700}.score[data-astro-cid-3f6cy4st]{color:var(--color-ink-muted)}.draws[data-astro-cid-4lp5gfz7]{gap:var(--space-6);display:grid}.draw[data-astro-cid-4lp5gfz7]{padding:var(--space-5);background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md)}h3[data-astro-cid-4lp5gfz7]{font-size:var(--text-lg);margin-bottom:var(--space-1)}summary[data-astro-cid-4lp5gfz7]{cursor:pointer}summary[data-astro-cid-4lp5gfz7] h3[data-astro-cid-4lp5gfz7]{display:inline}.date[data-astro-cid-4lp5gfz7]{color:var(--color-ink-muted);font-size:var(--text-sm)}.consolation[data-astro-cid-4lp5gfz7]{margin-top:var(--space-5)}.consolation[data-astro-cid-4lp5gfz7] h4[data-astro-cid-4lp5gfz7]{font-size:var(--text-md);margin:0}.consolation[data-astro-cid-4lp5gfz7] p[data-astro-cid-4lp5gfz7]{margin:var(--space-2) 0 0}\n.events[data-astro-cid-w6p2vejq]{gap:var(--space-4);margin:0;padding:0;list-style:none;display:grid}@media (width>=48rem){.events[data-astro-cid-w6p2vejq]{grid-template-columns:repeat(auto-fill,minmax(20rem,1fr))}}.event[data-astro-cid-w6p2vejq]{border:1px solid var(--color-border);border-radius:var(--radius-md);padding:var(--space-4)}h3[data-astro-cid-w6p2vejq]{margin:0 0 var(--space-3);font-size:var(--text-lg)}dl[data-astro-cid-w6p2vejq]{gap:var(--space-2);margin:0;display:grid}dt[data-astro-cid-w6p2vejq]{font-size:var(--text-sm);color:var(--color-ink-muted)}dd[data-astro-cid-w6p2vejq]{margin:0}.events[data-astro-cid-slutnn67],article[data-astro-cid-slutnn67]{gap:var(--space-5);min-width:0;display:grid}h3[data-astro-cid-slutnn67],h4[data-astro-cid-slutnn67],p[data-astro-cid-slutnn67]{margin:0}.group[data-astro-cid-slutnn67]{gap:var(--space-3);min-width:0;display:grid}.wrap[data-astro-cid-slutnn67]{overflow-x:auto}table[data-astro-cid-slutnn67]{border-collapse:collapse;width:100%;font-size:var(--text-sm)}caption[data-astro-cid-slutnn67]{text-align:left;padding-bottom:var(--space-2);font-weight:600}th[data-astro-cid-slutnn67],td[data-astro-cid-slutnn67]{text-align:left;padding:var(--space-2) var(--space-3);border-bottom:1px solid var(--color-border)}@media (width<=30rem){th[data-astro-cid-slutnn67],td[data-astro-cid-slutnn67]{padding-inline:var(--space-1)}}.results[data-astro-cid-slutnn67]{gap:var(--space-1);font-size:var(--text-sm);margin:0;padding:0;list-style:none;display:grid}.score[data-astro-cid-slutnn67]{margin-left:var(--space-2);color:var(--color-ink-muted)}.won[data-astro-cid-slutnn67]{font-weight:700}.order[data-astro-cid-2uzfvzy2]{gap:var(--space-5);min-width:0;display:grid;overflow-x:auto}table[data-astro-cid-2uzfvzy2]{border-collapse:collapse;width:100%;font-size:var(--text-sm)}caption[data-astro-cid-2uzfvzy2]{text-align:left;padding-bottom:var(--space-2);font-weight:600}th[data-astro-cid-2uzfvzy2],td[data-astro-cid-2uzfvzy2]{text-align:left;padding:var(--space-2) var(--space-3);border-bottom:1px solid var(--color-border);vertical-align:top}@media (width<=30rem){th[data-astro-cid-2uzfvzy2],td[data-astro-cid-2uzfvzy2]{padding-inline:var(--space-1)}}.won[data-astro-cid-2uzfvzy2]{font-weight:700}.score[data-astro-cid-2uzfvzy2]{white-space:nowrap}.details[data-astro-cid-suy5jt7q]{gap:var(--space-5);align-items:start;display:grid}@media (width>=48rem){.details[data-astro-cid-suy5jt7q]{grid-template-columns:28rem 1fr}}img[data-astro-cid-suy5jt7q]{border-radius:var(--radius-md);width:100%;height:auto}.facts[data-astro-cid-suy5jt7q]{gap:var(--space-3);margin:0 0 var(--space-5);display:grid}.facts[data-astro-cid-suy5jt7q] dt[data-astro-cid-suy5jt7q]{font-size:var(--text-sm);color:var(--color-ink-muted)}.facts[data-astro-cid-suy5jt7q] dd[data-astro-cid-suy5jt7q]{margin:0;font-weight:600}.entries[data-astro-cid-suy5jt7q].open{color:var(--color-success)}.calendar[data-astro-cid-suy5jt7q]{margin:var(--space-4) 0 0}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/tournaments/[id]","isIndex":false,"type":"page","pattern":"^\\/tournaments\\/([^/]+?)$","segments":[[{"content":"tournaments","dynamic":false,"spread":false}],[{"content":"id","dynamic":true,"spread":false}]],"params":["id"],"component":"src/pages/tournaments/[id].astro","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".hero[data-astro-cid-iz3slcec]{isolation:isolate;padding-block:calc(var(--nav-height) + var(--space-6)) var(--space-7);color:#fff;background:var(--color-brand-strong);align-items:center;display:flex;position:relative;overflow:hidden}.hero[data-astro-cid-iz3slcec].full{min-height:min(100svh,56rem)}.hero[data-astro-cid-iz3slcec].compact{min-height:min(70svh,36rem)}.hero-image[data-astro-cid-iz3slcec]{z-index:-2;object-fit:cover;width:100%;max-width:none;height:100%;position:absolute;inset:0}.at-left[data-astro-cid-iz3slcec]{object-position:25% center}.at-right[data-astro-cid-iz3slcec]{object-position:75% center}.hero[data-astro-cid-iz3slcec]:after{content:\"\";z-index:-1;background:linear-gradient(100deg, color-mix(in srgb, var(--color-brand-strong) 92%, transparent) 0%, color-mix(in srgb, var(--color-brand-strong) 72%, transparent) 55%, color-mix(in srgb, var(--color-brand-strong) 35%, transparent) 100%);position:absolute;inset:0}@media (width<=47.99rem){.hero[data-astro-cid-iz3slcec]:after{background:color-mix(in srgb, var(--color-brand-strong) 84%, transparent)}}.hero-content[data-astro-cid-iz3slcec]{max-width:var(--content-width)}h1[data-astro-cid-iz3slcec]{overflow-wrap:break-word;letter-spacing:-.01em;max-width:20ch;margin-bottom:var(--space-4);font-size:clamp(2rem,1.2rem + 4vw,3.75rem);font-weight:800}.subtitle[data-astro-cid-iz3slcec]{font-family:var(--font-display);font-size:var(--text-xl);color:var(--color-accent);margin-bottom:var(--space-3);font-weight:600}.text[data-astro-cid-iz3slcec]{max-width:42rem;font-size:var(--text-lg)}.buttons[data-astro-cid-iz3slcec]{gap:var(--space-3);margin-top:var(--space-5);flex-wrap:wrap;display:flex}.btn-ghost[data-astro-cid-iz3slcec]{color:#fff;background:0 0;border-color:#fff}.btn-ghost[data-astro-cid-iz3slcec]:hover{background:#ffffff1f}.btn-accent[data-astro-cid-iz3slcec]:hover{background:color-mix(in srgb, var(--color-accent) 75%, white)}\n.eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.section[data-astro-cid-fstdvrh4]{padding-block:var(--space-8)}.soft[data-astro-cid-fstdvrh4]{background:var(--color-surface)}.dark[data-astro-cid-fstdvrh4]{background:var(--color-brand-strong);color:#fff}.head[data-astro-cid-fstdvrh4]{max-width:46rem;margin-bottom:var(--space-6)}.split[data-astro-cid-fstdvrh4]{gap:var(--space-7);grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));align-items:center;display:grid}.split[data-astro-cid-fstdvrh4] .head[data-astro-cid-fstdvrh4]{margin-bottom:var(--space-5)}.split[data-astro-cid-fstdvrh4] img[data-astro-cid-fstdvrh4]{border-radius:var(--radius-lg);width:100%}.split[data-astro-cid-fstdvrh4] .start[data-astro-cid-fstdvrh4]{order:-1}\n.calendar-link[data-astro-cid-ge4udrrg]{margin:var(--space-5) 0 0;font-weight:700}\n.card-grid[data-astro-cid-vk6sm2lw]{--column-width:17rem;gap:var(--space-5);grid-template-columns:repeat(auto-fill, minmax(min(100%, var(--column-width)), 1fr));margin:0;padding:0;list-style:none;display:grid}.fit[data-astro-cid-vk6sm2lw]{grid-template-columns:repeat(auto-fit, minmax(min(100%, var(--column-width)), 1fr))}.narrow[data-astro-cid-vk6sm2lw]{--column-width:14rem}.wide[data-astro-cid-vk6sm2lw]{--column-width:19rem}.widest[data-astro-cid-vk6sm2lw]{--column-width:22rem}\n.card[data-astro-cid-2ahl5jw3]{background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md);height:100%;box-shadow:var(--shadow-sm);transition:box-shadow var(--duration), transform var(--duration);flex-direction:column;display:flex;overflow:hidden}.card[data-astro-cid-2ahl5jw3]:hover{box-shadow:var(--shadow-md);transform:translateY(-2px)}img[data-astro-cid-2ahl5jw3]{aspect-ratio:480/300;object-fit:cover;background:var(--color-brand-soft);width:100%}.portrait[data-astro-cid-2ahl5jw3]{aspect-ratio:1}.body[data-astro-cid-2ahl5jw3]{gap:var(--space-3);padding:var(--space-4) var(--space-5) var(--space-5);flex-direction:column;flex:1;display:flex}.name[data-astro-cid-2ahl5jw3]{font-size:var(--text-lg);margin:0}.facts[data-astro-cid-2ahl5jw3]{gap:var(--space-1);font-size:var(--text-sm);margin:0;display:grid}.facts[data-astro-cid-2ahl5jw3] div[data-astro-cid-2ahl5jw3]{gap:var(--space-2);display:flex}dt[data-astro-cid-2ahl5jw3]{min-width:5.5rem;color:var(--color-ink-muted)}dd[data-astro-cid-2ahl5jw3]{margin:0;font-weight:600}.type[data-astro-cid-2ahl5jw3]{text-transform:capitalize;color:var(--color-ink-muted);margin:0}.btn[data-astro-cid-2ahl5jw3]{align-self:flex-start;margin-top:auto}.empty[data-astro-cid-wngkcaey]{padding:var(--space-6);text-align:center;border:2px dashed var(--color-border);border-radius:var(--radius-md);background:var(--color-bg)}.message[data-astro-cid-wngkcaey]{font-family:var(--font-display);font-size:var(--text-lg);margin:0;font-weight:600}\n.champions[data-astro-cid-r6k5l4mb]{margin-top:var(--space-6)}ol[data-astro-cid-r6k5l4mb]{gap:var(--space-4);grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));margin:0;padding:0;list-style:none;display:grid}li[data-astro-cid-r6k5l4mb]{padding:var(--space-4);border:1px solid var(--color-border);border-radius:var(--radius-md);background:var(--color-bg)}p[data-astro-cid-r6k5l4mb]{margin:0}.title[data-astro-cid-r6k5l4mb]{margin-bottom:var(--space-2);font-weight:600}.date[data-astro-cid-r6k5l4mb]{font-weight:400;font-size:var(--text-sm);color:var(--color-ink-muted);display:block}.ladder[data-astro-cid-pj6na6aw]{gap:var(--space-5);grid-template-columns:repeat(auto-fit,minmax(240px,1fr));align-items:start;display:grid}.group[data-astro-cid-pj6na6aw]{padding:var(--space-5);background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md)}h3[data-astro-cid-pj6na6aw]{font-size:var(--text-lg);margin-bottom:var(--space-3)}table[data-astro-cid-pj6na6aw]{border-collapse:collapse;width:100%;font-size:var(--text-sm)}th[data-astro-cid-pj6na6aw],td[data-astro-cid-pj6na6aw]{padding:var(--space-1) var(--space-2);text-align:start;border-bottom:1px solid var(--color-border)}th[data-astro-cid-pj6na6aw]:last-child,td[data-astro-cid-pj6na6aw]:last-child{text-align:end}.empty[data-astro-cid-pj6na6aw],.event[data-astro-cid-pj6na6aw]{color:var(--color-ink-muted)}dl[data-astro-cid-pj6na6aw]{gap:var(--space-2) var(--space-4);grid-template-columns:auto 1fr;margin:0;display:grid}dt[data-astro-cid-pj6na6aw]{font-weight:700}dd[data-astro-cid-pj6na6aw]{margin:0}.box[data-astro-cid-vawowsoj]{padding:var(--space-5);background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md);box-shadow:var(--shadow-sm)}h3[data-astro-cid-vawowsoj]{font-size:var(--text-lg);margin-bottom:var(--space-1)}.info[data-astro-cid-vawowsoj]{color:var(--color-ink-muted);font-size:var(--text-sm)}.labels[data-astro-cid-7xr5pm7n]{gap:var(--space-3);margin:0 0 var(--space-5);flex-wrap:wrap;padding:0;list-style:none;display:flex}.labels[data-astro-cid-7xr5pm7n] li[data-astro-cid-7xr5pm7n]{padding:var(--space-1) var(--space-4);border-radius:var(--radius-pill);background:var(--color-accent);color:var(--color-accent-ink);font-size:var(--text-xs);letter-spacing:.06em;font-weight:800}.step[data-astro-cid-7xr5pm7n]{padding:var(--space-5);border:1px solid var(--color-border);border-radius:var(--radius-md)}.number[data-astro-cid-7xr5pm7n]{width:44px;height:44px;margin-bottom:var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand);color:#fff;font-family:var(--font-display);font-size:var(--text-lg);place-items:center;font-weight:800;display:grid}.step[data-astro-cid-7xr5pm7n] h3[data-astro-cid-7xr5pm7n]{font-size:var(--text-lg)}.step[data-astro-cid-7xr5pm7n] p[data-astro-cid-7xr5pm7n]{color:var(--color-ink-muted);margin:0}.sponsorship[data-astro-cid-7xr5pm7n] p[data-astro-cid-7xr5pm7n]{font-size:var(--text-lg)}.sponsorship[data-astro-cid-7xr5pm7n] a[data-astro-cid-7xr5pm7n]:not(.btn){color:var(--color-accent);font-weight:600}\n.facts[data-astro-cid-scwo5zzn]{gap:var(--space-3);grid-template-columns:repeat(2,minmax(0,1fr));margin:0;display:grid}.facts[data-astro-cid-scwo5zzn] div[data-astro-cid-scwo5zzn]{padding:var(--space-3) var(--space-4);border-radius:var(--radius-sm);background:var(--color-surface)}.centred[data-astro-cid-scwo5zzn] div[data-astro-cid-scwo5zzn]{text-align:center;padding-inline:var(--space-3);justify-items:center;display:grid}img[data-astro-cid-scwo5zzn]{width:80px;height:80px;margin:0 auto var(--space-2)}dt[data-astro-cid-scwo5zzn]{font-size:var(--text-xs);text-transform:uppercase;letter-spacing:.06em;color:var(--color-ink-muted);font-weight:700}dd[data-astro-cid-scwo5zzn]{margin:0;font-weight:700}.capitalise[data-astro-cid-scwo5zzn]{text-transform:capitalize}\n.stars[data-astro-cid-t7v4g7bm]{align-items:center;gap:var(--space-2);display:inline-flex}.icons[data-astro-cid-t7v4g7bm]{gap:2px;display:inline-flex}svg[data-astro-cid-t7v4g7bm]{width:18px;height:18px;fill:var(--color-border)}svg[data-astro-cid-t7v4g7bm].on{fill:var(--color-warning)}.figure[data-astro-cid-t7v4g7bm]{font-weight:700;font-size:var(--text-sm)}\n.rounds[data-astro-cid-3f6cy4st]{gap:var(--space-4);margin-top:var(--space-4);grid-template-columns:repeat(auto-fit,minmax(200px,1fr));display:grid}.round-name[data-astro-cid-3f6cy4st]{font-size:var(--text-md);margin-bottom:var(--space-2)}ol[data-astro-cid-3f6cy4st]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}.match[data-astro-cid-3f6cy4st]{padding:var(--space-2) var(--space-3);border:1px solid var(--color-border);border-radius:var(--radius-sm);font-size:var(--text-sm);display:grid}.won[data-astro-cid-3f6cy4st]{font-weight:700}.score[data-astro-cid-3f6cy4st]{color:var(--color-ink-muted)}.draws[data-astro-cid-4lp5gfz7]{gap:var(--space-6);display:grid}.draw[data-astro-cid-4lp5gfz7]{padding:var(--space-5);background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md)}h3[data-astro-cid-4lp5gfz7]{font-size:var(--text-lg);margin-bottom:var(--space-1)}summary[data-astro-cid-4lp5gfz7]{cursor:pointer}summary[data-astro-cid-4lp5gfz7] h3[data-astro-cid-4lp5gfz7]{display:inline}.date[data-astro-cid-4lp5gfz7]{color:var(--color-ink-muted);font-size:var(--text-sm)}.consolation[data-astro-cid-4lp5gfz7]{margin-top:var(--space-5)}.consolation[data-astro-cid-4lp5gfz7] h4[data-astro-cid-4lp5gfz7]{font-size:var(--text-md);margin:0}.consolation[data-astro-cid-4lp5gfz7] p[data-astro-cid-4lp5gfz7]{margin:var(--space-2) 0 0}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.tag[data-astro-cid-ypdrlgif]{padding:0 var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-xs);margin:0;font-weight:700;display:inline-block}p[data-astro-cid-ypdrlgif].tag{margin-bottom:var(--space-2)}.medium[data-astro-cid-ypdrlgif]{padding:var(--space-1) var(--space-3);font-size:var(--text-sm)}p[data-astro-cid-ypdrlgif].medium{margin-bottom:var(--space-3)}.capitalise[data-astro-cid-ypdrlgif]{text-transform:capitalize}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/tournaments","isIndex":false,"type":"page","pattern":"^\\/tournaments$","segments":[[{"content":"tournaments","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/tournaments.astro","pathname":"/tournaments","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":"@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.app-noscript[data-astro-cid-7xoob3d3],.app-loading{padding:var(--space-6)}\n.dash-family{max-width:40rem}.dash-family__players{gap:var(--space-2);padding:0;list-style:none;display:grid}.dash-family__players>li{gap:var(--space-2);padding-block:var(--space-3);border-bottom:1px solid var(--color-border,#d9dee5);display:grid}.dash-family__row{justify-content:space-between;align-items:center;gap:var(--space-2);flex-wrap:wrap;display:flex}.dash-family__name{margin:0;font-size:1.125rem}.dash-family__guardians h3{margin:0;font-size:1rem}.dash-family__guardians ul{margin:var(--space-1) 0 var(--space-2);padding-left:var(--space-4)}.dash-family__guardians summary{cursor:pointer;min-height:44px;padding-block:.65rem;font-weight:600}.dash-family__players button,.dash-family__form button{min-height:44px}.dash-family__form{gap:var(--space-2);display:grid}.dash-family__form input:not([type=checkbox]),.dash-family__form select,.dash-family__form textarea{width:100%;min-height:44px}.dash-family__consent-text{padding:var(--space-3);background:var(--color-brand-soft);border-radius:var(--radius-md,8px)}.dash-family__check{align-items:center;gap:var(--space-2);min-height:44px;display:flex}\n.dash-coach{gap:var(--space-4);margin-bottom:var(--space-4);display:grid}@media (width>=40rem){.dash-coach{grid-template-columns:10rem 1fr}}.dash-coach__image{aspect-ratio:1;object-fit:cover;border-radius:var(--radius-md);background:var(--color-brand-soft);width:10rem}.dash-coach__name{font-size:var(--text-xl);margin:0}.dash-coach__level{color:var(--color-ink-muted);text-transform:capitalize;margin:0 0 var(--space-2)}.dash-coach__bio{margin:var(--space-3) 0 0}.dash-coach__columns{gap:var(--space-4);display:grid}@media (width>=60rem){.dash-coach__columns{grid-template-columns:1fr 1fr;align-items:start}}.dash-coach__reviews-title{font-size:var(--text-lg);align-items:baseline;gap:var(--space-3);display:flex}.dash-coach__count{font-family:var(--font-body);font-size:var(--text-sm);color:var(--color-ink-muted);font-weight:500}.dash-stars{align-items:center;gap:var(--space-2);display:inline-flex}.dash-stars__on{color:var(--color-warning)}.dash-stars__off{color:var(--color-border)}.dash-stars__figure{font-weight:600;font-size:var(--text-sm)}.dash-reviews{margin:0;padding:0;list-style:none}.dash-reviews__item{padding:var(--space-3) 0;border-top:1px solid var(--color-border)}.dash-reviews__author{margin:0;font-weight:700}.dash-reviews__comment{margin:var(--space-1) 0}.dash-reviews__date{font-size:var(--text-xs);color:var(--color-ink-muted);margin:0}.dash-review-form{gap:var(--space-4);display:grid}.dash-review-form .btn{justify-self:start}.dash-review-form__title{font-size:var(--text-lg);margin:0}.dash-review-form__rating{border:none;margin:0;padding:0}.dash-review-form__rating legend{font-weight:600;font-size:var(--text-sm);margin-bottom:var(--space-1);padding:0}.dash-rating-input{gap:var(--space-1);display:flex}.dash-rating-input label{width:44px;height:44px;color:var(--color-ink-muted);cursor:pointer;border-radius:var(--radius-sm);place-items:center;font-size:1.75rem;display:grid;position:relative}.dash-rating-input label.is-on{color:var(--color-warning)}.dash-rating-input input{opacity:0;cursor:pointer;margin:0;position:absolute;inset:0}.dash-rating-input label:has(input:focus-visible){box-shadow:var(--focus-ring)}.dash-coach__table-wrap{overflow-x:auto}.dash-coach__table{border-collapse:collapse;width:100%}.dash-coach__table th,.dash-coach__table td{text-align:left;border-bottom:1px solid var(--color-border,#ddd);vertical-align:top;padding:.5rem .75rem .5rem 0}.dash-coach__pages{flex-wrap:wrap;gap:1rem;margin-top:1rem;display:flex}.dash-coach__stack{gap:var(--space-4,1rem);display:grid}.dash-coach__guardian,.dash-coach__notes{display:block}\n.coach-app{gap:1rem;display:grid}.coach-app__sessions,.coach-app__roster{gap:.5rem;margin:0;padding:0;list-style:none;display:grid}.coach-app__session-link{border:1px solid var(--color-border);color:var(--color-ink);border-radius:.5rem;gap:.15rem;padding:.75rem;text-decoration:none;display:grid}.coach-app__session-link:hover,.coach-app__session-link:focus-visible{border-color:var(--color-brand);background:var(--color-brand-soft)}.coach-app__when{font-weight:700}.coach-app__group,.coach-app__name{font-weight:600;display:block}.coach-app__meta{color:var(--color-ink-muted);font-size:.875rem;display:block}.coach-app__badge{background:var(--color-danger-bg);color:var(--color-danger);border-radius:999px;justify-self:start;padding:.1rem .5rem;font-size:.8rem;font-weight:600}.coach-app__network{margin-bottom:.75rem}.coach-app__offline{background:var(--color-warning-bg);color:var(--color-warning);border-radius:.5rem;padding:.5rem .75rem}.coach-app__player{border-bottom:1px solid var(--color-border);gap:.5rem;padding:.75rem 0;display:grid}.coach-app__who{align-items:center;gap:.75rem;display:flex}.coach-app__photo{object-fit:cover;border-radius:50%;flex:none;width:48px;height:48px}.coach-app__photo--initials{background:var(--color-brand-soft);color:var(--color-brand-strong);place-items:center;font-weight:700;display:grid}.coach-app__marks{border:0;grid-template-columns:repeat(4,1fr);gap:.35rem;margin:0;padding:0;display:grid}.coach-app__mark{border:1px solid var(--color-border);background:var(--color-bg);min-height:44px;color:var(--color-ink);font:inherit;cursor:pointer;border-radius:.5rem;font-size:.9rem}.coach-app__mark[aria-pressed=true]{border-color:var(--color-brand-strong);background:var(--color-brand);color:#fff;font-weight:700}.coach-app__mark--absent[aria-pressed=true]{border-color:var(--color-danger);background:var(--color-danger)}.coach-app__note-button{color:var(--color-brand);font:inherit;text-align:left;cursor:pointer;background:0 0;border:0;justify-self:start;padding:.25rem 0;font-size:.9rem;text-decoration:underline}.coach-app__form{gap:.75rem;display:grid}.coach-app__check{align-items:flex-start;gap:.5rem;display:flex}.coach-app__cancel{margin-top:1rem}.coach-app__guardian{flex-wrap:wrap;align-items:center;gap:.25rem .75rem;margin:.5rem 0 0;font-size:.875rem;display:flex}.coach-app__guardian a{min-height:2.75rem;padding:.625rem .25rem;display:inline-block}\n.dash-current{margin-bottom:var(--space-5);gap:var(--space-2);display:grid}.dash-current p{margin:0}.dash-current__end,.dash-current__training{color:var(--color-ink-muted)}.dash-current__history{justify-self:start;align-items:center;min-height:44px;font-weight:600;display:inline-flex}.dash-autorenew{margin-top:var(--space-3);padding-top:var(--space-3);border-top:1px solid var(--color-border)}.dash-panel{margin-bottom:var(--space-5);padding:0}.dash-panel__heading{margin:0}.dash-panel__toggle{width:100%;min-height:56px;padding:var(--space-4) var(--space-5);color:var(--color-ink);font:inherit;font-family:var(--font-display);font-size:var(--text-lg);text-align:left;cursor:pointer;border-radius:var(--radius-md);background:0 0;border:none;justify-content:space-between;align-items:center;font-weight:700;display:flex}.dash-panel__chevron{width:.75rem;height:.75rem;transition:transform var(--duration);border-bottom:2px solid;border-right:2px solid;transform:rotate(45deg)}.dash-panel__toggle[aria-expanded=true] .dash-panel__chevron{transform:rotate(225deg)}.dash-panel__body{padding:0 var(--space-5) var(--space-5)}.dash-panel__note{color:var(--color-ink-muted)}.dash-plans{margin:0 0 var(--space-4);gap:var(--space-4);grid-template-columns:repeat(auto-fill,minmax(12.5rem,1fr));padding:0;list-style:none;display:grid}.dash-plans__group{font-size:var(--text-md);margin:var(--space-4) 0 var(--space-3)}.dash-plan{gap:var(--space-2);padding:var(--space-4);border:1px solid var(--color-border);border-radius:var(--radius-md);background:var(--color-surface);flex-direction:column;display:flex}.dash-plan p{margin:0}.dash-plan__title{font-size:var(--text-lg);margin:0}.dash-plan__price{font-family:var(--font-display);font-size:var(--text-xl);font-weight:700}.dash-plan__price span,.dash-plan__was{font-size:var(--text-sm);color:var(--color-ink-muted);font-weight:500}.dash-plan__tag{padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-accent);color:var(--color-accent-ink);font-size:var(--text-xs);align-self:flex-start;font-weight:700}.dash-plan__info{color:var(--color-ink-muted);font-size:var(--text-sm)}.dash-plan__benefits{margin:var(--space-2) 0;padding-left:var(--space-5);font-size:var(--text-sm)}.dash-plan__benefits .is-excluded{color:var(--color-ink-muted)}.dash-plan__durations{gap:var(--space-2) var(--space-4);border:none;flex-wrap:wrap;margin:0;padding:0;display:flex}.dash-plan__durations label{align-items:center;gap:var(--space-2);cursor:pointer;min-height:44px;display:inline-flex}.dash-plan__durations input{accent-color:var(--color-brand);width:1.125rem;height:1.125rem}.dash-plan__button{margin-top:auto}.dash-summary__plan{font-family:var(--font-display);font-size:var(--text-xl);margin-bottom:var(--space-2);font-weight:700}.dash-summary__warning{padding:var(--space-3);border-radius:var(--radius-sm);background:var(--color-warning-bg);color:var(--color-warning);font-weight:600}.dash-summary__title{font-size:var(--text-md)}.dash-summary__lines{margin:0 0 var(--space-4)}.dash-summary__lines div{justify-content:space-between;gap:var(--space-4);padding:var(--space-2) 0;border-bottom:1px solid var(--color-border);display:flex}.dash-summary__lines dd{margin:0;font-weight:600}.dash-summary__total{font-size:var(--text-lg);font-weight:700}.dash-export,.dash-signout{margin-bottom:var(--space-5)}.dash-delete__button{background:var(--color-danger);color:#fff}.dash-delete__button:hover{background:#8f1c13}.dash-billing__section-title{font-size:var(--text-lg)}.dash-history__scroll{background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md);overflow-x:auto}.dash-history{border-collapse:collapse;width:100%;font-size:var(--text-sm)}.dash-history th,.dash-history td{text-align:left;padding:var(--space-3) var(--space-4);border-bottom:1px solid var(--color-border);white-space:nowrap}.dash-history tbody tr:last-child td{border-bottom:none}.dash-history__id{font-family:ui-monospace,monospace;text-decoration:none}.dash-status{padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);text-transform:capitalize;font-weight:700;display:inline-block}.dash-status--red{color:var(--color-danger);background:var(--color-danger-bg)}.dash-status--orange{color:var(--color-warning);background:var(--color-warning-bg)}.dash-status--green{color:var(--color-success);background:var(--color-success-bg)}.dash-status--grey{color:var(--color-neutral);background:var(--color-neutral-bg)}@media (width<=40rem){.dash-history__scroll{background:0 0;border:none;overflow:visible}.dash-history thead{clip:rect(0 0 0 0);width:1px;height:1px;position:absolute;overflow:hidden}.dash-history,.dash-history tbody,.dash-history tr,.dash-history td{display:block}.dash-history tr{margin-bottom:var(--space-3);padding:var(--space-2) 0;background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md)}.dash-history td{justify-content:space-between;gap:var(--space-3);padding:var(--space-2) var(--space-4);border-bottom:none;display:flex}.dash-history td:before{content:attr(data-label);color:var(--color-ink-muted);font-weight:600}}.dash-history__status{flex-direction:column;align-items:flex-end;display:inline-flex}@media (width>=40.0625rem){.dash-history__status{align-items:flex-start}}.dash-history__note{margin-top:var(--space-1);color:var(--color-warning);font-weight:600;display:block}.dash-refunds{margin:0;padding:0;list-style:none}.dash-history .dash-refunds{white-space:normal;min-width:14rem;max-width:22rem}@media (width<=40rem){.dash-history .dash-refunds{text-align:right;min-width:0}}.dash-refunds__reason{color:var(--color-ink-muted);display:block}.dash-history__earlier{text-align:center;margin:1rem 0 0}\n.dash-screen-header{margin-bottom:var(--space-5)}.dash-screen-header__title{font-size:var(--text-2xl)}.dash-screen-header__lead{color:var(--color-ink-muted);margin:0}.dash-card{background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md);padding:var(--space-5);box-shadow:var(--shadow-sm)}.dash-card__label{font-size:var(--text-sm);color:var(--color-ink-muted);margin:0 0 var(--space-2);font-weight:600}.dash-card__figure{font-family:var(--font-display);font-size:var(--text-xl);overflow-wrap:anywhere;margin:0;font-weight:700}.dash-setting{margin-bottom:var(--space-5)}.dash-setting__title{font-size:var(--text-lg)}.dash-setting__label{align-items:center;gap:var(--space-3);cursor:pointer;min-height:44px;font-weight:600;display:inline-flex}.dash-setting__label input{width:1.25rem;height:1.25rem;accent-color:var(--color-brand);flex:none}.dash-setting__help{font-size:var(--text-sm);color:var(--color-ink-muted)}.dash-setting__status{font-size:var(--text-sm);margin:0;font-weight:600}.dash-empty{text-align:center;padding:var(--space-7) var(--space-4);border:1px dashed var(--color-border);border-radius:var(--radius-md);background:var(--color-surface)}.dash-empty>:last-child{margin-bottom:0}.dash-loading{color:var(--color-ink-muted)}.dash-alert{color:var(--color-danger);background:var(--color-danger-bg);border-radius:var(--radius-sm);padding:var(--space-3) var(--space-4);margin:0 0 var(--space-4)}.dash-dialog{width:min(100% - 2 * var(--space-4), 32rem);max-height:calc(100dvh - 2 * var(--space-4));border-radius:var(--radius-lg);color:var(--color-ink);box-shadow:var(--shadow-md);border:none;padding:0}.dash-dialog::backdrop{background:var(--color-overlay)}.dash-dialog__header{justify-content:space-between;align-items:center;gap:var(--space-3);padding:var(--space-4) var(--space-5);border-bottom:1px solid var(--color-border);display:flex}.dash-dialog__title{font-size:var(--text-lg);margin:0}.dash-dialog__close{min-height:44px;padding:0 var(--space-3);border:1px solid var(--color-border);border-radius:var(--radius-pill);background:var(--color-bg);color:var(--color-ink);cursor:pointer;font-weight:600}.dash-dialog__body{padding:var(--space-5)}.dash-dialog__actions{gap:var(--space-3);margin-top:var(--space-5);flex-wrap:wrap;justify-content:flex-end;display:flex}.dash-loading-line{vertical-align:middle;border-radius:var(--radius-pill);background:var(--color-neutral-bg);height:.75em;display:inline-block}.dash-loading-line--short{width:3em}.dash-loading-line--medium{width:10em}.dash-loading-line--long{width:min(100%,18em)}@media (prefers-reduced-motion:no-preference){.dash-loading-line{animation:1.2s ease-in-out infinite alternate dash-loading-line-pulse}}@keyframes dash-loading-line-pulse{to{opacity:.5}}.dash{background:var(--color-surface);grid-template-rows:auto 1fr;grid-template-columns:1fr;min-height:100dvh;display:grid}@media (width>=60rem){.dash{--dash-side-width:15.5rem;grid-template-columns:var(--dash-side-width) 1fr;background:linear-gradient(to right, var(--color-brand-strong) var(--dash-side-width), var(--color-surface) var(--dash-side-width));grid-template-rows:1fr}}.dash-redirect{padding:var(--space-6)}.dash-skip-link{left:var(--space-3);z-index:10;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;top:-4rem}.dash-skip-link:focus{top:var(--space-3)}.dash-side{background:var(--color-brand-strong);color:#fff;padding:var(--space-3) var(--space-4)}@media (width>=60rem){.dash-side{height:100dvh;padding:var(--space-5) var(--space-4);flex-direction:column;display:flex;position:sticky;top:0}}.dash-side__head{justify-content:space-between;align-items:center;gap:var(--space-3);display:flex}.dash-side__brand{color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);line-height:1.2;text-decoration:none}.dash-side__brand span{color:var(--color-accent)}.dash-side__toggle{min-height:44px;padding:0 var(--space-4);border-radius:var(--radius-pill);color:#fff;cursor:pointer;background:0 0;border:1px solid #fff9;font-weight:600}.dash-side__nav{padding-top:var(--space-4);display:none}.dash-side__nav.is-open{display:block}@media (width>=60rem){.dash-side__toggle{display:none}.dash-side__nav{padding-top:var(--space-6);flex-direction:column;flex:1;display:flex}}.dash-side__list{margin:0 0 var(--space-4);gap:var(--space-1);padding:0;list-style:none;display:grid}@media (width>=60rem){.dash-side__list{flex:1;align-content:start}}.dash-side__group-title{margin:0 0 var(--space-1);padding:0 var(--space-4);color:#ffffffd9;font-family:inherit;font-size:var(--text-sm);letter-spacing:.06em;text-transform:uppercase;font-weight:700}.dash-side__group .dash-side__list{margin-bottom:var(--space-3);flex:none}@media (width>=60rem){.dash-side__groups{flex:1}.dash-side__groups .dash-side__link{min-height:2.25rem}.dash-side:has(.dash-side__groups){overflow-y:auto}}.dash-side__link,.dash-side__logout{width:100%;min-height:44px;padding:var(--space-2) var(--space-4);border-radius:var(--radius-sm);color:#fff;align-items:center;font-weight:500;text-decoration:none;display:flex}.dash-side__link:hover{background:#ffffff1a}.dash-side__link[aria-current=page]{background:var(--color-accent);color:var(--color-accent-ink);font-weight:700}.dash-side__logout{cursor:pointer;font:inherit;background:0 0;border:1px solid #fff6;font-weight:600}.dash-side :focus-visible{box-shadow:0 0 0 3px var(--color-accent)}.dash__body{flex-direction:column;min-width:0;display:flex}.dash-top{align-items:center;gap:var(--space-3);padding:var(--space-3) var(--space-5);background:var(--color-bg);border-bottom:1px solid var(--color-border);flex-wrap:wrap;display:flex}.dash-top__member{align-items:center;gap:var(--space-3);flex:1 1 0;min-width:0;display:flex}@media (width<=47.99rem){.dash-top__member{flex-basis:100%}}.dash-top__avatar{object-fit:cover;border-radius:50%;flex:none;width:40px;height:40px}.dash-top__avatar--initial{background:var(--color-brand);color:#fff;place-items:center;font-weight:700;display:grid}.dash-top__name{text-overflow:ellipsis;white-space:nowrap;font-weight:600;overflow:hidden}.dash-top__badge{padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-accent);color:var(--color-accent-ink);font-size:var(--text-xs);white-space:nowrap;flex:none;font-weight:700}.dash-top__pill{padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-sm);font-weight:600}.dash-top__console,.dash-top__home{min-height:44px;padding:0 var(--space-2);align-items:center;margin-left:auto;font-weight:600;display:inline-flex}.dash-top__console+.dash-top__home{margin-left:0}@media (width<=30rem){.dash-top__name{display:none}}.dash__main{padding:var(--space-5) var(--space-4) var(--space-7);flex:1;width:100%;max-width:72rem}.dash__main:focus{box-shadow:none;outline:none}@media (width>=40rem){.dash__main{padding:var(--space-6)}}.dash-side__count{min-width:1.75rem;padding:0 var(--space-2);color:#111;font-size:var(--text-sm);text-align:center;background:#fff;border-radius:999px;margin-left:auto;font-weight:700}.dash-offline{margin:0 0 var(--space-4);padding:var(--space-2) var(--space-3);border-radius:var(--radius-md);background:var(--color-warning-bg);color:var(--color-warning);font-weight:600}.dash-offline:empty{margin:0;padding:0}.dash-top__players{align-items:center;gap:var(--space-1) var(--space-2);min-width:0;font-size:var(--text-sm);flex-wrap:wrap;display:flex}.dash-top__players select{max-width:11rem;min-height:44px}@media (width<=30rem){.dash-top__players select{max-width:8.5rem}}.dash-top__add-child{white-space:nowrap;align-items:center;min-height:44px;font-weight:600;display:inline-flex}\n.training{gap:1rem;display:grid}.training__sessions,.training__groups{gap:.75rem;margin:0;padding:0;list-style:none;display:grid}.training__session,.training__group{border-bottom:1px solid var(--color-border);gap:.25rem;padding-bottom:.75rem;display:grid}.training__when{font-weight:700}.training__meta{color:var(--color-ink-muted);font-size:.9rem}.training__next{font-size:1.15rem}.training__cancelled{color:var(--color-danger);font-weight:600}.training__told{color:var(--color-success);font-weight:600}.training__cant,.training__group .btn{justify-self:start}.training__feed{border:1px solid var(--color-border);width:100%;font:inherit;border-radius:.375rem;padding:.5rem;font-size:.85rem}\n.dash-tour-stats{gap:var(--space-4);margin-bottom:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));display:grid}.dash-tour-grid{gap:var(--space-4);grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));margin:0;padding:0;list-style:none;display:grid}.dash-tour{gap:var(--space-2);flex-direction:column;display:flex}.dash-tour__image{aspect-ratio:16/9;object-fit:cover;border-radius:var(--radius-sm);background:var(--color-brand-soft);width:100%}.dash-tour__name{font-size:var(--text-lg);margin:var(--space-2) 0 0}.dash-tour__meta{color:var(--color-ink-muted);margin:0}.dash-tour__price{font-weight:700;font-size:var(--text-lg);margin:0 0 var(--space-2);margin-top:auto}.dash-tour__summary{gap:var(--space-2) var(--space-4);margin:0 0 var(--space-4);grid-template-columns:auto 1fr;display:grid}.dash-tour__summary dt{color:var(--color-ink-muted);font-weight:600}.dash-tour__summary dd{margin:0}.dash-tour__listed{color:var(--color-ink-muted);font-weight:400}.dash-tour__perk{font-size:var(--text-sm);color:var(--color-brand);font-weight:600;display:block}.dash-tour__sales{font-size:var(--text-sm);color:var(--color-ink-muted);margin:0}.dash-events{gap:.75rem;margin-block:1rem;display:grid}.dash-events__player{flex-wrap:wrap;align-items:center;gap:.5rem;display:flex}.dash-events__partner{gap:.25rem;margin:0;display:grid}.dash-events__partner input{max-width:100%}.dash-events__list{border:0;gap:.75rem;margin:0;padding:0;display:grid}.dash-events__list legend{margin-bottom:.5rem;font-weight:600}.dash-event{grid-template-columns:auto 1fr;align-items:start;gap:.25rem .5rem;display:grid}.dash-event>div,.dash-event>button{grid-column:2}.dash-event>button{justify-self:start}.dash-event__note,.dash-event__refusal{margin:0;font-size:.875rem}.dash-event__refusal{color:var(--color-danger)}\n.dash-tickets__count{margin-bottom:var(--space-5);max-width:16rem}.dash-tickets{gap:var(--space-3);margin:0;padding:0;list-style:none;display:grid}.dash-tickets__item{gap:var(--space-3);grid-template-columns:1fr;align-items:center;display:grid}@media (width>=40rem){.dash-tickets__item{grid-template-columns:10rem 1fr auto}}.dash-tickets__image{aspect-ratio:16/9;object-fit:cover;border-radius:var(--radius-sm);background:var(--color-brand-soft);width:100%}.dash-tickets__name{font-size:var(--text-lg);margin:0 0 var(--space-1)}.dash-tickets__meta{color:var(--color-ink-muted);margin:0}.dash-ticket__qr{min-height:200px;margin-bottom:var(--space-4);place-items:center;display:grid}.dash-ticket__details{gap:var(--space-2) var(--space-4);margin:0 0 var(--space-4);grid-template-columns:auto 1fr;display:grid}.dash-ticket__details dt{color:var(--color-ink-muted);font-weight:600}.dash-ticket__details dd{overflow-wrap:anywhere;margin:0}.dash-ticket__token{font-family:ui-monospace,monospace}.dash-ticket__note{padding:var(--space-3);border-radius:var(--radius-sm);background:var(--color-brand-soft);color:var(--color-brand-strong);margin:0;font-weight:600}.dash-tickets__void{color:var(--color-danger);margin:0;font-weight:700}.dash-ticket__actions{flex-wrap:wrap;justify-content:center;gap:.5rem;margin-top:1rem;display:flex}.dash-tickets__partner{margin:var(--space-1) 0 0;font-weight:600}.dash-tickets__earlier{text-align:center;margin:1rem 0 0}\n.dash-receipt{max-width:36rem}.dash-receipt__club{margin:0 0 var(--space-1);font-weight:700;font-size:var(--text-lg)}.dash-receipt__lines{gap:var(--space-2) var(--space-4);margin:var(--space-4) 0;grid-template-columns:minmax(8rem,auto) 1fr;display:grid}.dash-receipt__lines dt{color:var(--color-ink-muted);font-weight:600}.dash-receipt__lines dd{overflow-wrap:anywhere;margin:0}.dash-receipt__actions{gap:var(--space-3);flex-wrap:wrap;display:flex}@media (width<=30rem){.dash-receipt__lines{gap:0 var(--space-4);grid-template-columns:1fr}.dash-receipt__lines dd{margin-bottom:var(--space-2)}}@media print{.dash-skip-link,.dash-top,.dash-side,.dash-receipt__actions,.dash-screen-header{display:none!important}.dash-receipt{box-shadow:none;border:none}}.dash-receipt__players{margin:0;padding-left:1.1rem}\n.dash-result{gap:var(--space-4);justify-items:start;max-width:40rem;display:grid}.dash-result__box{width:100%;padding:var(--space-4);border-radius:var(--radius-md)}.dash-result__box p:last-child{margin-bottom:0}.dash-result__box--success{background:var(--color-success-bg);color:var(--color-success)}.dash-result__box--duplicate,.dash-result__box--not-issued,.dash-result__box--pending{background:var(--color-brand-soft);color:var(--color-brand-strong)}.dash-result__box--failed{background:var(--color-danger-bg);color:var(--color-danger)}.dash-result__title{font-size:var(--text-lg)}\n.dash-partners{margin-bottom:var(--space-5)}.dash-partners__list{gap:var(--space-4);margin:0;padding:0;list-style:none;display:grid}.dash-partners__what,.dash-partners__by{margin:0 0 var(--space-2)}.dash-partners__by{color:var(--color-ink-muted)}.dash-partners__actions{gap:var(--space-2);flex-wrap:wrap;display:flex}\n.dash-notes{gap:var(--space-3);margin:0;padding:0;list-style:none;display:grid}.dash-notes__title{font-size:var(--text-lg);margin:0}.dash-notes__date{font-size:var(--text-sm);color:var(--color-ink-muted);margin:var(--space-1) 0 var(--space-2)}.dash-notes__message{white-space:pre-line;margin:0}.dash-notes__bar{justify-content:space-between;align-items:center;gap:var(--space-2);margin:0 0 var(--space-3);flex-wrap:wrap;display:flex}.dash-notes__item.is-unread{border-left:4px solid var(--color-accent)}.dash-notes__new{margin-right:var(--space-2);padding:0 var(--space-2);border-radius:var(--radius-sm);background:var(--color-accent);color:var(--color-accent-ink);font-size:var(--text-sm);vertical-align:middle;display:inline-block}.dash-notes__read{margin-top:var(--space-2)}.dash-channels{margin-top:var(--space-5)}.dash-channels__list,.dash-channels__order{margin:0 0 var(--space-4);gap:var(--space-2);padding:0;list-style:none;display:grid}.dash-channels__item{align-items:center;gap:var(--space-2);flex-wrap:wrap;display:flex}.dash-channels__name{flex:12rem;font-weight:600}.dash-channels__state{min-width:2.5rem}.dash-channels__why{font-weight:400;font-size:var(--text-sm);color:var(--color-ink-muted)}.dash-channels__subtitle{font-size:var(--text-base);margin:var(--space-4) 0 var(--space-2)}.dash-channels__kinds{gap:var(--space-1);border:0;margin:0;padding:0;display:grid}.dash-notes__older{text-align:center;margin:1rem 0 0}\n.dash-matches__stats{gap:var(--space-4);margin-bottom:var(--space-5);grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));display:grid}.dash-matches__scroll{background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md);overflow-x:auto}.dash-matches{border-collapse:collapse;width:100%;font-size:var(--text-sm)}.dash-matches th,.dash-matches td{text-align:left;padding:var(--space-3) var(--space-4);border-bottom:1px solid var(--color-border);white-space:nowrap}.dash-matches tbody tr:last-child td{border-bottom:none}.dash-matches__result{padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);font-weight:700}.dash-matches__result--won{color:var(--color-success);background:var(--color-success-bg)}.dash-matches__result--lost{color:var(--color-neutral);background:var(--color-neutral-bg)}.dash-open-matches{margin-bottom:var(--space-5)}.dash-open-matches h2{font-size:var(--text-lg);margin-bottom:var(--space-3)}.dash-open-matches__list{gap:var(--space-4);margin:0;padding:0;list-style:none;display:grid}.dash-open-match__title{font-size:var(--text-base);margin:0 0 var(--space-2)}.dash-open-match__meta{margin:0 0 var(--space-3);font-size:var(--text-sm)}.dash-open-match__form{gap:var(--space-3);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));align-items:end;display:grid}.dash-open-match__form .field-error{grid-column:1/-1;margin:0}.dash-open-match__actions{gap:var(--space-3);flex-wrap:wrap;display:flex}.dash-rating{margin-bottom:var(--space-5)}.dash-rating__chart{height:14rem;position:relative}.dash-draws{gap:var(--space-4);margin-bottom:var(--space-5);display:grid}.dash-draws h2{font-size:var(--text-lg);margin:0}.dash-draw h3{font-size:var(--text-base);margin:0 0 var(--space-1)}.dash-draw__meta{margin:0 0 var(--space-3);font-size:var(--text-sm);color:var(--color-ink-muted)}.dash-draw__rounds{gap:var(--space-4);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.dash-draw h4{font-size:var(--text-sm);margin:0 0 var(--space-2)}.dash-draw__matches{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}.dash-draw__match{padding:var(--space-2) var(--space-3);border:1px solid var(--color-border);border-radius:var(--radius-sm);font-size:var(--text-sm);display:grid}.dash-draw__place--won{font-weight:700}.dash-draw__you{padding:0 var(--space-1);border-radius:var(--radius-sm);background:var(--color-accent);color:var(--color-accent-ink)}.dash-draw__score{color:var(--color-ink-muted)}.dash-friendly{margin-bottom:var(--space-5)}.dash-friendly__title{font-size:var(--text-lg);margin:0 0 var(--space-2)}.dash-friendly__hint{margin:var(--space-1) 0 var(--space-3);font-size:var(--text-sm);color:var(--color-ink-muted)}.dash-friendly__sent:empty{display:none}.dash-friendly__sent{color:var(--color-success);font-weight:600}.dash-friendly__form{gap:var(--space-3);margin-top:var(--space-4);display:grid}.dash-friendly__opponents{border:1px solid var(--color-border);border-radius:var(--radius-md);padding:var(--space-3) var(--space-4);margin:0}.dash-friendly__opponents legend{padding:0 var(--space-1);font-weight:600}.dash-friendly__option{align-items:center;gap:var(--space-2);min-height:44px;display:flex}.dash-friendly__chosen{margin:0 0 var(--space-2)}.dash-friendly__fields{gap:var(--space-3);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));align-items:end;display:grid}.dash-friendly__form .field-error{margin:0}.dash-matches__earlier{text-align:center;margin:1rem 0 0}\n.group-form{gap:var(--space-4);max-width:36rem;margin-bottom:2rem;display:grid}.group-form__choices{border:1px solid var(--color-border);border-radius:.375rem;flex-wrap:wrap;gap:.5rem 1rem;display:flex}\n.dash-family-checkout__players{border:0;gap:.75rem;margin:0 0 1rem;padding:0;display:grid}.dash-family-checkout__options{gap:.25rem;margin:.5rem 0 0 1.6rem;display:grid}.dash-family-checkout__quote{border-collapse:collapse;width:100%;margin-bottom:1rem}.dash-family-checkout__quote caption{text-align:left;margin-bottom:.5rem;font-weight:600}.dash-family-checkout__quote th,.dash-family-checkout__quote td{text-align:left;border-bottom:1px solid var(--color-border,#ddd);vertical-align:top;padding:.35rem .25rem}.dash-family-checkout__what{font-size:.875rem;font-weight:400;display:block}\n.dash-overview{gap:var(--space-4);grid-template-columns:1fr;display:grid}@media (width>=48rem){.dash-overview{grid-template-columns:1fr 1fr}}.dash-overview__note{color:var(--color-ink-muted);margin:var(--space-2) 0}.dash-overview__next-session{-webkit-line-clamp:2;-webkit-box-orient:vertical;min-block-size:2lh;display:-webkit-box;overflow:hidden}@media (width>=60rem){.dash-overview__next-session{min-block-size:1lh}}.dash-overview__link{align-items:center;min-height:44px;font-weight:600;display:inline-flex}.dash-tracker__chart,.dash-tracker__notice{aspect-ratio:1;max-width:14rem;margin:var(--space-2) auto}.dash-tracker__notice{border:2.25rem solid var(--color-neutral-bg);text-align:center;padding:var(--space-2);border-radius:50%;place-items:center;display:grid}.dash-tracker__notice p{font-size:var(--text-sm);color:var(--color-ink-muted);margin:0}.dash-tracker__legend{margin:var(--space-3) 0 0;justify-content:center;gap:var(--space-2) var(--space-5);font-size:var(--text-sm);flex-wrap:wrap;padding:0;list-style:none;display:flex}.dash-tracker__legend li{align-items:center;gap:var(--space-2);display:flex}.dash-tracker__legend strong{margin-left:var(--space-1)}.dash-tracker__swatch{border-radius:50%;width:.875rem;height:.875rem}.dash-tracker__swatch--played{background:var(--color-brand)}.dash-tracker__swatch--won{background:var(--color-accent);box-shadow:inset 0 0 0 1px var(--color-accent-ink)}.dash-tracker.is-dimmed .dash-tracker__notice,.dash-tracker.is-dimmed .dash-tracker__legend{opacity:.75}.dash-tracker.is-dimmed .dash-tracker__swatch{background:var(--color-neutral-bg)}.dash-carousel__slide{gap:var(--space-4);align-items:center;min-height:7rem;display:flex}.dash-carousel__date{width:5.5rem;padding:var(--space-3);border-radius:var(--radius-md);background:var(--color-brand);color:#fff;text-align:center;flex:none;place-items:center;display:grid}.dash-carousel__month{font-family:var(--font-display);font-size:var(--text-xs);font-weight:600}.dash-carousel__day{font-family:var(--font-display);font-size:var(--text-xl);font-weight:700}.dash-carousel__name{font-size:var(--text-lg);margin:0 0 var(--space-1)}.dash-carousel__location{color:var(--color-ink-muted);margin:0}.dash-carousel__controls{justify-content:space-between;align-items:center;gap:var(--space-3);margin-top:var(--space-4);display:flex}.dash-carousel__count{color:var(--color-ink-muted);font-size:var(--text-sm)}.dash-carousel__empty{color:var(--color-ink-muted);margin:var(--space-5) 0}\n"}],"routeData":{"route":"/u","isIndex":false,"type":"page","pattern":"^\\/u$","segments":[[{"content":"u","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/u.astro","pathname":"/u","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".card-grid[data-astro-cid-vk6sm2lw]{--column-width:17rem;gap:var(--space-5);grid-template-columns:repeat(auto-fill, minmax(min(100%, var(--column-width)), 1fr));margin:0;padding:0;list-style:none;display:grid}.fit[data-astro-cid-vk6sm2lw]{grid-template-columns:repeat(auto-fit, minmax(min(100%, var(--column-width)), 1fr))}.narrow[data-astro-cid-vk6sm2lw]{--column-width:14rem}.wide[data-astro-cid-vk6sm2lw]{--column-width:19rem}.widest[data-astro-cid-vk6sm2lw]{--column-width:22rem}\n.eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.page-intro[data-astro-cid-7ap3lekn]{padding-block:var(--space-7) var(--space-6)}.soft[data-astro-cid-7ap3lekn]{background:linear-gradient(180deg, var(--color-brand-soft), var(--color-bg))}.dark[data-astro-cid-7ap3lekn]{background:var(--color-brand-strong);color:#fff}\n.section[data-astro-cid-fstdvrh4]{padding-block:var(--space-8)}.soft[data-astro-cid-fstdvrh4]{background:var(--color-surface)}.dark[data-astro-cid-fstdvrh4]{background:var(--color-brand-strong);color:#fff}.head[data-astro-cid-fstdvrh4]{max-width:46rem;margin-bottom:var(--space-6)}.split[data-astro-cid-fstdvrh4]{gap:var(--space-7);grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));align-items:center;display:grid}.split[data-astro-cid-fstdvrh4] .head[data-astro-cid-fstdvrh4]{margin-bottom:var(--space-5)}.split[data-astro-cid-fstdvrh4] img[data-astro-cid-fstdvrh4]{border-radius:var(--radius-lg);width:100%}.split[data-astro-cid-fstdvrh4] .start[data-astro-cid-fstdvrh4]{order:-1}\n.tag[data-astro-cid-ypdrlgif]{padding:0 var(--space-3);border-radius:var(--radius-pill);background:var(--color-brand-soft);color:var(--color-brand-strong);font-size:var(--text-xs);margin:0;font-weight:700;display:inline-block}p[data-astro-cid-ypdrlgif].tag{margin-bottom:var(--space-2)}.medium[data-astro-cid-ypdrlgif]{padding:var(--space-1) var(--space-3);font-size:var(--text-sm)}p[data-astro-cid-ypdrlgif].medium{margin-bottom:var(--space-3)}.capitalise[data-astro-cid-ypdrlgif]{text-transform:capitalize}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.video[data-astro-cid-my6c6rlp]{background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md);height:100%;box-shadow:var(--shadow-sm);flex-direction:column;display:flex;overflow:hidden}.player[data-astro-cid-my6c6rlp]{aspect-ratio:16/9;background:var(--color-ink);position:relative}.player[data-astro-cid-my6c6rlp] img[data-astro-cid-my6c6rlp],.player[data-astro-cid-my6c6rlp] iframe{object-fit:cover;border:0;width:100%;height:100%;position:absolute;inset:0}.play[data-astro-cid-my6c6rlp]{border-radius:0;place-items:center;display:grid;position:absolute;inset:0}.play[data-astro-cid-my6c6rlp] svg[data-astro-cid-my6c6rlp]{filter:drop-shadow(0 2px 6px #0006);width:68px;height:48px;transition:transform var(--duration)}.play[data-astro-cid-my6c6rlp]:hover svg[data-astro-cid-my6c6rlp],.play[data-astro-cid-my6c6rlp]:focus-visible svg[data-astro-cid-my6c6rlp]{transform:scale(1.1)}.play[data-astro-cid-my6c6rlp]:focus-visible{box-shadow:inset 0 0 0 4px var(--color-accent)}.body[data-astro-cid-my6c6rlp]{gap:var(--space-2);padding:var(--space-4) var(--space-5) var(--space-5);flex-direction:column;flex:1;display:flex}.meta[data-astro-cid-my6c6rlp]{gap:var(--space-3);font-size:var(--text-xs);color:var(--color-ink-muted);align-items:center;margin:0;display:flex}h3[data-astro-cid-my6c6rlp]{font-size:var(--text-lg);margin:0}.description[data-astro-cid-my6c6rlp]{color:var(--color-ink-muted);font-size:var(--text-sm);margin:0}.external[data-astro-cid-my6c6rlp]{align-self:flex-start;margin-top:auto}.filters[data-astro-cid-dvozwlp7]{gap:var(--space-2);margin-bottom:var(--space-5);flex-wrap:wrap;display:flex}.filters[data-astro-cid-dvozwlp7][data-pending]{visibility:hidden}@media (scripting:none){.filters[data-astro-cid-dvozwlp7]{display:none}}.filter[data-astro-cid-dvozwlp7]{min-height:44px;padding:var(--space-2) var(--space-4);border:2px solid var(--color-brand);border-radius:var(--radius-pill);background:var(--color-bg);color:var(--color-brand);cursor:pointer;font-weight:600}.filter[data-astro-cid-dvozwlp7][aria-pressed=true]{background:var(--color-brand);color:#fff}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/videos","isIndex":false,"type":"page","pattern":"^\\/videos$","segments":[[{"content":"videos","dynamic":false,"spread":false}]],"params":[],"component":"src/pages/videos.astro","pathname":"/videos","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}},{"file":"","links":[],"scripts":[],"styles":[{"type":"inline","content":".eyebrow[data-astro-cid-g6jg4az5]{margin:0 0 var(--space-2);font-size:var(--text-sm);letter-spacing:.08em;text-transform:uppercase;color:var(--color-brand);font-weight:700}.eyebrow[data-astro-cid-g6jg4az5].on-dark{color:var(--color-accent)}h1[data-astro-cid-g6jg4az5]{font-size:var(--text-3xl);max-width:24ch}h2[data-astro-cid-g6jg4az5]{font-size:var(--text-2xl)}.lead[data-astro-cid-g6jg4az5]{max-width:46rem;font-size:var(--text-lg);color:var(--color-ink-muted);margin:0}.lead[data-astro-cid-g6jg4az5].on-dark{color:#fff}\n.section[data-astro-cid-fstdvrh4]{padding-block:var(--space-8)}.soft[data-astro-cid-fstdvrh4]{background:var(--color-surface)}.dark[data-astro-cid-fstdvrh4]{background:var(--color-brand-strong);color:#fff}.head[data-astro-cid-fstdvrh4]{max-width:46rem;margin-bottom:var(--space-6)}.split[data-astro-cid-fstdvrh4]{gap:var(--space-7);grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));align-items:center;display:grid}.split[data-astro-cid-fstdvrh4] .head[data-astro-cid-fstdvrh4]{margin-bottom:var(--space-5)}.split[data-astro-cid-fstdvrh4] img[data-astro-cid-fstdvrh4]{border-radius:var(--radius-lg);width:100%}.split[data-astro-cid-fstdvrh4] .start[data-astro-cid-fstdvrh4]{order:-1}\na[data-astro-cid-fvgoxzru]{gap:var(--space-1);height:100%;padding:var(--space-4) var(--space-5);border:1px solid var(--color-border);border-left:6px solid var(--color-brand);border-radius:var(--radius-md);background:var(--color-bg);color:var(--color-ink);transition:box-shadow var(--duration);text-decoration:none;display:grid}a[data-astro-cid-fvgoxzru]:hover{box-shadow:var(--shadow-md)}strong[data-astro-cid-fvgoxzru]{font-family:var(--font-display);font-size:var(--text-lg);color:var(--color-brand)}span[data-astro-cid-fvgoxzru]{color:var(--color-ink-muted);font-size:var(--text-sm)}\n.plans[data-astro-cid-hx7cijaf]{margin-top:var(--space-7)}h3[data-astro-cid-hx7cijaf]{font-size:var(--text-lg)}.more[data-astro-cid-wg6fsuxw]{margin:var(--space-5) 0 0;font-weight:600}.plans[data-astro-cid-mnrs5ez3]{gap:var(--space-5);grid-template-columns:repeat(auto-fit,minmax(min(100%,15.5rem),1fr));margin:0;padding:0;list-style:none;display:grid}.plan[data-astro-cid-mnrs5ez3]{padding:var(--space-5);background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-lg);box-shadow:var(--shadow-sm);flex-direction:column;display:flex}.featured[data-astro-cid-mnrs5ez3]{border:2px solid var(--color-brand);box-shadow:var(--shadow-md)}h3[data-astro-cid-mnrs5ez3]{font-size:var(--text-lg);margin:0 0 var(--space-2)}.tag[data-astro-cid-mnrs5ez3]{min-height:1.75rem;margin:0 0 var(--space-3);padding:var(--space-1) var(--space-3);border-radius:var(--radius-pill);background:var(--color-accent);color:var(--color-accent-ink);font-size:var(--text-xs);align-self:flex-start;font-weight:700}.tag-empty[data-astro-cid-mnrs5ez3]{background:0 0}.price[data-astro-cid-mnrs5ez3]{align-items:baseline;gap:var(--space-2);flex-wrap:wrap;margin:0;display:flex}.amount[data-astro-cid-mnrs5ez3]{font-family:var(--font-display);font-size:var(--text-2xl);font-weight:800}.period[data-astro-cid-mnrs5ez3]{color:var(--color-ink-muted)}.usd[data-astro-cid-mnrs5ez3]{margin:0 0 var(--space-4);font-size:var(--text-xs);color:var(--color-ink-muted)}.benefits[data-astro-cid-mnrs5ez3]{gap:var(--space-2);margin:0 0 var(--space-5);padding:var(--space-4) 0 0;border-top:1px solid var(--color-border);font-size:var(--text-sm);list-style:none;display:grid}.benefits[data-astro-cid-mnrs5ez3] li[data-astro-cid-mnrs5ez3]{gap:var(--space-2);grid-template-columns:18px 1fr;align-items:start;display:grid}.benefits[data-astro-cid-mnrs5ez3] svg[data-astro-cid-mnrs5ez3]{margin-top:3px}.yes[data-astro-cid-mnrs5ez3] svg[data-astro-cid-mnrs5ez3]{color:var(--color-success)}.no[data-astro-cid-mnrs5ez3]{color:var(--color-ink-muted)}.plan[data-astro-cid-mnrs5ez3] .btn[data-astro-cid-mnrs5ez3]{margin-top:auto}.newsletter[data-astro-cid-qy7d3yih]{max-width:36rem}.row[data-astro-cid-qy7d3yih]{gap:var(--space-3);flex-wrap:wrap;display:flex}.row[data-astro-cid-qy7d3yih] input[data-astro-cid-qy7d3yih]{flex:16rem}.field[data-astro-cid-qy7d3yih] label[data-astro-cid-qy7d3yih]{color:#fff}.status[data-astro-cid-qy7d3yih]{min-height:1.6em;margin-top:var(--space-3)}.status[data-astro-cid-qy7d3yih] p{padding:var(--space-1) var(--space-3);border-radius:var(--radius-sm);background:var(--color-bg);display:inline-block}.status[data-astro-cid-qy7d3yih] .form-success{background:var(--color-success-bg)}.status[data-astro-cid-qy7d3yih] .form-error{background:var(--color-danger-bg)}.state[data-astro-cid-qycedkjb]{padding:var(--space-5);border-radius:var(--radius-md);background:var(--color-surface);font-size:var(--text-md)}.state[data-astro-cid-qycedkjb].form-error{background:var(--color-danger-bg)}.carousel[data-astro-cid-qycedkjb]{max-width:48rem}.slides[data-astro-cid-qycedkjb]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:grid}.carousel[data-astro-cid-qycedkjb]:not([data-enhanced]) .slide[data-astro-cid-qycedkjb]:not(:first-child){display:none}@media (scripting:none){.carousel[data-astro-cid-qycedkjb]:not([data-enhanced]) .slide[data-astro-cid-qycedkjb]:not(:first-child){display:block}.loading[data-astro-cid-qycedkjb]{display:none}}.slide[data-astro-cid-qycedkjb][hidden]{display:none}.carousel[data-astro-cid-qycedkjb][data-enhanced] .slide[data-astro-cid-qycedkjb]:not([hidden]){animation:.3s ease-out fade-in}@keyframes fade-in{0%{opacity:0;transform:translate(8px)}}figure[data-astro-cid-qycedkjb]{padding:var(--space-6);background:var(--color-surface);border-radius:var(--radius-lg);margin:0}.quote-mark[data-astro-cid-qycedkjb]{width:40px;height:30px;fill:var(--color-brand);margin-bottom:var(--space-3)}blockquote[data-astro-cid-qycedkjb]{margin:0 0 var(--space-5);font-size:var(--text-lg)}blockquote[data-astro-cid-qycedkjb] p[data-astro-cid-qycedkjb]{margin:0}figcaption[data-astro-cid-qycedkjb]{align-items:center;gap:var(--space-3);display:flex}figcaption[data-astro-cid-qycedkjb] img[data-astro-cid-qycedkjb],.avatar[data-astro-cid-qycedkjb]{border-radius:var(--radius-pill);object-fit:cover;width:56px;height:56px}.avatar[data-astro-cid-qycedkjb]{background:var(--color-brand);color:#fff;font-family:var(--font-display);font-size:var(--text-xl);place-items:center;font-weight:700;display:grid}figcaption[data-astro-cid-qycedkjb] strong[data-astro-cid-qycedkjb]{display:block}.role[data-astro-cid-qycedkjb]{color:var(--color-ink-muted);font-size:var(--text-sm)}.loading[data-astro-cid-qycedkjb]{margin:var(--space-4) 0 0;color:var(--color-ink-muted)}.controls[data-astro-cid-qycedkjb]{align-items:center;gap:var(--space-4);margin-top:var(--space-4);display:flex}.controls[data-astro-cid-qycedkjb][hidden]{display:none}.arrow[data-astro-cid-qycedkjb]{border:2px solid var(--color-brand);border-radius:var(--radius-pill);background:var(--color-bg);width:44px;height:44px;color:var(--color-brand);cursor:pointer;justify-content:center;align-items:center;display:inline-flex}.arrow[data-astro-cid-qycedkjb]:hover{background:var(--color-brand-soft)}.arrow[data-astro-cid-qycedkjb][aria-disabled=true]{border-color:var(--color-border);color:var(--color-ink-muted);background:var(--color-neutral-bg);cursor:not-allowed}.dots[data-astro-cid-qycedkjb]{gap:var(--space-1);flex-wrap:wrap;display:flex}.dot[data-astro-cid-qycedkjb]{border-radius:var(--radius-pill);background:radial-gradient(circle, var(--color-ink-muted) 5px, transparent 6px);cursor:pointer;border:0;width:24px;height:24px;padding:0}.dot[data-astro-cid-qycedkjb][aria-current=true]{background:radial-gradient(circle, var(--color-brand) 7px, transparent 8px)}.more[data-astro-cid-lcdefpme]{margin:var(--space-5) 0 0;font-weight:600}\n.card-grid[data-astro-cid-vk6sm2lw]{--column-width:17rem;gap:var(--space-5);grid-template-columns:repeat(auto-fill, minmax(min(100%, var(--column-width)), 1fr));margin:0;padding:0;list-style:none;display:grid}.fit[data-astro-cid-vk6sm2lw]{grid-template-columns:repeat(auto-fit, minmax(min(100%, var(--column-width)), 1fr))}.narrow[data-astro-cid-vk6sm2lw]{--column-width:14rem}.wide[data-astro-cid-vk6sm2lw]{--column-width:19rem}.widest[data-astro-cid-vk6sm2lw]{--column-width:22rem}\narticle[data-astro-cid-atssbmnx]{height:100%;padding:var(--space-5);background:var(--color-bg);border:1px solid var(--color-border);border-top:6px solid var(--color-brand);border-radius:var(--radius-md);transition:box-shadow var(--duration);position:relative}article[data-astro-cid-atssbmnx]:hover{box-shadow:var(--shadow-md)}.cover[data-astro-cid-atssbmnx]{width:calc(100% + 2 * var(--space-5));aspect-ratio:3/2;object-fit:cover;max-width:none;height:auto;margin:calc(-1 * var(--space-5)) calc(-1 * var(--space-5)) var(--space-4);border-radius:var(--radius-sm) var(--radius-sm) 0 0;background:var(--color-border);display:block}.meta[data-astro-cid-atssbmnx]{font-size:var(--text-sm);color:var(--color-ink-muted);margin-bottom:var(--space-2)}.title[data-astro-cid-atssbmnx]{font-size:var(--text-lg)}.title[data-astro-cid-atssbmnx] a[data-astro-cid-atssbmnx]{color:var(--color-ink);text-decoration:none}.title[data-astro-cid-atssbmnx] a[data-astro-cid-atssbmnx]:after{content:\"\";position:absolute;inset:0}.title[data-astro-cid-atssbmnx] a[data-astro-cid-atssbmnx]:hover{text-decoration:underline}.excerpt[data-astro-cid-atssbmnx]{color:var(--color-ink-muted);margin:0}\n.hero[data-astro-cid-iz3slcec]{isolation:isolate;padding-block:calc(var(--nav-height) + var(--space-6)) var(--space-7);color:#fff;background:var(--color-brand-strong);align-items:center;display:flex;position:relative;overflow:hidden}.hero[data-astro-cid-iz3slcec].full{min-height:min(100svh,56rem)}.hero[data-astro-cid-iz3slcec].compact{min-height:min(70svh,36rem)}.hero-image[data-astro-cid-iz3slcec]{z-index:-2;object-fit:cover;width:100%;max-width:none;height:100%;position:absolute;inset:0}.at-left[data-astro-cid-iz3slcec]{object-position:25% center}.at-right[data-astro-cid-iz3slcec]{object-position:75% center}.hero[data-astro-cid-iz3slcec]:after{content:\"\";z-index:-1;background:linear-gradient(100deg, color-mix(in srgb, var(--color-brand-strong) 92%, transparent) 0%, color-mix(in srgb, var(--color-brand-strong) 72%, transparent) 55%, color-mix(in srgb, var(--color-brand-strong) 35%, transparent) 100%);position:absolute;inset:0}@media (width<=47.99rem){.hero[data-astro-cid-iz3slcec]:after{background:color-mix(in srgb, var(--color-brand-strong) 84%, transparent)}}.hero-content[data-astro-cid-iz3slcec]{max-width:var(--content-width)}h1[data-astro-cid-iz3slcec]{overflow-wrap:break-word;letter-spacing:-.01em;max-width:20ch;margin-bottom:var(--space-4);font-size:clamp(2rem,1.2rem + 4vw,3.75rem);font-weight:800}.subtitle[data-astro-cid-iz3slcec]{font-family:var(--font-display);font-size:var(--text-xl);color:var(--color-accent);margin-bottom:var(--space-3);font-weight:600}.text[data-astro-cid-iz3slcec]{max-width:42rem;font-size:var(--text-lg)}.buttons[data-astro-cid-iz3slcec]{gap:var(--space-3);margin-top:var(--space-5);flex-wrap:wrap;display:flex}.btn-ghost[data-astro-cid-iz3slcec]{color:#fff;background:0 0;border-color:#fff}.btn-ghost[data-astro-cid-iz3slcec]:hover{background:#ffffff1f}.btn-accent[data-astro-cid-iz3slcec]:hover{background:color-mix(in srgb, var(--color-accent) 75%, white)}\n.calendar-link[data-astro-cid-ge4udrrg]{margin:var(--space-5) 0 0;font-weight:700}\n@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-core.BluqHScI.woff2)format(\"woff2\");unicode-range:U+20-7E,U+A0,U+A9,U+B7,U+D7,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-accents.SP9x4I3n.woff2)format(\"woff2\");unicode-range:U+A1-A8,U+AA-B6,U+B8-D6,U+D8-FF}@font-face{font-family:Outfit Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/_astro/outfit-naija.DxkErGQW.woff2)format(\"woff2\");unicode-range:U+143-144,U+181,U+18A,U+198-199,U+1F8-1F9,U+253,U+257,U+300-301,U+304,U+323,U+1E62-1E63,U+1EB8-1EB9,U+1ECA-1ECD,U+1EE4-1EE5,U+20A6}@font-face{font-family:Outfit Fallback;src:local(Arial),local(Liberation Sans),local(Helvetica);size-adjust:100.8%;ascent-override:99.2%;descent-override:25.8%;line-gap-override:0%}:root{--color-brand:#0b5d3b;--color-brand-strong:#073f28;--color-brand-soft:#e6f2ec;--color-accent:#d9ef3c;--color-accent-ink:#1d2400;--color-ink:#111827;--color-ink-muted:#4b5563;--color-bg:#fff;--color-surface:#f5f7f6;--color-border:#d7dedb;--color-overlay:#07140e99;--color-success:#116b35;--color-warning:#a34700;--color-danger:#b42318;--color-neutral:#4b5563;--color-success-bg:#e7f6ec;--color-warning-bg:#fff2e5;--color-danger-bg:#fdecea;--color-neutral-bg:#eef0f2;--font-body:system-ui, -apple-system, \"Segoe UI\", Roboto, \"Helvetica Neue\", Arial, sans-serif;--font-display:\"Outfit Variable\", \"Outfit Fallback\", var(--font-body);--text-xs:.8125rem;--text-sm:.9375rem;--text-md:1rem;--text-lg:1.25rem;--text-xl:1.625rem;--text-2xl:clamp(1.875rem, 1.4rem + 2vw, 2.75rem);--text-3xl:clamp(2.25rem, 1.6rem + 3.2vw, 3.75rem);--space-1:.25rem;--space-2:.5rem;--space-3:.75rem;--space-4:1rem;--space-5:1.5rem;--space-6:2rem;--space-7:3rem;--space-8:4.5rem;--radius-sm:6px;--radius-md:12px;--radius-lg:20px;--radius-pill:999px;--shadow-sm:0 1px 2px #11182714;--shadow-md:0 6px 24px #1118271a;--content-width:72rem;--focus-ring:0 0 0 3px #fff, 0 0 0 5px var(--color-brand);--duration:.2s}@media (prefers-reduced-motion:reduce){:root{--duration:0s}*,:before,:after{scroll-behavior:auto!important;transition-duration:.01ms!important;animation-duration:.01ms!important;animation-iteration-count:1!important}}*,:before,:after{box-sizing:border-box}html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}body{font-family:var(--font-body);font-size:var(--text-md);color:var(--color-ink);background:var(--color-bg);margin:0;line-height:1.6}h1,h2,h3,h4{font-family:var(--font-display);margin:0 0 var(--space-3);line-height:1.2}p{margin:0 0 var(--space-4)}img,svg{max-width:100%;height:auto;display:block}a{color:var(--color-brand)}:focus-visible{box-shadow:var(--focus-ring);border-radius:var(--radius-sm);outline:none}button,input,select,textarea{font:inherit}.visually-hidden{clip:rect(0 0 0 0);white-space:nowrap;width:1px;height:1px;overflow:hidden;position:absolute!important}.container{width:min(100% - 2 * var(--space-4), var(--content-width));margin-inline:auto}.btn{justify-content:center;align-items:center;gap:var(--space-2);min-height:44px;padding:var(--space-2) var(--space-5);border-radius:var(--radius-pill);cursor:pointer;transition:background-color var(--duration), color var(--duration);border:2px solid #0000;font-weight:600;text-decoration:none;display:inline-flex}.btn-primary{background:var(--color-brand);color:#fff}.btn-primary:hover{background:var(--color-brand-strong)}.btn-accent{background:var(--color-accent);color:var(--color-accent-ink)}.btn-outline{color:var(--color-brand);border-color:var(--color-brand);background:0 0}.btn:disabled,.btn[aria-disabled=true]{background:var(--color-neutral-bg);color:var(--color-ink-muted);cursor:not-allowed;border-color:#0000}.field{gap:var(--space-1);display:grid}.field label{font-weight:600;font-size:var(--text-sm)}.field input,.field select,.field textarea{min-height:44px;padding:var(--space-2) var(--space-3);border-radius:var(--radius-sm);color:var(--color-ink);background:#fff;border:1px solid #6b7280}.field [aria-invalid=true]{border-color:var(--color-danger)}.field-error,.form-error{color:var(--color-danger);font-size:var(--text-sm);margin:0}.form-success{color:var(--color-success);font-size:var(--text-sm);margin:0}\n.card[data-astro-cid-2ahl5jw3]{background:var(--color-bg);border:1px solid var(--color-border);border-radius:var(--radius-md);height:100%;box-shadow:var(--shadow-sm);transition:box-shadow var(--duration), transform var(--duration);flex-direction:column;display:flex;overflow:hidden}.card[data-astro-cid-2ahl5jw3]:hover{box-shadow:var(--shadow-md);transform:translateY(-2px)}img[data-astro-cid-2ahl5jw3]{aspect-ratio:480/300;object-fit:cover;background:var(--color-brand-soft);width:100%}.portrait[data-astro-cid-2ahl5jw3]{aspect-ratio:1}.body[data-astro-cid-2ahl5jw3]{gap:var(--space-3);padding:var(--space-4) var(--space-5) var(--space-5);flex-direction:column;flex:1;display:flex}.name[data-astro-cid-2ahl5jw3]{font-size:var(--text-lg);margin:0}.facts[data-astro-cid-2ahl5jw3]{gap:var(--space-1);font-size:var(--text-sm);margin:0;display:grid}.facts[data-astro-cid-2ahl5jw3] div[data-astro-cid-2ahl5jw3]{gap:var(--space-2);display:flex}dt[data-astro-cid-2ahl5jw3]{min-width:5.5rem;color:var(--color-ink-muted)}dd[data-astro-cid-2ahl5jw3]{margin:0;font-weight:600}.type[data-astro-cid-2ahl5jw3]{text-transform:capitalize;color:var(--color-ink-muted);margin:0}.btn[data-astro-cid-2ahl5jw3]{align-self:flex-start;margin-top:auto}.empty[data-astro-cid-wngkcaey]{padding:var(--space-6);text-align:center;border:2px dashed var(--color-border);border-radius:var(--radius-md);background:var(--color-bg)}.message[data-astro-cid-wngkcaey]{font-family:var(--font-display);font-size:var(--text-lg);margin:0;font-weight:600}\n.stars[data-astro-cid-t7v4g7bm]{align-items:center;gap:var(--space-2);display:inline-flex}.icons[data-astro-cid-t7v4g7bm]{gap:2px;display:inline-flex}svg[data-astro-cid-t7v4g7bm]{width:18px;height:18px;fill:var(--color-border)}svg[data-astro-cid-t7v4g7bm].on{fill:var(--color-warning)}.figure[data-astro-cid-t7v4g7bm]{font-weight:700;font-size:var(--text-sm)}\n.logo[data-astro-cid-ylqc276q]{flex:none;width:32px;height:32px}.social[data-astro-cid-65jgskrx]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:flex}a[data-astro-cid-65jgskrx]{border-radius:var(--radius-pill);color:#fff;background:#ffffff1f;justify-content:center;align-items:center;width:44px;height:44px;display:inline-flex}a[data-astro-cid-65jgskrx]:hover{background:var(--color-accent);color:var(--color-accent-ink)}.site-footer[data-astro-cid-nw2ivrzo]{background:var(--color-brand-strong);color:#fff;padding-block:var(--space-7) var(--space-4);font-size:var(--text-sm)}.grid[data-astro-cid-nw2ivrzo]{gap:var(--space-6);grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));display:grid}.about[data-astro-cid-nw2ivrzo]{grid-column:span 2;max-width:26rem}@media (width<=40rem){.about[data-astro-cid-nw2ivrzo]{grid-column:auto}}.brand[data-astro-cid-nw2ivrzo]{align-items:center;gap:var(--space-2);margin-bottom:var(--space-3);color:#fff;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);text-decoration:none;display:inline-flex}h2[data-astro-cid-nw2ivrzo]{font-size:var(--text-md);color:var(--color-accent)}ul[data-astro-cid-nw2ivrzo]{gap:var(--space-2);margin:0;padding:0;list-style:none;display:grid}a[data-astro-cid-nw2ivrzo]{color:#fff}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]{text-decoration:none}li[data-astro-cid-nw2ivrzo] a[data-astro-cid-nw2ivrzo]:hover{text-decoration:underline}.bottom[data-astro-cid-nw2ivrzo]{margin-top:var(--space-6);padding-top:var(--space-4);border-top:1px solid #fff3}.bottom[data-astro-cid-nw2ivrzo] p[data-astro-cid-nw2ivrzo]{margin:0}.site-nav[data-astro-cid-tetgjme6]{z-index:50;height:var(--nav-height);color:#fff;transition:background-color var(--duration), box-shadow var(--duration), color var(--duration);background:0 0;align-items:center;display:flex;position:fixed;inset:0 0 auto}.site-nav[data-astro-cid-tetgjme6][data-state=solid],.site-nav[data-astro-cid-tetgjme6]:has([data-menu][data-open]){background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md)}.bar[data-astro-cid-tetgjme6]{justify-content:space-between;align-items:center;gap:var(--space-5);display:flex}.brand[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-2);color:inherit;font-family:var(--font-display);font-weight:700;font-size:var(--text-lg);white-space:nowrap;text-decoration:none;display:inline-flex}.brand-soft[data-astro-cid-tetgjme6]{font-weight:400}.links[data-astro-cid-tetgjme6]{gap:var(--space-5);margin:0;padding:0;list-style:none;display:flex}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-2) 0;color:inherit;border-bottom:2px solid #0000;font-weight:500;text-decoration:none;display:inline-block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]:hover{border-bottom-color:currentColor}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-accent);font-weight:700}.site-nav[data-astro-cid-tetgjme6][data-state=solid] .links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-brand)}.menu[data-astro-cid-tetgjme6]{align-items:center;gap:var(--space-6);display:flex}.actions[data-astro-cid-tetgjme6]{gap:var(--space-3);display:flex}.menu-toggle[data-astro-cid-tetgjme6]{border-radius:var(--radius-sm);width:44px;height:44px;color:inherit;cursor:pointer;background:0 0;border:0;justify-content:center;align-items:center;padding:0;display:none}.menu-toggle[data-astro-cid-tetgjme6] .icon-close[data-astro-cid-tetgjme6],.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-open[data-astro-cid-tetgjme6]{display:none}.menu-toggle[data-astro-cid-tetgjme6][aria-expanded=true] .icon-close[data-astro-cid-tetgjme6]{display:block}.get-started[data-astro-cid-tetgjme6]{display:none}@media (width<=899.98px){.menu-toggle[data-astro-cid-tetgjme6]{display:inline-flex}.menu[data-astro-cid-tetgjme6]{inset:var(--nav-height) 0 auto;align-items:stretch;gap:var(--space-4);padding:var(--space-4) var(--space-4) var(--space-5);background:var(--color-bg);color:var(--color-ink);box-shadow:var(--shadow-md);max-height:calc(100dvh - var(--nav-height));flex-direction:column;display:none;position:absolute;overflow-y:auto}.menu[data-astro-cid-tetgjme6][data-open]{display:flex}.links[data-astro-cid-tetgjme6]{flex-direction:column;gap:0}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6]{padding:var(--space-3) var(--space-2);border-bottom:1px solid var(--color-border);display:block}.links[data-astro-cid-tetgjme6] a[data-astro-cid-tetgjme6][aria-current=page]{border-bottom-color:var(--color-border);color:var(--color-brand);box-shadow:inset 4px 0 0 var(--color-brand)}.actions[data-astro-cid-tetgjme6]{flex-direction:column}.get-started[data-astro-cid-tetgjme6]{display:inline-flex}}:root{--nav-height:4.5rem}.skip-link[data-astro-cid-tq46r5sz]{top:var(--space-2);left:var(--space-2);z-index:100;padding:var(--space-2) var(--space-4);background:var(--color-bg);color:var(--color-brand);border-radius:var(--radius-sm);font-weight:600;position:absolute;transform:translateY(-200%)}.skip-link[data-astro-cid-tq46r5sz]:focus{transform:none}main[data-astro-cid-tq46r5sz]{outline:none;display:block}.under-solid-nav[data-astro-cid-tq46r5sz]{padding-top:var(--nav-height)}\n"}],"routeData":{"route":"/","isIndex":true,"type":"page","pattern":"^\\/$","segments":[],"params":[],"component":"src/pages/index.astro","pathname":"/","prerender":true,"fallbackRoutes":[],"distURL":[],"origin":"project","_meta":{"trailingSlash":"never"}}}],"serverLike":false,"middlewareMode":"classic","site":"http://localhost:4792","base":"/","trailingSlash":"never","compressHTML":"jsx","componentMetadata":[["/work/main/src/pages/staff.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/u.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/membership/adult.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/membership/children.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/membership/combo.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/newsletter/confirm.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/newsletter/unsubscribe.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/cookies.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/privacy.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/terms.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/blog/index.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/blog/page/[page].astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/resources.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/404.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/about.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/blog/[slug].astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/coaching/[id].astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/coaching/index.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/contact.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/forgot-password.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/gallery.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/index.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/login.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/reset-password.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/signup.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/signup/junior.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/take-over.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/tournaments.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/tournaments/[id].astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/tournaments/calendar.astro",{"propagation":"none","containsHead":true}],["/work/main/src/pages/videos.astro",{"propagation":"none","containsHead":true}],["/work/main/src/studio/NotConnected.astro",{"propagation":"none","containsHead":true}]],"renderers":[],"clientDirectives":[["idle","(()=>{var l=(n,t)=>{let i=async()=>{await(await n())()},e=typeof t.value==\"object\"?t.value:void 0,s={timeout:e==null?void 0:e.timeout};\"requestIdleCallback\"in window?window.requestIdleCallback(i,s):setTimeout(i,s.timeout||200)};(self.Astro||(self.Astro={})).idle=l;window.dispatchEvent(new Event(\"astro:idle\"));})();"],["load","(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).load=e;window.dispatchEvent(new Event(\"astro:load\"));})();"],["media","(()=>{var n=(a,t)=>{let i=async()=>{await(await a())()};if(t.value){let e=matchMedia(t.value);e.matches?i():e.addEventListener(\"change\",i,{once:!0})}};(self.Astro||(self.Astro={})).media=n;window.dispatchEvent(new Event(\"astro:media\"));})();"],["only","(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).only=e;window.dispatchEvent(new Event(\"astro:only\"));})();"],["visible","(()=>{var a=(s,i,o)=>{let r=async()=>{await(await s())()},t=typeof i.value==\"object\"?i.value:void 0,c={rootMargin:t==null?void 0:t.rootMargin},n=new IntersectionObserver(e=>{for(let l of e)if(l.isIntersecting){n.disconnect(),r();break}},c);for(let e of o.children)n.observe(e)};(self.Astro||(self.Astro={})).visible=a;window.dispatchEvent(new Event(\"astro:visible\"));})();"]],"entryModules":{"astro/entrypoints/prerender":"prerender-entry.B1kwupPO.mjs","\u0000virtual:astro:page:src/pages/404@_@astro":"chunks/404_SzYAXoDu.mjs","\u0000virtual:astro:page:src/studio/NotConnected@_@astro":"chunks/NotConnected_ClhHp-ef.mjs","\u0000astro:data-layer-content":"chunks/_astro_data-layer-content_c_UbaeV1.mjs","\u0000virtual:astro:page:src/pages/coaching/[id]@_@astro":"chunks/_id__Br8wfDVx.mjs","\u0000virtual:astro:page:src/pages/tournaments/[id]@_@astro":"chunks/_id__BvkrLlwW.mjs","\u0000noop-middleware":"chunks/_noop-middleware_D5dhqGDj.mjs","\u0000virtual:astro:page:src/pages/blog/page/[page]@_@astro":"chunks/_page__CTo4SjME.mjs","\u0000virtual:astro:page:src/pages/blog/[slug]@_@astro":"chunks/_slug__CbxcylAs.mjs","\u0000virtual:astro:get-image":"chunks/_virtual_astro_get-image_t7MjKof4.mjs","\u0000virtual:astro:server-island-manifest":"chunks/_virtual_astro_server-island-manifest_BhTW5IeR.mjs","\u0000virtual:astro:session-driver":"chunks/_virtual_astro_session-driver_BWWe3pKI.mjs","\u0000virtual:astro:page:src/pages/about@_@astro":"chunks/about_Bkuudeiq.mjs","/work/main/src/lib/api/accounts.ts":"chunks/accounts_CsBfkrhm.mjs","\u0000virtual:astro:page:src/pages/membership/adult@_@astro":"chunks/adult_xwR6xxhz.mjs","\u0000virtual:astro:page:src/pages/tournaments/calendar@_@astro":"chunks/calendar_LL5ffw3M.mjs","\u0000virtual:astro:page:src/pages/membership/children@_@astro":"chunks/children_CRGstbqf.mjs","\u0000virtual:astro:page:src/pages/membership/combo@_@astro":"chunks/combo_76tLLh1i.mjs","\u0000virtual:astro:page:src/pages/newsletter/confirm@_@astro":"chunks/confirm_DvEpfPEN.mjs","\u0000virtual:astro:page:src/pages/contact@_@astro":"chunks/contact_Dt0TfEiK.mjs","/work/main/.astro/content-assets.mjs":"chunks/content-assets_B0XVnSnr.mjs","/work/main/.astro/content-modules.mjs":"chunks/content-modules_DYcV8QGo.mjs","\u0000virtual:astro:page:src/pages/cookies@_@astro":"chunks/cookies_581jZTzu.mjs","\u0000virtual:astro:page:src/pages/forgot-password@_@astro":"chunks/forgot-password_BxdWgBnC.mjs","/work/main/src/components/account/form-checks.ts":"_astro/form-checks.CoMOM7du.js","\u0000virtual:astro:page:src/pages/gallery@_@astro":"chunks/gallery_Ca8VHCKZ.mjs","\u0000virtual:astro:page:src/pages/coaching/index@_@astro":"chunks/index_BgT_bKdN.mjs","\u0000virtual:astro:page:src/pages/index@_@astro":"chunks/index_BxZ7QTyV.mjs","\u0000virtual:astro:page:src/pages/blog/index@_@astro":"chunks/index_C4kbeoww.mjs","\u0000virtual:astro:page:src/pages/signup/junior@_@astro":"chunks/junior_CL2F5XeU.mjs","/work/main/src/lib/api/ky-client.ts":"_astro/ky-client.DlYl7Hpr.js","\u0000virtual:astro:page:src/pages/login@_@astro":"chunks/login_Bsf62ASA.mjs","\u0000virtual:astro:actions/noop-entrypoint":"chunks/noop-entrypoint_CxXy0p4B.mjs","/work/main/src/shared/domain/pay-param.ts":"chunks/pay-param_Bpmu35Sk.mjs","\u0000virtual:astro:page:src/pages/privacy@_@astro":"chunks/privacy_DUmPf-x9.mjs","\u0000virtual:astro:page:src/pages/reset-password@_@astro":"chunks/reset-password_DFkf8Kc0.mjs","\u0000virtual:astro:page:src/pages/resources@_@astro":"chunks/resources_DRD5iRw1.mjs","\u0000virtual:astro:page:src/pages/robots.txt@_@ts":"chunks/robots_CViDbYnp.mjs","\u0000virtual:astro:page:src/pages/rss.xml@_@ts":"chunks/rss_CoapJJ3-.mjs","/work/main/node_modules/astro/dist/assets/services/sharp.js":"chunks/sharp_Cu6rkH9E.mjs","\u0000virtual:astro:page:src/pages/signup@_@astro":"chunks/signup_CxfNVGnC.mjs","\u0000virtual:astro:page:src/pages/staff@_@astro":"chunks/staff_w3pV8tQa.mjs","\u0000virtual:astro:page:src/pages/take-over@_@astro":"chunks/take-over_PFO4rsb8.mjs","\u0000virtual:astro:page:src/pages/terms@_@astro":"chunks/terms_gEEeHOGJ.mjs","\u0000virtual:astro:page:src/pages/tournaments@_@astro":"chunks/tournaments_BFFq8feD.mjs","\u0000virtual:astro:page:src/pages/u@_@astro":"chunks/u_BaOK0qfP.mjs","\u0000virtual:astro:page:src/pages/newsletter/unsubscribe@_@astro":"chunks/unsubscribe_K6Yke5VM.mjs","\u0000virtual:astro:page:src/pages/videos@_@astro":"chunks/videos_DPxoXikw.mjs","/work/main/node_modules/@astrojs/react/dist/vnode-children.js":"chunks/vnode-children_C4hxNQje.mjs","/work/main/src/components/gallery/AlbumGrid.astro?astro&type=script&index=0&lang.ts":"_astro/AlbumGrid.astro_astro_type_script_index_0_lang.CwQn90Iu.js","@/dashboard/App":"_astro/App.C8gD8pa_.js","@/console/App":"_astro/App.LTjfLLm7.js","@/components/account/ForgotPasswordForm":"_astro/ForgotPasswordForm.C0tsW1i9.js","@/components/account/JuniorSignupForm":"_astro/JuniorSignupForm.BPOfd6I2.js","@/components/account/LoginForm":"_astro/LoginForm.DZTmxLkF.js","@/components/membership/MembershipFlow":"_astro/MembershipFlow.B7yvFimS.js","/work/main/src/components/site/NavBar.astro?astro&type=script&index=0&lang.ts":"_astro/NavBar.astro_astro_type_script_index_0_lang.B2Uoatrv.js","/work/main/src/components/home/NewsletterForm.astro?astro&type=script&index=0&lang.ts":"_astro/NewsletterForm.astro_astro_type_script_index_0_lang.DXUrUVwH.js","/work/main/src/components/newsletter/NewsletterLinkPage.astro?astro&type=script&index=0&lang.ts":"_astro/NewsletterLinkPage.astro_astro_type_script_index_0_lang.CfvJL9aE.js","@/components/account/ResetPasswordForm":"_astro/ResetPasswordForm.JowbEA3w.js","/work/main/src/components/home/ReviewsCarousel.astro?astro&type=script&index=0&lang.ts":"_astro/ReviewsCarousel.astro_astro_type_script_index_0_lang.ByqHAoBp.js","@/components/account/SignupForm":"_astro/SignupForm.BhCNcHIN.js","/work/main/src/layouts/SiteLayout.astro?astro&type=script&index=0&lang.ts":"_astro/SiteLayout.astro_astro_type_script_index_0_lang.D1BDuaWg.js","@/components/account/TakeOverForm":"_astro/TakeOverForm.BNMVdmQi.js","@astrojs/react/client.js":"_astro/client.BNnMeMLQ.js","/work/main/src/pages/contact.astro?astro&type=script&index=0&lang.ts":"_astro/contact.astro_astro_type_script_index_0_lang.DWz5LBUH.js","/work/main/src/pages/videos.astro?astro&type=script&index=0&lang.ts":"_astro/videos.astro_astro_type_script_index_0_lang.DqxXfLGV.js","/work/main/src/console/assignments/Assignments.tsx":"_astro/Assignments.CwqfjuBk.js","/work/main/src/console/audit/AuditLog.tsx":"_astro/AuditLog.DR5AM4dl.js","/work/main/src/dashboard/billing/BillingHistory.tsx":"_astro/BillingHistory.K-T6kstd.js","/work/main/src/dashboard/billing/Billings.tsx":"_astro/Billings.Dysr5axy.js","/work/main/src/console/check-in/CheckIn.tsx":"_astro/CheckIn.CnYMkcdN.js","/work/main/src/console/coaches/CoachEditor.tsx":"_astro/CoachEditor.CSsaYPdw.js","/work/main/src/dashboard/coach-app/CoachHome.tsx":"_astro/CoachHome.Vax4kCH9.js","/work/main/src/console/coaches/CoachList.tsx":"_astro/CoachList.C4EnxBVu.js","/work/main/src/dashboard/coach/CoachMembers.tsx":"_astro/CoachMembers.La0rJZbX.js","/work/main/src/dashboard/coach/CoachScreen.tsx":"_astro/CoachScreen.BlhlUhVd.js","/work/main/src/dashboard/coach-app/CoachSessionScreen.tsx":"_astro/CoachSessionScreen.DZpVgPOL.js","/work/main/src/console/messages/ContactInbox.tsx":"_astro/ContactInbox.DGJKaG1-.js","/work/main/src/console/draws/DrawScreen.tsx":"_astro/DrawScreen.BGO3x7os.js","/work/main/src/console/events/EntriesScreen.tsx":"_astro/EntriesScreen.BGKlg9KL.js","/work/main/src/console/events/EventsScreen.tsx":"_astro/EventsScreen.DFYxiWvd.js","/work/main/src/console/families/Families.tsx":"_astro/Families.DsoB9ROJ.js","/work/main/src/dashboard/family/FamilyAccept.tsx":"_astro/FamilyAccept.DgbKalAX.js","/work/main/src/dashboard/billing/FamilyCheckout.tsx":"_astro/FamilyCheckout.CpziXs92.js","/work/main/src/dashboard/family/FamilyScreen.tsx":"_astro/FamilyScreen.C4rHJXjJ.js","/work/main/src/console/free-sessions/FreeSessions.tsx":"_astro/FreeSessions.B2vcxilM.js","/work/main/src/console/results/FriendlyEditor.tsx":"_astro/FriendlyEditor.-qXej4xa.js","/work/main/src/ui/training/GroupForm.tsx":"_astro/GroupForm.BUo3R9Om.js","/work/main/src/console/draws/GroupsScreen.tsx":"_astro/GroupsScreen.C0QlVv24.js","/work/main/src/console/money/HandPayment.tsx":"_astro/HandPayment.Cp2CazO6.js","/work/main/src/dashboard/matches/Matches.tsx":"_astro/Matches.BMT4qIAi.js","/work/main/src/console/members/MemberList.tsx":"_astro/MemberList.BI61BDes.js","/work/main/src/console/members/MemberPage.tsx":"_astro/MemberPage.C1EzIv1R.js","/work/main/src/console/prices/MembershipPrices.tsx":"_astro/MembershipPrices.BugQxINR.js","/work/main/src/console/money/MonthlyReport.tsx":"_astro/MonthlyReport.BB8scbNW.js","/work/main/src/console/messages/Newsletter.tsx":"_astro/Newsletter.M3gsXHpm.js","/work/main/src/dashboard/shell/NotFound.tsx":"_astro/NotFound.DResjtmH.js","/work/main/src/dashboard/notifications/Notifications.tsx":"_astro/Notifications.B6HS1OdK.js","/work/main/src/console/draws/OrderOfPlay.tsx":"_astro/OrderOfPlay.BkmFbgsm.js","/work/main/src/dashboard/tournaments/PartnerRequests.tsx":"_astro/PartnerRequests.D1_OjnjJ.js","/work/main/src/console/payments/PaymentDetail.tsx":"_astro/PaymentDetail.CG0bxQTC.js","/work/main/src/dashboard/payments/PaymentResult.tsx":"_astro/PaymentResult.eROxElbc.js","/work/main/src/console/payments/Payments.tsx":"_astro/Payments.J12Gmf2H.js","/work/main/src/console/prices/PlanEditor.tsx":"_astro/PlanEditor.BxHS_rHA.js","/work/main/src/console/prices/PlanList.tsx":"_astro/PlanList.DUypy0bu.js","/work/main/src/dashboard/family/PlayerSwitcher.tsx":"_astro/PlayerSwitcher.BrcxQdA8.js","/work/main/src/dashboard/billing/Receipt.tsx":"_astro/Receipt.Di9XgxV4.js","/work/main/src/console/payments/Reconciliation.tsx":"_astro/Reconciliation.Dw0GWWvJ.js","/work/main/src/console/payments/Renewals.tsx":"_astro/Renewals.z80Zw9PQ.js","/work/main/src/console/results/ResultEditor.tsx":"_astro/ResultEditor.oEaZ451F.js","/work/main/src/console/results/ResultList.tsx":"_astro/ResultList.BJ0DLdvh.js","/work/main/src/console/roles/Roles.tsx":"_astro/Roles.kDH8etwe.js","/work/main/src/dashboard/overview/ShownPlayerGreeting.tsx":"_astro/ShownPlayerGreeting.BFSziBV4.js","/work/main/src/console/messages/StaffNotifications.tsx":"_astro/StaffNotifications.D4F7DY3F.js","/work/main/src/dashboard/tickets/TicketQrCode.tsx":"_astro/TicketQrCode.Din4uySF.js","/work/main/src/dashboard/tickets/Tickets.tsx":"_astro/Tickets.BeRPegIz.js","/work/main/src/console/tournaments/TournamentEditor.tsx":"_astro/TournamentEditor.EvtU7Hzd.js","/work/main/src/dashboard/tournaments/Tournaments.tsx":"_astro/Tournaments.CsmyPsy2.js","/work/main/src/dashboard/sessions/Training.tsx":"_astro/Training.Y8e1N-Xq.js","/work/main/src/console/prices/TrainingPackages.tsx":"_astro/TrainingPackages.DQFeuSRv.js","/work/main/src/console/sessions/TrainingSessions.tsx":"_astro/TrainingSessions.B-vcfxU8.js","/work/main/src/dashboard/overview/doughnut-chart.ts":"_astro/doughnut-chart.BvpoPomT.js","/work/main/node_modules/barcode-detector/dist/es/ponyfill.js":"_astro/ponyfill.COa6hfgj.js","/work/main/src/dashboard/matches/rating-chart.ts":"_astro/rating-chart.M9k1f43r.js","astro:scripts/before-hydration.js":""},"inlinedScripts":[["/work/main/src/components/gallery/AlbumGrid.astro?astro&type=script&index=0&lang.ts","function e(e=document){let t=e.querySelector(`[data-lightbox]`);if(!t)return;let n=t.querySelector(`[data-lightbox-caption]`),r=t.querySelector(`[data-lightbox-position]`);if(!n||!r)return;let i=e.createElement(`img`);i.decoding=`async`,n.before(i);let a;function o(e,t){let o=e.length,s=(t%o+o)%o,c=e[s];if(!c||!n||!r)return;a={links:e,index:s};let{srcset:l=``,width:u=``,height:d=``,caption:f=``}=c.dataset;i.removeAttribute(`src`),i.srcset=l,i.width=Number(u),i.height=Number(d),i.src=c.href,i.alt=c.querySelector(`img`)?.alt??``,n.textContent=f,n.hidden=f===``,r.textContent=`Photo ${s+1} of ${o}`}let s=e=>a&&o(a.links,a.index+e);for(let n of e.querySelectorAll(`[data-album]`)){let e=[...n.querySelectorAll(`a[data-photo]`)];e.forEach((n,r)=>{n.addEventListener(`click`,n=>{n.button!==0||n.metaKey||n.ctrlKey||n.shiftKey||n.altKey||(n.preventDefault(),o(e,r),t.showModal())})})}t.querySelector(`[data-lightbox-prev]`)?.addEventListener(`click`,()=>s(-1)),t.querySelector(`[data-lightbox-next]`)?.addEventListener(`click`,()=>s(1)),t.querySelector(`[data-lightbox-close]`)?.addEventListener(`click`,()=>t.close()),t.addEventListener(`keydown`,e=>{if(e.key===`ArrowLeft`)s(-1);else if(e.key===`ArrowRight`)s(1);else return;e.preventDefault()}),t.addEventListener(`click`,e=>{e.target===t&&t.close()}),t.addEventListener(`close`,()=>{let e=a?.links[a.index];a=void 0,i.removeAttribute(`src`),i.removeAttribute(`srcset`),e?.focus()})}e();"],["/work/main/src/components/site/NavBar.astro?astro&type=script&index=0&lang.ts","function e(e,t){return e>t*.9}function t(t){let n=!1,r=()=>{n=!1,t.dataset.state=e(window.scrollY,window.innerHeight)?`solid`:`clear`},i=()=>{n||(n=!0,requestAnimationFrame(r))};window.addEventListener(`scroll`,i,{passive:!0}),window.addEventListener(`resize`,i,{passive:!0}),r()}function n(e){let t=e.querySelector(`[data-menu-toggle]`),n=e.querySelector(`[data-menu]`);if(!t||!n)return;let r=e=>{t.setAttribute(`aria-expanded`,String(e)),n.toggleAttribute(`data-open`,e)},i=()=>t.getAttribute(`aria-expanded`)===`true`;t.addEventListener(`click`,()=>r(!i())),document.addEventListener(`keydown`,e=>{e.key===`Escape`&&i()&&(r(!1),t.focus())}),window.matchMedia(`(min-width: 900px)`).addEventListener(`change`,e=>{e.matches&&r(!1)})}function r(e){e.hasAttribute(`data-always-solid`)||t(e),n(e)}var i=document.querySelector(`[data-site-nav]`);i&&r(i);"],["/work/main/src/components/home/ReviewsCarousel.astro?astro&type=script&index=0&lang.ts","function e(e,t){return t<=0?0:Math.min(t-1,Math.max(0,Math.trunc(e)))}function t(t,n,r){return e(t+n,r)}function n(e){return e<=0}function r(e,t){return e>=t-1}function i(i){let a=[...i.querySelectorAll(`[data-slide]`)],o=i.querySelector(`[data-carousel-prev]`),s=i.querySelector(`[data-carousel-next]`),c=[...i.querySelectorAll(`[data-carousel-dot]`)],l=i.querySelector(`[data-carousel-controls]`);if(!o||!s||!l||a.length===0)return;let u=0,d=t=>{u=e(t,a.length),a.forEach((e,t)=>{e.hidden=t!==u}),c.forEach((e,t)=>{t===u?e.setAttribute(`aria-current`,`true`):e.removeAttribute(`aria-current`)}),o.setAttribute(`aria-disabled`,String(n(u))),s.setAttribute(`aria-disabled`,String(r(u,a.length)))};o.addEventListener(`click`,()=>d(t(u,-1,a.length))),s.addEventListener(`click`,()=>d(t(u,1,a.length))),c.forEach((e,t)=>{e.addEventListener(`click`,()=>d(t))}),i.addEventListener(`keydown`,e=>{e.key===`ArrowLeft`?d(t(u,-1,a.length)):e.key===`ArrowRight`&&d(t(u,1,a.length))}),d(0),i.querySelector(`[data-carousel-loading]`)?.remove(),l.hidden=!1,i.setAttribute(`data-enhanced`,``)}for(let e of document.querySelectorAll(`[data-carousel]`))i(e);"],["/work/main/src/pages/videos.astro?astro&type=script&index=0&lang.ts","function e(e){return`https://www.youtube-nocookie.com/embed/${encodeURIComponent(e)}?autoplay=1&rel=0`}function t(t){for(let n of t.querySelectorAll(`[data-lite-youtube]`))n.querySelector(`[data-play]`)?.addEventListener(`click`,t=>{t.preventDefault();let r=document.createElement(`iframe`);r.src=e(n.dataset.liteYoutube??``),r.title=n.dataset.videoTitle??`Lesson video`,r.allow=`accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture`,r.allowFullscreen=!0,r.referrerPolicy=`strict-origin-when-cross-origin`,n.replaceChildren(r),r.focus()})}function n(e,t){return t===`all`||e===t}function r(e){let t=[...e.querySelectorAll(`[data-filter]`)],r=[...e.querySelectorAll(`[data-video-level]`)],i=e.querySelector(`[data-filter-status]`),a=e=>{for(let n of t)n.setAttribute(`aria-pressed`,String(n.dataset.filter===e));let a=0;for(let t of r){let r=n(t.dataset.videoLevel??``,e),i=t.closest(`li`)??t;i.hidden=!r,r&&(a+=1)}i&&(i.textContent=a===1?`Showing 1 video`:`Showing ${a} videos`)};for(let e of t)e.addEventListener(`click`,()=>a(e.dataset.filter??`all`));e.querySelector(`[data-filter-group]`)?.removeAttribute(`data-pending`)}var i=document.querySelector(`[data-video-filter]`);i&&(r(i),t(i));"]],"assets":["/_astro/coach-clinic.D8-Kv8zP.jpg","/_astro/dawn-session.DKClLLsO.jpg","/_astro/doubles-final.DZ9LypQU.jpg","/_astro/evening-match.B9FGKk0N.jpg","/_astro/junior-rally.walO2gQU.jpg","/_astro/trophy-table.DTLFQNpI.jpg","/_astro/outfit-core.BluqHScI.woff2","/_astro/outfit-accents.SP9x4I3n.woff2","/_astro/outfit-naija.DxkErGQW.woff2","/file:///work/main/dist.next-8211-1795872947529/404.html","/file:///work/main/dist.next-8211-1795872947529/about.html","/file:///work/main/dist.next-8211-1795872947529/blog.html","/file:///work/main/dist.next-8211-1795872947529/coaching.html","/file:///work/main/dist.next-8211-1795872947529/contact.html","/file:///work/main/dist.next-8211-1795872947529/cookies.html","/file:///work/main/dist.next-8211-1795872947529/forgot-password.html","/file:///work/main/dist.next-8211-1795872947529/gallery.html","/file:///work/main/dist.next-8211-1795872947529/login.html","/file:///work/main/dist.next-8211-1795872947529/membership/adult.html","/file:///work/main/dist.next-8211-1795872947529/membership/children.html","/file:///work/main/dist.next-8211-1795872947529/membership/combo.html","/file:///work/main/dist.next-8211-1795872947529/newsletter/confirm.html","/file:///work/main/dist.next-8211-1795872947529/newsletter/unsubscribe.html","/file:///work/main/dist.next-8211-1795872947529/privacy.html","/file:///work/main/dist.next-8211-1795872947529/reset-password.html","/file:///work/main/dist.next-8211-1795872947529/resources.html","/file:///work/main/dist.next-8211-1795872947529/robots.txt","/file:///work/main/dist.next-8211-1795872947529/rss.xml","/file:///work/main/dist.next-8211-1795872947529/signup/junior.html","/file:///work/main/dist.next-8211-1795872947529/signup.html","/file:///work/main/dist.next-8211-1795872947529/staff.html","/file:///work/main/dist.next-8211-1795872947529/studio.html","/file:///work/main/dist.next-8211-1795872947529/take-over.html","/file:///work/main/dist.next-8211-1795872947529/terms.html","/file:///work/main/dist.next-8211-1795872947529/tournaments/calendar.html","/file:///work/main/dist.next-8211-1795872947529/tournaments.html","/file:///work/main/dist.next-8211-1795872947529/u.html","/file:///work/main/dist.next-8211-1795872947529/videos.html","/file:///work/main/dist.next-8211-1795872947529/index.html"],"buildFormat":"file","checkOrigin":false,"actionBodySizeLimit":1048576,"serverIslandBodySizeLimit":1048576,"allowedDomains":[],"key":"wVhANTOObKRfmRQuZygy147Af2JgpX12/VJMGqrCHqg=","csp":{"algorithm":"SHA-256","directives":["default-src 'self'","connect-src 'self'","img-src 'self' data: https:","font-src 'self'","frame-src https://www.youtube-nocookie.com","object-src 'none'","base-uri 'self'","form-action 'self'"],"scriptHashes":["sha256-87SV7HGoKd81rCsOdJnj683k3YrAALs3AYeHOhcBFbc=","sha256-VrhWc+YJA9+D/y1DIfBjO7yE6JMMte1aPz0GPBQj5k4=","sha256-CBnM5eRxuHe134n+EnZ1eBhWIbKmAGkB1PbQLzwVOAg=","sha256-88QK1IjuRpKrz05nWIIIyFrdJznVCxV4tGCa+d/FPKQ=","sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw=","sha256-QzWFZi+FLIx23tnm9SBU4aEgx4x8DsuASP07mfqol/c=","sha256-0chmwFk0zaA528yFfGV7J9ppIpdfTPPULncDF3WG7Zs=","sha256-eIXWvAmxkr251LJZkjniEK5LcPF3NkapbJepohwYRIc=","sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q=","sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U=","sha256-SHXg3YtOAVshUMT3f+eElYDgbV0kaujWj8DSaXSS4Vs="],"scriptResources":[],"isStrictDynamic":false,"styleHashes":["sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-1WskOZ7ihHJPgzE3wr17NhlOptWsNqU+ozNqGU05ylU=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-o1l20Hwvs62CF8aErSEJF9tXwcv1ddX2C9oeW79YF38=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-x9p81mt4BOxG8V8vNCGj9uddvh+j3DYIUOywOjbo3yo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-8FsQ2p9uON6Adn0ORnWZe2b8uT8A286Jn/HDiZpNCFk=","sha256-ys0VmBILcA+pLgkyqAJ4TifCp8ZYaSIW88vH6jSj+4A=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-YU5V0EK5/b5PO2FdTRhRo83qQMjJYoiqTXOSLx+xjzg=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-Xz+bh0vEazo+gOBZ6d62tOB7Tme6eniid8s+XdRSyVc=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-8FsQ2p9uON6Adn0ORnWZe2b8uT8A286Jn/HDiZpNCFk=","sha256-ys0VmBILcA+pLgkyqAJ4TifCp8ZYaSIW88vH6jSj+4A=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-YU5V0EK5/b5PO2FdTRhRo83qQMjJYoiqTXOSLx+xjzg=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-ScuE71QxflaHF5ZDct18XKyXHlS0NlNE6DWYvXXx96U=","sha256-+ox9pnj3x9HZOhqUk8r4PvLwqbUId4I/v4pCqOSBJ6s=","sha256-ui8/iQhW1DvJk/hasV0B/02b//B72OV+BRjvAyd6VDM=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-2DZOPYaOXgzZHlS34MYgEDf1iAeTvexFXATpWag8JXU=","sha256-JLwpSVP/SCWZjyBcIObDJRh/WhONDgrbqWGOYY+DMCI=","sha256-o1l20Hwvs62CF8aErSEJF9tXwcv1ddX2C9oeW79YF38=","sha256-+ox9pnj3x9HZOhqUk8r4PvLwqbUId4I/v4pCqOSBJ6s=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-Uaa9BUOhFWgRbiNovjgDJRlrIxOlN2KYG/Tlo0tXRzg=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-cE3Sw5oLXWP4UZlCFU5yApfhb/QvKInJOjHPs865J58=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-wpqy0oIecG+4Ec5DAAHsLsjdS653qiI66kOo8sOFA8g=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-68prdVSgiiaDfxxp/6ma03VFN40FarkHyq7cPpwbpTI=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-6zmDyYOSomtJxtEqPSwc10xO97lmWFV6Cr39LjuZ23g=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-68prdVSgiiaDfxxp/6ma03VFN40FarkHyq7cPpwbpTI=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-3cdZJSgbSoBT1j+zWm8Wv+7Z5zs2aFd8pl3+YEp8vxo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-3cdZJSgbSoBT1j+zWm8Wv+7Z5zs2aFd8pl3+YEp8vxo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-3cdZJSgbSoBT1j+zWm8Wv+7Z5zs2aFd8pl3+YEp8vxo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-Gss6cNHld+BsRWsjeY10w2+2TQUp4CmIkeS/WREdanY=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-Gss6cNHld+BsRWsjeY10w2+2TQUp4CmIkeS/WREdanY=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-wpqy0oIecG+4Ec5DAAHsLsjdS653qiI66kOo8sOFA8g=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-68prdVSgiiaDfxxp/6ma03VFN40FarkHyq7cPpwbpTI=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-ui8/iQhW1DvJk/hasV0B/02b//B72OV+BRjvAyd6VDM=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-qBhNpOExzmS4XLa8LcbpcoXZCES8SMlzILNDXrd93pc=","sha256-ys0VmBILcA+pLgkyqAJ4TifCp8ZYaSIW88vH6jSj+4A=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-68prdVSgiiaDfxxp/6ma03VFN40FarkHyq7cPpwbpTI=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-68prdVSgiiaDfxxp/6ma03VFN40FarkHyq7cPpwbpTI=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-Bvt6sQ49Z/qqOeWJXr4hS57xJlf7uZGZ3gygfYRETCE=","sha256-S9/yzk8gLOJDqidBxngtV/wHFaEOmOUPCwOz90dGIBo=","sha256-i2byNoi3/Fm1XqkYUMgY5Sg5praEOtAoLQcjSogKXBE=","sha256-7SUDHPtFrhvn9Bf6zv1hxV5cCtcSMutClFf491L5TUw=","sha256-QCRbEvxmvVmT7z5Sz339GdB6LRsHXHekLC1+t78G9vM=","sha256-OSiiIn7TURtrQDq/pG3u8352o1Z08JPNLYE3mvyXmg0=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-GBLF703HaZ1ows/ytmEeVuWYFamJnWcSdGjeIU+okDM=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-68prdVSgiiaDfxxp/6ma03VFN40FarkHyq7cPpwbpTI=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-wpqy0oIecG+4Ec5DAAHsLsjdS653qiI66kOo8sOFA8g=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-ur2DmScA+fC8jBajleGG3u0HtZY6obYr2rUjU1Q7+Zk=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-ScuE71QxflaHF5ZDct18XKyXHlS0NlNE6DWYvXXx96U=","sha256-ppQZhueWvv8gOwbTOkcTw+2DRNqtJW6r2+QZLfKMlTo=","sha256-CyAAZsA4TpdscbVrLQSXSjqUqu9rwTQx9wn/d882zvs=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-o1l20Hwvs62CF8aErSEJF9tXwcv1ddX2C9oeW79YF38=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-/2h5v76qNxU/l85IL6U08/bDWwyjfVkdV/SaNc4BSew=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-JLwpSVP/SCWZjyBcIObDJRh/WhONDgrbqWGOYY+DMCI=","sha256-3eyhTfiPWyN6VhePJr6MfzqWp41jHwYapn4IYX/4XFw=","sha256-ScuE71QxflaHF5ZDct18XKyXHlS0NlNE6DWYvXXx96U=","sha256-+ox9pnj3x9HZOhqUk8r4PvLwqbUId4I/v4pCqOSBJ6s=","sha256-ppQZhueWvv8gOwbTOkcTw+2DRNqtJW6r2+QZLfKMlTo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-ui8/iQhW1DvJk/hasV0B/02b//B72OV+BRjvAyd6VDM=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-Bvt6sQ49Z/qqOeWJXr4hS57xJlf7uZGZ3gygfYRETCE=","sha256-Ga98THK5z4bhECT975aFWUw/yFkL7ERGD9N+y5ZKwEQ=","sha256-H5kX+VtUo68NIjPPhtqPmOFq2qbe99ZiBAsk7kL0UFE=","sha256-EwXzPPfLoy0QbNa9NQt9k9F4CnPTVB6T987y21h+dH4=","sha256-/if+haLHI7cXixZz935pNSohGDXg2oRk0LZbnporB2c=","sha256-S9/yzk8gLOJDqidBxngtV/wHFaEOmOUPCwOz90dGIBo=","sha256-EHj/jY+5baziBlacF99SFh9KZbjCd9CVhP7dTGHocsY=","sha256-wNvX1I23+RH/OEvIegjvaunHO3DKdUOxwjQGDfyGexo=","sha256-8WdzKLkcG1K+EpW7oOPhkrFiDroDVyeT9aDB2PecF8U=","sha256-tLuoem3YEwjTItfFE4la1vz5LwoQ2vm/DLfSDDAcD/k=","sha256-T0NceBhZEiP/e955MLKy8RQcAY3UuOFhaqyjsB+QfZU=","sha256-1PQUV6Mheq8lXitc/b+l1fDBJP+VXxR5p6SfhEdxlpI=","sha256-2Vs6SPksNEVQGQTkH7fUzjLW+xWq2v6ZJXCGiwp1/kQ=","sha256-fVKJzciD1nIKV982zUWzCtXCgNFOKgtzLT3eDHlFbdw=","sha256-7SUDHPtFrhvn9Bf6zv1hxV5cCtcSMutClFf491L5TUw=","sha256-n6Xj6zVED0mqNT4OFe3DXmDcENxjK2/LUhWGPRhMBFM=","sha256-eHWvU+KnQk2+P7l6OO3yWN3IIZVmwucqbb+UTnoxWcQ=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-ui8/iQhW1DvJk/hasV0B/02b//B72OV+BRjvAyd6VDM=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-T703WZkF7T1mqUyh56IMX7xc9fiR0+xEQ6S2cd3X4g8=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-Uaa9BUOhFWgRbiNovjgDJRlrIxOlN2KYG/Tlo0tXRzg=","sha256-TEExcgdoP5WsY9fiThgQOwavVVVdcFrr+AxXAH6Fchk=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-YU5V0EK5/b5PO2FdTRhRo83qQMjJYoiqTXOSLx+xjzg=","sha256-o1l20Hwvs62CF8aErSEJF9tXwcv1ddX2C9oeW79YF38=","sha256-/2h5v76qNxU/l85IL6U08/bDWwyjfVkdV/SaNc4BSew=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-JLwpSVP/SCWZjyBcIObDJRh/WhONDgrbqWGOYY+DMCI=","sha256-+ox9pnj3x9HZOhqUk8r4PvLwqbUId4I/v4pCqOSBJ6s=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-vv9IoKo7BSLbWcUHr3tNmfNVmm5L/9Cfn2H6LMk7/ow="],"styleResources":[],"scriptDirective":{"resources":[],"hashes":["sha256-87SV7HGoKd81rCsOdJnj683k3YrAALs3AYeHOhcBFbc=","sha256-VrhWc+YJA9+D/y1DIfBjO7yE6JMMte1aPz0GPBQj5k4=","sha256-CBnM5eRxuHe134n+EnZ1eBhWIbKmAGkB1PbQLzwVOAg=","sha256-88QK1IjuRpKrz05nWIIIyFrdJznVCxV4tGCa+d/FPKQ=","sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw=","sha256-QzWFZi+FLIx23tnm9SBU4aEgx4x8DsuASP07mfqol/c=","sha256-0chmwFk0zaA528yFfGV7J9ppIpdfTPPULncDF3WG7Zs=","sha256-eIXWvAmxkr251LJZkjniEK5LcPF3NkapbJepohwYRIc=","sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q=","sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U=","sha256-SHXg3YtOAVshUMT3f+eElYDgbV0kaujWj8DSaXSS4Vs="],"strictDynamic":false},"styleDirective":{"resources":[],"hashes":["sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-1WskOZ7ihHJPgzE3wr17NhlOptWsNqU+ozNqGU05ylU=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-o1l20Hwvs62CF8aErSEJF9tXwcv1ddX2C9oeW79YF38=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-x9p81mt4BOxG8V8vNCGj9uddvh+j3DYIUOywOjbo3yo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-8FsQ2p9uON6Adn0ORnWZe2b8uT8A286Jn/HDiZpNCFk=","sha256-ys0VmBILcA+pLgkyqAJ4TifCp8ZYaSIW88vH6jSj+4A=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-YU5V0EK5/b5PO2FdTRhRo83qQMjJYoiqTXOSLx+xjzg=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-Xz+bh0vEazo+gOBZ6d62tOB7Tme6eniid8s+XdRSyVc=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-8FsQ2p9uON6Adn0ORnWZe2b8uT8A286Jn/HDiZpNCFk=","sha256-ys0VmBILcA+pLgkyqAJ4TifCp8ZYaSIW88vH6jSj+4A=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-YU5V0EK5/b5PO2FdTRhRo83qQMjJYoiqTXOSLx+xjzg=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-ScuE71QxflaHF5ZDct18XKyXHlS0NlNE6DWYvXXx96U=","sha256-+ox9pnj3x9HZOhqUk8r4PvLwqbUId4I/v4pCqOSBJ6s=","sha256-ui8/iQhW1DvJk/hasV0B/02b//B72OV+BRjvAyd6VDM=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-2DZOPYaOXgzZHlS34MYgEDf1iAeTvexFXATpWag8JXU=","sha256-JLwpSVP/SCWZjyBcIObDJRh/WhONDgrbqWGOYY+DMCI=","sha256-o1l20Hwvs62CF8aErSEJF9tXwcv1ddX2C9oeW79YF38=","sha256-+ox9pnj3x9HZOhqUk8r4PvLwqbUId4I/v4pCqOSBJ6s=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-Uaa9BUOhFWgRbiNovjgDJRlrIxOlN2KYG/Tlo0tXRzg=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-cE3Sw5oLXWP4UZlCFU5yApfhb/QvKInJOjHPs865J58=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-wpqy0oIecG+4Ec5DAAHsLsjdS653qiI66kOo8sOFA8g=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-68prdVSgiiaDfxxp/6ma03VFN40FarkHyq7cPpwbpTI=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-6zmDyYOSomtJxtEqPSwc10xO97lmWFV6Cr39LjuZ23g=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-68prdVSgiiaDfxxp/6ma03VFN40FarkHyq7cPpwbpTI=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-3cdZJSgbSoBT1j+zWm8Wv+7Z5zs2aFd8pl3+YEp8vxo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-3cdZJSgbSoBT1j+zWm8Wv+7Z5zs2aFd8pl3+YEp8vxo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-3cdZJSgbSoBT1j+zWm8Wv+7Z5zs2aFd8pl3+YEp8vxo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-Gss6cNHld+BsRWsjeY10w2+2TQUp4CmIkeS/WREdanY=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-Gss6cNHld+BsRWsjeY10w2+2TQUp4CmIkeS/WREdanY=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-wpqy0oIecG+4Ec5DAAHsLsjdS653qiI66kOo8sOFA8g=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-68prdVSgiiaDfxxp/6ma03VFN40FarkHyq7cPpwbpTI=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-ui8/iQhW1DvJk/hasV0B/02b//B72OV+BRjvAyd6VDM=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-qBhNpOExzmS4XLa8LcbpcoXZCES8SMlzILNDXrd93pc=","sha256-ys0VmBILcA+pLgkyqAJ4TifCp8ZYaSIW88vH6jSj+4A=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-68prdVSgiiaDfxxp/6ma03VFN40FarkHyq7cPpwbpTI=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-68prdVSgiiaDfxxp/6ma03VFN40FarkHyq7cPpwbpTI=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-Bvt6sQ49Z/qqOeWJXr4hS57xJlf7uZGZ3gygfYRETCE=","sha256-S9/yzk8gLOJDqidBxngtV/wHFaEOmOUPCwOz90dGIBo=","sha256-i2byNoi3/Fm1XqkYUMgY5Sg5praEOtAoLQcjSogKXBE=","sha256-7SUDHPtFrhvn9Bf6zv1hxV5cCtcSMutClFf491L5TUw=","sha256-QCRbEvxmvVmT7z5Sz339GdB6LRsHXHekLC1+t78G9vM=","sha256-OSiiIn7TURtrQDq/pG3u8352o1Z08JPNLYE3mvyXmg0=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-GBLF703HaZ1ows/ytmEeVuWYFamJnWcSdGjeIU+okDM=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-68prdVSgiiaDfxxp/6ma03VFN40FarkHyq7cPpwbpTI=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-wpqy0oIecG+4Ec5DAAHsLsjdS653qiI66kOo8sOFA8g=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-ur2DmScA+fC8jBajleGG3u0HtZY6obYr2rUjU1Q7+Zk=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-ScuE71QxflaHF5ZDct18XKyXHlS0NlNE6DWYvXXx96U=","sha256-ppQZhueWvv8gOwbTOkcTw+2DRNqtJW6r2+QZLfKMlTo=","sha256-CyAAZsA4TpdscbVrLQSXSjqUqu9rwTQx9wn/d882zvs=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-o1l20Hwvs62CF8aErSEJF9tXwcv1ddX2C9oeW79YF38=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-/2h5v76qNxU/l85IL6U08/bDWwyjfVkdV/SaNc4BSew=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-JLwpSVP/SCWZjyBcIObDJRh/WhONDgrbqWGOYY+DMCI=","sha256-3eyhTfiPWyN6VhePJr6MfzqWp41jHwYapn4IYX/4XFw=","sha256-ScuE71QxflaHF5ZDct18XKyXHlS0NlNE6DWYvXXx96U=","sha256-+ox9pnj3x9HZOhqUk8r4PvLwqbUId4I/v4pCqOSBJ6s=","sha256-ppQZhueWvv8gOwbTOkcTw+2DRNqtJW6r2+QZLfKMlTo=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-ui8/iQhW1DvJk/hasV0B/02b//B72OV+BRjvAyd6VDM=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-Bvt6sQ49Z/qqOeWJXr4hS57xJlf7uZGZ3gygfYRETCE=","sha256-Ga98THK5z4bhECT975aFWUw/yFkL7ERGD9N+y5ZKwEQ=","sha256-H5kX+VtUo68NIjPPhtqPmOFq2qbe99ZiBAsk7kL0UFE=","sha256-EwXzPPfLoy0QbNa9NQt9k9F4CnPTVB6T987y21h+dH4=","sha256-/if+haLHI7cXixZz935pNSohGDXg2oRk0LZbnporB2c=","sha256-S9/yzk8gLOJDqidBxngtV/wHFaEOmOUPCwOz90dGIBo=","sha256-EHj/jY+5baziBlacF99SFh9KZbjCd9CVhP7dTGHocsY=","sha256-wNvX1I23+RH/OEvIegjvaunHO3DKdUOxwjQGDfyGexo=","sha256-8WdzKLkcG1K+EpW7oOPhkrFiDroDVyeT9aDB2PecF8U=","sha256-tLuoem3YEwjTItfFE4la1vz5LwoQ2vm/DLfSDDAcD/k=","sha256-T0NceBhZEiP/e955MLKy8RQcAY3UuOFhaqyjsB+QfZU=","sha256-1PQUV6Mheq8lXitc/b+l1fDBJP+VXxR5p6SfhEdxlpI=","sha256-2Vs6SPksNEVQGQTkH7fUzjLW+xWq2v6ZJXCGiwp1/kQ=","sha256-fVKJzciD1nIKV982zUWzCtXCgNFOKgtzLT3eDHlFbdw=","sha256-7SUDHPtFrhvn9Bf6zv1hxV5cCtcSMutClFf491L5TUw=","sha256-n6Xj6zVED0mqNT4OFe3DXmDcENxjK2/LUhWGPRhMBFM=","sha256-eHWvU+KnQk2+P7l6OO3yWN3IIZVmwucqbb+UTnoxWcQ=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-y8Q6HfcIWIHbCTiw07Pue6vwPJ/CBdO5GvYpkCoEQOo=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-ui8/iQhW1DvJk/hasV0B/02b//B72OV+BRjvAyd6VDM=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-T703WZkF7T1mqUyh56IMX7xc9fiR0+xEQ6S2cd3X4g8=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-S8lvexozyZluKlZKCxLarHzTVQbHaoE2sCj8now+ON0=","sha256-yPtYLml5Y2d+rnAWg3XV19BZ4oeTfL96ydrGUHscRZc=","sha256-Uaa9BUOhFWgRbiNovjgDJRlrIxOlN2KYG/Tlo0tXRzg=","sha256-TEExcgdoP5WsY9fiThgQOwavVVVdcFrr+AxXAH6Fchk=","sha256-9CGuJkNI39acVlUmwlEiTp3TgpZIuVLV0f57zfWlrKU=","sha256-YU5V0EK5/b5PO2FdTRhRo83qQMjJYoiqTXOSLx+xjzg=","sha256-o1l20Hwvs62CF8aErSEJF9tXwcv1ddX2C9oeW79YF38=","sha256-/2h5v76qNxU/l85IL6U08/bDWwyjfVkdV/SaNc4BSew=","sha256-4UHoYPSk7Bo5XFkm2Athexr+pQSrAiEhVaNvnDtsBsA=","sha256-JLwpSVP/SCWZjyBcIObDJRh/WhONDgrbqWGOYY+DMCI=","sha256-+ox9pnj3x9HZOhqUk8r4PvLwqbUId4I/v4pCqOSBJ6s=","sha256-VU1UZgHQ73Y/pBRr7UqnEBMTtI4RprYXLtkeN/Mwyy8=","sha256-vv9IoKo7BSLbWcUHr3tNmfNVmm5L/9Cfn2H6LMk7/ow="]}},"image":{},"devToolbar":{"enabled":false,"debugInfoOutput":""},"logLevel":"silent","shouldInjectCspMetaTags":true});
var manifestRoutes = _manifest.routes;
var manifest = Object.assign(_manifest, {
	renderers,
	actions: () => import("./chunks/noop-entrypoint_CxXy0p4B.mjs"),
	middleware: () => import("./chunks/_noop-middleware_D5dhqGDj.mjs"),
	sessionDriver: () => import("./chunks/_virtual_astro_session-driver_BWWe3pKI.mjs"),
	serverIslandMappings: () => import("./chunks/_virtual_astro_server-island-manifest_BhTW5IeR.mjs"),
	routes: manifestRoutes,
	pageMap
});
var ASTRO_GENERATOR = `Astro v7.3.5`;
var ASTRO_ERROR_HEADER = "X-Astro-Error";
var DEFAULT_404_COMPONENT = "astro-default-404.astro";
var REDIRECT_STATUS_CODES = [
	301,
	302,
	303,
	307,
	308,
	300,
	304
];
var REROUTABLE_STATUS_CODES = [404, 500];
var clientAddressSymbol = /* @__PURE__ */ Symbol.for("astro.clientAddress");
var originPathnameSymbol = /* @__PURE__ */ Symbol.for("astro.originPathname");
var fetchStateSymbol = /* @__PURE__ */ Symbol.for("astro.fetchState");
var responseSentSymbol$1 = /* @__PURE__ */ Symbol.for("astro.responseSent");
// node_modules/astro/dist/vite-plugin-scripts/index.js
var SCRIPT_ID_PREFIX = `astro:scripts/`;
`${SCRIPT_ID_PREFIX}`;
var PAGE_SCRIPT_ID = `${SCRIPT_ID_PREFIX}page.js`;
// node_modules/astro/dist/core/redirects/component.js
var RedirectComponentInstance = { default() {
	return new Response(null, { status: 301 });
} };
var RedirectSinglePageBuiltModule = {
	page: () => Promise.resolve(RedirectComponentInstance),
	onRequest: (_, next) => next()
};
// node_modules/astro/dist/core/errors/utils.js
function normalizeLF(code) {
	return code.replace(/\r\n|\r(?!\n)|\n/g, "\n");
}
// node_modules/astro/dist/core/errors/printer.js
function codeFrame(src, loc) {
	if (!loc || loc.line === void 0 || loc.column === void 0) return "";
	const lines = normalizeLF(src).split("\n").map((ln) => ln.replace(/\t/g, "  "));
	const visibleLines = [];
	for (let n = -2; n <= 2; n++) if (lines[loc.line + n]) visibleLines.push(loc.line + n);
	let gutterWidth = 0;
	for (const lineNo of visibleLines) {
		let w = `> ${lineNo}`;
		if (w.length > gutterWidth) gutterWidth = w.length;
	}
	let output = "";
	for (const lineNo of visibleLines) {
		const isFocusedLine = lineNo === loc.line - 1;
		output += isFocusedLine ? "> " : "  ";
		output += `${lineNo + 1} | ${lines[lineNo]}
`;
		if (isFocusedLine) output += `${Array.from({ length: gutterWidth }).join(" ")}  | ${Array.from({ length: loc.column }).join(" ")}^
`;
	}
	return output;
}
// node_modules/astro/dist/core/errors/errors.js
function isAstroError(e) {
	return e != null && (e instanceof AstroError || AstroError.is(e));
}
var AstroError = class extends Error {
	loc;
	title;
	hint;
	frame;
	type = "AstroError";
	constructor(props, options) {
		const { name, title, message, stack, location, hint, frame } = props;
		super(message, options);
		this.title = title;
		this.name = name;
		if (message) this.message = message;
		this.stack = stack ? stack : this.stack;
		this.loc = location;
		this.hint = hint;
		this.frame = frame;
	}
	setLocation(location) {
		this.loc = location;
	}
	setName(name) {
		this.name = name;
	}
	setMessage(message) {
		this.message = message;
	}
	setHint(hint) {
		this.hint = hint;
	}
	setFrame(source, location) {
		this.frame = codeFrame(source, location);
	}
	static is(err) {
		return err?.type === "AstroError";
	}
};
// node_modules/astro/dist/core/errors/errors-data.js
var ClientAddressNotAvailable = {
	name: "ClientAddressNotAvailable",
	title: "`Astro.clientAddress` is not available in current adapter.",
	message: (adapterName) => `\`Astro.clientAddress\` is not available in the \`${adapterName}\` adapter. File an issue with the adapter to add support.`
};
var PrerenderClientAddressNotAvailable = {
	name: "PrerenderClientAddressNotAvailable",
	title: "`Astro.clientAddress` cannot be used inside prerendered routes.",
	message: (name) => `\`Astro.clientAddress\` cannot be used inside prerendered route ${name}.`
};
var StaticClientAddressNotAvailable = {
	name: "StaticClientAddressNotAvailable",
	title: "`Astro.clientAddress` is not available in prerendered pages.",
	message: "`Astro.clientAddress` is only available on pages that are server-rendered.",
	hint: "See https://docs.astro.build/en/guides/on-demand-rendering/ for more information on how to enable SSR."
};
var NoMatchingStaticPathFound = {
	name: "NoMatchingStaticPathFound",
	title: "No static path found for requested path.",
	message: (pathName) => `A \`getStaticPaths()\` route pattern was matched, but no matching static path was found for requested path \`${pathName}\`.`,
	hint: (possibleRoutes) => `Possible dynamic routes being matched: ${possibleRoutes.join(", ")}.`
};
var OnlyResponseCanBeReturned = {
	name: "OnlyResponseCanBeReturned",
	title: "Invalid type returned by Astro page.",
	message: (route, returnedValue) => `Route \`${route ? route : ""}\` returned a \`${returnedValue}\`. Only a [Response](https://developer.mozilla.org/en-US/docs/Web/API/Response) can be returned from Astro files.`,
	hint: "See https://docs.astro.build/en/guides/on-demand-rendering/#response for more information."
};
var MissingMediaQueryDirective = {
	name: "MissingMediaQueryDirective",
	title: "Missing value for `client:media` directive.",
	message: "Media query not provided for `client:media` directive. A media query similar to `client:media=\"(max-width: 600px)\"` must be provided."
};
var NoMatchingRenderer = {
	name: "NoMatchingRenderer",
	title: "No matching renderer found.",
	message: (componentName, componentExtension, plural, validRenderersCount) => `Unable to render \`${componentName}\`.

${validRenderersCount > 0 ? `There ${plural ? "are" : "is"} ${validRenderersCount} renderer${plural ? "s" : ""} configured in your \`astro.config.mjs\` file,
but ${plural ? "none were" : "it was not"} able to server-side render \`${componentName}\`.` : `No valid renderer was found ${componentExtension ? `for the \`.${componentExtension}\` file extension.` : `for this file extension.`}`}`,
	hint: (probableRenderers) => `Did you mean to enable the ${probableRenderers} integration?

See https://docs.astro.build/en/guides/framework-components/ for more information on how to install and configure integrations.`
};
var NoClientOnlyHint = {
	name: "NoClientOnlyHint",
	title: "Missing hint on client:only directive.",
	message: (componentName) => `Unable to render \`${componentName}\`. When using the \`client:only\` hydration strategy, Astro needs a hint to use the correct renderer.`,
	hint: (probableRenderers) => `Did you mean to pass \`client:only="${probableRenderers}"\`? See https://docs.astro.build/en/reference/directives-reference/#clientonly for more information on \`client:only\`.`
};
var InvalidGetStaticPathsEntry = {
	name: "InvalidGetStaticPathsEntry",
	title: "Invalid entry inside `getStaticPaths()`'s return value.",
	message: (entryType) => `Invalid entry returned by \`getStaticPaths()\`. Expected an object, got \`${entryType}\`.`,
	hint: "If you're using a `.map` call, you might be looking for `.flatMap()` instead. See https://docs.astro.build/en/reference/routing-reference/#getstaticpaths for more information on `getStaticPaths()`."
};
var InvalidGetStaticPathsReturn = {
	name: "InvalidGetStaticPathsReturn",
	title: "Invalid value returned by `getStaticPaths()`.",
	message: (returnType) => `Invalid type returned by \`getStaticPaths()\`. Expected an \`array\`, got \`${returnType}\`.`,
	hint: "See https://docs.astro.build/en/reference/routing-reference/#getstaticpaths for more information on `getStaticPaths()`."
};
var GetStaticPathsExpectedParams = {
	name: "GetStaticPathsExpectedParams",
	title: "Missing params property on `getStaticPaths()` route.",
	message: "Missing or empty required `params` property on `getStaticPaths()` route.",
	hint: "See https://docs.astro.build/en/reference/routing-reference/#getstaticpaths for more information on `getStaticPaths()`."
};
var GetStaticPathsInvalidRouteParam = {
	name: "GetStaticPathsInvalidRouteParam",
	title: "Invalid route parameter returned by `getStaticPaths()`.",
	message: (key, value, valueType) => `Invalid \`getStaticPaths()\` route parameter for \`${key}\`. Expected a string or undefined, received \`${valueType}\` (\`${value}\`).`,
	hint: "See https://docs.astro.build/en/reference/routing-reference/#getstaticpaths for more information on `getStaticPaths()`."
};
var GetStaticPathsRequired = {
	name: "GetStaticPathsRequired",
	title: "`getStaticPaths()` function required for dynamic routes.",
	message: "`getStaticPaths()` function is required for dynamic routes. Make sure that you `export` a `getStaticPaths()` function from your dynamic route.",
	hint: `See https://docs.astro.build/en/guides/routing/#dynamic-routes for more information on dynamic routes.

	If you meant for this route to be server-rendered, set \`export const prerender = false;\` in the page.`
};
var ReservedSlotName = {
	name: "ReservedSlotName",
	title: "Invalid slot name.",
	message: (slotName) => `Unable to create a slot named \`${slotName}\`. \`${slotName}\` is a reserved slot name. Please update the name of this slot.`
};
var NoMatchingImport = {
	name: "NoMatchingImport",
	title: "No import found for component.",
	message: (componentName) => `Could not render \`${componentName}\`. No matching import has been found for \`${componentName}\`.`,
	hint: "Please make sure the component is properly imported."
};
var InvalidComponentArgs = {
	name: "InvalidComponentArgs",
	title: "Invalid component arguments.",
	message: (name) => `Invalid arguments passed to${name ? ` <${name}>` : ""} component.`,
	hint: "Astro components cannot be rendered directly via function call, such as `Component()` or `{items.map(Component)}`."
};
var PageNumberParamNotFound = {
	name: "PageNumberParamNotFound",
	title: "Page number param not found.",
	message: (paramName) => `[paginate()] page number param \`${paramName}\` not found in your filepath.`,
	hint: "Rename your file to `[page].astro` or `[...page].astro`."
};
var ImageMissingAlt = {
	name: "ImageMissingAlt",
	title: "Image missing required \"alt\" property.",
	message: "Image missing \"alt\" property. \"alt\" text is required to describe important images on the page.",
	hint: "Use an empty string (\"\") for decorative images."
};
var InvalidImageService = {
	name: "InvalidImageService",
	title: "Error while loading image service.",
	message: "There was an error loading the configured image service. Please see the stack trace for more information."
};
var MissingImageDimension = {
	name: "MissingImageDimension",
	title: "Missing image dimensions.",
	message: (missingDimension, imageURL) => `Missing ${missingDimension === "both" ? "width and height attributes" : `${missingDimension} attribute`} for ${imageURL}. When using remote images, both dimensions are required in order to avoid CLS.`,
	hint: "If your image is inside your `src` folder, you probably meant to import it instead. See [the Imports guide for more information](https://docs.astro.build/en/guides/imports/#other-assets). You can also use `inferSize={true}` for remote images to get the original dimensions."
};
var FailedToFetchRemoteImageDimensions = {
	name: "FailedToFetchRemoteImageDimensions",
	title: "Failed to retrieve remote image dimensions.",
	message: (imageURL) => `Failed to get the dimensions for ${imageURL}.`,
	hint: "Verify your remote image URL is accurate, and that you are not using `inferSize` with a file located in your `public/` folder."
};
var RemoteImageNotAllowed = {
	name: "RemoteImageNotAllowed",
	title: "Remote image is not allowed.",
	message: (imageURL) => `Remote image ${imageURL} is not allowed by your image configuration.`,
	hint: "Update `image.domains` or `image.remotePatterns`, or remove `inferSize` for this image."
};
var UnsupportedImageFormat = {
	name: "UnsupportedImageFormat",
	title: "Unsupported image format.",
	message: (format, imagePath, supportedFormats) => `Received unsupported format \`${format}\` from \`${imagePath}\`. Currently only ${supportedFormats.join(", ")} are supported by our image services.`,
	hint: "Using an `img` tag directly instead of the `Image` component might be what you're looking for."
};
var UnsupportedImageConversion = {
	name: "UnsupportedImageConversion",
	title: "Unsupported image conversion.",
	message: "Converting between vector (such as SVGs) and raster (such as PNGs and JPEGs) images is not currently supported."
};
var PrerenderDynamicEndpointPathCollide = {
	name: "PrerenderDynamicEndpointPathCollide",
	title: "Prerendered dynamic endpoint has path collision.",
	message: (pathname) => `Could not render \`${pathname}\` with an \`undefined\` param as the generated path will collide during prerendering. Prevent passing \`undefined\` as \`params\` for the endpoint's \`getStaticPaths()\` function, or add an additional extension to the endpoint's filename.`,
	hint: (filename) => `Rename \`${filename}\` to \`${filename.replace(/\.(?:js|ts)/, (m) => `.json` + m)}\``
};
var ExpectedImage = {
	name: "ExpectedImage",
	title: "Expected src to be an image.",
	message: (src, typeofOptions, fullOptions) => `Expected \`src\` property for \`getImage\` or \`<Image />\` to be either an ESM imported image or a string with the path of a remote image. Received \`${src}\` (type: \`${typeofOptions}\`).

Full serialized options received: \`${fullOptions}\`.`,
	hint: "This error can often happen because of a wrong path. Make sure the path to your image is correct. If you're passing an async function, make sure to call and await it."
};
var ExpectedImageOptions = {
	name: "ExpectedImageOptions",
	title: "Expected image options.",
	message: (options) => `Expected \`getImage()\` parameter to be an object. Received \`${options}\`.`
};
var ExpectedNotESMImage = {
	name: "ExpectedNotESMImage",
	title: "Expected image options, not an ESM-imported image.",
	message: "An ESM-imported image cannot be passed directly to `getImage()`. Instead, pass an object with the image in the `src` property.",
	hint: "Try changing `getImage(myImage)` to `getImage({ src: myImage })`"
};
var IncompatibleDescriptorOptions = {
	name: "IncompatibleDescriptorOptions",
	title: "Cannot set both `densities` and `widths`.",
	message: "Only one of `densities` or `widths` can be specified. In most cases, you'll probably want to use only `widths` if you require specific widths.",
	hint: "Those attributes are used to construct a `srcset` attribute, which cannot have both `x` and `w` descriptors."
};
var NoImageMetadata = {
	name: "NoImageMetadata",
	title: "Could not process image metadata.",
	message: (imagePath) => `Could not process image metadata${imagePath ? ` for \`${imagePath}\`` : ""}.`,
	hint: "This is often caused by a corrupted or malformed image. Re-exporting the image from your image editor may fix this issue."
};
var ResponseSentError = {
	name: "ResponseSentError",
	title: "Unable to set response.",
	message: "The response has already been sent to the browser and cannot be altered."
};
var MiddlewareNoDataOrNextCalled = {
	name: "MiddlewareNoDataOrNextCalled",
	title: "The middleware didn't return a `Response`.",
	message: "Make sure your middleware returns a `Response` object, either directly or by returning the `Response` from calling the `next` function."
};
var MiddlewareNotAResponse = {
	name: "MiddlewareNotAResponse",
	title: "The middleware returned something that is not a `Response` object.",
	message: "Any data returned from middleware must be a valid `Response` object."
};
var EndpointDidNotReturnAResponse = {
	name: "EndpointDidNotReturnAResponse",
	title: "The endpoint did not return a `Response`.",
	message: "An endpoint must return either a `Response`, or a `Promise` that resolves with a `Response`."
};
var LocalsNotAnObject = {
	name: "LocalsNotAnObject",
	title: "Value assigned to `locals` is not accepted.",
	message: "`locals` can only be assigned to an object. Other values like numbers, strings, etc. are not accepted.",
	hint: "If you tried to remove some information from the `locals` object, try to use `delete` or set the property to `undefined`."
};
var LocalsReassigned = {
	name: "LocalsReassigned",
	title: "`locals` must not be reassigned.",
	message: "`locals` cannot be assigned directly.",
	hint: "Set a `locals` property instead."
};
var AstroResponseHeadersReassigned = {
	name: "AstroResponseHeadersReassigned",
	title: "`Astro.response.headers` must not be reassigned.",
	message: "Individual headers can be added to and removed from `Astro.response.headers`, but it must not be replaced with another instance of `Headers` altogether.",
	hint: "Consider using `Astro.response.headers.add()`, and `Astro.response.headers.delete()`."
};
var LocalImageUsedWrongly = {
	name: "LocalImageUsedWrongly",
	title: "Local images must be imported.",
	message: (imageFilePath) => `\`Image\`'s and \`getImage\`'s \`src\` parameter must be an imported image or a URL, it cannot be a string filepath. Received \`${imageFilePath}\`.`,
	hint: "If you want to use an image from your `src` folder, you need to either import it or if the image is coming from a content collection, use the [image() schema helper](https://docs.astro.build/en/guides/images/#images-in-content-collections). See https://docs.astro.build/en/reference/modules/astro-assets/#src-required for more information on the `src` property."
};
var MissingSharp = {
	name: "MissingSharp",
	title: "Could not find Sharp.",
	message: "Could not find Sharp. Please install Sharp (`sharp`) manually into your project or migrate to another image service.",
	hint: "See Sharp's installation instructions for more information: https://sharp.pixelplumbing.com/install. If you are not relying on `astro:assets` to optimize, transform, or process any images, you can configure a passthrough image service instead of installing Sharp. See https://docs.astro.build/en/reference/errors/missing-sharp for more information.\n\nSee https://docs.astro.build/en/guides/images/#default-image-service for more information on how to migrate to another image service."
};
var i18nNoLocaleFoundInPath = {
	name: "i18nNoLocaleFoundInPath",
	title: "The path doesn't contain any locale.",
	message: "You tried to use an i18n utility on a path that doesn't contain any locale. You can use `pathHasLocale` first to determine if the path has a locale."
};
var RewriteWithBodyUsed = {
	name: "RewriteWithBodyUsed",
	title: "Cannot use `Astro.rewrite()` after the request body has been read.",
	message: "`Astro.rewrite()` cannot be used if the request body has already been read. If you need to read the body, first clone the request.",
	hint: "Read the body from `Astro.request.clone()` instead of `Astro.request`, so the original request can still be rewritten."
};
var ForbiddenRewrite = {
	name: "ForbiddenRewrite",
	title: "Forbidden rewrite to a static route.",
	message: (from, to, component) => `You tried to rewrite the on-demand route '${from}' with the static route '${to}', when using the 'server' output. 

The static route '${to}' is rendered by the component
'${component}', which is marked as prerendered. This is a forbidden operation because during the build, the component '${component}' is compiled to an
HTML file, which can't be retrieved at runtime by Astro.`,
	hint: (component) => `Add \`export const prerender = false\` to the component '${component}', or use \`Astro.redirect()\`.`
};
var FontFamilyNotFound = {
	name: "FontFamilyNotFound",
	title: "Font family not found.",
	message: (family) => `No data was found for the \`"${family}"\` family passed to the \`<Font>\` component.`,
	hint: "This is often caused by a typo. Check that the `<Font />` component is using a `cssVariable` specified in your config."
};
var FontFileUrlNotFound = {
	name: "FontFileUrlNotFound",
	title: "Font file URL not found.",
	message: (url) => `The \`"${url}"\` URL passed to the \`experimental_getFontFileURL()\` function is invalid.`,
	hint: "Make sure you pass a valid URL, obtained via the `fontData` object."
};
var UnavailableAstroGlobal = {
	name: "UnavailableAstroGlobal",
	title: "Unavailable Astro global in `getStaticPaths()`.",
	message: (name) => `The Astro global is not available in this scope. Please remove \`Astro.${name}\` from your \`getStaticPaths()\` function.`
};
var NoManifestAvailable = {
	name: "NoManifestAvailable",
	title: "No manifest available.",
	message: "`new FetchState(request)` was called outside of an Astro server, so no manifest is available.",
	hint: "Make sure this code runs as part of your Astro app, such as its fetch entrypoint. If this error occurred inside an Astro-built server, please open an issue at https://github.com/withastro/astro/issues."
};
var UnknownContentCollectionError = {
	name: "UnknownContentCollectionError",
	title: "Unknown content collection error."
};
var RenderUndefinedEntryError = {
	name: "RenderUndefinedEntryError",
	title: "Attempted to render an undefined content collection entry.",
	hint: "Check if the entry is undefined before passing it to `render()`."
};
var GetEntryDeprecationError = {
	name: "GetEntryDeprecationError",
	title: "Invalid use of `getDataEntryById` or `getEntryBySlug` function.",
	message: (collection, method) => `The \`${method}\` function is deprecated and cannot be used to query the "${collection}" collection. Use \`getEntry\` instead.`,
	hint: "See https://docs.astro.build/en/guides/upgrade-to/v6/#removed-legacy-content-collections for more information."
};
var ActionsReturnedInvalidDataError = {
	name: "ActionsReturnedInvalidDataError",
	title: "Action handler returned invalid data.",
	message: (error) => `Action handler returned invalid data. Handlers should return serializable data types like objects, arrays, strings, and numbers. Parse error: ${error}`,
	hint: "See the devalue library for all supported types: https://github.com/rich-harris/devalue"
};
var ActionNotFoundError = {
	name: "ActionNotFoundError",
	title: "Action not found.",
	message: (actionName) => `The server received a request for an action named \`${actionName}\` but could not find a match. If you renamed an action, check that you've updated your \`actions/index\` file and your calling code to match.`,
	hint: "You can run `astro check` to detect type errors caused by mismatched action names."
};
var CacheNotEnabled = {
	name: "CacheNotEnabled",
	title: "Cache is not enabled.",
	message: "`Astro.cache` is not available because the cache feature is not enabled. To use caching, configure a cache provider in your Astro config under `cache`.",
	hint: "Use an adapter that provides a default cache provider, or set one explicitly: `cache: { provider: \"...\" }`. See https://docs.astro.build/en/guides/caching/."
};
// node_modules/astro/dist/assets/utils/getAssetsPrefix.js
function getAssetsPrefix(fileExtension, assetsPrefix) {
	let prefix = "";
	if (!assetsPrefix) prefix = "";
	else if (typeof assetsPrefix === "string") prefix = assetsPrefix;
	else prefix = assetsPrefix[fileExtension.slice(1)] || assetsPrefix.fallback;
	return prefix;
}
// node_modules/astro/dist/core/render/ssr-element.js
var URL_PARSE_BASE = "https://astro.build";
function splitAssetPath(path) {
	const parsed = new URL(path, URL_PARSE_BASE);
	return {
		pathname: !URL.canParse(path) && !path.startsWith("/") ? parsed.pathname.slice(1) : parsed.pathname,
		suffix: `${parsed.search}${parsed.hash}`
	};
}
function appendQueryParams(path, queryParams) {
	const queryString = queryParams.toString();
	if (!queryString) return path;
	const hashIndex = path.indexOf("#");
	const basePath = hashIndex === -1 ? path : path.slice(0, hashIndex);
	const hash = hashIndex === -1 ? "" : path.slice(hashIndex);
	return `${basePath}${basePath.includes("?") ? "&" : "?"}${queryString}${hash}`;
}
function createAssetLink(href, base, assetsPrefix, queryParams) {
	const { pathname, suffix } = splitAssetPath(href);
	let url = "";
	if (assetsPrefix) url = joinPaths(getAssetsPrefix(fileExtension(pathname), assetsPrefix), slash(pathname)) + suffix;
	else if (base) url = prependForwardSlash(joinPaths(base, slash(pathname))) + suffix;
	else url = href;
	if (queryParams) url = appendQueryParams(url, queryParams);
	return url;
}
function createStylesheetElement(stylesheet, base, assetsPrefix, queryParams) {
	if (stylesheet.type === "inline") return {
		props: {},
		children: stylesheet.content
	};
	else return {
		props: {
			rel: "stylesheet",
			href: createAssetLink(stylesheet.src, base, assetsPrefix, queryParams)
		},
		children: ""
	};
}
function createStylesheetElementSet(stylesheets, base, assetsPrefix, queryParams) {
	return new Set(stylesheets.map((s) => createStylesheetElement(s, base, assetsPrefix, queryParams)));
}
function createModuleScriptElement(script, base, assetsPrefix, queryParams) {
	if (script.type === "external") return createModuleScriptElementWithSrc(script.value, base, assetsPrefix, queryParams);
	else return {
		props: { type: "module" },
		children: script.value
	};
}
function createModuleScriptElementWithSrc(src, base, assetsPrefix, queryParams) {
	return {
		props: {
			type: "module",
			src: createAssetLink(src, base, assetsPrefix, queryParams)
		},
		children: ""
	};
}
// node_modules/astro/dist/core/manifest/memo.js
function createManifestMemo(derive) {
	const cache = /* @__PURE__ */ new WeakMap();
	return {
		get(manifest) {
			if (cache.has(manifest)) return cache.get(manifest);
			const value = derive(manifest);
			cache.set(manifest, value);
			return value;
		},
		has(manifest) {
			return cache.has(manifest);
		},
		set(manifest, value) {
			cache.set(manifest, value);
		},
		invalidate(manifest) {
			cache.delete(manifest);
		}
	};
}
function createAsyncManifestMemo(derive) {
	const cache = /* @__PURE__ */ new WeakMap();
	return {
		get(manifest) {
			let promise = cache.get(manifest);
			if (!promise) {
				promise = derive(manifest);
				cache.set(manifest, promise);
				promise.catch(() => {
					if (cache.get(manifest) === promise) cache.delete(manifest);
				});
			}
			return promise;
		},
		invalidate(manifest) {
			cache.delete(manifest);
		}
	};
}
// node_modules/astro/dist/runtime/server/endpoint.js
async function renderEndpoint(mod, context, isPrerendered, logger, state) {
	const { request, url } = context;
	const method = request.method.toUpperCase();
	let handler = mod[method] ?? mod["ALL"];
	if (!handler && method === "HEAD" && mod["GET"]) handler = mod["GET"];
	if (isPrerendered && !["GET", "HEAD"].includes(method)) logger.warn("router", `${url.pathname} ${colors.bold(method)} requests are not available in static endpoints. Mark this page as server-rendered (\`export const prerender = false;\`) or update your config to \`output: 'server'\` to make all your pages server-rendered by default.`);
	if (handler === void 0) {
		logger.warn("router", `No API Route handler exists for the method "${method}" for the route "${url.pathname}".
Found handlers: ${Object.keys(mod).map((exp) => JSON.stringify(exp)).join(", ")}
` + ("all" in mod ? `One of the exported handlers is "all" (lowercase), did you mean to export 'ALL'?
` : ""));
		return new Response(null, { status: 404 });
	}
	if (typeof handler !== "function") {
		logger.error("router", `The route "${url.pathname}" exports a value for the method "${method}", but it is of the type ${typeof handler} instead of a function.`);
		return new Response(null, { status: 500 });
	}
	let response = await handler.call(mod, context);
	if (!response || response instanceof Response === false) throw new AstroError(EndpointDidNotReturnAResponse);
	if (state && REROUTABLE_STATUS_CODES.includes(response.status)) state.skipErrorReroute = true;
	if (method === "HEAD") return new Response(null, response);
	return response;
}
// node_modules/astro/dist/runtime/server/util.js
function isPromise(value) {
	return typeof value === "object" && value !== null && typeof value.then === "function";
}
async function* streamAsyncIterator(stream) {
	const reader = stream.getReader();
	try {
		while (true) {
			const { done, value } = await reader.read();
			if (done) return;
			yield value;
		}
	} finally {
		reader.releaseLock();
	}
}
// node_modules/astro/dist/runtime/server/escape.js
var ESCAPABLE = /[&<>'"]/g;
function entityFor(code) {
	switch (code) {
		case 38: return "&amp;";
		case 60: return "&lt;";
		case 62: return "&gt;";
		case 39: return "&#39;";
		default: return "&quot;";
	}
}
function escapeHTML(value) {
	ESCAPABLE.lastIndex = 0;
	if (!ESCAPABLE.test(value)) return value;
	let output = "";
	let last = 0;
	do {
		const index = ESCAPABLE.lastIndex - 1;
		if (last !== index) output += value.slice(last, index);
		output += entityFor(value.charCodeAt(index));
		last = index + 1;
	} while (ESCAPABLE.test(value));
	return last === value.length ? output : output + value.slice(last);
}
function stringifyForScript(value) {
	return JSON.stringify(value)?.replace(/</g, "\\u003c");
}
function escapeStyleText(value) {
	return value.replaceAll("<", "\\3C ");
}
var HTMLBytes = class extends Uint8Array {};
Object.defineProperty(HTMLBytes.prototype, Symbol.toStringTag, { get() {
	return "HTMLBytes";
} });
var htmlStringSymbol = /* @__PURE__ */ Symbol.for("astro:html-string");
var HTMLString = class extends String {};
Object.defineProperty(HTMLString.prototype, htmlStringSymbol, { value: true });
var markHTMLString = (value) => {
	if (isHTMLString(value)) return value;
	if (typeof value === "string") return new HTMLString(value);
	return value;
};
function isHTMLString(value) {
	return typeof value === "object" && value !== null && value[htmlStringSymbol] === true;
}
function markHTMLBytes(bytes) {
	return new HTMLBytes(bytes);
}
function hasGetReader(obj) {
	return typeof obj.getReader === "function";
}
async function* unescapeChunksAsync(iterable) {
	if (hasGetReader(iterable)) for await (const chunk of streamAsyncIterator(iterable)) yield unescapeHTML(chunk);
	else for await (const chunk of iterable) yield unescapeHTML(chunk);
}
function* unescapeChunks(iterable) {
	for (const chunk of iterable) yield unescapeHTML(chunk);
}
function unescapeHTML(str) {
	if (!!str && typeof str === "object") {
		if (str instanceof Uint8Array) return markHTMLBytes(str);
		else if (str instanceof Response && str.body) {
			const body = str.body;
			return unescapeChunksAsync(body);
		} else if (typeof str.then === "function") return Promise.resolve(str).then((value) => {
			return unescapeHTML(value);
		});
		else if (str[/* @__PURE__ */ Symbol.for("astro:slot-string")]) return str;
		else if (Symbol.iterator in str) return unescapeChunks(str);
		else if (Symbol.asyncIterator in str || hasGetReader(str)) return unescapeChunksAsync(str);
	}
	return markHTMLString(str);
}
function isVNode(vnode) {
	return vnode && typeof vnode === "object" && vnode["astro:jsx"];
}
// node_modules/astro/dist/core/head-propagation/resolver.js
function isPropagatingHint(hint) {
	return hint === "self" || hint === "in-tree";
}
// node_modules/astro/dist/runtime/server/render/astro/factory.js
function isAstroComponentFactory(obj) {
	return obj == null ? false : obj.isAstroComponentFactory === true;
}
// node_modules/astro/dist/runtime/server/serialize.js
var PROP_TYPE = {
	Value: 0,
	JSON: 1,
	RegExp: 2,
	Date: 3,
	Map: 4,
	Set: 5,
	BigInt: 6,
	URL: 7,
	Uint8Array: 8,
	Uint16Array: 9,
	Uint32Array: 10,
	Infinity: 11
};
function serializeArray(value, metadata = {}, parents = /* @__PURE__ */ new WeakSet()) {
	if (parents.has(value)) throw new Error(`Cyclic reference detected while serializing props for <${metadata.displayName} client:${metadata.hydrate}>!

Cyclic references cannot be safely serialized for client-side usage. Please remove the cyclic reference.`);
	parents.add(value);
	const serialized = value.map((v) => {
		return convertToSerializedForm(v, metadata, parents);
	});
	parents.delete(value);
	return serialized;
}
function serializeObject(value, metadata = {}, parents = /* @__PURE__ */ new WeakSet()) {
	if (parents.has(value)) throw new Error(`Cyclic reference detected while serializing props for <${metadata.displayName} client:${metadata.hydrate}>!

Cyclic references cannot be safely serialized for client-side usage. Please remove the cyclic reference.`);
	parents.add(value);
	const serialized = Object.fromEntries(Object.entries(value).map(([k, v]) => {
		return [k, convertToSerializedForm(v, metadata, parents)];
	}));
	parents.delete(value);
	return serialized;
}
function convertToSerializedForm(value, metadata = {}, parents = /* @__PURE__ */ new WeakSet()) {
	switch (Object.prototype.toString.call(value)) {
		case "[object Date]": return [PROP_TYPE.Date, value.toISOString()];
		case "[object RegExp]": return [PROP_TYPE.RegExp, value.source];
		case "[object Map]": return [PROP_TYPE.Map, serializeArray(Array.from(value), metadata, parents)];
		case "[object Set]": return [PROP_TYPE.Set, serializeArray(Array.from(value), metadata, parents)];
		case "[object BigInt]": return [PROP_TYPE.BigInt, value.toString()];
		case "[object URL]": return [PROP_TYPE.URL, value.toString()];
		case "[object Array]": return [PROP_TYPE.JSON, serializeArray(value, metadata, parents)];
		case "[object Uint8Array]": return [PROP_TYPE.Uint8Array, Array.from(value)];
		case "[object Uint16Array]": return [PROP_TYPE.Uint16Array, Array.from(value)];
		case "[object Uint32Array]": return [PROP_TYPE.Uint32Array, Array.from(value)];
		default:
			if (value !== null && typeof value === "object") return [PROP_TYPE.Value, serializeObject(value, metadata, parents)];
			if (value === Number.POSITIVE_INFINITY) return [PROP_TYPE.Infinity, 1];
			if (value === Number.NEGATIVE_INFINITY) return [PROP_TYPE.Infinity, -1];
			if (value === void 0) return [PROP_TYPE.Value];
			return [PROP_TYPE.Value, value];
	}
}
function serializeProps(props, metadata) {
	return JSON.stringify(serializeObject(props, metadata));
}
// node_modules/astro/dist/runtime/server/hydration.js
var transitionDirectivesToCopyOnIsland = /* @__PURE__ */ new Set([
	"data-astro-transition-scope",
	"data-astro-transition-persist",
	"data-astro-transition-persist-props"
]);
function extractDirectives(inputProps, clientDirectives) {
	let extracted = {
		isPage: false,
		hydration: null,
		props: {},
		propsWithoutTransitionAttributes: {}
	};
	for (const key of Object.keys(inputProps)) {
		const value = inputProps[key];
		if (key.startsWith("server:")) {
			if (key === "server:root") extracted.isPage = true;
		}
		if (key.startsWith("client:")) {
			if (!extracted.hydration) extracted.hydration = {
				directive: "",
				value: "",
				componentUrl: "",
				componentExport: { value: "" }
			};
			switch (key) {
				case "client:component-path":
					extracted.hydration.componentUrl = value;
					break;
				case "client:component-export":
					extracted.hydration.componentExport.value = value;
					break;
				case "client:component-hydration": break;
				case "client:display-name": break;
				default:
					extracted.hydration.directive = key.split(":")[1];
					extracted.hydration.value = value;
					if (!clientDirectives.has(extracted.hydration.directive)) {
						const hydrationMethods = Array.from(clientDirectives.keys()).map((d) => `client:${d}`).join(", ");
						throw new Error(`Error: invalid hydration directive "${key}". Supported hydration methods: ${hydrationMethods}`);
					}
					if (extracted.hydration.directive === "media" && typeof extracted.hydration.value !== "string") throw new AstroError(MissingMediaQueryDirective);
			}
		} else {
			extracted.props[key] = value;
			if (!transitionDirectivesToCopyOnIsland.has(key)) extracted.propsWithoutTransitionAttributes[key] = value;
		}
	}
	for (const sym of Object.getOwnPropertySymbols(inputProps)) {
		extracted.props[sym] = inputProps[sym];
		extracted.propsWithoutTransitionAttributes[sym] = inputProps[sym];
	}
	return extracted;
}
async function generateHydrateScript(scriptOptions, metadata) {
	const { renderer, result, astroId, props, attrs } = scriptOptions;
	const { hydrate, componentUrl, componentExport } = metadata;
	if (!componentExport.value) throw new AstroError({
		...NoMatchingImport,
		message: NoMatchingImport.message(metadata.displayName)
	});
	const island = {
		children: "",
		props: { uid: astroId }
	};
	if (attrs) for (const [key, value] of Object.entries(attrs)) island.props[key] = escapeHTML(String(value));
	island.props["component-url"] = await result.resolve(decodeURI(componentUrl));
	if (renderer.clientEntrypoint) {
		island.props["component-export"] = componentExport.value;
		island.props["renderer-url"] = await result.resolve(decodeURI(renderer.clientEntrypoint.toString()));
		island.props["props"] = escapeHTML(serializeProps(props, metadata));
	}
	island.props["ssr"] = "";
	island.props["client"] = hydrate;
	let beforeHydrationUrl = await result.resolve("astro:scripts/before-hydration.js");
	if (beforeHydrationUrl.length) island.props["before-hydration-url"] = beforeHydrationUrl;
	island.props["opts"] = escapeHTML(JSON.stringify({
		name: metadata.displayName,
		value: metadata.hydrateArgs || ""
	}));
	transitionDirectivesToCopyOnIsland.forEach((name) => {
		if (typeof props[name] !== "undefined") island.props[name] = escapeHTML(String(props[name]));
	});
	return island;
}
// node_modules/astro/dist/runtime/server/shorthash.js
/**
* shortdash - https://github.com/bibig/node-shorthash
*
* @license
*
* (The MIT License)
*
* Copyright (c) 2013 Bibig <bibig@me.com>
*
* Permission is hereby granted, free of charge, to any person
* obtaining a copy of this software and associated documentation
* files (the "Software"), to deal in the Software without
* restriction, including without limitation the rights to use,
* copy, modify, merge, publish, distribute, sublicense, and/or sell
* copies of the Software, and to permit persons to whom the
* Software is furnished to do so, subject to the following
* conditions:
*
* The above copyright notice and this permission notice shall be
* included in all copies or substantial portions of the Software.
*
* THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND,
* EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES
* OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
* NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT
* HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY,
* WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING
* FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR
* OTHER DEALINGS IN THE SOFTWARE.
*/
var dictionary = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXY";
var binary = 61;
function bitwise(str) {
	let hash = 0;
	if (str.length === 0) return hash;
	for (let i = 0; i < str.length; i++) {
		const ch = str.charCodeAt(i);
		hash = (hash << 5) - hash + ch;
		hash = hash & hash;
	}
	return hash;
}
function shorthash(text) {
	let num;
	let result = "";
	let integer = bitwise(text);
	const sign = integer < 0 ? "Z" : "";
	integer = Math.abs(integer);
	while (integer >= binary) {
		num = integer % binary;
		integer = Math.floor(integer / binary);
		result = dictionary[num] + result;
	}
	if (integer > 0) result = dictionary[integer] + result;
	return sign + result;
}
// node_modules/astro/dist/runtime/server/render/astro/head-and-content.js
var headAndContentSym = /* @__PURE__ */ Symbol.for("astro.headAndContent");
function isHeadAndContent(obj) {
	return typeof obj === "object" && obj !== null && !!obj[headAndContentSym];
}
function createHeadAndContent(head, content) {
	return {
		[headAndContentSym]: true,
		head,
		content
	};
}
function createThinHead() {
	return { [headAndContentSym]: true };
}
// node_modules/astro/dist/runtime/server/astro-island.prebuilt.js
var astro_island_prebuilt_default = `(()=>{var g=Object.defineProperty;var w=(a,s,c)=>s in a?g(a,s,{enumerable:!0,configurable:!0,writable:!0,value:c}):a[s]=c;var l=(a,s,c)=>w(a,typeof s!="symbol"?s+"":s,c);var E=new Set(["__proto__","constructor","prototype"]);{let a={0:t=>y(t),1:t=>c(t),2:t=>new RegExp(t),3:t=>new Date(t),4:t=>new Map(c(t)),5:t=>new Set(c(t)),6:t=>BigInt(t),7:t=>new URL(t),8:t=>new Uint8Array(t),9:t=>new Uint16Array(t),10:t=>new Uint32Array(t),11:t=>Number.POSITIVE_INFINITY*t},s=t=>{let[p,e]=t;return p in a?a[p](e):void 0},c=t=>t.map(s),y=t=>typeof t!="object"||t===null?t:Object.fromEntries(Object.entries(t).map(([p,e])=>[p,s(e)]));class f extends HTMLElement{constructor(){super(...arguments);l(this,"Component");l(this,"hydrator");l(this,"hydrate",async()=>{var b;if(!this.hydrator||!this.isConnected)return;let e=(b=this.parentElement)==null?void 0:b.closest("astro-island[ssr]");if(e){e.addEventListener("astro:hydrate",this.hydrate,{once:!0});return}let r=this.querySelectorAll("astro-slot"),n={},d=this.querySelectorAll("template[data-astro-template]");for(let o of d){let i=o.closest(this.tagName);i!=null&&i.isSameNode(this)&&(n[o.getAttribute("data-astro-template")||"default"]=o.innerHTML,o.remove())}for(let o of r){let i=o.closest(this.tagName);i!=null&&i.isSameNode(this)&&(n[o.getAttribute("name")||"default"]=o.innerHTML)}let u;try{u=this.hasAttribute("props")?y(JSON.parse(this.getAttribute("props"))):{}}catch(o){let i=this.getAttribute("component-url")||"<unknown>",v=this.getAttribute("component-export");throw v&&(i+=\` (export \${v})\`),console.error(\`[hydrate] Error parsing props for component \${i}\`,this.getAttribute("props"),o),o}let h;await this.hydrator(this)(this.Component,u,n,{client:this.getAttribute("client")}),this.removeAttribute("ssr"),this.dispatchEvent(new CustomEvent("astro:hydrate"))});l(this,"unmount",()=>{this.isConnected||this.dispatchEvent(new CustomEvent("astro:unmount"))})}disconnectedCallback(){document.removeEventListener("astro:after-swap",this.unmount),document.addEventListener("astro:after-swap",this.unmount,{once:!0})}connectedCallback(){if(!this.hasAttribute("await-children")||document.readyState==="interactive"||document.readyState==="complete")this.childrenConnectedCallback();else{let e=()=>{document.removeEventListener("DOMContentLoaded",e),r.disconnect(),this.childrenConnectedCallback()},r=new MutationObserver(()=>{var n;((n=this.lastChild)==null?void 0:n.nodeType)===Node.COMMENT_NODE&&this.lastChild.nodeValue==="astro:end"&&(this.lastChild.remove(),e())});r.observe(this,{childList:!0}),document.addEventListener("DOMContentLoaded",e)}}async childrenConnectedCallback(){let e=this.getAttribute("before-hydration-url");e&&await import(e),this.start()}getRetryImportUrl(e){let r=new URL(e,document.baseURI);return r.searchParams.set("astro-retry",Date.now().toString()),r.toString()}async importWithRetry(e){try{return await import(e)}catch(r){return await new Promise(n=>setTimeout(n,1e3)),import(this.getRetryImportUrl(e))}}handleHydrationError(e){let r=this.getAttribute("component-url"),n=new CustomEvent("astro:hydration-error",{cancelable:!0,bubbles:!0,composed:!0,detail:{error:e,componentUrl:r}});this.dispatchEvent(n)&&console.error(\`[astro-island] Error hydrating \${r}\`,e)}async start(){let e=JSON.parse(this.getAttribute("opts")),r=this.getAttribute("client");if(Astro[r]===void 0){window.addEventListener(\`astro:\${r}\`,()=>this.start(),{once:!0});return}try{await Astro[r](async()=>{let n=this.getAttribute("renderer-url");try{let[d,{default:u}]=await Promise.all([this.importWithRetry(this.getAttribute("component-url")),n?this.importWithRetry(n):Promise.resolve({default:()=>()=>{}})]),h=this.getAttribute("component-export")||"default";if(h.includes(".")){this.Component=d;for(let m of h.split(".")){if(E.has(m)||!this.Component||typeof this.Component!="object"&&typeof this.Component!="function"||!Object.hasOwn(this.Component,m))throw new Error(\`Invalid component export path: \${h}\`);this.Component=this.Component[m]}}else{if(E.has(h))throw new Error(\`Invalid component export path: \${h}\`);this.Component=d[h]}return this.hydrator=u,this.hydrate}catch(d){return this.handleHydrationError(d),()=>{}}},e,this)}catch(n){this.handleHydrationError(n)}}attributeChangedCallback(){this.hydrate()}}l(f,"observedAttributes",["props"]),customElements.get("astro-island")||customElements.define("astro-island",f)}})();`;
// node_modules/astro/dist/runtime/server/astro-island.prebuilt-dev.js
var astro_island_prebuilt_dev_default = `(()=>{var g=Object.defineProperty;var w=(c,s,d)=>s in c?g(c,s,{enumerable:!0,configurable:!0,writable:!0,value:d}):c[s]=d;var l=(c,s,d)=>w(c,typeof s!="symbol"?s+"":s,d);var E=new Set(["__proto__","constructor","prototype"]);{let c={0:t=>y(t),1:t=>d(t),2:t=>new RegExp(t),3:t=>new Date(t),4:t=>new Map(d(t)),5:t=>new Set(d(t)),6:t=>BigInt(t),7:t=>new URL(t),8:t=>new Uint8Array(t),9:t=>new Uint16Array(t),10:t=>new Uint32Array(t),11:t=>Number.POSITIVE_INFINITY*t},s=t=>{let[p,e]=t;return p in c?c[p](e):void 0},d=t=>t.map(s),y=t=>typeof t!="object"||t===null?t:Object.fromEntries(Object.entries(t).map(([p,e])=>[p,s(e)]));class f extends HTMLElement{constructor(){super(...arguments);l(this,"Component");l(this,"hydrator");l(this,"hydrate",async()=>{var b;if(!this.hydrator||!this.isConnected)return;let e=(b=this.parentElement)==null?void 0:b.closest("astro-island[ssr]");if(e){e.addEventListener("astro:hydrate",this.hydrate,{once:!0});return}let r=this.querySelectorAll("astro-slot"),n={},h=this.querySelectorAll("template[data-astro-template]");for(let o of h){let a=o.closest(this.tagName);a!=null&&a.isSameNode(this)&&(n[o.getAttribute("data-astro-template")||"default"]=o.innerHTML,o.remove())}for(let o of r){let a=o.closest(this.tagName);a!=null&&a.isSameNode(this)&&(n[o.getAttribute("name")||"default"]=o.innerHTML)}let m;try{m=this.hasAttribute("props")?y(JSON.parse(this.getAttribute("props"))):{}}catch(o){let a=this.getAttribute("component-url")||"<unknown>",v=this.getAttribute("component-export");throw v&&(a+=\` (export \${v})\`),console.error(\`[hydrate] Error parsing props for component \${a}\`,this.getAttribute("props"),o),o}let i,u=this.hydrator(this);i=performance.now(),await u(this.Component,m,n,{client:this.getAttribute("client")}),i&&this.setAttribute("client-render-time",(performance.now()-i).toString()),this.removeAttribute("ssr"),this.dispatchEvent(new CustomEvent("astro:hydrate"))});l(this,"unmount",()=>{this.isConnected||this.dispatchEvent(new CustomEvent("astro:unmount"))})}disconnectedCallback(){document.removeEventListener("astro:after-swap",this.unmount),document.addEventListener("astro:after-swap",this.unmount,{once:!0})}connectedCallback(){if(!this.hasAttribute("await-children")||document.readyState==="interactive"||document.readyState==="complete")this.childrenConnectedCallback();else{let e=()=>{document.removeEventListener("DOMContentLoaded",e),r.disconnect(),this.childrenConnectedCallback()},r=new MutationObserver(()=>{var n;((n=this.lastChild)==null?void 0:n.nodeType)===Node.COMMENT_NODE&&this.lastChild.nodeValue==="astro:end"&&(this.lastChild.remove(),e())});r.observe(this,{childList:!0}),document.addEventListener("DOMContentLoaded",e)}}async childrenConnectedCallback(){let e=this.getAttribute("before-hydration-url");e&&await import(e),this.start()}getRetryImportUrl(e){let r=new URL(e,document.baseURI);return r.searchParams.set("astro-retry",Date.now().toString()),r.toString()}async importWithRetry(e){try{return await import(e)}catch(r){return await new Promise(n=>setTimeout(n,1e3)),import(this.getRetryImportUrl(e))}}handleHydrationError(e){let r=this.getAttribute("component-url"),n=new CustomEvent("astro:hydration-error",{cancelable:!0,bubbles:!0,composed:!0,detail:{error:e,componentUrl:r}});this.dispatchEvent(n)&&console.error(\`[astro-island] Error hydrating \${r}\`,e)}async start(){let e=JSON.parse(this.getAttribute("opts")),r=this.getAttribute("client");if(Astro[r]===void 0){window.addEventListener(\`astro:\${r}\`,()=>this.start(),{once:!0});return}try{await Astro[r](async()=>{let n=this.getAttribute("renderer-url");try{let[h,{default:m}]=await Promise.all([this.importWithRetry(this.getAttribute("component-url")),n?this.importWithRetry(n):Promise.resolve({default:()=>()=>{}})]),i=this.getAttribute("component-export")||"default";if(i.includes(".")){this.Component=h;for(let u of i.split(".")){if(E.has(u)||!this.Component||typeof this.Component!="object"&&typeof this.Component!="function"||!Object.hasOwn(this.Component,u))throw new Error(\`Invalid component export path: \${i}\`);this.Component=this.Component[u]}}else{if(E.has(i))throw new Error(\`Invalid component export path: \${i}\`);this.Component=h[i]}return this.hydrator=m,this.hydrate}catch(h){return this.handleHydrationError(h),()=>{}}},e,this)}catch(n){this.handleHydrationError(n)}}attributeChangedCallback(){this.hydrate()}}l(f,"observedAttributes",["props"]),customElements.get("astro-island")||customElements.define("astro-island",f)}})();`;
// node_modules/astro/dist/runtime/server/astro-island-styles.js
var ISLAND_STYLES = "astro-island,astro-slot,astro-static-slot{display:contents}";
// node_modules/astro/dist/runtime/server/scripts.js
function determineIfNeedsHydrationScript(result) {
	if (result._metadata.templateDepth > 0) return !result._metadata.hasHydrationScript;
	if (result._metadata.hasHydrationScript) return false;
	return result._metadata.hasHydrationScript = true;
}
function determinesIfNeedsDirectiveScript(result, directive) {
	if (result._metadata.templateDepth > 0) return !result._metadata.hasDirectives.has(directive);
	if (result._metadata.hasDirectives.has(directive)) return false;
	result._metadata.hasDirectives.add(directive);
	return true;
}
function getDirectiveScriptText(result, directive) {
	const clientDirective = result.clientDirectives.get(directive);
	if (!clientDirective) throw new Error(`Unknown directive: ${directive}`);
	return clientDirective;
}
function getPrescripts(result, type, directive) {
	switch (type) {
		case "both": return `<style>${ISLAND_STYLES}</style><script>${getDirectiveScriptText(result, directive)}<\/script><script>${process.env.NODE_ENV === "development" ? astro_island_prebuilt_dev_default : astro_island_prebuilt_default}<\/script>`;
		case "directive": return `<script>${getDirectiveScriptText(result, directive)}<\/script>`;
	}
}
// node_modules/astro/dist/core/head-propagation/buffer.js
async function collectPropagatedHeadParts(input) {
	const collectedHeadParts = [];
	const pendingSlotEvaluations = input.result._metadata?.pendingSlotEvaluations ?? [];
	const drainPendingSlots = async () => {
		while (pendingSlotEvaluations.length > 0) {
			const batch = pendingSlotEvaluations.splice(0, pendingSlotEvaluations.length);
			await Promise.all(batch);
		}
	};
	await drainPendingSlots();
	for (const propagator of input.propagators) {
		const returnValue = await propagator.init(input.result);
		if (input.isHeadAndContent(returnValue) && returnValue.head) collectedHeadParts.push(returnValue.head);
		await drainPendingSlots();
	}
	return collectedHeadParts;
}
// node_modules/astro/dist/core/head-propagation/policy.js
function shouldRenderHeadInstruction(state) {
	return !state.hasRenderedHead && !state.partial;
}
function shouldRenderMaybeHeadInstruction(state) {
	return !state.hasRenderedHead && !state.headInTree && !state.partial;
}
function shouldRenderInstruction$1(type, state) {
	return type === "head" ? shouldRenderHeadInstruction(state) : shouldRenderMaybeHeadInstruction(state);
}
// node_modules/astro/dist/runtime/server/render/head-propagation/runtime.js
function registerIfPropagating(result, factory, instance) {
	if (factory.propagation === "self" || factory.propagation === "in-tree") {
		result._metadata.propagators.add(instance);
		return;
	}
	if (factory.moduleId) {
		const hint = result.componentMetadata.get(factory.moduleId)?.propagation;
		if (isPropagatingHint(hint ?? "none")) result._metadata.propagators.add(instance);
	}
}
async function bufferPropagatedHead(result) {
	const collected = await collectPropagatedHeadParts({
		propagators: result._metadata.propagators,
		result,
		isHeadAndContent
	});
	result._metadata.extraHead.push(...collected);
}
function shouldRenderInstruction(type, state) {
	return shouldRenderInstruction$1(type, state);
}
function getInstructionRenderState(result) {
	return {
		hasRenderedHead: result._metadata.hasRenderedHead,
		headInTree: result._metadata.headInTree,
		partial: result.partial
	};
}
// node_modules/astro/dist/core/csp/runtime.js
function normalizeCspResourceEntry(entry) {
	if (typeof entry === "string") return {
		resource: entry,
		kind: "default"
	};
	return {
		resource: entry.resource,
		kind: entry.kind ?? "default"
	};
}
function normalizeCspHashEntry(entry) {
	if (typeof entry === "string") return {
		hash: entry,
		kind: "default"
	};
	return {
		hash: entry.hash,
		kind: entry.kind ?? "default"
	};
}
function partitionByKind(directive) {
	const groups = {
		default: {
			resources: [],
			hashes: []
		},
		element: {
			resources: [],
			hashes: []
		},
		attribute: {
			resources: [],
			hashes: []
		}
	};
	for (const entry of directive.resources) {
		const { resource, kind } = normalizeCspResourceEntry(entry);
		groups[kind].resources.push(resource);
	}
	for (const entry of directive.hashes) {
		const { hash, kind } = normalizeCspHashEntry(entry);
		groups[kind].hashes.push(hash);
	}
	return groups;
}
function deduplicateDirectiveValues(existingDirective, newDirective) {
	const [directiveName, ...existingValues] = existingDirective.split(/\s+/).filter(Boolean);
	const [newDirectiveName, ...newValues] = newDirective.split(/\s+/).filter(Boolean);
	if (directiveName !== newDirectiveName) return;
	return `${directiveName} ${Array.from(/* @__PURE__ */ new Set([...existingValues, ...newValues])).join(" ")}`;
}
function pushDirective(directives, newDirective) {
	if (directives.length === 0) return [newDirective];
	const finalDirectives = [];
	let matched = false;
	for (const directive of directives) {
		if (matched) {
			finalDirectives.push(directive);
			continue;
		}
		const result = deduplicateDirectiveValues(directive, newDirective);
		if (result) {
			finalDirectives.push(result);
			matched = true;
		} else finalDirectives.push(directive);
	}
	if (!matched) finalDirectives.push(newDirective);
	return finalDirectives;
}
// node_modules/astro/dist/runtime/server/render/csp.js
function renderCspContent(result) {
	const { scriptDirective, styleDirective, directives } = result;
	const script = partitionByKind(scriptDirective);
	const style = partitionByKind(styleDirective);
	const finalScriptHashes = /* @__PURE__ */ new Set();
	for (const scriptHash of script.default.hashes) finalScriptHashes.add(`'${scriptHash}'`);
	for (const scriptHash of result._metadata.extraScriptHashes) finalScriptHashes.add(`'${scriptHash}'`);
	const finalStyleHashes = /* @__PURE__ */ new Set();
	for (const styleHash of style.default.hashes) finalStyleHashes.add(`'${styleHash}'`);
	for (const styleHash of result._metadata.extraStyleHashes) finalStyleHashes.add(`'${styleHash}'`);
	let directivesContent;
	if (directives.length > 0) directivesContent = directives.join(";") + ";";
	const scriptResources = script.default.resources.length > 0 ? script.default.resources.join(" ") : "'self'";
	const styleResources = style.default.resources.length > 0 ? style.default.resources.join(" ") : "'self'";
	const scriptElementDefaultResource = script.default.resources.length > 0 ? "" : "'self'";
	const styleElementDefaultResource = style.default.resources.length > 0 ? "" : "'self'";
	const scriptElemActive = isEnabled(script.element);
	const styleElemActive = isEnabled(style.element);
	const strictDynamicSuffix = scriptDirective.strictDynamic ? ` 'strict-dynamic'` : "";
	const scriptDefaultHasUnsafeInline = hasUnsafeInline(script.default.resources);
	const styleDefaultHasUnsafeInline = hasUnsafeInline(style.default.resources);
	const scriptSrc = `script-src ${scriptResources} ${[...scriptElemActive || scriptDefaultHasUnsafeInline ? [] : [...finalScriptHashes], ...scriptDirective.strictDynamic ? [`'strict-dynamic'`] : []].join(" ")};`;
	const styleSrc = `style-src ${styleResources} ${(styleElemActive || styleDefaultHasUnsafeInline ? [] : [...finalStyleHashes]).join(" ")};`;
	const scriptSrcElem = scriptElemActive ? renderSpecificDirective("script-src-elem", script.element.resources, scriptElementDefaultResource, finalScriptHashes, script.element.hashes, strictDynamicSuffix) : void 0;
	const scriptSrcAttr = isEnabled(script.attribute) ? renderSpecificDirective("script-src-attr", script.attribute.resources, "'none'", void 0, script.attribute.hashes) : void 0;
	const styleSrcElem = styleElemActive ? renderSpecificDirective("style-src-elem", style.element.resources, styleElementDefaultResource, finalStyleHashes, style.element.hashes) : void 0;
	const styleSrcAttr = isEnabled(style.attribute) ? renderSpecificDirective("style-src-attr", style.attribute.resources, "'none'", void 0, style.attribute.hashes) : void 0;
	return [
		directivesContent,
		scriptSrc,
		scriptSrcElem,
		scriptSrcAttr,
		styleSrc,
		styleSrcElem,
		styleSrcAttr
	].filter(Boolean).join(" ");
}
function hasUnsafeInline(resources) {
	return resources.includes("'unsafe-inline'");
}
function isEnabled(sources) {
	return sources.resources.length > 0 || sources.hashes.length > 0;
}
function renderSpecificDirective(name, resources, defaultResource, sharedHashes, ownHashes, suffix = "") {
	const unsafeInline = hasUnsafeInline(resources);
	const hashes = new Set(unsafeInline ? void 0 : sharedHashes);
	if (!unsafeInline) for (const hash of ownHashes) hashes.add(`'${hash}'`);
	let finalResources;
	if (resources.length > 0) finalResources = resources.map((r) => `${r}`).join(" ");
	else if (defaultResource === "'none'" && hashes.size > 0) finalResources = "";
	else finalResources = defaultResource;
	return `${name} ${[finalResources, ...hashes].filter(Boolean).join(" ")}${suffix};`;
}
// node_modules/astro/dist/runtime/server/render/instruction.js
var RenderInstructionSymbol = /* @__PURE__ */ Symbol.for("astro:render");
function createRenderInstruction(instruction) {
	instruction[RenderInstructionSymbol] = true;
	return instruction;
}
function isRenderInstruction(chunk) {
	return chunk && typeof chunk === "object" && chunk[RenderInstructionSymbol];
}
function isScriptInstruction(chunk) {
	return chunk && typeof chunk === "object" && "type" in chunk && chunk.type === "script";
}
// node_modules/astro/dist/runtime/server/render/util.js
var voidElementNames = /^(area|base|br|col|command|embed|hr|img|input|keygen|link|meta|param|source|track|wbr)$/i;
var htmlBooleanAttributes = /^(?:allowfullscreen|async|autofocus|autoplay|checked|controls|default|defer|disabled|disablepictureinpicture|disableremoteplayback|formnovalidate|inert|loop|muted|nomodule|novalidate|open|playsinline|readonly|required|reversed|scoped|seamless|selected|itemscope)$/i;
var AMPERSAND_REGEX = /&/g;
var DOUBLE_QUOTE_REGEX = /"/g;
var STATIC_DIRECTIVES = /* @__PURE__ */ new Set(["set:html", "set:text"]);
var INVALID_ATTR_NAME_CHAR = /[\s"'>/=]/;
var toIdent = (k) => k.trim().replace(/(?!^)\b\w|\s+|\W+/g, (match, index) => {
	if (/\W/.test(match)) return "";
	return index === 0 ? match : match.toUpperCase();
});
var toAttributeString = (value, shouldEscape = true) => {
	if (!shouldEscape) return value;
	const str = String(value);
	if (!str.includes("&") && !str.includes("\"")) return str;
	return str.replace(AMPERSAND_REGEX, "&amp;").replace(DOUBLE_QUOTE_REGEX, "&quot;");
};
var kebab = (k) => k.toLowerCase() === k ? k : k.replace(/[A-Z]/g, (match) => `-${match.toLowerCase()}`);
var toStyleString = (obj) => {
	let output = "";
	for (const key of Object.keys(obj)) {
		const value = obj[key];
		if (!(typeof value === "string" && value.trim() || typeof value === "number")) continue;
		if (output) output += ";";
		output += key[0] !== "-" && key[1] !== "-" ? `${kebab(key)}:${value}` : `${key}:${value}`;
	}
	return output;
};
function defineScriptVars(vars) {
	let output = "";
	for (const [key, value] of Object.entries(vars)) output += `const ${toIdent(key)} = ${stringifyForScript(value)};
`;
	return markHTMLString(output);
}
function formatList(values) {
	if (values.length === 1) return values[0];
	return `${values.slice(0, -1).join(", ")} or ${values[values.length - 1]}`;
}
function isCustomElement(tagName) {
	return tagName.includes("-");
}
function handleBooleanAttribute(key, value, shouldEscape, tagName) {
	if (key === "popover") return markHTMLString(value ? ` ${key}` : "");
	if (tagName && isCustomElement(tagName)) return markHTMLString(` ${key}="${toAttributeString(value, shouldEscape)}"`);
	return markHTMLString(value ? ` ${key}` : "");
}
var ATTRIBUTE_KIND = {
	ORDINARY: 0,
	INVALID_NAME: 1,
	STATIC_DIRECTIVE: 2,
	CLASS_LIST: 3,
	STYLE: 4,
	CLASS_NAME: 5,
	BOOLEAN: 6,
	BOOLEAN_IF_BOOLEAN: 7
};
function classifyAttribute(key) {
	if (INVALID_ATTR_NAME_CHAR.test(key)) return ATTRIBUTE_KIND.INVALID_NAME;
	if (STATIC_DIRECTIVES.has(key)) return ATTRIBUTE_KIND.STATIC_DIRECTIVE;
	if (key === "class:list") return ATTRIBUTE_KIND.CLASS_LIST;
	if (key === "style") return ATTRIBUTE_KIND.STYLE;
	if (key === "className") return ATTRIBUTE_KIND.CLASS_NAME;
	if (htmlBooleanAttributes.test(key)) return ATTRIBUTE_KIND.BOOLEAN;
	if (key === "popover" || key === "download" || key === "hidden") return ATTRIBUTE_KIND.BOOLEAN_IF_BOOLEAN;
	return ATTRIBUTE_KIND.ORDINARY;
}
function addAttribute(value, key, shouldEscape = true, tagName = "") {
	if (value == null) return "";
	switch (classifyAttribute(key)) {
		case ATTRIBUTE_KIND.INVALID_NAME: return "";
		case ATTRIBUTE_KIND.STATIC_DIRECTIVE:
			console.warn(`[astro] The "${key}" directive cannot be applied dynamically at runtime. It will not be rendered as an attribute.

Make sure to use the static attribute syntax (\`${key}={value}\`) instead of the dynamic spread syntax (\`{...{ "${key}": value }}\`).`);
			return "";
		case ATTRIBUTE_KIND.CLASS_LIST: {
			const listValue = toAttributeString(clsx(value), shouldEscape);
			if (listValue === "") return "";
			return markHTMLString(` class="${listValue}"`);
		}
		case ATTRIBUTE_KIND.STYLE:
			if (!(value instanceof HTMLString)) {
				if (Array.isArray(value) && value.length === 2) return markHTMLString(` style="${toAttributeString(`${toStyleString(value[0])};${value[1]}`, shouldEscape)}"`);
				if (typeof value === "object") return markHTMLString(` style="${toAttributeString(toStyleString(value), shouldEscape)}"`);
			}
			break;
		case ATTRIBUTE_KIND.CLASS_NAME: return markHTMLString(` class="${toAttributeString(value, shouldEscape)}"`);
		case ATTRIBUTE_KIND.BOOLEAN: return handleBooleanAttribute(key, value, shouldEscape, tagName);
		case ATTRIBUTE_KIND.BOOLEAN_IF_BOOLEAN:
			if (typeof value === "boolean") return handleBooleanAttribute(key, value, shouldEscape, tagName);
			break;
		case ATTRIBUTE_KIND.ORDINARY:
	}
	if (value === "") return markHTMLString(` ${key}`);
	return markHTMLString(` ${key}="${toAttributeString(value, shouldEscape)}"`);
}
function spreadElementAttributes(values) {
	let output = "";
	for (const key of Object.keys(values)) {
		if (key === "children") continue;
		output += addAttribute(values[key], key, true);
	}
	return output;
}
function internalSpreadAttributes(values, shouldEscape = true, tagName) {
	let output = "";
	for (const key of Object.keys(values)) output += addAttribute(values[key], key, shouldEscape, tagName);
	return markHTMLString(output);
}
function renderElement$1(name, { props: _props, children = "" }, shouldEscape = true) {
	const { lang: _, "data-astro-id": astroId, "define:vars": defineVars, ...props } = _props;
	if (defineVars) {
		if (name === "style") {
			delete props["is:global"];
			delete props["is:scoped"];
		}
		if (name === "script") {
			delete props.hoist;
			children = defineScriptVars(defineVars) + "\n" + children;
		}
	}
	if ((children == null || children === "") && voidElementNames.test(name)) return `<${name}${internalSpreadAttributes(props, shouldEscape, name)}>`;
	return `<${name}${internalSpreadAttributes(props, shouldEscape, name)}>${children}</${name}>`;
}
var noop = () => {};
var BufferedRenderer = class {
	chunks = [];
	renderPromise;
	destination;
	/**
	* Determines whether buffer has been flushed
	* to the final destination.
	*/
	flushed = false;
	constructor(destination, renderFunction) {
		this.destination = destination;
		this.renderPromise = renderFunction(this);
		if (isPromise(this.renderPromise)) Promise.resolve(this.renderPromise).catch(noop);
	}
	write(chunk) {
		if (this.flushed) this.destination.write(chunk);
		else this.chunks.push(chunk);
	}
	flush() {
		if (this.flushed) throw new Error("The render buffer has already been flushed.");
		this.flushed = true;
		for (const chunk of this.chunks) this.destination.write(chunk);
		return this.renderPromise;
	}
};
function createBufferedRenderer(destination, renderFunction) {
	return new BufferedRenderer(destination, renderFunction);
}
var isNode = typeof process !== "undefined" && Object.prototype.toString.call(process) === "[object process]";
var isDeno = typeof Deno !== "undefined";
var isWorkerd = typeof navigator !== "undefined" && navigator.userAgent === "Cloudflare-Workers";
function promiseWithResolvers() {
	let resolve, reject;
	return {
		promise: new Promise((_resolve, _reject) => {
			resolve = _resolve;
			reject = _reject;
		}),
		resolve,
		reject
	};
}
// node_modules/astro/dist/runtime/server/render/head.js
function stablePropsKey(props) {
	const keys = Object.keys(props).sort();
	let result = "{";
	for (let i = 0; i < keys.length; i++) {
		if (i > 0) result += ",";
		result += JSON.stringify(keys[i]) + ":" + JSON.stringify(props[keys[i]]);
	}
	result += "}";
	return result;
}
function deduplicateElements(elements) {
	if (elements.length <= 1) return elements;
	const seen = /* @__PURE__ */ new Set();
	return elements.filter((item) => {
		const key = stablePropsKey(item.props) + item.children;
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}
function renderAllHeadContent(result) {
	result._metadata.hasRenderedHead = true;
	let content = "";
	if (result.shouldInjectCspMetaTags && result.cspDestination === "meta") content += renderElement$1("meta", {
		props: {
			"http-equiv": "content-security-policy",
			content: renderCspContent(result)
		},
		children: ""
	}, false);
	const styles = deduplicateElements(Array.from(result.styles)).map((style) => style.props.rel === "stylesheet" ? renderElement$1("link", style) : renderElement$1("style", style));
	result.styles.clear();
	const scripts = deduplicateElements(Array.from(result.scripts)).map((script) => {
		if (result.userAssetsBase) script.props.src = (result.base === "/" ? "" : result.base) + result.userAssetsBase + script.props.src;
		return renderElement$1("script", script, false);
	});
	const links = deduplicateElements(Array.from(result.links)).map((link) => renderElement$1("link", link, false));
	const sep = result.compressHTML === true || result.compressHTML === "jsx" ? "" : "\n";
	content += styles.join(sep) + links.join(sep) + scripts.join(sep);
	if (result.speculationRulesContent) content += renderElement$1("script", {
		props: { type: "speculationrules" },
		children: result.speculationRulesContent
	}, false);
	content += result._metadata.extraHead.join("");
	return markHTMLString(content);
}
var HEAD_INSTRUCTION = Object.freeze(createRenderInstruction({ type: "head" }));
var MAYBE_HEAD_INSTRUCTION = Object.freeze(createRenderInstruction({ type: "maybe-head" }));
function renderHead() {
	return HEAD_INSTRUCTION;
}
function maybeRenderHead() {
	return MAYBE_HEAD_INSTRUCTION;
}
// node_modules/astro/dist/runtime/server/render/server-islands-shared.js
var SERVER_ISLAND_START = "[if astro]>server-island-start<![endif]";
// node_modules/astro/dist/runtime/server/render/astro/render-template.js
var renderTemplateResultSym = /* @__PURE__ */ Symbol.for("astro.renderTemplateResult");
var markedHtmlParts = /* @__PURE__ */ new WeakMap();
function markHtmlParts(htmlParts) {
	let marked = markedHtmlParts.get(htmlParts);
	if (marked === void 0) {
		marked = new Array(htmlParts.length);
		for (let i = 0; i < htmlParts.length; i++) marked[i] = htmlParts[i] ? markHTMLString(htmlParts[i]) : htmlParts[i];
		markedHtmlParts.set(htmlParts, marked);
	}
	return marked;
}
var RenderTemplateResult = class {
	[renderTemplateResultSym] = true;
	htmlParts;
	expressions;
	error;
	wrapped;
	constructor(htmlParts, expressions) {
		this.htmlParts = htmlParts;
		this.error = void 0;
		this.expressions = expressions;
	}
	catchExpressionError(index, expression) {
		if (this.wrapped?.has(index)) return expression;
		const wrapped = Promise.resolve(expression).catch((err) => {
			if (!this.error) {
				this.error = err;
				throw err;
			}
		});
		(this.wrapped ??= /* @__PURE__ */ new Set()).add(index);
		this.expressions[index] = wrapped;
		return wrapped;
	}
	render(destination) {
		const { expressions } = this;
		const htmlParts = markHtmlParts(this.htmlParts);
		for (let i = 0; i < htmlParts.length; i++) {
			const html = htmlParts[i];
			if (html) destination.write(html);
			if (i >= expressions.length) break;
			let exp = expressions[i];
			if (!(exp || exp === 0)) continue;
			if (isPromise(exp)) exp = this.catchExpressionError(i, exp);
			const result = renderChild(destination, exp);
			if (isPromise(result)) {
				const startIdx = i + 1;
				const remaining = expressions.length - startIdx;
				const flushers = new Array(remaining);
				for (let j = 0; j < remaining; j++) {
					let rExp = expressions[startIdx + j];
					if (isPromise(rExp)) rExp = this.catchExpressionError(startIdx + j, rExp);
					flushers[j] = createBufferedRenderer(destination, (bufferDestination) => {
						if (rExp || rExp === 0) return renderChild(bufferDestination, rExp);
					});
				}
				return result.then(() => {
					let k = 0;
					const iterate = () => {
						while (k < flushers.length) {
							const rHtml = htmlParts[startIdx + k];
							if (rHtml) destination.write(rHtml);
							const flushResult = flushers[k++].flush();
							if (isPromise(flushResult)) return flushResult.then(iterate);
						}
						const lastHtml = htmlParts[htmlParts.length - 1];
						if (lastHtml) destination.write(lastHtml);
					};
					return iterate();
				});
			}
		}
	}
};
function isRenderTemplateResult(obj) {
	return typeof obj === "object" && obj !== null && !!obj[renderTemplateResultSym];
}
function renderTemplate(htmlParts, ...expressions) {
	return new RenderTemplateResult(htmlParts, expressions);
}
// node_modules/astro/dist/runtime/server/render/slot.js
var slotString = /* @__PURE__ */ Symbol.for("astro:slot-string");
var SlotString = class extends HTMLString {
	instructions;
	/**
	* The slot's content as an ordered stream. Unlike `instructions` (which holds
	* position-independent instructions like head/hydration content), scripts are
	* kept inline here so they render at their original position instead of being
	* hoisted to the start of the slot output.
	*/
	chunks;
	[slotString];
	constructor(content, instructions, chunks = []) {
		super(content);
		this.instructions = instructions;
		this.chunks = chunks;
		this[slotString] = true;
	}
};
function isSlotString(str) {
	return !!str[slotString];
}
function mergeSlotInstructions(target, source) {
	if (source.instructions?.length) {
		target ??= [];
		target.push(...source.instructions);
	}
	return target;
}
var SlotRenderInstance = class {
	result;
	slotted;
	constructor(result, slotted) {
		this.result = result;
		this.slotted = slotted;
	}
	/** Must be called at most once per instance. */
	evaluate() {
		const { slotted } = this;
		return typeof slotted === "function" ? slotted(this.result) : slotted;
	}
	render(destination) {
		return renderChild(destination, this.evaluate());
	}
};
function renderSlot(result, slotted, fallback) {
	if (!slotted && fallback) return renderSlot(result, fallback);
	return new SlotRenderInstance(result, slotted);
}
async function renderSlotToString(result, slotted, fallback) {
	let content = "";
	let instructions = null;
	const chunks = [];
	await renderSlot(result, slotted, fallback).render({ write(chunk) {
		if (chunk instanceof SlotString) {
			content += chunk;
			if (chunk.chunks.length) chunks.push(...chunk.chunks);
			instructions = mergeSlotInstructions(instructions, chunk);
		} else if (chunk instanceof Response) return;
		else if (typeof chunk === "object" && "type" in chunk && typeof chunk.type === "string") {
			if (isScriptInstruction(chunk)) chunks.push(chunk);
			else {
				if (instructions === null) instructions = [];
				instructions.push(chunk);
			}
		} else {
			const str = chunkToString(result, chunk);
			content += str;
			chunks.push(str);
		}
	} });
	return markHTMLString(new SlotString(content, instructions, chunks));
}
async function renderSlots(result, slots = {}) {
	let slotInstructions = null;
	let children = {};
	if (slots) await Promise.all(Object.entries(slots).map(([key, value]) => renderSlotToString(result, value).then((output) => {
		if (output.instructions) {
			if (slotInstructions === null) slotInstructions = [];
			slotInstructions.push(...output.instructions);
		}
		if (output.chunks) {
			for (const part of output.chunks) if (typeof part !== "string") {
				if (slotInstructions === null) slotInstructions = [];
				slotInstructions.push(part);
			}
		}
		children[key] = output;
	})));
	return {
		slotInstructions,
		children
	};
}
function createSlotValueFromString(content) {
	return function() {
		return renderTemplate`${unescapeHTML(content)}`;
	};
}
// node_modules/astro/dist/runtime/server/render/server-islands.js
var internalProps = /* @__PURE__ */ new Set([
	"server:component-path",
	"server:component-export",
	"server:component-directive",
	"server:defer"
]);
function containsServerDirective(props) {
	return "server:component-directive" in props;
}
function createSearchParams(encryptedComponentExport, encryptedProps, slots) {
	const params = new URLSearchParams();
	params.set("e", encryptedComponentExport);
	params.set("p", encryptedProps);
	params.set("s", slots);
	return params;
}
function isWithinURLLimit(pathname, params) {
	return (pathname + "?" + params.toString()).length < 2048;
}
var ServerIslandComponent = class {
	result;
	props;
	slots;
	displayName;
	hostId;
	islandContent;
	componentPath;
	componentExport;
	componentId;
	constructor(result, props, slots, displayName) {
		this.result = result;
		this.props = props;
		this.slots = slots;
		this.displayName = displayName;
	}
	async init() {
		const content = await this.getIslandContent();
		if (this.result.cspDestination) {
			this.result._metadata.extraScriptHashes.push(await generateCspDigest(SERVER_ISLAND_REPLACER, this.result.cspAlgorithm));
			const contentDigest = await generateCspDigest(content, this.result.cspAlgorithm);
			this.result._metadata.extraScriptHashes.push(contentDigest);
		}
		return createThinHead();
	}
	async render(destination) {
		const hostId = await this.getHostId();
		const islandContent = await this.getIslandContent();
		destination.write(createRenderInstruction({ type: "server-island-runtime" }));
		destination.write(`<!--${SERVER_ISLAND_START}-->`);
		for (const name in this.slots) if (name === "fallback") await renderChild(destination, this.slots.fallback(this.result));
		destination.write(`<script type="module" data-astro-rerun data-island-id="${hostId}">${islandContent}<\/script>`);
	}
	getComponentPath() {
		if (this.componentPath) return this.componentPath;
		const componentPath = this.props["server:component-path"];
		if (!componentPath) throw new Error(`Could not find server component path`);
		this.componentPath = componentPath;
		return componentPath;
	}
	getComponentExport() {
		if (this.componentExport) return this.componentExport;
		const componentExport = this.props["server:component-export"];
		if (!componentExport) throw new Error(`Could not find server component export`);
		this.componentExport = componentExport;
		return componentExport;
	}
	async getHostId() {
		if (!this.hostId) this.hostId = await crypto.randomUUID();
		return this.hostId;
	}
	async getIslandContent() {
		if (this.islandContent) return this.islandContent;
		const componentPath = this.getComponentPath();
		const componentExport = this.getComponentExport();
		let componentId = (await this.result.getServerIslandNameMap()).get(componentPath);
		if (!componentId) throw new Error(`Could not find server component name ${componentPath}`);
		for (const key2 of Object.keys(this.props)) if (internalProps.has(key2)) delete this.props[key2];
		const renderedSlots = {};
		for (const name in this.slots) if (name !== "fallback") {
			const content = await renderSlotToString(this.result, this.slots[name]);
			const slotContent = content;
			let slotHtml = "";
			if (slotContent.chunks?.length) for (const part of slotContent.chunks) slotHtml += typeof part === "string" ? part : part.content;
			else slotHtml = content.toString();
			renderedSlots[name] = slotHtml;
		}
		const key = await this.result.key;
		const componentExportEncrypted = await encryptString(key, componentExport, `export:${componentId}`);
		const propsEncrypted = Object.keys(this.props).length === 0 ? "" : await encryptString(key, JSON.stringify(this.props), `props:${componentId}`);
		const slotsEncrypted = Object.keys(renderedSlots).length === 0 ? "" : await encryptString(key, JSON.stringify(renderedSlots), `slots:${componentId}`);
		const hostId = await this.getHostId();
		const slash = this.result.base.endsWith("/") ? "" : "/";
		let serverIslandUrl = `${this.result.base}${slash}_server-islands/${componentId}${this.result.trailingSlash === "always" ? "/" : ""}`;
		const potentialSearchParams = createSearchParams(componentExportEncrypted, propsEncrypted, slotsEncrypted);
		const useGETRequest = isWithinURLLimit(serverIslandUrl, potentialSearchParams);
		if (useGETRequest) {
			serverIslandUrl += "?" + potentialSearchParams.toString();
			this.result._metadata.extraHead.push(markHTMLString(`<link rel="preload" as="fetch" href="${toAttributeString(serverIslandUrl)}" crossorigin="anonymous">`));
		}
		const headersJson = stringifyForScript(this.result.internalFetchHeaders || {});
		const serverIslandUrlJson = stringifyForScript(serverIslandUrl);
		const method = useGETRequest ? `const headers = new Headers(${headersJson});
let response = await fetch(${serverIslandUrlJson}, { headers });` : `let data = {
	encryptedComponentExport: ${stringifyForScript(componentExportEncrypted)},
	encryptedProps: ${stringifyForScript(propsEncrypted)},
	encryptedSlots: ${stringifyForScript(slotsEncrypted)},
};
const headers = new Headers({ 'Content-Type': 'application/json', ...${headersJson} });
let response = await fetch(${serverIslandUrlJson}, {
	method: 'POST',
	body: JSON.stringify(data),
	headers,
});`;
		this.islandContent = `${method}replaceServerIsland(${stringifyForScript(hostId)}, response);`;
		return this.islandContent;
	}
};
var renderServerIslandRuntime = () => {
	return `<script>${SERVER_ISLAND_REPLACER}<\/script>`;
};
var SERVER_ISLAND_REPLACER = markHTMLString(`async function replaceServerIsland(id, r) {
	let s = document.querySelector(\`script[data-island-id="\${id}"]\`);
	// If there's no matching script, or the request fails then return
	if (!s || r.status !== 200 || r.headers.get('content-type')?.split(';')[0].trim() !== 'text/html') return;
	// Load the HTML before modifying the DOM in case of errors
	let html = await r.text();
	// Remove any placeholder content before the island script
	while (s.previousSibling && s.previousSibling.nodeType !== 8 && s.previousSibling.data !== '${SERVER_ISLAND_START}')
		s.previousSibling.remove();
	s.previousSibling?.remove();
	// Insert the new HTML
	s.before(document.createRange().createContextualFragment(html));
	// Remove the script. Prior to v5.4.2, this was the trick to force rerun of scripts.  Keeping it to minimize change to the existing behavior.
	s.remove();
}`.split("\n").map((line) => line.trim()).filter((line) => line && !line.startsWith("//")).join(" "));
// node_modules/astro/dist/runtime/server/render/common.js
var Fragment$1 = /* @__PURE__ */ Symbol.for("astro:fragment");
var Renderer = /* @__PURE__ */ Symbol.for("astro:renderer");
var encoder = new TextEncoder();
var decoder = new TextDecoder();
function stringifyChunk(result, chunk) {
	if (typeof chunk === "string") return chunk;
	if (isRenderInstruction(chunk)) {
		const instruction = chunk;
		switch (instruction.type) {
			case "directive": {
				const { hydration } = instruction;
				const needsHydrationScript = hydration && determineIfNeedsHydrationScript(result);
				const needsDirectiveScript = hydration && determinesIfNeedsDirectiveScript(result, hydration.directive);
				if (needsHydrationScript) return markHTMLString(getPrescripts(result, "both", hydration.directive));
				else if (needsDirectiveScript) return markHTMLString(getPrescripts(result, "directive", hydration.directive));
				else return "";
			}
			case "head":
				if (!shouldRenderInstruction("head", getInstructionRenderState(result))) return "";
				return renderAllHeadContent(result);
			case "maybe-head":
				if (!shouldRenderInstruction("maybe-head", getInstructionRenderState(result))) return "";
				return renderAllHeadContent(result);
			case "renderer-hydration-script": {
				const { rendererSpecificHydrationScripts } = result._metadata;
				const { rendererName } = instruction;
				if (result._metadata.templateDepth > 0) return instruction.render();
				if (!rendererSpecificHydrationScripts.has(rendererName)) {
					rendererSpecificHydrationScripts.add(rendererName);
					return instruction.render();
				}
				return "";
			}
			case "server-island-runtime":
				if (result._metadata.templateDepth > 0) return renderServerIslandRuntime();
				if (result._metadata.hasRenderedServerIslandRuntime) return "";
				result._metadata.hasRenderedServerIslandRuntime = true;
				return renderServerIslandRuntime();
			case "script": {
				const { id, content } = instruction;
				if (result._metadata.templateDepth > 0) return content;
				if (result._metadata.renderedScripts.has(id)) return "";
				result._metadata.renderedScripts.add(id);
				return content;
			}
			case "template-enter":
				result._metadata.templateDepth++;
				return "";
			case "template-exit":
				if (result._metadata.templateDepth <= 0) throw new Error("Unexpected template-exit instruction without a matching template-enter. This may indicate that the compiler emitted unbalanced template boundaries, or that a component manually injected a template-exit render instruction.");
				result._metadata.templateDepth--;
				return "";
			default: throw new Error(`Unknown chunk type: ${chunk.type}`);
		}
	} else if (chunk instanceof Response) return "";
	else if (isSlotString(chunk)) {
		let out = "";
		const c = chunk;
		if (c.instructions) for (const instr of c.instructions) out += stringifyChunk(result, instr);
		if (c.chunks.length) for (const part of c.chunks) out += typeof part === "string" ? part : stringifyChunk(result, part);
		else out += chunk.toString();
		return out;
	}
	return chunk.toString();
}
function chunkToString(result, chunk) {
	if (ArrayBuffer.isView(chunk)) return decoder.decode(chunk);
	else return stringifyChunk(result, chunk);
}
function chunkToByteArray(result, chunk) {
	if (ArrayBuffer.isView(chunk)) return chunk;
	else {
		const stringified = stringifyChunk(result, chunk);
		return encoder.encode(stringified.toString());
	}
}
function chunkToByteArrayOrString(result, chunk) {
	if (ArrayBuffer.isView(chunk)) return chunk;
	else return stringifyChunk(result, chunk).toString();
}
function isRenderInstance(obj) {
	return typeof obj === "object" && obj !== null && typeof obj.render === "function";
}
// node_modules/astro/dist/runtime/server/render/any.js
function renderChild(destination, child) {
	if (typeof child === "string") {
		destination.write(markHTMLString(escapeHTML(child)));
		return;
	}
	if (isRenderInstruction(child)) {
		destination.write(child);
		return;
	}
	if (isPromise(child)) return child.then((x) => renderChild(destination, x));
	if (isRenderInstance(child)) return child.render(destination);
	if (child instanceof SlotString) {
		destination.write(child);
		return;
	}
	if (isHTMLString(child)) {
		destination.write(child);
		return;
	}
	if (!child && child !== 0) return;
	if (Array.isArray(child)) return renderArray(destination, child);
	if (typeof child === "function") return renderChild(destination, child());
	if (ArrayBuffer.isView(child)) {
		destination.write(child);
		return;
	}
	if (typeof child === "object" && (Symbol.asyncIterator in child || Symbol.iterator in child)) {
		if (Symbol.asyncIterator in child) return renderAsyncIterable(destination, child);
		return renderIterable(destination, child);
	}
	destination.write(child);
}
function renderArray(destination, children) {
	for (let i = 0; i < children.length; i++) {
		const result = renderChild(destination, children[i]);
		if (isPromise(result)) {
			if (i + 1 >= children.length) return result;
			const remaining = children.length - i - 1;
			const flushers = new Array(remaining);
			for (let j = 0; j < remaining; j++) flushers[j] = createBufferedRenderer(destination, (bufferDestination) => {
				return renderChild(bufferDestination, children[i + 1 + j]);
			});
			return result.then(() => {
				let k = 0;
				const iterate = () => {
					while (k < flushers.length) {
						const flushResult = flushers[k++].flush();
						if (isPromise(flushResult)) return flushResult.then(iterate);
					}
				};
				return iterate();
			});
		}
	}
}
function renderIterable(destination, children) {
	const iterator = children[Symbol.iterator]();
	const iterate = () => {
		for (;;) {
			const { value, done } = iterator.next();
			if (done) break;
			const result = renderChild(destination, value);
			if (isPromise(result)) return result.then(iterate);
		}
	};
	return iterate();
}
async function renderAsyncIterable(destination, children) {
	for await (const value of children) await renderChild(destination, value);
}
// node_modules/astro/dist/runtime/server/render/astro/instance.js
var astroComponentInstanceSym = /* @__PURE__ */ Symbol.for("astro.componentInstance");
var CLIENT_DIRECTIVE_PREFIX = "client:";
var AstroComponentInstance = class {
	[astroComponentInstanceSym] = true;
	result;
	props;
	slotValues;
	factory;
	returnValue;
	constructor(result, props, slots, factory) {
		this.result = result;
		this.props = props;
		this.factory = factory;
		this.slotValues = slots;
		for (const name in slots) {
			if (this.slotValues === slots) this.slotValues = {};
			let didRender = false;
			let value = slots[name](result);
			if (result._metadata.routeHasPropagation && isPromise(value)) result._metadata.pendingSlotEvaluations.push(value);
			this.slotValues[name] = () => {
				if (!didRender) {
					didRender = true;
					return value;
				}
				return slots[name](result);
			};
		}
	}
	init(result) {
		if (this.returnValue !== void 0) return this.returnValue;
		this.returnValue = this.factory(result, this.props, this.slotValues);
		if (isPromise(this.returnValue)) this.returnValue.then((resolved) => {
			this.returnValue = resolved;
		}).catch(() => {});
		return this.returnValue;
	}
	render(destination) {
		const returnValue = this.init(this.result);
		if (isPromise(returnValue)) return returnValue.then((x) => this.renderImpl(destination, x));
		return this.renderImpl(destination, returnValue);
	}
	renderImpl(destination, returnValue) {
		if (isHeadAndContent(returnValue)) return returnValue.content.render(destination);
		else return renderChild(destination, returnValue);
	}
};
function validateComponentProps(props, clientDirectives, displayName) {
	if (props != null) {
		for (const prop in props) if (prop.startsWith(CLIENT_DIRECTIVE_PREFIX) && clientDirectives.has(prop.slice(7))) console.warn(`You are attempting to render <${displayName} ${prop} />, but ${displayName} is an Astro component. Astro components do not render in the client and should not have a hydration directive. Please use a framework component for client rendering.`);
	}
}
function createAstroComponentInstance(result, displayName, factory, props, slots = {}) {
	validateComponentProps(props, result.clientDirectives, displayName);
	const instance = new AstroComponentInstance(result, props, slots, factory);
	registerIfPropagating(result, factory, instance);
	return instance;
}
function isAstroComponentInstance(obj) {
	return typeof obj === "object" && obj !== null && !!obj[astroComponentInstanceSym];
}
// node_modules/astro/dist/runtime/server/render/streaming.js
var ClientOnlyPlaceholder$1 = "astro-client-only";
var TemplateFrame = class {
	/** The RenderTemplateResult this frame walks. */
	templateResult;
	/** Resume position: the next `htmlParts`/`expressions` index to process. */
	cursor;
	constructor(templateResult) {
		this.templateResult = templateResult;
		this.cursor = 0;
	}
	storeCursor(index) {
		this.cursor = index;
	}
};
var StreamingRenderState = class {
	pendingStaticOutput = "";
	isBuffering = false;
	bufferedStaticOutput = "";
	appendStatic(output) {
		if (!output) return;
		if (this.isBuffering) this.bufferedStaticOutput += output;
		else this.pendingStaticOutput += output;
	}
};
async function renderStreaming(root, result, destination) {
	const stack = [root];
	const openTagCache = /* @__PURE__ */ new Map();
	const closeTagCache = /* @__PURE__ */ new Map();
	const closeTagFor = (type) => {
		let tag = closeTagCache.get(type);
		if (tag === void 0) {
			tag = new HTMLString(`</${type}>`);
			closeTagCache.set(type, tag);
		}
		return tag;
	};
	const streamingState = new StreamingRenderState();
	let firstAsyncRender = null;
	const bufferedTail = [];
	const flushBufferedStaticOutput = () => {
		if (streamingState.bufferedStaticOutput) {
			bufferedTail.push(streamingState.bufferedStaticOutput);
			streamingState.bufferedStaticOutput = "";
		}
	};
	const renderDynamic = (node) => (d) => {
		if (isVNode(node)) return renderJSX(result, node).then((out) => renderChild(d, out));
		return renderChild(d, node);
	};
	const handleVNode = (vnode) => {
		const type = vnode.type;
		if (!type) throw new Error(`Unable to render ${result.pathname} because it contains an undefined Component!
Did you forget to import the component or is it possible there is a typo?`);
		if (type === Fragment$1) {
			stack.push(vnode.props?.children);
			return;
		}
		if (isAstroComponentFactory(type)) {
			const props = {};
			const slots = {};
			for (const [key, value] of Object.entries(vnode.props ?? {})) if (key === "children" || value && typeof value === "object" && value["$$slot"]) slots[key === "children" ? "default" : key] = () => renderJSX(result, value);
			else props[key] = value;
			const displayName = type.name || "Anonymous";
			if (containsServerDirective(props)) {
				const island = new ServerIslandComponent(result, props, slots, displayName);
				result._metadata.propagators.add(island);
				stack.push(island);
				return;
			}
			stack.push(createAstroComponentInstance(result, displayName, type, props, slots));
			return;
		}
		if (typeof type === "string" && type !== ClientOnlyPlaceholder$1) {
			const props = vnode.props;
			let hasAttrs = false;
			if (props) {
				for (const key in props) if (key !== "children") {
					hasAttrs = true;
					break;
				}
			}
			const children = props?.children;
			const isVoid = (children == null || children === "") && voidElementNames.test(type);
			if (!hasAttrs) {
				const key = isVoid ? `${type}/` : type;
				let openTag = openTagCache.get(key);
				if (openTag === void 0) {
					openTag = isVoid ? `<${type}/>` : `<${type}>`;
					openTagCache.set(key, openTag);
				}
				streamingState.appendStatic(openTag);
				if (!isVoid) stack.push(closeTagFor(type));
			} else {
				const attrs = spreadElementAttributes(props);
				if (isVoid) {
					streamingState.appendStatic(`<${type}${attrs}/>`);
					return;
				}
				streamingState.appendStatic(`<${type}${attrs}>`);
				stack.push(closeTagFor(type));
			}
			if (!isVoid && children != null && children !== "") {
				if (typeof children === "string" && type === "style") stack.push(markHTMLString(escapeStyleText(children)));
				else stack.push(children);
			}
			return;
		}
		if (typeof type === "function" && vnode.props?.["server:root"]) {
			stack.push(type(vnode.props ?? {}));
			return;
		}
		stack.push(renderJSX(result, vnode));
	};
	while (stack.length > 0) {
		const node = stack.pop();
		if (node == null || node === false) continue;
		if (node instanceof TemplateFrame) {
			const htmlParts = node.templateResult.htmlParts;
			const expressions = node.templateResult.expressions;
			let i = node.cursor;
			while (i < htmlParts.length) {
				if (htmlParts[i]) streamingState.appendStatic(htmlParts[i]);
				if (i >= expressions.length) break;
				const expression = expressions[i];
				i++;
				if (expression == null || expression === false) continue;
				const expressionType = typeof expression;
				if (expressionType === "string") {
					streamingState.appendStatic(escapeHTML(expression));
					continue;
				}
				if (expressionType === "number" || expressionType === "bigint" || expressionType === "boolean") {
					streamingState.appendStatic(String(expression));
					continue;
				}
				if (expression instanceof HTMLString || isHTMLString(expression)) {
					if (!(expression instanceof SlotString)) {
						streamingState.appendStatic(expression.toString());
						continue;
					}
				}
				node.storeCursor(i);
				stack.push(node);
				stack.push(isPromise(expression) ? node.templateResult.catchExpressionError(i - 1, expression) : expression);
				break;
			}
			continue;
		}
		const nodeType = typeof node;
		if (nodeType === "string") {
			streamingState.appendStatic(escapeHTML(node));
			continue;
		}
		if (nodeType === "number" || nodeType === "bigint" || nodeType === "boolean") {
			streamingState.appendStatic(String(node));
			continue;
		}
		if (node instanceof HTMLString || isHTMLString(node)) {
			if (!(node instanceof SlotString)) {
				streamingState.appendStatic(node.toString());
				continue;
			}
		}
		if (Array.isArray(node)) {
			for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
			continue;
		}
		if (isRenderTemplateResult(node)) {
			stack.push(new TemplateFrame(node));
			continue;
		}
		if (isVNode(node)) {
			handleVNode(node);
			continue;
		}
		if (node instanceof SlotRenderInstance) {
			stack.push(node.evaluate());
			continue;
		}
		if (isAstroComponentInstance(node)) {
			const returnValue = node.init(result);
			if (!isPromise(returnValue)) {
				stack.push(isHeadAndContent(returnValue) ? returnValue.content : returnValue);
				continue;
			}
		}
		if (!streamingState.isBuffering) {
			if (streamingState.pendingStaticOutput) {
				destination.write(streamingState.pendingStaticOutput);
				streamingState.pendingStaticOutput = "";
			}
			const rendered = renderDynamic(node)(destination);
			if (isPromise(rendered)) {
				streamingState.isBuffering = true;
				firstAsyncRender = rendered;
			}
		} else {
			flushBufferedStaticOutput();
			bufferedTail.push(createBufferedRenderer(destination, renderDynamic(node)));
		}
	}
	if (!streamingState.isBuffering) {
		if (streamingState.pendingStaticOutput) destination.write(streamingState.pendingStaticOutput);
		return;
	}
	await firstAsyncRender;
	flushBufferedStaticOutput();
	for (const segment of bufferedTail) if (typeof segment === "string") destination.write(segment);
	else {
		const flushResult = segment.flush();
		if (isPromise(flushResult)) await flushResult;
	}
}
// node_modules/astro/dist/runtime/server/render/astro/render.js
var DOCTYPE_EXP = /<!doctype html/i;
async function renderStreamToString(result, templateResult, isPage) {
	let str = "";
	let renderedFirstPageChunk = false;
	if (isPage) await bufferHeadContent(result);
	await renderStreaming(templateResult, result, { write(chunk) {
		if (isPage && !renderedFirstPageChunk) {
			renderedFirstPageChunk = true;
			if (!result.partial && !DOCTYPE_EXP.test(String(chunk))) {
				const doctype = result.compressHTML ? "<!DOCTYPE html>" : "<!DOCTYPE html>\n";
				str += doctype;
			}
		}
		if (chunk instanceof Response) return;
		str += chunkToString(result, chunk);
	} });
	return str;
}
async function renderStreamToStream(result, templateResult, isPage, route) {
	let renderedFirstPageChunk = false;
	if (isPage) await bufferHeadContent(result);
	return new ReadableStream({
		start(controller) {
			const destination = { write(chunk) {
				if (isPage && !renderedFirstPageChunk) {
					renderedFirstPageChunk = true;
					if (!result.partial && !DOCTYPE_EXP.test(String(chunk))) {
						const doctype = result.compressHTML ? "<!DOCTYPE html>" : "<!DOCTYPE html>\n";
						controller.enqueue(encoder.encode(doctype));
					}
				}
				if (chunk instanceof Response) throw new AstroError({ ...ResponseSentError });
				const bytes = chunkToByteArray(result, chunk);
				controller.enqueue(bytes);
			} };
			(async () => {
				try {
					await renderStreaming(templateResult, result, destination);
					controller.close();
				} catch (e) {
					if (AstroError.is(e) && !e.loc) e.setLocation({ file: route?.component });
					setTimeout(() => controller.error(e), 0);
				}
			})();
		},
		cancel() {
			result.cancelled = true;
		}
	});
}
async function renderStreamToAsyncIterable(result, templateResult, isPage, _route) {
	let renderedFirstPageChunk = false;
	let error = null;
	let next = null;
	const buffer = [];
	let hasBytes = false;
	let lastIsString = false;
	let renderingComplete = false;
	if (isPage) await bufferHeadContent(result);
	const iterator = {
		async next() {
			if (result.cancelled) return {
				done: true,
				value: void 0
			};
			if (next !== null) await next.promise;
			else if (!renderingComplete && !buffer.length) {
				next = promiseWithResolvers();
				await next.promise;
			}
			if (!renderingComplete) next = promiseWithResolvers();
			if (error) throw error;
			let mergedArray;
			if (!hasBytes) {
				let text = "";
				for (let i = 0, len = buffer.length; i < len; i++) text += buffer[i];
				mergedArray = encoder.encode(text);
			} else {
				let length = 0;
				let stringToEncode = "";
				for (let i = 0, len = buffer.length; i < len; i++) {
					const bufferEntry = buffer[i];
					if (typeof bufferEntry === "string") {
						const nextIsString = i + 1 < len && typeof buffer[i + 1] === "string";
						stringToEncode += bufferEntry;
						if (!nextIsString) {
							const encoded = encoder.encode(stringToEncode);
							length += encoded.length;
							stringToEncode = "";
							buffer[i] = encoded;
						} else buffer[i] = "";
					} else length += bufferEntry.length;
				}
				mergedArray = new Uint8Array(length);
				let offset = 0;
				for (let i = 0, len = buffer.length; i < len; i++) {
					const item = buffer[i];
					if (item === "") continue;
					mergedArray.set(item, offset);
					offset += item.length;
				}
			}
			buffer.length = 0;
			hasBytes = false;
			lastIsString = false;
			return {
				done: mergedArray.length === 0 && renderingComplete,
				value: mergedArray
			};
		},
		async return() {
			result.cancelled = true;
			return {
				done: true,
				value: void 0
			};
		}
	};
	const destination = { write(chunk) {
		if (isPage && !renderedFirstPageChunk) {
			renderedFirstPageChunk = true;
			if (!result.partial && !DOCTYPE_EXP.test(String(chunk))) {
				const doctype = result.compressHTML ? "<!DOCTYPE html>" : "<!DOCTYPE html>\n";
				buffer.push(doctype);
				lastIsString = true;
			}
		}
		if (chunk instanceof Response) throw new AstroError(ResponseSentError);
		const bytes = chunkToByteArrayOrString(result, chunk);
		if (bytes.length > 0) {
			if (typeof bytes === "string") {
				if (lastIsString) buffer[buffer.length - 1] = buffer[buffer.length - 1] + bytes;
				else {
					buffer.push(bytes);
					lastIsString = true;
				}
			} else {
				buffer.push(bytes);
				hasBytes = true;
				lastIsString = false;
			}
			next?.resolve();
		} else if (buffer.length > 0) next?.resolve();
	} };
	toPromise(() => renderStreaming(templateResult, result, destination)).catch((err) => {
		error = err;
	}).finally(() => {
		renderingComplete = true;
		next?.resolve();
	});
	return { [Symbol.asyncIterator]() {
		return iterator;
	} };
}
async function renderToString(result, componentFactory, props, children, isPage = false, route) {
	const templateResult = await callComponentAsTemplateResultOrResponse(result, componentFactory, props, children, route);
	if (templateResult instanceof Response) return templateResult;
	return await renderStreamToString(result, templateResult, isPage);
}
async function renderToReadableStream(result, componentFactory, props, children, isPage = false, route) {
	const templateResult = await callComponentAsTemplateResultOrResponse(result, componentFactory, props, children, route);
	if (templateResult instanceof Response) return templateResult;
	return await renderStreamToStream(result, templateResult, isPage, route);
}
async function callComponentAsTemplateResultOrResponse(result, componentFactory, props, children, route) {
	const factoryResult = await componentFactory(result, props, children);
	if (factoryResult instanceof Response) return factoryResult;
	else if (isHeadAndContent(factoryResult)) {
		if (!isRenderTemplateResult(factoryResult.content)) throw new AstroError({
			...OnlyResponseCanBeReturned,
			message: OnlyResponseCanBeReturned.message(route?.route, typeof factoryResult),
			location: { file: route?.component }
		});
		return factoryResult.content;
	} else if (!isRenderTemplateResult(factoryResult)) throw new AstroError({
		...OnlyResponseCanBeReturned,
		message: OnlyResponseCanBeReturned.message(route?.route, typeof factoryResult),
		location: { file: route?.component }
	});
	return factoryResult;
}
async function bufferHeadContent(result) {
	await bufferPropagatedHead(result);
}
async function renderToAsyncIterable(result, componentFactory, props, children, isPage = false, route) {
	const templateResult = await callComponentAsTemplateResultOrResponse(result, componentFactory, props, children, route);
	if (templateResult instanceof Response) return templateResult;
	return await renderStreamToAsyncIterable(result, templateResult, isPage, route);
}
function toPromise(fn) {
	try {
		const result = fn();
		return isPromise(result) ? result : Promise.resolve(result);
	} catch (err) {
		return Promise.reject(err);
	}
}
// node_modules/astro/dist/runtime/server/render/dom.js
function componentIsHTMLElement(Component) {
	return typeof HTMLElement !== "undefined" && HTMLElement.isPrototypeOf(Component);
}
async function renderHTMLElement(result, constructor, props, slots) {
	const name = getHTMLElementName(constructor);
	let attrHTML = "";
	for (const attr in props) {
		if (INVALID_ATTR_NAME_CHAR.test(attr)) continue;
		attrHTML += ` ${attr}="${toAttributeString(await props[attr])}"`;
	}
	return markHTMLString(`<${name}${attrHTML}>${await renderSlotToString(result, slots?.default)}</${name}>`);
}
function getHTMLElementName(constructor) {
	const definedName = customElements.getName(constructor);
	if (definedName) return definedName;
	return constructor.name.replace(/^HTML|Element$/g, "").replace(/[A-Z]/g, "-$&").toLowerCase().replace(/^-/, "html-");
}
// node_modules/astro/dist/runtime/server/render/component.js
var needsHeadRenderingSymbol = /* @__PURE__ */ Symbol.for("astro.needsHeadRendering");
var rendererAliases = /* @__PURE__ */ new Map([["solid", "solid-js"]]);
var clientOnlyValues = /* @__PURE__ */ new Set([
	"solid-js",
	"react",
	"preact",
	"vue",
	"svelte"
]);
function guessRenderers(componentUrl) {
	switch (componentUrl?.split(".").pop()) {
		case "svelte": return ["@astrojs/svelte"];
		case "vue": return ["@astrojs/vue"];
		case "jsx":
		case "tsx": return [
			"@astrojs/react",
			"@astrojs/preact",
			"@astrojs/solid-js",
			"@astrojs/vue (jsx)"
		];
		case void 0:
		default: return [
			"@astrojs/react",
			"@astrojs/preact",
			"@astrojs/solid-js",
			"@astrojs/vue",
			"@astrojs/svelte"
		];
	}
}
function isFragmentComponent(Component) {
	return Component === Fragment$1;
}
function isHTMLComponent(Component) {
	return Component && Component["astro:html"] === true;
}
var ASTRO_SLOT_EXP = /<\/?astro-slot\b[^>]*>/g;
var ASTRO_STATIC_SLOT_EXP = /<\/?astro-static-slot\b[^>]*>/g;
function removeStaticAstroSlot(html, supportsAstroStaticSlot = true) {
	const exp = supportsAstroStaticSlot ? ASTRO_STATIC_SLOT_EXP : ASTRO_SLOT_EXP;
	return html.replace(exp, "");
}
async function renderFrameworkComponent(result, displayName, Component, _props, slots = {}) {
	if (!Component && "client:only" in _props === false) throw new Error(`Unable to render ${displayName} because it is ${Component}!
Did you forget to import the component or is it possible there is a typo?`);
	const { renderers, clientDirectives } = result;
	const metadata = {
		astroStaticSlot: true,
		displayName
	};
	const { hydration, isPage, props, propsWithoutTransitionAttributes } = extractDirectives(_props, clientDirectives);
	let html = "";
	let attrs = void 0;
	if (hydration) {
		metadata.hydrate = hydration.directive;
		metadata.hydrateArgs = hydration.value;
		metadata.componentExport = hydration.componentExport;
		metadata.componentUrl = hydration.componentUrl;
	}
	const probableRendererNames = guessRenderers(metadata.componentUrl);
	const validRenderers = renderers.filter((r) => r.name !== "astro:jsx");
	const { children, slotInstructions } = await renderSlots(result, slots);
	let renderer;
	if (metadata.hydrate !== "only") {
		let isTagged = false;
		try {
			isTagged = Component && Component[Renderer];
		} catch {}
		if (isTagged) {
			const rendererName = Component[Renderer];
			renderer = renderers.find(({ name }) => name === rendererName);
		}
		if (!renderer) {
			let error;
			for (const r of renderers) try {
				if (await r.ssr.check.call({ result }, Component, props, children, metadata)) {
					renderer = r;
					break;
				}
			} catch (e) {
				error ??= e;
			}
			if (!renderer && error) throw error;
		}
		if (!renderer && typeof HTMLElement === "function" && componentIsHTMLElement(Component)) {
			const output = await renderHTMLElement(result, Component, _props, slots);
			return { render(destination) {
				destination.write(output);
			} };
		}
	} else {
		if (metadata.hydrateArgs) {
			const rendererName = rendererAliases.has(metadata.hydrateArgs) ? rendererAliases.get(metadata.hydrateArgs) : metadata.hydrateArgs;
			if (clientOnlyValues.has(rendererName)) renderer = renderers.find(({ name }) => name === `@astrojs/${rendererName}` || name === rendererName);
		}
		if (!renderer && validRenderers.length === 1) renderer = validRenderers[0];
		if (!renderer) {
			const extname = metadata.componentUrl?.split(".").pop();
			renderer = renderers.find(({ name }) => name === `@astrojs/${extname}` || name === extname);
		}
		if (!renderer && metadata.hydrateArgs) {
			const rendererName = metadata.hydrateArgs;
			if (typeof rendererName === "string") renderer = renderers.find(({ name }) => name === rendererName);
		}
	}
	let componentServerRenderEndTime;
	if (!renderer) {
		if (metadata.hydrate === "only") {
			const rendererName = rendererAliases.has(metadata.hydrateArgs) ? rendererAliases.get(metadata.hydrateArgs) : metadata.hydrateArgs;
			if (clientOnlyValues.has(rendererName)) {
				const plural = validRenderers.length > 1;
				throw new AstroError({
					...NoMatchingRenderer,
					message: NoMatchingRenderer.message(metadata.displayName, metadata?.componentUrl?.split(".").pop(), plural, validRenderers.length),
					hint: NoMatchingRenderer.hint(formatList(probableRendererNames.map((r) => "`" + r + "`")))
				});
			} else throw new AstroError({
				...NoClientOnlyHint,
				message: NoClientOnlyHint.message(metadata.displayName),
				hint: NoClientOnlyHint.hint(probableRendererNames.map((r) => r.replace("@astrojs/", "")).join("|"))
			});
		} else if (typeof Component !== "string") {
			const matchingRenderers = validRenderers.filter((r) => probableRendererNames.includes(r.name));
			const plural = validRenderers.length > 1;
			if (matchingRenderers.length === 0) throw new AstroError({
				...NoMatchingRenderer,
				message: NoMatchingRenderer.message(metadata.displayName, metadata?.componentUrl?.split(".").pop(), plural, validRenderers.length),
				hint: NoMatchingRenderer.hint(formatList(probableRendererNames.map((r) => "`" + r + "`")))
			});
			else if (matchingRenderers.length === 1) {
				renderer = matchingRenderers[0];
				({html, attrs} = await renderer.ssr.renderToStaticMarkup.call({ result }, Component, propsWithoutTransitionAttributes, children, metadata));
			} else throw new Error(`Unable to render ${metadata.displayName}!

This component likely uses ${formatList(probableRendererNames)},
but Astro encountered an error during server-side rendering.

Please ensure that ${metadata.displayName}:
1. Does not unconditionally access browser-specific globals like \`window\` or \`document\`.
   If this is unavoidable, use the \`client:only\` hydration directive.
2. Does not conditionally return \`null\` or \`undefined\` when rendered on the server.
3. If using multiple JSX frameworks at the same time (e.g. React + Preact), pass the correct \`include\`/\`exclude\` options to integrations.

If you're still stuck, please open an issue on GitHub or join us at https://astro.build/chat.`);
		}
	} else if (metadata.hydrate === "only") html = await renderSlotToString(result, slots?.fallback);
	else {
		const componentRenderStartTime = performance.now();
		({html, attrs} = await renderer.ssr.renderToStaticMarkup.call({ result }, Component, propsWithoutTransitionAttributes, children, metadata));
		if (process.env.NODE_ENV === "development") componentServerRenderEndTime = performance.now() - componentRenderStartTime;
	}
	if (!html && typeof Component === "string") {
		const Tag = sanitizeElementName(Component);
		const childSlots = Object.values(children).join("");
		const renderTemplateResult = renderTemplate`<${Tag}${internalSpreadAttributes(props, true, Tag)}${markHTMLString(childSlots === "" && voidElementNames.test(Tag) ? `/>` : `>${childSlots}</${Tag}>`)}`;
		html = "";
		await renderTemplateResult.render({ write(chunk) {
			if (chunk instanceof Response) return;
			html += chunkToString(result, chunk);
		} });
	}
	if (!hydration) return { render(destination) {
		if (slotInstructions) for (const instruction of slotInstructions) destination.write(instruction);
		if (isPage || renderer?.name === "astro:jsx") destination.write(html);
		else if (html && html.length > 0) {
			const output = renderer ? removeStaticAstroSlot(html, renderer.ssr?.supportsAstroStaticSlot) : html;
			destination.write(markHTMLString(output));
		}
	} };
	const astroId = shorthash(`<!--${metadata.componentExport.value}:${metadata.componentUrl}-->
${html}
${serializeProps(props, metadata)}`);
	const island = await generateHydrateScript({
		renderer,
		result,
		astroId,
		props,
		attrs
	}, metadata);
	if (componentServerRenderEndTime && process.env.NODE_ENV === "development") island.props["server-render-time"] = componentServerRenderEndTime;
	let unrenderedSlots = [];
	if (html) {
		if (Object.keys(children).length > 0) for (const key of Object.keys(children)) {
			let tagName = renderer?.ssr?.supportsAstroStaticSlot ? !!metadata.hydrate ? "astro-slot" : "astro-static-slot" : "astro-slot";
			let expectedHTML = key === "default" ? `<${tagName}>` : `<${tagName} name="${escapeHTML(key)}">`;
			if (!html.includes(expectedHTML)) unrenderedSlots.push(key);
		}
	} else unrenderedSlots = Object.keys(children);
	const template = unrenderedSlots.length > 0 ? unrenderedSlots.map((key) => `<template data-astro-template${key !== "default" ? `="${escapeHTML(key)}"` : ""}>${children[key]}</template>`).join("") : "";
	island.children = `${html ?? ""}${template}`;
	if (island.children) {
		island.props["await-children"] = "";
		island.children += `<!--astro:end-->`;
	}
	return { render(destination) {
		if (slotInstructions) for (const instruction of slotInstructions) destination.write(instruction);
		destination.write(createRenderInstruction({
			type: "directive",
			hydration
		}));
		if (hydration.directive !== "only" && renderer?.ssr.renderHydrationScript) destination.write(createRenderInstruction({
			type: "renderer-hydration-script",
			rendererName: renderer.name,
			render: renderer.ssr.renderHydrationScript
		}));
		const renderedElement = renderElement$1("astro-island", island, false);
		destination.write(markHTMLString(renderedElement));
	} };
}
function sanitizeElementName(tag) {
	const unsafe = /[&<>'"\s]+/;
	if (!unsafe.test(tag)) return tag;
	return tag.trim().split(unsafe)[0].trim();
}
function renderFragmentComponent(result, slots = {}) {
	const slot = slots?.default;
	const preRendered = slot?.(result);
	return { render(destination) {
		if (preRendered == null) return;
		return renderChild(destination, preRendered);
	} };
}
async function renderHTMLComponent(result, Component, _props, slots = {}) {
	const { slotInstructions, children } = await renderSlots(result, slots);
	const html = Component({ slots: children });
	const hydrationHtml = slotInstructions ? slotInstructions.map((instr) => chunkToString(result, instr)).join("") : "";
	return { render(destination) {
		destination.write(markHTMLString(hydrationHtml + html));
	} };
}
function renderAstroComponent(result, displayName, Component, props, slots = {}) {
	if (containsServerDirective(props)) {
		const serverIslandComponent = new ServerIslandComponent(result, props, slots, displayName);
		result._metadata.propagators.add(serverIslandComponent);
		return serverIslandComponent;
	}
	return createAstroComponentInstance(result, displayName, Component, props, slots);
}
function renderComponent(result, displayName, Component, props, slots = {}) {
	if (isAstroComponentFactory(Component)) return renderAstroComponent(result, displayName, Component, normalizeProps(props), slots);
	if (isPromise(Component)) return Component.catch(handleCancellation).then((x) => {
		return renderComponent(result, displayName, x, props, slots);
	});
	if (isFragmentComponent(Component)) return renderFragmentComponent(result, slots);
	props = normalizeProps(props);
	if (isHTMLComponent(Component)) return renderHTMLComponent(result, Component, props, slots).catch(handleCancellation);
	return renderFrameworkComponent(result, displayName, Component, props, slots).catch(handleCancellation);
	function handleCancellation(e) {
		if (result.cancelled) return { render() {} };
		throw e;
	}
}
function normalizeProps(props) {
	if (props["class:list"] !== void 0) {
		const value = props["class:list"];
		delete props["class:list"];
		props["class"] = clsx(props["class"], value);
		if (props["class"] === "") delete props["class"];
	}
	return props;
}
async function renderComponentToString(result, displayName, Component, props, slots = {}, isPage = false, route) {
	let str = "";
	let renderedFirstPageChunk = false;
	let head = "";
	if (isPage && !result.partial && nonAstroPageNeedsHeadInjection(Component)) head += chunkToString(result, maybeRenderHead());
	try {
		const destination = { write(chunk) {
			if (isPage && !result.partial && !renderedFirstPageChunk) {
				renderedFirstPageChunk = true;
				if (!/<!doctype html/i.test(String(chunk))) {
					const doctype = result.compressHTML ? "<!DOCTYPE html>" : "<!DOCTYPE html>\n";
					str += doctype + head;
				}
			}
			if (chunk instanceof Response) return;
			str += chunkToString(result, chunk);
		} };
		const renderInstance = await renderComponent(result, displayName, Component, props, slots);
		if (containsServerDirective(props)) await bufferHeadContent(result);
		await renderInstance.render(destination);
	} catch (e) {
		if (AstroError.is(e) && !e.loc) e.setLocation({ file: route?.component });
		throw e;
	}
	return str;
}
function nonAstroPageNeedsHeadInjection(pageComponent) {
	return !!pageComponent?.[needsHeadRenderingSymbol];
}
// node_modules/astro/dist/runtime/server/jsx.js
var ClientOnlyPlaceholder = "astro-client-only";
var hasTriedRenderComponentSymbol = /* @__PURE__ */ Symbol("hasTriedRenderComponent");
async function renderJSX(result, vnode) {
	switch (true) {
		case vnode instanceof HTMLString:
			if (vnode.toString().trim() === "") return "";
			return vnode;
		case typeof vnode === "string": return markHTMLString(escapeHTML(vnode));
		case typeof vnode === "function": return vnode;
		case !vnode && vnode !== 0: return "";
		case Array.isArray(vnode): {
			const renderedItems = await Promise.all(vnode.map((v) => renderJSX(result, v)));
			let instructions = null;
			let content = "";
			for (const item of renderedItems) if (item instanceof SlotString) {
				content += item;
				instructions = mergeSlotInstructions(instructions, item);
			} else content += item;
			if (instructions) return markHTMLString(new SlotString(content, instructions));
			return markHTMLString(content);
		}
	}
	return renderJSXVNode(result, vnode);
}
async function renderJSXVNode(result, vnode) {
	if (isVNode(vnode)) {
		switch (true) {
			case !vnode.type: throw new Error(`Unable to render ${result.pathname} because it contains an undefined Component!
Did you forget to import the component or is it possible there is a typo?`);
			case vnode.type === /* @__PURE__ */ Symbol.for("astro:fragment"): return renderJSX(result, vnode.props.children);
			case isAstroComponentFactory(vnode.type): {
				let props = {};
				let slots = {};
				for (const [key, value] of Object.entries(vnode.props ?? {})) if (key === "children" || value && typeof value === "object" && value["$$slot"]) slots[key === "children" ? "default" : key] = () => renderJSX(result, value);
				else props[key] = value;
				return markHTMLString(await renderComponentToString(result, vnode.type.name, vnode.type, props, slots));
			}
			case !vnode.type && vnode.type !== 0: return "";
			case typeof vnode.type === "string" && vnode.type !== ClientOnlyPlaceholder && !vnode.type.includes("-"): return markHTMLString(await renderElement(result, vnode.type, vnode.props ?? {}));
		}
		if (vnode.type) {
			let extractSlots2 = function(child) {
				if (Array.isArray(child)) return child.map((c) => extractSlots2(c));
				if (!isVNode(child)) {
					_slots.default.push(child);
					return;
				}
				if ("slot" in child.props && !isCustomElement) {
					_slots[child.props.slot] = [..._slots[child.props.slot] ?? [], child];
					delete child.props.slot;
					return;
				}
				_slots.default.push(child);
			};
			if (typeof vnode.type === "function" && vnode.props["server:root"]) return await renderJSX(result, await vnode.type(vnode.props ?? {}));
			if (typeof vnode.type === "function") {
				if (vnode.props[hasTriedRenderComponentSymbol]) {
					delete vnode.props[hasTriedRenderComponentSymbol];
					const output2 = await vnode.type(vnode.props ?? {});
					if (output2?.["astro:jsx"] || !output2) return await renderJSXVNode(result, output2);
					else return;
				} else vnode.props[hasTriedRenderComponentSymbol] = true;
			}
			const { children = null, ...props } = vnode.props ?? {};
			const _slots = { default: [] };
			const isCustomElement = typeof vnode.type === "string" && vnode.type.includes("-");
			extractSlots2(children);
			for (const [key, value] of Object.entries(props)) if (value?.["$$slot"]) {
				_slots[key] = value;
				delete props[key];
			}
			const slotPromises = [];
			const slots = {};
			for (const [key, value] of Object.entries(_slots)) slotPromises.push(renderJSX(result, value).then((output2) => {
				if (output2.toString().trim().length === 0) return;
				slots[key] = () => output2;
			}));
			await Promise.all(slotPromises);
			let output;
			if (vnode.type === ClientOnlyPlaceholder && vnode.props["client:only"]) output = await renderComponentToString(result, vnode.props["client:display-name"] ?? "", null, props, slots);
			else output = await renderComponentToString(result, typeof vnode.type === "function" ? vnode.type.name : vnode.type, vnode.type, props, slots);
			return markHTMLString(output);
		}
	}
	return markHTMLString(`${vnode}`);
}
async function renderElement(result, tag, { children, ...props }) {
	return markHTMLString(`<${tag}${spreadAttributes(props)}${markHTMLString((children == null || children === "") && voidElementNames.test(tag) ? `/>` : `>${children == null ? "" : await renderJSX(result, prerenderElementChildren(tag, children))}</${tag}>`)}`);
}
function prerenderElementChildren(tag, children) {
	if (typeof children === "string" && tag === "style") return markHTMLString(escapeStyleText(children));
	return children;
}
// node_modules/astro/dist/core/routing/internal/route-errors.js
var ROUTE404_RE = /^\/404\/?$/;
var ROUTE500_RE = /^\/500\/?$/;
function isRoute404(route) {
	return ROUTE404_RE.test(route);
}
function isRoute500(route) {
	return ROUTE500_RE.test(route);
}
// node_modules/astro/dist/runtime/server/render/page.js
async function renderPage(result, componentFactory, props, children, streaming, route) {
	if (!isAstroComponentFactory(componentFactory)) {
		const nonAstroMeta = result.componentMetadata.get(componentFactory.moduleId);
		result._metadata.headInTree = nonAstroMeta?.containsHead ?? false;
		result._metadata.routeHasPropagation = isPropagatingHint(nonAstroMeta?.propagation ?? "none");
		const pageProps = {
			...props ?? {},
			"server:root": true
		};
		const str = await renderComponentToString(result, componentFactory.name, componentFactory, pageProps, {}, true, route);
		const bytes = encoder.encode(str);
		const headers2 = new Headers([["Content-Type", "text/html"], ["Content-Length", bytes.byteLength.toString()]]);
		if (result.shouldInjectCspMetaTags && (result.cspDestination === "header" || result.cspDestination === "adapter")) headers2.set("content-security-policy", renderCspContent(result));
		return new Response(bytes, {
			headers: headers2,
			status: result.response.status
		});
	}
	const pageMeta = result.componentMetadata.get(componentFactory.moduleId);
	result._metadata.headInTree = pageMeta?.containsHead ?? false;
	result._metadata.routeHasPropagation = isPropagatingHint(pageMeta?.propagation ?? "none");
	let body;
	if (streaming) {
		if (isNode && !isDeno) {
			const nodeBody = await renderToAsyncIterable(result, componentFactory, props, children, true, route);
			if (isWorkerd && !(nodeBody instanceof Response)) body = ReadableStream.from(nodeBody);
			else body = nodeBody;
		} else body = await renderToReadableStream(result, componentFactory, props, children, true, route);
	} else body = await renderToString(result, componentFactory, props, children, true, route);
	if (body instanceof Response) return body;
	const init = result.response;
	const headers = new Headers(init.headers);
	if (result.shouldInjectCspMetaTags && result.cspDestination === "header" || result.cspDestination === "adapter") headers.set("content-security-policy", renderCspContent(result));
	if (!streaming && typeof body === "string") {
		body = encoder.encode(body);
		headers.set("Content-Length", body.byteLength.toString());
	}
	let status = init.status;
	let statusText = init.statusText;
	if (route?.route && isRoute404(route.route)) {
		status = 404;
		if (statusText === "OK") statusText = "Not Found";
	} else if (route?.route && isRoute500(route.route)) {
		status = 500;
		if (statusText === "OK") statusText = "Internal Server Error";
	}
	if (status) return new Response(body, {
		...init,
		headers,
		status,
		statusText
	});
	else return new Response(body, {
		...init,
		headers
	});
}
// node_modules/astro/dist/runtime/server/render/tags.js
function renderScriptElement({ props, children }) {
	return renderElement$1("script", {
		props,
		children
	});
}
function renderUniqueStylesheet(result, sheet) {
	if (sheet.type === "external") {
		if (Array.from(result.styles).some((s) => s.props.href === sheet.src)) return "";
		return renderElement$1("link", {
			props: {
				rel: "stylesheet",
				href: sheet.src
			},
			children: ""
		});
	}
	if (sheet.type === "inline") {
		if (Array.from(result.styles).some((s) => s.children.includes(sheet.content))) return "";
		const props = {};
		if (sheet.viteDevId) props["data-vite-dev-id"] = sheet.viteDevId;
		return renderElement$1("style", {
			props,
			children: sheet.content
		});
	}
}
Object.freeze(createRenderInstruction({ type: "template-enter" }));
Object.freeze(createRenderInstruction({ type: "template-exit" }));
"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_".split("").reduce((v, c) => (v[c.charCodeAt(0)] = c, v), []);
"-0123456789_".split("").reduce((v, c) => (v[c.charCodeAt(0)] = c, v), []);
// node_modules/astro/dist/runtime/server/index.js
function spreadAttributes(values = {}, _name, { class: scopedClassName } = {}) {
	let output = "";
	if (scopedClassName) {
		if (typeof values.class !== "undefined") values.class += ` ${scopedClassName}`;
		else if (typeof values["class:list"] !== "undefined") values["class:list"] = [values["class:list"], scopedClassName];
		else values.class = scopedClassName;
	}
	for (const key of Object.keys(values)) output += addAttribute(values[key], key, true, _name);
	return markHTMLString(output);
}
// node_modules/astro/dist/core/request-body.js
async function readBodyWithLimit(request, limit) {
	const contentLengthHeader = request.headers.get("content-length");
	if (contentLengthHeader) {
		const contentLength = Number.parseInt(contentLengthHeader, 10);
		if (Number.isFinite(contentLength) && contentLength > limit) throw new BodySizeLimitError(limit);
	}
	if (!request.body) return /* @__PURE__ */ new Uint8Array();
	const reader = request.body.getReader();
	const chunks = [];
	let received = 0;
	while (true) {
		const { done, value } = await reader.read();
		if (done) break;
		if (value) {
			received += value.byteLength;
			if (received > limit) throw new BodySizeLimitError(limit);
			chunks.push(value);
		}
	}
	const buffer = new Uint8Array(received);
	let offset = 0;
	for (const chunk of chunks) {
		buffer.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return buffer;
}
var BodySizeLimitError = class extends Error {
	limit;
	constructor(limit) {
		super(`Request body exceeds the configured limit of ${limit} bytes`);
		this.name = "BodySizeLimitError";
		this.limit = limit;
	}
};
// node_modules/astro/dist/core/routing/pattern.js
function getPattern(segments, base, addTrailingSlash) {
	const pathname = segments.map((segment) => {
		if (segment.length === 1 && segment[0].spread) return "(?:\\/(.*?))?";
		else return "\\/" + segment.map((part) => {
			if (part.spread) return "(.*?)";
			else if (part.dynamic) return "([^/]+?)";
			else return part.content.normalize().replace(/\?/g, "%3F").replace(/#/g, "%23").replace(/%5B/g, "[").replace(/%5D/g, "]").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
		}).join("");
	}).join("");
	const trailing = addTrailingSlash && segments.length ? getTrailingSlashPattern(addTrailingSlash) : "$";
	let initial = "\\/";
	if (addTrailingSlash === "never" && base !== "/" && pathname !== "") initial = "";
	return new RegExp(`^${pathname || initial}${trailing}`);
}
function getTrailingSlashPattern(addTrailingSlash) {
	if (addTrailingSlash === "always") return "\\/$";
	if (addTrailingSlash === "never") return "$";
	return "\\/?$";
}
// node_modules/astro/dist/core/server-islands/endpoint.js
var SERVER_ISLAND_ROUTE = "/_server-islands/[name]";
var SERVER_ISLAND_COMPONENT = "_server-islands.astro";
function badRequest(reason) {
	return new Response(null, {
		status: 400,
		statusText: "Bad request: " + reason
	});
}
var DEFAULT_BODY_SIZE_LIMIT = 1048576;
async function getRequestData(request, bodySizeLimit = DEFAULT_BODY_SIZE_LIMIT) {
	switch (request.method) {
		case "GET": {
			const params = new URL(request.url).searchParams;
			if (!params.has("s") || !params.has("e") || !params.has("p")) return badRequest("Missing required query parameters.");
			const encryptedSlots = params.get("s");
			return {
				encryptedComponentExport: params.get("e"),
				encryptedProps: params.get("p"),
				encryptedSlots
			};
		}
		case "POST": try {
			const body = await readBodyWithLimit(request, bodySizeLimit);
			const raw = new TextDecoder().decode(body);
			const data = JSON.parse(raw);
			if (Object.hasOwn(data, "slots") && typeof data.slots === "object") return badRequest("Plaintext slots are not allowed. Slots must be encrypted.");
			if (Object.hasOwn(data, "componentExport") && typeof data.componentExport === "string") return badRequest("Plaintext componentExport is not allowed. componentExport must be encrypted.");
			return data;
		} catch (e) {
			if (e instanceof BodySizeLimitError) return new Response(null, {
				status: 413,
				statusText: e.message
			});
			if (e instanceof SyntaxError) return badRequest("Request format is invalid.");
			throw e;
		}
		default: return new Response(null, { status: 405 });
	}
}
function createEndpoint(manifest) {
	const page = async (result) => {
		const params = result.params;
		if (!params.name) return new Response(null, {
			status: 400,
			statusText: "Bad request"
		});
		const componentId = params.name;
		const data = await getRequestData(result.request, manifest.serverIslandBodySizeLimit);
		if (data instanceof Response) return data;
		let imp = (await (await manifest.serverIslandMappings?.())?.serverIslandMap)?.get(componentId);
		if (!imp) return new Response(null, {
			status: 404,
			statusText: "Not found"
		});
		const key = await manifest.key;
		let componentExport;
		try {
			componentExport = await decryptString(key, data.encryptedComponentExport, `export:${componentId}`);
		} catch (_e) {
			return badRequest("Encrypted componentExport value is invalid.");
		}
		const encryptedProps = data.encryptedProps;
		let props = {};
		if (encryptedProps !== "") try {
			const propString = await decryptString(key, encryptedProps, `props:${componentId}`);
			props = JSON.parse(propString);
		} catch (_e) {
			return badRequest("Encrypted props value is invalid.");
		}
		let decryptedSlots = {};
		const encryptedSlots = data.encryptedSlots;
		if (encryptedSlots !== "") try {
			const slotsString = await decryptString(key, encryptedSlots, `slots:${componentId}`);
			decryptedSlots = JSON.parse(slotsString);
		} catch (_e) {
			return badRequest("Encrypted slots value is invalid.");
		}
		let Component = (await imp())[componentExport];
		const slots = {};
		for (const prop in decryptedSlots) slots[prop] = createSlotValueFromString(decryptedSlots[prop]);
		result.response.headers.set("X-Robots-Tag", "noindex");
		if (isAstroComponentFactory(Component)) {
			const ServerIsland = Component;
			Component = function(...args) {
				return ServerIsland.apply(this, args);
			};
			Object.assign(Component, ServerIsland);
			Component.propagation = "self";
		}
		result._metadata.routeHasPropagation = true;
		const renderPropagatedHead = () => markHTMLString(result._metadata.extraHead.join(""));
		return renderTemplate`${renderPropagatedHead}${renderComponent(result, "Component", Component, props, slots)}`;
	};
	page.isAstroComponentFactory = true;
	return {
		default: page,
		partial: true
	};
}
// node_modules/astro/dist/template/4xx.js
function template({ title, pathname, statusCode = 404, tabTitle, body }) {
	return `<!doctype html>
<html lang="en">
	<head>
		<meta charset="utf-8">
		<title>${tabTitle}</title>
		<style>
			:root {
				--gray-10: hsl(258, 7%, 10%);
				--gray-20: hsl(258, 7%, 20%);
				--gray-30: hsl(258, 7%, 30%);
				--gray-40: hsl(258, 7%, 40%);
				--gray-50: hsl(258, 7%, 50%);
				--gray-60: hsl(258, 7%, 60%);
				--gray-70: hsl(258, 7%, 70%);
				--gray-80: hsl(258, 7%, 80%);
				--gray-90: hsl(258, 7%, 90%);
				--black: #13151A;
				--accent-light: #E0CCFA;
			}

			* {
				box-sizing: border-box;
			}

			html {
				background: var(--black);
				color-scheme: dark;
				accent-color: var(--accent-light);
			}

			body {
				background-color: var(--gray-10);
				color: var(--gray-80);
				font-family: ui-monospace, Menlo, Monaco, "Cascadia Mono", "Segoe UI Mono", "Roboto Mono", "Oxygen Mono", "Ubuntu Monospace", "Source Code Pro", "Fira Mono", "Droid Sans Mono", "Courier New", monospace;
				line-height: 1.5;
				margin: 0;
			}

			a {
				color: var(--accent-light);
			}

			.center {
				display: flex;
				flex-direction: column;
				justify-content: center;
				align-items: center;
				height: 100vh;
				width: 100vw;
			}

			h1 {
				margin-bottom: 8px;
				color: white;
				font-family: system-ui, "Segoe UI", Roboto, Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol";
				font-weight: 700;
				margin-top: 1rem;
				margin-bottom: 0;
			}

			.statusCode {
				color: var(--accent-light);
			}

			.astro-icon {
				height: 124px;
				width: 124px;
			}

			pre, code {
				padding: 2px 8px;
				background: rgba(0,0,0, 0.25);
				border: 1px solid rgba(255,255,255, 0.25);
				border-radius: 4px;
				font-size: 1.2em;
				margin-top: 0;
				max-width: 60em;
			}
		</style>
	</head>
	<body>
		<main class="center">
			<svg class="astro-icon" xmlns="http://www.w3.org/2000/svg" width="64" height="80" viewBox="0 0 64 80" fill="none"> <path d="M20.5253 67.6322C16.9291 64.3531 15.8793 57.4632 17.3776 52.4717C19.9755 55.6188 23.575 56.6157 27.3035 57.1784C33.0594 58.0468 38.7122 57.722 44.0592 55.0977C44.6709 54.7972 45.2362 54.3978 45.9045 53.9931C46.4062 55.4451 46.5368 56.9109 46.3616 58.4028C45.9355 62.0362 44.1228 64.8429 41.2397 66.9705C40.0868 67.8215 38.8669 68.5822 37.6762 69.3846C34.0181 71.8508 33.0285 74.7426 34.403 78.9491C34.4357 79.0516 34.4649 79.1541 34.5388 79.4042C32.6711 78.5705 31.3069 77.3565 30.2674 75.7604C29.1694 74.0757 28.6471 72.2121 28.6196 70.1957C28.6059 69.2144 28.6059 68.2244 28.4736 67.257C28.1506 64.8985 27.0406 63.8425 24.9496 63.7817C22.8036 63.7192 21.106 65.0426 20.6559 67.1268C20.6215 67.2865 20.5717 67.4446 20.5218 67.6304L20.5253 67.6322Z" fill="white"/> <path d="M20.5253 67.6322C16.9291 64.3531 15.8793 57.4632 17.3776 52.4717C19.9755 55.6188 23.575 56.6157 27.3035 57.1784C33.0594 58.0468 38.7122 57.722 44.0592 55.0977C44.6709 54.7972 45.2362 54.3978 45.9045 53.9931C46.4062 55.4451 46.5368 56.9109 46.3616 58.4028C45.9355 62.0362 44.1228 64.8429 41.2397 66.9705C40.0868 67.8215 38.8669 68.5822 37.6762 69.3846C34.0181 71.8508 33.0285 74.7426 34.403 78.9491C34.4357 79.0516 34.4649 79.1541 34.5388 79.4042C32.6711 78.5705 31.3069 77.3565 30.2674 75.7604C29.1694 74.0757 28.6471 72.2121 28.6196 70.1957C28.6059 69.2144 28.6059 68.2244 28.4736 67.257C28.1506 64.8985 27.0406 63.8425 24.9496 63.7817C22.8036 63.7192 21.106 65.0426 20.6559 67.1268C20.6215 67.2865 20.5717 67.4446 20.5218 67.6304L20.5253 67.6322Z" fill="url(#paint0_linear_738_686)"/> <path d="M0 51.6401C0 51.6401 10.6488 46.4654 21.3274 46.4654L29.3786 21.6102C29.6801 20.4082 30.5602 19.5913 31.5538 19.5913C32.5474 19.5913 33.4275 20.4082 33.7289 21.6102L41.7802 46.4654C54.4274 46.4654 63.1076 51.6401 63.1076 51.6401C63.1076 51.6401 45.0197 2.48776 44.9843 2.38914C44.4652 0.935933 43.5888 0 42.4073 0H20.7022C19.5206 0 18.6796 0.935933 18.1251 2.38914C18.086 2.4859 0 51.6401 0 51.6401Z" fill="white"/> <defs> <linearGradient id="paint0_linear_738_686" x1="31.554" y1="75.4423" x2="39.7462" y2="48.376" gradientUnits="userSpaceOnUse"> <stop stop-color="#D83333"/> <stop offset="1" stop-color="#F041FF"/> </linearGradient> </defs> </svg>
			<h1>${statusCode ? `<span class="statusCode">${statusCode}: </span> ` : ""}<span class="statusMessage">${title}</span></h1>
			${body || `
				<pre>Path: ${escape(pathname)}</pre>
			`}
			</main>
	</body>
</html>`;
}
// node_modules/astro/dist/core/routing/internal/astro-designed-error-pages.js
var DEFAULT_404_ROUTE = {
	component: DEFAULT_404_COMPONENT,
	params: [],
	pattern: /^\/404\/?$/,
	prerender: false,
	pathname: "/404",
	segments: [[{
		content: "404",
		dynamic: false,
		spread: false
	}]],
	type: "page",
	route: "/404",
	fallbackRoutes: [],
	isIndex: false,
	origin: "internal",
	distURL: []
};
async function default404Page({ pathname }) {
	return new Response(template({
		statusCode: 404,
		title: "Not found",
		tabTitle: "404: Not Found",
		pathname
	}), {
		status: 404,
		headers: { "Content-Type": "text/html" }
	});
}
default404Page.isAstroComponentFactory = true;
var default404Instance = { default: default404Page };
// node_modules/astro/dist/core/routing/default.js
function createDefaultRoutes(manifest) {
	const root = new URL(manifest.rootDir);
	return [{
		instance: default404Instance,
		matchesComponent: (filePath) => filePath.href === new URL(DEFAULT_404_COMPONENT, root).href,
		route: DEFAULT_404_ROUTE.route,
		component: DEFAULT_404_COMPONENT
	}, {
		instance: createEndpoint(manifest),
		matchesComponent: (filePath) => filePath.href === new URL(SERVER_ISLAND_COMPONENT, root).href,
		route: SERVER_ISLAND_ROUTE,
		component: SERVER_ISLAND_COMPONENT
	}];
}
var defaultRoutesMemo = createManifestMemo(createDefaultRoutes);
function getDefaultRoutes(manifest) {
	return defaultRoutesMemo.get(manifest);
}
// node_modules/astro/dist/i18n/path.js
function pathHasLocale(path, locales) {
	const segments = path.split("/").map(normalizeThePath);
	for (const segment of segments) for (const locale of locales) if (typeof locale === "string") {
		if (normalizeTheLocale(segment) === normalizeTheLocale(locale)) return true;
	} else if (segment === locale.path) return true;
	return false;
}
function normalizeTheLocale(locale) {
	return locale.replaceAll("_", "-").toLowerCase();
}
function normalizeThePath(path) {
	return path.endsWith(".html") ? path.slice(0, -5) : path;
}
// node_modules/astro/dist/i18n/error-routes.js
function isLocalizedErrorRoute(route, status, locales) {
	if (!locales) return false;
	const suffix = `/${status}`;
	if (!route.endsWith(suffix)) return false;
	const localeSegment = route.slice(0, -suffix.length);
	if (!localeSegment || localeSegment.includes("/", 1)) return false;
	return pathHasLocale(localeSegment, locales);
}
function getErrorRoutePath(pathname, status, routes, locales, appendTrailingSlash = false) {
	const suffix = appendTrailingSlash ? "/" : "";
	if (locales) {
		const firstSegment = pathname.split("/").find(Boolean);
		if (firstSegment && pathHasLocale(`/${firstSegment}`, locales)) {
			const localized = `/${firstSegment}/${status}`;
			if (routes.some((route) => route.route === localized)) return `${localized}${suffix}`;
		}
	}
	return `/${status}${suffix}`;
}
// node_modules/astro/dist/core/routing/helpers.js
function routeIsRedirect(route) {
	return route?.type === "redirect";
}
function routeIsFallback(route) {
	return route?.type === "fallback";
}
function getFallbackRoute(route, routeList) {
	const fallbackRoute = routeList.find((r) => {
		if (route.route === "/" && r.routeData.route === "/") return true;
		return r.routeData.fallbackRoutes.find((f) => {
			return f.route === route.route;
		});
	});
	if (!fallbackRoute) throw new Error(`No fallback route found for route ${route.route}`);
	return fallbackRoute.routeData;
}
function getCustom404Route(manifestData) {
	return manifestData.routes.find((r) => isRoute404(r.route));
}
function getCustom500Route(manifestData) {
	return manifestData.routes.find((r) => isRoute500(r.route));
}
function getDefaultStatusCode(manifest, routeData, pathname) {
	if (!routeData.pattern.test(pathname)) {
		for (const fallbackRoute of routeData.fallbackRoutes) if (fallbackRoute.pattern.test(pathname)) return 302;
	}
	const route = removeTrailingForwardSlash(routeData.route);
	const locales = manifest.i18n?.locales;
	if (isRoute404(route) || isLocalizedErrorRoute(route, 404, locales)) return 404;
	if (isRoute500(route) || isLocalizedErrorRoute(route, 500, locales)) return 500;
	return 200;
}
function routeHasHtmlExtension(route) {
	return route.segments.some((segment) => segment.some((part) => !part.dynamic && part.content.includes(".html")));
}
// node_modules/astro/dist/core/build/util.js
function shouldAppendForwardSlash(trailingSlash, buildFormat) {
	switch (trailingSlash) {
		case "always": return true;
		case "never": return false;
		case "ignore": switch (buildFormat) {
			case "directory": return true;
			case "preserve":
			case "file": return false;
		}
	}
}
// node_modules/astro/dist/core/request.js
function createRequest({ url, headers, method = "GET", body = void 0, logger, isPrerendered = false, routePattern, init }) {
	const headersObj = isPrerendered ? void 0 : headers instanceof Headers ? headers : new Headers(Object.entries(headers).filter(([name]) => !name.startsWith(":")));
	if (typeof url === "string") url = new URL(url);
	if (isPrerendered) url.search = "";
	const request = new Request(url, {
		method,
		headers: headersObj,
		body: isPrerendered ? null : body,
		...init
	});
	if (isPrerendered) {
		let _headers = request.headers;
		const { value, writable, ...headersDesc } = Object.getOwnPropertyDescriptor(request, "headers") || {};
		Object.defineProperty(request, "headers", {
			...headersDesc,
			get() {
				logger.warn(null, `\`Astro.request.headers\` was used when rendering the route \`${routePattern}'\`. \`Astro.request.headers\` is not available on prerendered pages. If you need access to request headers, make sure that the page is server-rendered using \`export const prerender = false;\` or by setting \`output\` to \`"server"\` in your Astro config to make all your pages server-rendered by default.`);
				return _headers;
			},
			set(newHeaders) {
				_headers = newHeaders;
			}
		});
	}
	return request;
}
// node_modules/astro/dist/core/util/pathname.js
var MultiLevelEncodingError = class extends Error {
	constructor() {
		super("URL encoding depth exceeded the maximum number of decode iterations");
		this.name = "MultiLevelEncodingError";
	}
};
var MAX_DECODE_ITERATIONS = 10;
function validateAndDecodePathname(pathname) {
	let decoded;
	try {
		decoded = decodeURI(pathname);
	} catch (_e) {
		throw new Error("Invalid URL encoding");
	}
	let iterations = 0;
	while (decoded !== pathname) {
		if (iterations >= MAX_DECODE_ITERATIONS) throw new MultiLevelEncodingError();
		pathname = decoded;
		try {
			decoded = decodeURI(pathname);
		} catch {
			break;
		}
		iterations++;
	}
	return decoded;
}
// node_modules/astro/dist/core/routing/rewrite.js
function findRouteToRewrite({ payload, routes, request, trailingSlash, buildFormat, base, outDir }) {
	let newUrl = void 0;
	if (payload instanceof URL) newUrl = payload;
	else if (payload instanceof Request) newUrl = new URL(payload.url);
	else newUrl = new URL(collapseDuplicateSlashes(payload), new URL(request.url).origin);
	const { pathname, resolvedUrlPathname } = normalizeRewritePathname(newUrl.pathname, base, trailingSlash, buildFormat);
	newUrl.pathname = resolvedUrlPathname;
	const decodedPathname = validateAndDecodePathname(pathname);
	if (isRoute404(decodedPathname)) {
		const errorRoute = routes.find((route) => route.route === "/404");
		if (errorRoute) return {
			routeData: errorRoute,
			newUrl,
			pathname: decodedPathname
		};
	}
	if (isRoute500(decodedPathname)) {
		const errorRoute = routes.find((route) => route.route === "/500");
		if (errorRoute) return {
			routeData: errorRoute,
			newUrl,
			pathname: decodedPathname
		};
	}
	let foundRoute;
	for (const route of routes) if (route.pattern.test(decodedPathname)) {
		if (route.params && route.params.length !== 0 && route.distURL && route.distURL.length !== 0) {
			if (!route.distURL.find((url) => url.href.replace(outDir.toString(), "").replace(/(?:\/index\.html|\.html)$/, "") === trimSlashes(pathname))) continue;
		}
		foundRoute = route;
		break;
	}
	if (foundRoute) return {
		routeData: foundRoute,
		newUrl,
		pathname: decodedPathname
	};
	else {
		const custom404 = routes.find((route) => route.route === "/404");
		if (custom404) return {
			routeData: custom404,
			newUrl,
			pathname
		};
		else return {
			routeData: DEFAULT_404_ROUTE,
			newUrl,
			pathname
		};
	}
}
function copyRequest(newUrl, oldRequest, isPrerendered, logger, routePattern) {
	const canHaveBody = oldRequest.method !== "GET" && oldRequest.method !== "HEAD";
	if (canHaveBody && oldRequest.bodyUsed) throw new AstroError(RewriteWithBodyUsed);
	return createRequest({
		url: newUrl,
		method: oldRequest.method,
		body: canHaveBody ? oldRequest.body : void 0,
		isPrerendered,
		logger,
		headers: isPrerendered ? {} : oldRequest.headers,
		routePattern,
		init: {
			referrer: oldRequest.referrer,
			referrerPolicy: oldRequest.referrerPolicy,
			mode: oldRequest.mode,
			credentials: oldRequest.credentials,
			cache: oldRequest.cache,
			redirect: oldRequest.redirect,
			integrity: oldRequest.integrity,
			signal: oldRequest.signal,
			keepalive: oldRequest.keepalive,
			duplex: "half"
		}
	});
}
function setOriginPathname(request, pathname, trailingSlash, buildFormat) {
	if (!pathname) pathname = "/";
	const shouldAppendSlash = shouldAppendForwardSlash(trailingSlash, buildFormat);
	let finalPathname;
	if (pathname === "/") finalPathname = "/";
	else if (shouldAppendSlash) finalPathname = appendForwardSlash(pathname);
	else finalPathname = removeTrailingForwardSlash(pathname);
	Reflect.set(request, originPathnameSymbol, encodeURIComponent(finalPathname));
}
function getOriginPathname(request) {
	const origin = Reflect.get(request, originPathnameSymbol);
	if (origin) return decodeURIComponent(origin);
	return new URL(request.url).pathname;
}
function normalizeRewritePathname(urlPathname, base, trailingSlash, buildFormat) {
	let pathname = collapseDuplicateSlashes(urlPathname);
	const shouldAppendSlash = shouldAppendForwardSlash(trailingSlash, buildFormat);
	if (base !== "/") {
		if (urlPathname === base || urlPathname === removeTrailingForwardSlash(base)) pathname = "/";
		else if (urlPathname.startsWith(base)) {
			pathname = shouldAppendSlash ? appendForwardSlash(urlPathname) : removeTrailingForwardSlash(urlPathname);
			pathname = pathname.slice(base.length);
		}
	}
	if (!pathname.startsWith("/") && shouldAppendSlash && urlPathname.endsWith("/")) pathname = prependForwardSlash(pathname);
	if (buildFormat === "file") pathname = pathname.replace(/\.html$/, "");
	let resolvedUrlPathname;
	if (base !== "/" && (pathname === "" || pathname === "/") && !shouldAppendSlash) resolvedUrlPathname = removeTrailingForwardSlash(base);
	else resolvedUrlPathname = joinPaths(...[base, pathname].filter(Boolean));
	return {
		pathname,
		resolvedUrlPathname
	};
}
// node_modules/astro/dist/core/build/plugins/util.js
var ASTRO_PAGE_KEY_SEPARATOR = "&";
function makePageDataKey(route, componentPath) {
	return route + ASTRO_PAGE_KEY_SEPARATOR + componentPath;
}
// node_modules/astro/dist/core/build/runtime.js
function getPageData(internals, route, component) {
	let pageData = internals.pagesByKeys.get(makePageDataKey(route, component));
	if (pageData) return pageData;
}
function cssOrder(a, b) {
	let depthA = a.depth, depthB = b.depth, orderA = a.order, orderB = b.order;
	if (orderA === -1 && orderB >= 0) return 1;
	else if (orderB === -1 && orderA >= 0) return -1;
	else if (orderA > orderB) return 1;
	else if (orderA < orderB) return -1;
	else if (depthA === -1) return -1;
	else if (depthB === -1) return 1;
	else return depthA > depthB ? -1 : 1;
}
function mergeInlineCss(acc, current) {
	const lastAdded = acc.at(acc.length - 1);
	const lastWasInline = lastAdded?.type === "inline";
	const currentIsInline = current?.type === "inline";
	if (lastWasInline && currentIsInline) {
		const currentHasImport = current.content.includes("@import");
		const lastHasImport = lastAdded.content.includes("@import");
		if (!currentHasImport && !lastHasImport) {
			const merged = {
				type: "inline",
				content: lastAdded.content + current.content
			};
			acc[acc.length - 1] = merged;
			return acc;
		}
	}
	acc.push(current);
	return acc;
}
// node_modules/astro/dist/core/build/environment.js
async function getModuleForRoute$1(manifest, route) {
	for (const defaultRoute of getDefaultRoutes(manifest)) if (route.component === defaultRoute.component) return { page: () => Promise.resolve(defaultRoute.instance) };
	let routeToProcess = route;
	if (routeIsRedirect(route)) {
		if (route.redirectRoute) routeToProcess = route.redirectRoute;
		else return RedirectSinglePageBuiltModule;
	} else if (routeIsFallback(route)) routeToProcess = getFallbackRoute(route, manifest.routes);
	if (manifest.pageMap) {
		const importComponentInstance = manifest.pageMap.get(routeToProcess.component);
		if (!importComponentInstance) throw new Error(`Unexpectedly unable to find a component instance for route ${route.route}`);
		return await importComponentInstance();
	} else if (manifest.pageModule) return manifest.pageModule;
	throw new Error("Astro couldn't find the correct page to render, probably because it wasn't correctly mapped for SSR usage. This is an internal error, please file an issue.");
}
async function getComponentByRoute$1(manifest, routeData) {
	return (await getModuleForRoute$1(manifest, routeData)).page();
}
function createBuildEnvironment() {
	let internals;
	let options;
	function getInternals() {
		if (!internals) throw new Error("No internals defined");
		return internals;
	}
	function getOptions() {
		if (!options) throw new Error("No options defined");
		return options;
	}
	function getSettings() {
		return getOptions().settings;
	}
	const resolveCache = /* @__PURE__ */ new Map();
	return {
		env: {
			name: "build",
			runtimeMode: "production",
			defaultStreaming: (manifest) => manifest.serverLike,
			async resolve(manifest, specifier) {
				if (resolveCache.has(specifier)) return resolveCache.get(specifier);
				const hashedFilePath = manifest.entryModules[specifier];
				if (typeof hashedFilePath !== "string" || hashedFilePath === "") {
					if (specifier === "astro:scripts/before-hydration.js") {
						resolveCache.set(specifier, "");
						return "";
					}
					throw new Error(`Cannot find the built path for ${specifier}`);
				}
				const assetLink = createAssetLink(hashedFilePath, manifest.base, manifest.assetsPrefix);
				resolveCache.set(specifier, assetLink);
				return assetLink;
			},
			headElements(manifest, routeData) {
				const { assetsPrefix, base } = manifest;
				const settings = getSettings();
				const buildInternals = getInternals();
				const links = /* @__PURE__ */ new Set();
				const pageBuildData = getPageData(buildInternals, routeData.route, routeData.component);
				const scripts = /* @__PURE__ */ new Set();
				const sortedCssAssets = pageBuildData?.styles.sort(cssOrder).map(({ sheet }) => sheet).reduce(mergeInlineCss, []);
				const styles = createStylesheetElementSet(sortedCssAssets ?? [], base, assetsPrefix);
				if (settings.scripts.some((script) => script.stage === "page")) {
					const hashedFilePath = buildInternals.entrySpecifierToBundleMap.get(PAGE_SCRIPT_ID);
					if (typeof hashedFilePath !== "string") throw new Error(`Cannot find the built path for ${PAGE_SCRIPT_ID}`);
					const src = createAssetLink(hashedFilePath, base, assetsPrefix);
					scripts.add({
						props: {
							type: "module",
							src
						},
						children: ""
					});
				}
				for (const script of settings.scripts) if (script.stage === "head-inline") scripts.add({
					props: {},
					children: script.content
				});
				return {
					scripts,
					styles,
					links
				};
			},
			componentMetadata() {},
			getComponentByRoute: getComponentByRoute$1,
			getModuleForRoute: getModuleForRoute$1,
			async tryRewrite(manifest, payload, request) {
				const { routeData, pathname, newUrl } = findRouteToRewrite({
					payload,
					request,
					routes: manifest.routes.map((r) => r.routeData),
					trailingSlash: manifest.trailingSlash,
					buildFormat: manifest.buildFormat,
					base: manifest.base,
					outDir: manifest.serverLike ? manifest.buildClientDir : manifest.outDir
				});
				return {
					routeData,
					componentInstance: await getComponentByRoute$1(manifest, routeData),
					newUrl,
					pathname
				};
			},
			getRenderers(manifest) {
				return manifest.renderers;
			},
			errorStrategy: "build",
			injectCspMetaTagsOnErrorPages: false,
			logRequest() {}
		},
		setInternals(value) {
			internals = value;
		},
		setOptions(value) {
			options = value;
		},
		getInternals,
		getOptions,
		getSettings
	};
}
// node_modules/@astrojs/internal-helpers/dist/remote.js
function matchPattern(url, remotePattern) {
	return matchProtocol(url, remotePattern.protocol) && matchHostname(url, remotePattern.hostname, true) && matchPort(url, remotePattern.port) && matchPathname(url, remotePattern.pathname, true);
}
function matchPort(url, port) {
	return !port || port === url.port;
}
function matchProtocol(url, protocol) {
	return !protocol || protocol === url.protocol.slice(0, -1);
}
function matchHostname(url, hostname, allowWildcard = false) {
	if (!hostname) return true;
	else if (!allowWildcard || !hostname.startsWith("*")) return hostname === url.hostname;
	else if (hostname.startsWith("**.")) {
		const slicedHostname = hostname.slice(2);
		return slicedHostname !== url.hostname && url.hostname.endsWith(slicedHostname);
	} else if (hostname.startsWith("*.")) {
		const slicedHostname = hostname.slice(1);
		if (!url.hostname.endsWith(slicedHostname)) return false;
		const subdomainWithDot = url.hostname.slice(0, -(slicedHostname.length - 1));
		return subdomainWithDot.endsWith(".") && !subdomainWithDot.slice(0, -1).includes(".");
	}
	return false;
}
function matchPathname(url, pathname, allowWildcard = false) {
	if (!pathname) return true;
	else if (!allowWildcard || !pathname.endsWith("*")) return pathname === url.pathname;
	else if (pathname.endsWith("/**")) {
		const slicedPathname = pathname.slice(0, -2);
		return slicedPathname !== url.pathname && url.pathname.startsWith(slicedPathname);
	} else if (pathname.endsWith("/*")) {
		const slicedPathname = pathname.slice(0, -1);
		if (!url.pathname.startsWith(slicedPathname)) return false;
		return url.pathname.slice(slicedPathname.length).split("/").filter(Boolean).length === 1;
	}
	return false;
}
function isRemoteAllowed(src, { domains, remotePatterns }) {
	if (!URL.canParse(src)) return false;
	const url = new URL(src);
	if (![
		"http:",
		"https:",
		"data:"
	].includes(url.protocol)) return false;
	return domains.some((domain) => matchHostname(url, domain)) || remotePatterns.some((remotePattern) => matchPattern(url, remotePattern));
}
// node_modules/astro/dist/core/app/validate-headers.js
function getFirstForwardedValue(multiValueHeader) {
	return multiValueHeader?.toString().split(",").map((e) => e.trim())[0];
}
function sanitizeHost(hostname) {
	if (!hostname) return void 0;
	if (/[/\\]/.test(hostname)) return void 0;
	return hostname;
}
function parseHost(host) {
	const parts = host.split(":");
	if (parts.length > 2) return void 0;
	return {
		hostname: parts[0],
		port: parts[1]
	};
}
function matchesAllowedDomains(hostname, protocol, port, allowedDomains) {
	const urlString = `${protocol}://${port ? `${hostname}:${port}` : hostname}`;
	if (!URL.canParse(urlString)) return false;
	const testUrl = new URL(urlString);
	return allowedDomains.some((pattern) => matchPattern(testUrl, pattern));
}
function validateHost(host, protocol, allowedDomains) {
	if (!host || host.length === 0) return void 0;
	if (!allowedDomains || allowedDomains.length === 0) return void 0;
	const sanitized = sanitizeHost(host);
	if (!sanitized) return void 0;
	const parsed = parseHost(sanitized);
	if (!parsed) return void 0;
	const { hostname, port } = parsed;
	if (matchesAllowedDomains(hostname, protocol, port, allowedDomains)) return sanitized;
}
function validateForwardedHeaders(forwardedProtocol, forwardedHost, forwardedPort, allowedDomains) {
	const result = {};
	if (forwardedProtocol) {
		if (allowedDomains && allowedDomains.length > 0) {
			if (allowedDomains.some((pattern) => pattern.protocol !== void 0)) try {
				const testUrl = new URL(`${forwardedProtocol}://example.com`);
				if (allowedDomains.some((pattern) => matchPattern(testUrl, { protocol: pattern.protocol }))) result.protocol = forwardedProtocol;
			} catch {}
			else if (/^https?$/.test(forwardedProtocol)) result.protocol = forwardedProtocol;
		}
	}
	if (forwardedPort && allowedDomains && allowedDomains.length > 0) {
		if (allowedDomains.some((pattern) => pattern.port !== void 0)) {
			if (allowedDomains.some((pattern) => pattern.port === forwardedPort)) result.port = forwardedPort;
		}
	}
	if (forwardedHost && forwardedHost.length > 0 && allowedDomains && allowedDomains.length > 0) {
		const protoForValidation = result.protocol || "https";
		const sanitized = sanitizeHost(forwardedHost);
		const parsed = sanitized ? parseHost(sanitized) : void 0;
		if (sanitized && parsed) {
			const { hostname, port: portFromHost } = parsed;
			if (matchesAllowedDomains(hostname, protoForValidation, result.port || portFromHost, allowedDomains)) result.host = sanitized;
		}
	}
	return result;
}
// node_modules/astro/dist/core/i18n/domain.js
function computePathnameFromDomain(request, url, i18n, base, trailingSlash, allowedDomains, logger, pathnameFromRequest) {
	let pathname = void 0;
	if (i18n && (i18n.strategy === "domains-prefix-always" || i18n.strategy === "domains-prefix-other-locales" || i18n.strategy === "domains-prefix-always-no-redirect")) {
		const validated = validateForwardedHeaders(getFirstForwardedValue(request.headers.get("X-Forwarded-Proto") ?? void 0), getFirstForwardedValue(request.headers.get("X-Forwarded-Host") ?? void 0), getFirstForwardedValue(request.headers.get("X-Forwarded-Port") ?? void 0), allowedDomains);
		const protocol = validated.protocol ? `${validated.protocol}:` : url.protocol;
		const requestHost = request.headers.get("Host") ?? void 0;
		const validatedRequestHost = allowedDomains?.length ? validateHost(requestHost, protocol.slice(0, -1), allowedDomains) : requestHost;
		let host = validated.host ?? validatedRequestHost;
		if (host && protocol) {
			host = host.split(":")[0];
			try {
				let locale;
				const hostAsUrl = new URL(`${protocol}//${host}`);
				for (const [domainKey, localeValue] of Object.entries(i18n.domainLookupTable)) {
					const domainKeyAsUrl = new URL(domainKey);
					if (hostAsUrl.host === domainKeyAsUrl.host && hostAsUrl.protocol === domainKeyAsUrl.protocol) {
						locale = localeValue;
						break;
					}
				}
				if (locale) {
					const requestPathname = pathnameFromRequest ?? stripRequestBase(url.pathname, base);
					pathname = prependForwardSlash(joinPaths(normalizeTheLocale(locale), requestPathname));
					if (trailingSlash === "always") pathname = appendForwardSlash(pathname);
					else if (trailingSlash === "never") pathname = removeTrailingForwardSlash(pathname);
					else if (url.pathname.endsWith("/")) pathname = appendForwardSlash(pathname);
				}
			} catch (e) {
				logger.error("router", `Astro tried to parse ${protocol}//${host} as an URL, but it threw a parsing error. Check the X-Forwarded-Host and X-Forwarded-Proto headers.`);
				logger.error("router", `Error: ${e}`);
			}
		}
	}
	return pathname;
}
// node_modules/astro/dist/core/cookies/cookies.js
var DELETED_EXPIRATION = /* @__PURE__ */ new Date(0);
var DELETED_VALUE = "deleted";
var responseSentSymbol = /* @__PURE__ */ Symbol.for("astro.responseSent");
var identity = (value) => value;
var AstroCookie = class {
	value;
	constructor(value) {
		this.value = value;
	}
	json() {
		if (this.value === void 0) throw new Error(`Cannot convert undefined to an object.`);
		return JSON.parse(this.value);
	}
	number() {
		return Number(this.value);
	}
	boolean() {
		if (this.value === "false") return false;
		if (this.value === "0") return false;
		return Boolean(this.value);
	}
};
var AstroCookies = class {
	#request;
	#requestValues;
	#outgoing;
	#consumed;
	#logger;
	constructor(request, logger) {
		this.#request = request;
		this.#requestValues = null;
		this.#outgoing = null;
		this.#consumed = false;
		this.#logger = logger;
	}
	/**
	* Astro.cookies.delete(key) is used to delete a cookie. Using this method will result
	* in a Set-Cookie header added to the response.
	* @param key The cookie to delete
	* @param options Options related to this deletion, such as the path of the cookie.
	*/
	delete(key, options) {
		this.#ensureOutgoingMap().set(key, [
			DELETED_VALUE,
			stringifySetCookie({
				...options,
				name: key,
				value: DELETED_VALUE,
				expires: DELETED_EXPIRATION,
				maxAge: void 0
			}),
			false
		]);
	}
	/**
	* Astro.cookies.get(key) is used to get a cookie value. The cookie value is read from the
	* request. If you have set a cookie via Astro.cookies.set(key, value), the value will be taken
	* from that set call, overriding any values already part of the request.
	* @param key The cookie to get.
	* @returns An object containing the cookie value as well as convenience methods for converting its value.
	*/
	get(key, options = void 0) {
		if (this.#outgoing?.has(key)) {
			let [serializedValue, , isSetValue] = this.#outgoing.get(key);
			if (isSetValue) return new AstroCookie(serializedValue);
			else return;
		}
		const decode = options?.decode ?? decodeURIComponent;
		const values = this.#ensureParsed();
		if (key in values) {
			const value = values[key];
			if (value) {
				let decodedValue;
				try {
					decodedValue = decode(value);
				} catch (_error) {
					decodedValue = value;
				}
				return new AstroCookie(decodedValue);
			}
		}
	}
	/**
	* Astro.cookies.has(key) returns a boolean indicating whether this cookie is either
	* part of the initial request or set via Astro.cookies.set(key)
	* @param key The cookie to check for.
	* @param _options This parameter is no longer used.
	* @returns
	*/
	has(key, _options) {
		if (this.#outgoing?.has(key)) {
			let [, , isSetValue] = this.#outgoing.get(key);
			return isSetValue;
		}
		return this.#ensureParsed()[key] !== void 0;
	}
	/**
	* Astro.cookies.set(key, value) is used to set a cookie's value. If provided
	* an object it will be stringified via JSON.stringify(value). Additionally you
	* can provide options customizing how this cookie will be set, such as setting httpOnly
	* in order to prevent the cookie from being read in client-side JavaScript.
	* @param key The name of the cookie to set.
	* @param value A value, either a string or other primitive or an object.
	* @param options Options for the cookie, such as the path and security settings.
	*/
	set(key, value, options) {
		if (this.#consumed) this.#logger.warn("SKIP_FORMAT", "Astro.cookies.set() was called after the cookies had already been sent to the browser.\nThis may have happened if this method was called in an imported component.\nPlease make sure that Astro.cookies.set() is only called in the frontmatter of the main page.");
		let serializedValue;
		if (typeof value === "string") serializedValue = value;
		else {
			let toStringValue = value.toString();
			if (toStringValue === Object.prototype.toString.call(value)) serializedValue = JSON.stringify(value);
			else serializedValue = toStringValue;
		}
		const { encode, ...attributes } = options ?? {};
		this.#ensureOutgoingMap().set(key, [
			serializedValue,
			stringifySetCookie({
				...attributes,
				name: key,
				value: serializedValue
			}, { encode }),
			true
		]);
		if (this.#request[responseSentSymbol]) throw new AstroError({ ...ResponseSentError });
	}
	/**
	* Merges a new AstroCookies instance into the current instance. Any new cookies
	* will be added to the current instance, overwriting any existing cookies with the same name.
	*/
	merge(cookies) {
		const outgoing = cookies.#outgoing;
		if (outgoing) for (const [key, value] of outgoing) this.#ensureOutgoingMap().set(key, value);
	}
	/**
	* Astro.cookies.header() returns an iterator for the cookies that have previously
	* been set by either Astro.cookies.set() or Astro.cookies.delete().
	* This method is primarily used by adapters to set the header on outgoing responses.
	* @returns
	*/
	*headers() {
		if (this.#outgoing == null) return;
		for (const [, value] of this.#outgoing) yield value[1];
	}
	/**
	* Marks the cookies as consumed and returns the header values.
	* After consumption, any subsequent `set()` calls will warn.
	*/
	consume() {
		this.#consumed = true;
		return this.headers();
	}
	/**
	* @deprecated Use the instance method `cookies.consume()` instead.
	* Kept for backward compatibility with adapters.
	*/
	static consume(cookies) {
		return cookies.consume();
	}
	#ensureParsed() {
		if (!this.#requestValues) this.#parse();
		if (!this.#requestValues) this.#requestValues = /* @__PURE__ */ Object.create(null);
		return this.#requestValues;
	}
	#ensureOutgoingMap() {
		if (!this.#outgoing) this.#outgoing = /* @__PURE__ */ new Map();
		return this.#outgoing;
	}
	#parse() {
		const raw = this.#request.headers.get("cookie");
		if (!raw) return;
		this.#requestValues = parseCookie(raw, { decode: identity });
	}
};
// node_modules/astro/dist/core/cookies/response.js
var astroCookiesSymbol = /* @__PURE__ */ Symbol.for("astro.cookies");
function attachCookiesToResponse(response, cookies) {
	Reflect.set(response, astroCookiesSymbol, cookies);
}
function getCookiesFromResponse(response) {
	let cookies = Reflect.get(response, astroCookiesSymbol);
	if (cookies != null) return cookies;
	else return;
}
function* getSetCookiesFromResponse(response) {
	const cookies = getCookiesFromResponse(response);
	if (!cookies) return [];
	for (const headerValue of cookies.consume()) yield headerValue;
	return [];
}
// node_modules/astro/dist/core/logger/core.js
var dateTimeFormat = new Intl.DateTimeFormat([], {
	hour: "2-digit",
	minute: "2-digit",
	second: "2-digit",
	hour12: false
});
var levels = {
	debug: 20,
	info: 30,
	warn: 40,
	error: 50,
	silent: 90
};
function log(opts, level, label, message, newLine = true) {
	const logLevel = opts.level;
	const dest = opts.destination;
	const event = {
		label,
		level,
		message,
		newLine
	};
	if (!isLogLevelEnabled(logLevel, level)) return;
	dest.write(event);
}
function isLogLevelEnabled(configuredLogLevel, level) {
	return levels[configuredLogLevel] <= levels[level];
}
function info(opts, label, message, newLine = true) {
	return log(opts, "info", label, message, newLine);
}
function warn(opts, label, message, newLine = true) {
	return log(opts, "warn", label, message, newLine);
}
function error(opts, label, message, newLine = true) {
	return log(opts, "error", label, message, newLine);
}
function debug(...args) {
	if ("_astroGlobalDebug" in globalThis) globalThis._astroGlobalDebug(...args);
}
function getEventPrefix({ level, label }) {
	const timestamp = `${dateTimeFormat.format(/* @__PURE__ */ new Date())}`;
	const prefix = [];
	if (level === "error" || level === "warn") {
		prefix.push(colors.bold(timestamp));
		prefix.push(`[${level.toUpperCase()}]`);
	} else prefix.push(timestamp);
	if (label) prefix.push(`[${label}]`);
	if (level === "error") return colors.red(prefix.join(" "));
	if (level === "warn") return colors.yellow(prefix.join(" "));
	if (prefix.length === 1) return colors.dim(prefix[0]);
	return colors.dim(prefix[0]) + " " + colors.blue(prefix.splice(1).join(" "));
}
var AstroLogger = class {
	options;
	constructor(options) {
		this.options = options;
	}
	info(label, message, newLine = true) {
		info(this.options, label, message, newLine);
	}
	warn(label, message, newLine = true) {
		warn(this.options, label, message, newLine);
	}
	error(label, message, newLine = true) {
		error(this.options, label, message, newLine);
	}
	debug(label, ...messages) {
		debug(label, ...messages);
	}
	level() {
		return this.options.level;
	}
	forkIntegrationLogger(label) {
		return new AstroIntegrationLogger(this.options, label);
	}
	setDestination(destination) {
		this.options.destination = destination;
	}
	/**
	* It calls the `close` function of the provided destination, if it exists.
	*/
	close() {
		if (this.options.destination.close) this.options.destination.close();
	}
	/**
	* It calls the `flush` function of the provided destination, if it exists.
	*/
	flush() {
		if (this.options.destination.flush) this.options.destination.flush();
	}
};
var AstroIntegrationLogger = class AstroIntegrationLogger {
	options;
	label;
	constructor(logging, label) {
		this.options = logging;
		this.label = label;
	}
	/**
	* Creates a new logger instance with a new label, but the same log options.
	*/
	fork(label) {
		return new AstroIntegrationLogger(this.options, label);
	}
	info(message) {
		info(this.options, this.label, message);
	}
	warn(message) {
		warn(this.options, this.label, message);
	}
	error(message) {
		error(this.options, this.label, message);
	}
	debug(message) {
		debug(this.label, message);
	}
	/**
	* It calls the `flush` function of the provided destination, if it exists.
	*/
	flush() {
		if (this.options.destination.flush) this.options.destination.flush();
	}
	/**
	* It calls the `close` function of the provided destination, if it exists.
	*/
	close() {
		if (this.options.destination.close) this.options.destination.close();
	}
};
function astroToRuntimeLogger(logger) {
	return {
		info(msg) {
			logger.info(null, msg);
		},
		warn(msg) {
			logger.warn(null, msg);
		},
		error(msg) {
			logger.error(null, msg);
		}
	};
}
function getAmbientManifest() {
	const manifest$1 = manifest;
	if (!manifest$1) throw new AstroError(NoManifestAvailable);
	return manifest$1;
}
// node_modules/astro/dist/core/app/render-options.js
var renderOptionsSymbol = /* @__PURE__ */ Symbol.for("astro.renderOptions");
function getRenderOptions(request) {
	return Reflect.get(request, renderOptionsSymbol);
}
function setRenderOptions(request, options) {
	Reflect.set(request, renderOptionsSymbol, options);
}
// node_modules/astro/dist/core/middleware/defineMiddleware.js
function defineMiddleware(fn) {
	return fn;
}
// node_modules/astro/dist/core/app/origin-check.js
var FORM_CONTENT_TYPES = [
	"application/x-www-form-urlencoded",
	"multipart/form-data",
	"text/plain"
];
var SAFE_METHODS = [
	"GET",
	"HEAD",
	"OPTIONS"
];
function isForbiddenCrossOriginRequest(request, url, isPrerendered) {
	if (isPrerendered) return false;
	if (SAFE_METHODS.includes(request.method)) return false;
	const isSameOrigin = request.headers.get("origin") === url.origin;
	if (request.headers.has("content-type")) return hasFormLikeHeader(request.headers.get("content-type")) && !isSameOrigin;
	return !isSameOrigin;
}
function createCrossOriginForbiddenResponse(request) {
	return new Response(`Cross-site ${request.method} form submissions are forbidden`, { status: 403 });
}
function createOriginCheckMiddleware() {
	return defineMiddleware((context, next) => {
		const { request, url, isPrerendered } = context;
		if (isForbiddenCrossOriginRequest(request, url, isPrerendered)) return createCrossOriginForbiddenResponse(request);
		return next();
	});
}
function hasFormLikeHeader(contentType) {
	if (contentType) {
		for (const FORM_CONTENT_TYPE of FORM_CONTENT_TYPES) if (contentType.toLowerCase().includes(FORM_CONTENT_TYPE)) return true;
	}
	return false;
}
// node_modules/astro/dist/core/fetch/features.js
var FetchFeatures = {
	redirects: 1,
	sessions: 2,
	actions: 4,
	middleware: 8,
	i18n: 16,
	cache: 32
};
var ALL_FETCH_FEATURES = FetchFeatures.redirects | FetchFeatures.sessions | FetchFeatures.actions | FetchFeatures.middleware | FetchFeatures.i18n | FetchFeatures.cache;
var usedFeatures = /* @__PURE__ */ new WeakMap();
function markFeatureUsed(manifest, feature) {
	const entry = usedFeatures.get(manifest);
	if (entry) entry.bits |= feature;
	else usedFeatures.set(manifest, { bits: feature });
}
function getUsedFeatures(manifest) {
	return usedFeatures.get(manifest)?.bits ?? 0;
}
// node_modules/astro/dist/actions/consts.js
var ACTION_QUERY_PARAMS = {
	actionName: "_action",
	actionPayload: "_astroActionPayload"
};
// node_modules/astro/dist/actions/runtime/client.js
var codeToStatusMap = {
	BAD_REQUEST: 400,
	UNAUTHORIZED: 401,
	PAYMENT_REQUIRED: 402,
	FORBIDDEN: 403,
	NOT_FOUND: 404,
	METHOD_NOT_ALLOWED: 405,
	NOT_ACCEPTABLE: 406,
	PROXY_AUTHENTICATION_REQUIRED: 407,
	REQUEST_TIMEOUT: 408,
	CONFLICT: 409,
	GONE: 410,
	LENGTH_REQUIRED: 411,
	PRECONDITION_FAILED: 412,
	CONTENT_TOO_LARGE: 413,
	URI_TOO_LONG: 414,
	UNSUPPORTED_MEDIA_TYPE: 415,
	RANGE_NOT_SATISFIABLE: 416,
	EXPECTATION_FAILED: 417,
	MISDIRECTED_REQUEST: 421,
	UNPROCESSABLE_CONTENT: 422,
	LOCKED: 423,
	FAILED_DEPENDENCY: 424,
	TOO_EARLY: 425,
	UPGRADE_REQUIRED: 426,
	PRECONDITION_REQUIRED: 428,
	TOO_MANY_REQUESTS: 429,
	REQUEST_HEADER_FIELDS_TOO_LARGE: 431,
	UNAVAILABLE_FOR_LEGAL_REASONS: 451,
	INTERNAL_SERVER_ERROR: 500,
	NOT_IMPLEMENTED: 501,
	BAD_GATEWAY: 502,
	SERVICE_UNAVAILABLE: 503,
	GATEWAY_TIMEOUT: 504,
	HTTP_VERSION_NOT_SUPPORTED: 505,
	VARIANT_ALSO_NEGOTIATES: 506,
	INSUFFICIENT_STORAGE: 507,
	LOOP_DETECTED: 508,
	NETWORK_AUTHENTICATION_REQUIRED: 511
};
var statusToCodeMap = Object.fromEntries(Object.entries(codeToStatusMap).map(([key, value]) => [value, key]));
var ActionError = class ActionError extends Error {
	type = "AstroActionError";
	code = "INTERNAL_SERVER_ERROR";
	status = 500;
	constructor(params) {
		super(params.message);
		this.code = params.code;
		this.status = ActionError.codeToStatus(params.code);
		if (params.stack) this.stack = params.stack;
	}
	static codeToStatus(code) {
		return codeToStatusMap[code];
	}
	static statusToCode(status) {
		return statusToCodeMap[status] ?? "INTERNAL_SERVER_ERROR";
	}
	static fromJson(body) {
		if (isInputError(body)) return new ActionInputError(body.issues);
		if (isActionError(body)) return new ActionError(body);
		return new ActionError({ code: "INTERNAL_SERVER_ERROR" });
	}
};
function isActionError(error) {
	return typeof error === "object" && error != null && "type" in error && error.type === "AstroActionError";
}
function isInputError(error) {
	return typeof error === "object" && error != null && "type" in error && error.type === "AstroActionInputError" && "issues" in error && Array.isArray(error.issues);
}
var ActionInputError = class extends ActionError {
	type = "AstroActionInputError";
	issues;
	fields;
	constructor(issues) {
		super({
			message: `Failed to validate: ${JSON.stringify(issues, null, 2)}`,
			code: "BAD_REQUEST"
		});
		this.issues = issues;
		this.fields = {};
		for (const issue of issues) if (issue.path.length > 0) {
			const key = issue.path[0].toString();
			this.fields[key] ??= [];
			this.fields[key]?.push(issue.message);
		}
	}
};
function deserializeActionResult(res) {
	if (res.type === "error") {
		let json;
		try {
			json = JSON.parse(res.body);
		} catch {
			return {
				data: void 0,
				error: new ActionError({
					message: res.body,
					code: "INTERNAL_SERVER_ERROR"
				})
			};
		}
		if (Object.assign({
			"ASSETS_PREFIX": void 0,
			"BASE_URL": "/",
			"DEV": false,
			"MODE": "production",
			"PROD": true,
			"SITE": "http://localhost:4792",
			"SSR": true
		}, {})?.PROD) return {
			error: ActionError.fromJson(json),
			data: void 0
		};
		else {
			const error = ActionError.fromJson(json);
			error.stack = actionResultErrorStack.get();
			return {
				error,
				data: void 0
			};
		}
	}
	if (res.type === "empty") return {
		data: void 0,
		error: void 0
	};
	return {
		data: parse(res.body, { URL: (href) => new URL(href) }),
		error: void 0
	};
}
var actionResultErrorStack = /* @__PURE__ */ (function actionResultErrorStackFn() {
	let errorStack;
	return {
		set(stack) {
			errorStack = stack;
		},
		get() {
			return errorStack;
		}
	};
})();
function getActionQueryString(name) {
	return `?${new URLSearchParams({ [ACTION_QUERY_PARAMS.actionName]: name }).toString()}`;
}
// node_modules/astro/dist/actions/utils.js
function hasActionPayload(locals) {
	return "_actionPayload" in locals;
}
function createGetActionResult(locals) {
	return (actionFn) => {
		if (!hasActionPayload(locals) || actionFn.toString() !== getActionQueryString(locals._actionPayload.actionName)) return;
		return deserializeActionResult(locals._actionPayload.actionResult);
	};
}
function createCallAction(context) {
	return (baseAction, input) => {
		Reflect.set(context, ACTION_API_CONTEXT_SYMBOL, true);
		return baseAction.bind(context)(input);
	};
}
// node_modules/astro/dist/core/environment/production.js
async function getModuleForRoute(manifest, route) {
	for (const defaultRoute of getDefaultRoutes(manifest)) if (route.component === defaultRoute.component) return { page: () => Promise.resolve(defaultRoute.instance) };
	let routeToProcess = route;
	if (routeIsRedirect(route)) {
		if (route.redirectRoute) routeToProcess = route.redirectRoute;
		else return RedirectSinglePageBuiltModule;
	} else if (routeIsFallback(route)) routeToProcess = getFallbackRoute(route, manifest.routes);
	if (manifest.pageMap) {
		const importComponentInstance = manifest.pageMap.get(routeToProcess.component);
		if (!importComponentInstance) throw new Error(`Unexpectedly unable to find a component instance for route ${route.route}`);
		return await importComponentInstance();
	} else if (manifest.pageModule) return manifest.pageModule;
	throw new Error("Astro couldn't find the correct page to render, probably because it wasn't correctly mapped for SSR usage. This is an internal error, please file an issue.");
}
async function getComponentByRoute(manifest, routeData) {
	return (await getModuleForRoute(manifest, routeData)).page();
}
var productionEnvironment = {
	name: "production",
	runtimeMode: "production",
	defaultStreaming: () => true,
	async resolve(manifest, specifier) {
		if (!(specifier in manifest.entryModules)) throw new Error(`Unable to resolve [${specifier}]`);
		const bundlePath = manifest.entryModules[specifier];
		if (bundlePath.startsWith("data:") || bundlePath.length === 0) return bundlePath;
		else return createAssetLink(bundlePath, manifest.base, manifest.assetsPrefix);
	},
	async headElements(manifest, routeData) {
		const { assetsPrefix, base } = manifest;
		const routeInfo = manifest.routes.find((route) => route.routeData.route === routeData.route);
		const links = /* @__PURE__ */ new Set();
		const scripts = /* @__PURE__ */ new Set();
		const styles = createStylesheetElementSet(routeInfo?.styles ?? [], base, assetsPrefix);
		for (const script of routeInfo?.scripts ?? []) if ("stage" in script) {
			if (script.stage === "head-inline") scripts.add({
				props: {},
				children: script.children
			});
		} else scripts.add(createModuleScriptElement(script, base, assetsPrefix));
		return {
			links,
			styles,
			scripts
		};
	},
	componentMetadata() {},
	getComponentByRoute,
	getModuleForRoute,
	async tryRewrite(manifest, payload, request) {
		const { newUrl, pathname, routeData } = findRouteToRewrite({
			payload,
			request,
			routes: manifest.routes.map((r) => r.routeData),
			trailingSlash: manifest.trailingSlash,
			buildFormat: manifest.buildFormat,
			base: manifest.base,
			outDir: manifest.serverLike ? manifest.buildClientDir : manifest.outDir
		});
		return {
			newUrl,
			pathname,
			componentInstance: await getComponentByRoute(manifest, routeData),
			routeData
		};
	},
	getRenderers(manifest) {
		return manifest.renderers;
	},
	errorStrategy: "default",
	injectCspMetaTagsOnErrorPages: false,
	logRequest() {}
};
// node_modules/astro/dist/core/environment/index.js
var environments = /* @__PURE__ */ new WeakMap();
function setEnvironment(manifest, env) {
	environments.set(manifest, env);
}
function getEnvironment(manifest) {
	return environments.get(manifest) ?? productionEnvironment;
}
// node_modules/astro/dist/core/logger/public.js
function matchesLevel(messageLevel, configuredLevel) {
	return levels[messageLevel] >= levels[configuredLevel];
}
// node_modules/astro/dist/core/logger/impls/console.js
function consoleLogDestination(config = {}) {
	const { level = "info" } = config;
	return { write(event) {
		let dest = console.error;
		if (levels[event.level] < levels["error"]) dest = console.info;
		if (!matchesLevel(event.level, level)) return;
		if (event.label === "SKIP_FORMAT") dest(event.message);
		else dest(getEventPrefix(event) + " " + event.message);
	} };
}
function createConsoleLogger({ level }) {
	return new AstroLogger({
		level,
		destination: consoleLogDestination()
	});
}
// node_modules/astro/dist/core/logger/manifest-logger.js
var loggers = /* @__PURE__ */ new WeakMap();
function getLogger(manifest) {
	let logger = loggers.get(manifest);
	if (!logger) {
		logger = createConsoleLogger({ level: manifest.logLevel });
		loggers.set(manifest, logger);
	}
	return logger;
}
var resolvedLogger = createAsyncManifestMemo(async (manifest) => {
	const logger = getLogger(manifest);
	try {
		const destination = (await manifest.logger?.())?.default;
		if (destination) logger.setDestination(destination);
	} catch (error) {
		logger.error("config", "Failed to load the configured logger destination; continuing with the console logger.\n" + (error instanceof Error ? error.stack ?? error.message : String(error)));
	}
	return logger;
});
function getResolvedLogger(manifest) {
	return resolvedLogger.get(manifest);
}
// node_modules/astro/dist/core/routing/generator.js
function sanitizeParams(params) {
	return Object.fromEntries(Object.entries(params).map(([key, value]) => {
		if (typeof value === "string") return [key, value.normalize().replace(/#/g, "%23").replace(/\?/g, "%3F")];
		return [key, value];
	}));
}
function getParameter(part, params) {
	if (part.spread) return params[part.content.slice(3)] ?? "";
	if (part.dynamic) {
		if (params[part.content] === void 0) throw new TypeError(`Missing parameter: ${part.content}`);
		return params[part.content];
	}
	return part.content.normalize().replace(/\?/g, "%3F").replace(/#/g, "%23").replace(/%5B/g, "[").replace(/%5D/g, "]");
}
function getSegment(segment, params) {
	const segmentPath = segment.map((part) => getParameter(part, params)).join("");
	return segmentPath ? collapseDuplicateLeadingSlashes("/" + segmentPath) : "";
}
function getRouteGenerator(segments, addTrailingSlash) {
	return (params) => {
		const sanitizedParams = sanitizeParams(params);
		let trailing = "";
		if (addTrailingSlash === "always" && segments.length) trailing = "/";
		return segments.map((segment) => getSegment(segment, sanitizedParams)).join("") + trailing || "/";
	};
}
// node_modules/astro/dist/core/routing/internal/validation.js
var VALID_PARAM_TYPES = ["string", "undefined"];
function validateGetStaticPathsParameter([key, value], route) {
	if (!VALID_PARAM_TYPES.includes(typeof value)) throw new AstroError({
		...GetStaticPathsInvalidRouteParam,
		message: GetStaticPathsInvalidRouteParam.message(key, value, typeof value),
		location: { file: route }
	});
}
// node_modules/astro/dist/core/routing/params.js
function stringifyParams(params, route, trailingSlash) {
	if (route.type === "endpoint" && hasFileExtension(route.route)) trailingSlash = "never";
	const validatedParams = {};
	for (const [key, value] of Object.entries(params)) {
		validateGetStaticPathsParameter([key, value], route.component);
		if (value !== void 0) validatedParams[key] = trimSlashes(value);
	}
	return getRouteGenerator(route.segments, trailingSlash)(validatedParams);
}
// node_modules/astro/dist/core/routing/validation.js
function validateDynamicRouteModule(mod, { ssr, route }) {
	if ((!ssr || route.prerender) && route.origin !== "internal" && !mod.getStaticPaths) throw new AstroError({
		...GetStaticPathsRequired,
		location: { file: route.component }
	});
}
function validateGetStaticPathsResult(result, route) {
	if (!Array.isArray(result)) throw new AstroError({
		...InvalidGetStaticPathsReturn,
		message: InvalidGetStaticPathsReturn.message(typeof result),
		location: { file: route.component }
	});
	result.forEach((pathObject) => {
		if (typeof pathObject === "object" && Array.isArray(pathObject) || pathObject === null) throw new AstroError({
			...InvalidGetStaticPathsEntry,
			message: InvalidGetStaticPathsEntry.message(Array.isArray(pathObject) ? "array" : typeof pathObject)
		});
		if (pathObject.params === void 0 || pathObject.params === null || pathObject.params && Object.keys(pathObject.params).length === 0) throw new AstroError({
			...GetStaticPathsExpectedParams,
			location: { file: route.component }
		});
	});
}
// node_modules/astro/dist/core/render/paginate.js
function generatePaginateFunction(routeMatch, base, trailingSlash) {
	return function paginateUtility(data, args = {}) {
		const generate = getRouteGenerator(routeMatch.segments, trailingSlash);
		let { pageSize: _pageSize, params: _params, props: _props, format: _format } = args;
		const pageSize = _pageSize || 10;
		const paramName = "page";
		const additionalParams = _params || {};
		const additionalProps = _props || {};
		const formatUrl = _format || ((url) => url);
		let includesFirstPageNumber;
		if (routeMatch.params.includes(`...${paramName}`)) includesFirstPageNumber = false;
		else if (routeMatch.params.includes(`${paramName}`)) includesFirstPageNumber = true;
		else throw new AstroError({
			...PageNumberParamNotFound,
			message: PageNumberParamNotFound.message(paramName)
		});
		const lastPage = Math.max(1, Math.ceil(data.length / pageSize));
		return [...Array(lastPage).keys()].map((num) => {
			const pageNum = num + 1;
			const start = pageSize === Number.POSITIVE_INFINITY ? 0 : (pageNum - 1) * pageSize;
			const end = Math.min(start + pageSize, data.length);
			const params = {
				...additionalParams,
				[paramName]: includesFirstPageNumber || pageNum > 1 ? String(pageNum) : void 0
			};
			const current = formatUrl(addRouteBase(generate({ ...params }), base));
			const next = pageNum === lastPage ? void 0 : formatUrl(addRouteBase(generate({
				...params,
				page: String(pageNum + 1)
			}), base));
			const prev = pageNum === 1 ? void 0 : formatUrl(addRouteBase(generate({
				...params,
				page: !includesFirstPageNumber && pageNum - 1 === 1 ? void 0 : String(pageNum - 1)
			}), base));
			const first = pageNum === 1 ? void 0 : formatUrl(addRouteBase(generate({
				...params,
				page: includesFirstPageNumber ? "1" : void 0
			}), base));
			const last = pageNum === lastPage ? void 0 : formatUrl(addRouteBase(generate({
				...params,
				page: String(lastPage)
			}), base));
			return {
				params,
				props: {
					...additionalProps,
					page: {
						data: data.slice(start, end),
						start,
						end: end - 1,
						size: pageSize,
						total: data.length,
						currentPage: pageNum,
						lastPage,
						url: {
							current,
							next,
							prev,
							first,
							last
						}
					}
				}
			};
		});
	};
}
function addRouteBase(route, base) {
	let routeWithBase = joinPaths(base, route);
	if (routeWithBase === "") routeWithBase = "/";
	return routeWithBase;
}
// node_modules/astro/dist/core/render/route-cache.js
async function callGetStaticPaths({ mod, route, routeCache, ssr, base, trailingSlash }) {
	const cached = routeCache.get(route);
	if (!mod) throw new Error("This is an error caused by Astro and not your code. Please file an issue.");
	if (cached?.staticPaths && cached.mod === mod) return cached.staticPaths;
	validateDynamicRouteModule(mod, {
		ssr,
		route
	});
	if (ssr && !route.prerender || route.origin === "internal") {
		const entry = Object.assign([], { keyed: /* @__PURE__ */ new Map() });
		routeCache.set(route, {
			...cached,
			mod,
			staticPaths: entry
		});
		return entry;
	}
	let staticPaths = [];
	if (!mod.getStaticPaths) throw new Error("Unexpected Error.");
	staticPaths = await mod.getStaticPaths({
		paginate: generatePaginateFunction(route, base, trailingSlash),
		routePattern: route.route
	});
	validateGetStaticPathsResult(staticPaths, route);
	const keyedStaticPaths = staticPaths;
	keyedStaticPaths.keyed = /* @__PURE__ */ new Map();
	for (const sp of keyedStaticPaths) {
		const paramsKey = stringifyParams(sp.params, route, trailingSlash);
		keyedStaticPaths.keyed.set(paramsKey, sp);
	}
	routeCache.set(route, {
		...cached,
		mod,
		staticPaths: keyedStaticPaths
	});
	return keyedStaticPaths;
}
var RouteCache = class {
	logger;
	cache = {};
	runtimeMode;
	constructor(logger, runtimeMode = "production") {
		this.logger = logger;
		this.runtimeMode = runtimeMode;
	}
	/** Clear the cache. */
	clearAll() {
		this.cache = {};
	}
	set(route, entry) {
		const key = this.key(route);
		if (this.runtimeMode === "production" && this.cache[key]?.staticPaths) this.logger.warn(null, `Internal Warning: route cache overwritten. (${key})`);
		this.cache[key] = entry;
	}
	get(route) {
		return this.cache[this.key(route)];
	}
	key(route) {
		return `${route.route}_${route.component}`;
	}
};
var routeCaches = createManifestMemo((manifest) => new RouteCache(getLogger(manifest), getEnvironment(manifest).runtimeMode));
function getRouteCache(manifest) {
	return routeCaches.get(manifest);
}
function findPathItemByKey(staticPaths, params, route, logger, trailingSlash) {
	const paramsKey = stringifyParams(params, route, trailingSlash);
	const matchedStaticPath = staticPaths.keyed.get(paramsKey);
	if (matchedStaticPath) return matchedStaticPath;
	logger.debug("router", `findPathItemByKey() - Unexpected cache miss looking for ${paramsKey}`);
}
// node_modules/astro/dist/core/render/params-and-props.js
async function getProps(opts) {
	const { logger, mod, routeData: route, routeCache, pathname, serverLike, base, trailingSlash } = opts;
	if (!route || route.pathname) return {};
	if (routeIsRedirect(route) || routeIsFallback(route) || route.component === "astro-default-404.astro") return {};
	const staticPaths = await callGetStaticPaths({
		mod,
		route,
		routeCache,
		ssr: serverLike,
		base,
		trailingSlash
	});
	const params = getParams(route, pathname);
	const matchedStaticPath = findPathItemByKey(staticPaths, params, route, logger, trailingSlash);
	if (!matchedStaticPath && route.origin !== "internal" && (serverLike ? route.prerender : true)) throw new AstroError({
		...NoMatchingStaticPathFound,
		message: NoMatchingStaticPathFound.message(pathname),
		hint: NoMatchingStaticPathFound.hint([route.component])
	});
	if (mod) validatePrerenderEndpointCollision(route, mod, params);
	return matchedStaticPath?.props ? { ...matchedStaticPath.props } : {};
}
function getParams(route, pathname) {
	if (!route.params.length) return {};
	const hasHtmlSuffix = pathname.endsWith(".html") && !routeHasHtmlExtension(route);
	const path = hasHtmlSuffix && route.type === "page" ? pathname.slice(0, -5) : pathname;
	const allPatterns = [route, ...route.fallbackRoutes].map((r) => r.pattern);
	let paramsMatch = allPatterns.map((pattern) => pattern.exec(path)).find((x) => x);
	if (!paramsMatch && hasHtmlSuffix && route.type !== "page") {
		const strippedPath = pathname.endsWith("/index.html") ? pathname.slice(0, -11) || "/" : pathname.slice(0, -5);
		paramsMatch = allPatterns.map((pattern) => pattern.exec(strippedPath)).find((x) => x);
	}
	if (!paramsMatch) return {};
	const params = {};
	route.params.forEach((key, i) => {
		if (key.startsWith("...")) params[key.slice(3)] = paramsMatch[i + 1] ? paramsMatch[i + 1] : void 0;
		else params[key] = paramsMatch[i + 1];
	});
	return params;
}
function validatePrerenderEndpointCollision(route, mod, params) {
	if (route.type === "endpoint" && mod.getStaticPaths) {
		const lastSegment = route.segments[route.segments.length - 1];
		const paramValues = Object.values(params);
		const lastParam = paramValues[paramValues.length - 1];
		if (lastSegment.length === 1 && lastSegment[0].dynamic && lastParam === void 0) throw new AstroError({
			...PrerenderDynamicEndpointPathCollide,
			message: PrerenderDynamicEndpointPathCollide.message(route.route),
			hint: PrerenderDynamicEndpointPathCollide.hint(route.component),
			location: { file: route.component }
		});
	}
}
// node_modules/astro/dist/core/render/slots.js
function getFunctionExpression(slot) {
	if (!slot) return;
	const expressions = slot?.expressions?.filter((e) => isRenderInstruction(e) === false || isRenderTemplateResult(e));
	if (expressions?.length !== 1) return;
	const expression = expressions[0];
	if (isRenderTemplateResult(expression)) return getFunctionExpression(expression);
	return expression;
}
var Slots = class {
	#result;
	#slots;
	#logger;
	constructor(result, slots, logger) {
		this.#result = result;
		this.#slots = slots;
		this.#logger = logger;
		if (slots) for (const key of Object.keys(slots)) {
			if (this[key] !== void 0) throw new AstroError({
				...ReservedSlotName,
				message: ReservedSlotName.message(key)
			});
			Object.defineProperty(this, key, {
				get() {
					return true;
				},
				enumerable: true
			});
		}
	}
	has(name) {
		if (!this.#slots) return false;
		return Boolean(this.#slots[name]);
	}
	async render(name, args = []) {
		if (!this.#slots || !this.has(name)) return;
		const result = this.#result;
		if (!Array.isArray(args)) this.#logger.warn(null, `Expected second parameter to be an array, received a ${typeof args}. If you're trying to pass an array as a single argument and getting unexpected results, make sure you're passing your array as an item of an array. Ex: Astro.slots.render('default', [["Hello", "World"]])`);
		else if (args.length > 0) {
			const slotValue = this.#slots[name];
			const component = typeof slotValue === "function" ? await slotValue(result) : await slotValue;
			const expression = getFunctionExpression(component);
			if (expression) {
				const slot = async () => typeof expression === "function" ? expression(...args) : expression;
				return await renderSlotToString(result, slot).then((res) => {
					return res;
				});
			}
			if (typeof component === "function") return await renderJSX(result, component(...args)).then((res) => res != null ? String(res) : res);
		}
		return chunkToString(result, await renderSlotToString(result, this.#slots[name]));
	}
};
// node_modules/astro/dist/i18n/fallback.js
function computeFallbackRoute(options) {
	const { pathname, responseStatus, fallback, fallbackType, locales, defaultLocale, strategy } = options;
	if (responseStatus !== 404) return { type: "none" };
	if (!fallback || Object.keys(fallback).length === 0) return { type: "none" };
	const segments = pathname.split("/");
	const urlLocale = segments.find((segment) => {
		for (const locale of locales) if (typeof locale === "string") {
			if (locale === segment) return true;
		} else if (locale.path === segment) return true;
		return false;
	});
	if (!urlLocale) return { type: "none" };
	if (!Object.keys(fallback).includes(urlLocale)) return { type: "none" };
	const fallbackLocale = fallback[urlLocale];
	const pathFallbackLocale = getPathByLocale(fallbackLocale, locales);
	const localeIndex = segments.indexOf(urlLocale);
	let newPathname;
	if (pathFallbackLocale === defaultLocale && strategy === "pathname-prefix-other-locales") {
		segments.splice(localeIndex, 1);
		newPathname = segments.join("/") || "/";
	} else {
		segments[localeIndex] = pathFallbackLocale;
		newPathname = segments.join("/");
	}
	return {
		type: fallbackType,
		pathname: newPathname
	};
}
// node_modules/astro/dist/i18n/router.js
var I18nRouter = class {
	#strategy;
	#defaultLocale;
	#locales;
	#base;
	#domains;
	constructor(options) {
		this.#strategy = options.strategy;
		this.#defaultLocale = options.defaultLocale;
		this.#locales = options.locales;
		this.#base = options.base === "/" ? "/" : removeTrailingForwardSlash(options.base || "");
		this.#domains = options.domains;
	}
	/**
	* Evaluate routing strategy for a pathname.
	* Returns decision object (not HTTP Response).
	*/
	match(pathname, context) {
		if (this.shouldSkipProcessing(pathname, context)) return { type: "continue" };
		switch (this.#strategy) {
			case "manual": return { type: "continue" };
			case "pathname-prefix-always": return this.matchPrefixAlways(pathname, context);
			case "domains-prefix-always":
				if (this.localeHasntDomain(context.currentLocale, context.currentDomain)) return { type: "continue" };
				return this.matchPrefixAlways(pathname, context);
			case "pathname-prefix-other-locales": return this.matchPrefixOtherLocales(pathname, context);
			case "domains-prefix-other-locales":
				if (this.localeHasntDomain(context.currentLocale, context.currentDomain)) return { type: "continue" };
				return this.matchPrefixOtherLocales(pathname, context);
			case "pathname-prefix-always-no-redirect": return this.matchPrefixAlwaysNoRedirect(pathname, context);
			case "domains-prefix-always-no-redirect":
				if (this.localeHasntDomain(context.currentLocale, context.currentDomain)) return { type: "continue" };
				return this.matchPrefixAlwaysNoRedirect(pathname, context);
			default: return { type: "continue" };
		}
	}
	/**
	* Check if i18n processing should be skipped for this request
	*/
	shouldSkipProcessing(pathname, context) {
		if (pathname.includes("/404") || pathname.includes("/500")) return true;
		if (pathname.includes("/_server-islands/")) return true;
		if (context.isReroute) return true;
		if (context.routeType && context.routeType !== "page" && context.routeType !== "fallback") return true;
		return false;
	}
	/**
	* Strategy: pathname-prefix-always
	* All locales must have a prefix, including the default locale.
	*/
	matchPrefixAlways(pathname, _context) {
		if (pathname === this.#base + "/" || pathname === this.#base) return {
			type: "redirect",
			location: `${this.#base === "/" ? "" : this.#base}/${this.#defaultLocale}`
		};
		if (!pathHasLocale(pathname, this.#locales)) return { type: "notFound" };
		return { type: "continue" };
	}
	/**
	* Strategy: pathname-prefix-other-locales
	* Default locale has no prefix, other locales must have a prefix.
	*/
	matchPrefixOtherLocales(pathname, _context) {
		let pathnameContainsDefaultLocale = false;
		for (const segment of pathname.split("/")) if (normalizeTheLocale(segment) === normalizeTheLocale(this.#defaultLocale)) {
			pathnameContainsDefaultLocale = true;
			break;
		}
		if (pathnameContainsDefaultLocale) return {
			type: "notFound",
			location: pathname.replace(`/${this.#defaultLocale}`, "")
		};
		return { type: "continue" };
	}
	/**
	* Strategy: pathname-prefix-always-no-redirect
	* Like prefix-always but allows root to serve instead of redirecting
	*/
	matchPrefixAlwaysNoRedirect(pathname, _context) {
		if (pathname === this.#base + "/" || pathname === this.#base) return { type: "continue" };
		if (!pathHasLocale(pathname, this.#locales)) return { type: "notFound" };
		return { type: "continue" };
	}
	/**
	* Check if the current locale doesn't belong to the configured domain.
	* Used for domain-based routing strategies.
	*/
	localeHasntDomain(currentLocale, currentDomain) {
		if (!this.#domains || !currentDomain) return false;
		if (!currentLocale) return false;
		const localesForDomain = this.#domains[currentDomain];
		if (!localesForDomain) return true;
		return !localesForDomain.includes(currentLocale);
	}
};
// node_modules/astro/dist/core/i18n/handler.js
function compileI18n(i18n, base, trailingSlash, format) {
	return {
		config: i18n,
		base,
		trailingSlash,
		format,
		router: new I18nRouter({
			strategy: i18n.strategy,
			defaultLocale: i18n.defaultLocale,
			locales: i18n.locales,
			base,
			domains: i18n.domainLookupTable ? Object.keys(i18n.domainLookupTable).reduce((acc, domain) => {
				const locale = i18n.domainLookupTable[domain];
				if (!acc[domain]) acc[domain] = [];
				acc[domain].push(locale);
				return acc;
			}, {}) : void 0
		})
	};
}
var i18nMemo = createManifestMemo((manifest) => {
	const config = manifest.i18n;
	return config && config.strategy !== "manual" ? compileI18n(config, manifest.base, manifest.trailingSlash, manifest.buildFormat) : null;
});
function getI18n(manifest) {
	return i18nMemo.get(manifest);
}
async function finalizeI18n(compiled, state, response) {
	markFeatureUsed(state.manifest, FetchFeatures.i18n);
	const i18n = compiled.config;
	if (state.skipErrorReroute && typeof i18n.fallback === "undefined") return response;
	if (state.responseRouteType !== "page" && state.responseRouteType !== "fallback") return response;
	const url = state.url;
	const currentLocale = state.computeCurrentLocale();
	const isPrerendered = state.routeData.prerender;
	const routerContext = {
		currentLocale,
		currentDomain: url.hostname,
		routeType: state.responseRouteType,
		isReroute: false
	};
	const routeDecision = compiled.router.match(url.pathname, routerContext);
	switch (routeDecision.type) {
		case "redirect": {
			let location = routeDecision.location;
			if (shouldAppendForwardSlash(compiled.trailingSlash, compiled.format)) location = appendForwardSlash(location);
			return new Response(null, {
				status: routeDecision.status ?? 302,
				headers: { Location: location }
			});
		}
		case "notFound": {
			if (isPrerendered) {
				const prerenderedRes = new Response(response.body, {
					status: 404,
					headers: response.headers
				});
				state.skipErrorReroute = true;
				if (routeDecision.location) prerenderedRes.headers.set("Location", routeDecision.location);
				return prerenderedRes;
			}
			const headers = new Headers();
			if (routeDecision.location) headers.set("Location", routeDecision.location);
			return new Response(null, {
				status: 404,
				headers
			});
		}
	}
	if (i18n.fallback && i18n.fallbackType) {
		const effectiveStatus = state.responseRouteType === "fallback" ? 404 : response.status;
		const fallbackDecision = computeFallbackRoute({
			pathname: url.pathname,
			responseStatus: effectiveStatus,
			currentLocale,
			fallback: i18n.fallback,
			fallbackType: i18n.fallbackType,
			locales: i18n.locales,
			defaultLocale: i18n.defaultLocale,
			strategy: i18n.strategy,
			base: compiled.base
		});
		switch (fallbackDecision.type) {
			case "redirect": return new Response(null, {
				status: 302,
				headers: { Location: fallbackDecision.pathname + url.search }
			});
			case "rewrite": try {
				return await state.rewrite(fallbackDecision.pathname + url.search);
			} catch {
				break;
			}
		}
	}
	return response;
}
// node_modules/astro/dist/i18n/index.js
function getPathByLocale(locale, locales) {
	for (const loopLocale of locales) if (typeof loopLocale === "string") {
		if (loopLocale === locale) return loopLocale;
	} else for (const code of loopLocale.codes) if (code === locale) return loopLocale.path;
	throw new AstroError(i18nNoLocaleFoundInPath);
}
function getAllCodes(locales) {
	const result = [];
	for (const loopLocale of locales) if (typeof loopLocale === "string") result.push(loopLocale);
	else result.push(...loopLocale.codes);
	return result;
}
// node_modules/astro/dist/i18n/utils.js
function parseLocale(header) {
	if (header === "*") return [{
		locale: header,
		qualityValue: void 0
	}];
	const result = [];
	const localeValues = header.split(",").map((str) => str.trim());
	for (const localeValue of localeValues) {
		const split = localeValue.split(";").map((str) => str.trim());
		const localeName = split[0];
		const qualityValue = split[1];
		if (!split) continue;
		if (qualityValue && qualityValue.startsWith("q=")) {
			const qualityValueAsFloat = Number.parseFloat(qualityValue.slice(2));
			if (Number.isNaN(qualityValueAsFloat) || qualityValueAsFloat > 1) result.push({
				locale: localeName,
				qualityValue: void 0
			});
			else result.push({
				locale: localeName,
				qualityValue: qualityValueAsFloat
			});
		} else result.push({
			locale: localeName,
			qualityValue: void 0
		});
	}
	return result;
}
function sortAndFilterLocales(browserLocaleList, locales) {
	const normalizedLocales = getAllCodes(locales).map(normalizeTheLocale);
	return browserLocaleList.filter((browserLocale) => {
		if (browserLocale.locale !== "*") return normalizedLocales.includes(normalizeTheLocale(browserLocale.locale));
		return true;
	}).sort((a, b) => {
		const qa = a.locale === "*" ? a.qualityValue ?? 0 : a.qualityValue ?? 1;
		return (b.locale === "*" ? b.qualityValue ?? 0 : b.qualityValue ?? 1) - qa;
	});
}
function computePreferredLocale(request, locales) {
	const acceptHeader = request.headers.get("Accept-Language");
	let result = void 0;
	if (acceptHeader) {
		const firstResult = sortAndFilterLocales(parseLocale(acceptHeader), locales).at(0);
		if (firstResult && firstResult.locale !== "*") {
			outer: for (const currentLocale of locales) if (typeof currentLocale === "string") {
				if (normalizeTheLocale(currentLocale) === normalizeTheLocale(firstResult.locale)) {
					result = currentLocale;
					break;
				}
			} else for (const currentCode of currentLocale.codes) if (normalizeTheLocale(currentCode) === normalizeTheLocale(firstResult.locale)) {
				result = currentCode;
				break outer;
			}
		}
	}
	return result;
}
function computePreferredLocaleList(request, locales) {
	const acceptHeader = request.headers.get("Accept-Language");
	let result = [];
	if (acceptHeader) {
		const browserLocaleList = sortAndFilterLocales(parseLocale(acceptHeader), locales);
		if (browserLocaleList.length === 1 && browserLocaleList.at(0).locale === "*") return getAllCodes(locales);
		else if (browserLocaleList.length > 0) {
			for (const browserLocale of browserLocaleList) for (const loopLocale of locales) if (typeof loopLocale === "string") {
				if (normalizeTheLocale(loopLocale) === normalizeTheLocale(browserLocale.locale)) result.push(loopLocale);
			} else for (const code of loopLocale.codes) if (normalizeTheLocale(code) === normalizeTheLocale(browserLocale.locale)) result.push(code);
		}
	}
	return result;
}
function computeCurrentLocale(pathname, locales, defaultLocale) {
	for (const segment of pathname.split("/").map(normalizeThePath)) for (const locale of locales) if (typeof locale === "string") {
		if (!segment.includes(locale)) continue;
		if (normalizeTheLocale(locale) === normalizeTheLocale(segment)) return locale;
	} else if (locale.path === segment) return locale.codes.at(0);
	else for (const code of locale.codes) if (normalizeTheLocale(code) === normalizeTheLocale(segment)) return code;
	for (const locale of locales) if (typeof locale === "string") {
		if (locale === defaultLocale) return locale;
	} else if (locale.path === defaultLocale) return locale.codes.at(0);
}
function computeCurrentLocaleFromParams(params, locales) {
	const byNormalizedCode = /* @__PURE__ */ new Map();
	const byPath = /* @__PURE__ */ new Map();
	for (const locale of locales) if (typeof locale === "string") byNormalizedCode.set(normalizeTheLocale(locale), locale);
	else {
		byPath.set(locale.path, locale.codes[0]);
		for (const code of locale.codes) byNormalizedCode.set(normalizeTheLocale(code), code);
	}
	for (const value of Object.values(params)) {
		if (!value) continue;
		const pathMatch = byPath.get(value);
		if (pathMatch) return pathMatch;
		const codeMatch = byNormalizedCode.get(normalizeTheLocale(value));
		if (codeMatch) return codeMatch;
	}
}
// node_modules/astro/dist/core/app/prepare-response.js
function prepareResponse(response, { addCookieHeader }) {
	if (addCookieHeader) for (const setCookieHeaderValue of getSetCookiesFromResponse(response)) response.headers.append("set-cookie", setCookieHeaderValue);
	Reflect.set(response, responseSentSymbol$1, true);
}
// node_modules/astro/dist/core/pages/handler.js
var EMPTY_SLOTS = Object.freeze({});
async function handlePages(state, ctx) {
	const { logger, streaming } = state;
	state.resetResponseMetadata();
	let response;
	const componentInstance = await state.loadComponentInstance();
	switch (state.routeData.type) {
		case "endpoint":
			response = await renderEndpoint(componentInstance, ctx, state.routeData.prerender, logger, state);
			break;
		case "page": {
			const props = await state.getProps();
			const actionApiContext = state.getActionAPIContext();
			const result = await state.createResult(componentInstance, actionApiContext);
			try {
				response = await renderPage(result, componentInstance?.default, props, state.slots ?? EMPTY_SLOTS, streaming, state.routeData);
			} catch (e) {
				result.cancelled = true;
				throw e;
			}
			state.responseRouteType = "page";
			if (state.routeData.route === "/404" || state.routeData.route === "/500") state.skipErrorReroute = true;
			break;
		}
		case "redirect": return new Response(null, {
			status: 404,
			headers: { [ASTRO_ERROR_HEADER]: "true" }
		});
		case "fallback":
			state.responseRouteType = "fallback";
			return new Response(null, { status: 500 });
	}
	const responseCookies = getCookiesFromResponse(response);
	if (responseCookies) state.cookies.merge(responseCookies);
	state.response = response;
	return response;
}
// node_modules/astro/dist/core/routing/match.js
function matchRoute$1(pathname, manifest) {
	if (isRoute404(pathname)) {
		const errorRoute = manifest.routes.find((route) => isRoute404(route.route));
		if (errorRoute) return errorRoute;
	}
	if (isRoute500(pathname)) {
		const errorRoute = manifest.routes.find((route) => isRoute500(route.route));
		if (errorRoute) return errorRoute;
	}
	return manifest.routes.find((route) => {
		return route.pattern.test(pathname) || route.fallbackRoutes.some((fallbackRoute) => fallbackRoute.pattern.test(pathname));
	});
}
function isRoute404or500(route) {
	return isRoute404(route.route) || isRoute500(route.route);
}
function isRouteServerIsland(route) {
	return route.component === SERVER_ISLAND_COMPONENT;
}
// node_modules/astro/dist/core/routing/astro-designed-error-pages.js
function ensure404Route(manifest) {
	if (!manifest.routes.some((route) => route.route === "/404")) manifest.routes.push(DEFAULT_404_ROUTE);
	return manifest;
}
// node_modules/astro/dist/core/routing/priority.js
function routeComparator(a, b) {
	const commonLength = Math.min(a.segments.length, b.segments.length);
	for (let index = 0; index < commonLength; index++) {
		const aSegment = a.segments[index];
		const bSegment = b.segments[index];
		const aIsStatic = aSegment.every((part) => !part.dynamic && !part.spread);
		const bIsStatic = bSegment.every((part) => !part.dynamic && !part.spread);
		if (aIsStatic && bIsStatic) {
			const aContent = aSegment.map((part) => part.content).join("");
			const bContent = bSegment.map((part) => part.content).join("");
			if (aContent !== bContent) return aContent.localeCompare(bContent);
		}
		if (aIsStatic !== bIsStatic) return aIsStatic ? -1 : 1;
		const aAllDynamic = aSegment.every((part) => part.dynamic);
		if (aAllDynamic !== bSegment.every((part) => part.dynamic)) return aAllDynamic ? 1 : -1;
		const aHasSpread = aSegment.some((part) => part.spread);
		if (aHasSpread !== bSegment.some((part) => part.spread)) return aHasSpread ? 1 : -1;
	}
	const aLength = a.segments.length;
	const bLength = b.segments.length;
	if (aLength !== bLength) {
		const aEndsInRest = a.segments.at(-1)?.some((part) => part.spread);
		const bEndsInRest = b.segments.at(-1)?.some((part) => part.spread);
		if (aEndsInRest !== bEndsInRest && Math.abs(aLength - bLength) === 1) {
			if (aLength > bLength && aEndsInRest) return 1;
			if (bLength > aLength && bEndsInRest) return -1;
		}
		return aLength > bLength ? -1 : 1;
	}
	if (a.type === "endpoint" !== (b.type === "endpoint")) return a.type === "endpoint" ? -1 : 1;
	return a.route.localeCompare(b.route);
}
// node_modules/astro/dist/core/routing/router.js
var Router = class {
	#routes;
	#base;
	#baseWithoutTrailingSlash;
	#buildFormat;
	#trailingSlash;
	constructor(routes, options) {
		this.#routes = [...routes].sort(routeComparator);
		this.#base = normalizeBase(options.base);
		this.#baseWithoutTrailingSlash = removeTrailingForwardSlash(this.#base);
		this.#buildFormat = options.buildFormat;
		this.#trailingSlash = options.trailingSlash;
	}
	/**
	* Match an input pathname against the route list.
	* If allowWithoutBase is true, a non-base-prefixed path is still considered.
	*/
	match(inputPathname, { allowWithoutBase = false } = {}) {
		const normalized = getRedirectForPathname(inputPathname);
		if (normalized.redirect) return {
			type: "redirect",
			location: normalized.redirect,
			status: 301
		};
		if (this.#base !== "/") {
			const baseWithSlash = `${this.#baseWithoutTrailingSlash}/`;
			if (this.#trailingSlash === "always" && (normalized.pathname === this.#baseWithoutTrailingSlash || normalized.pathname === this.#base)) return {
				type: "redirect",
				location: baseWithSlash,
				status: 301
			};
			if (this.#trailingSlash === "never" && normalized.pathname === baseWithSlash) return {
				type: "redirect",
				location: this.#baseWithoutTrailingSlash,
				status: 301
			};
		}
		const baseResult = stripBase(normalized.pathname, this.#base, this.#baseWithoutTrailingSlash, this.#trailingSlash);
		if (!baseResult) {
			if (!allowWithoutBase) return {
				type: "none",
				reason: "outside-base"
			};
		}
		let pathname = baseResult ?? normalized.pathname;
		if (this.#buildFormat === "file") pathname = normalizeFileFormatPathname(pathname);
		const route = this.#routes.find((candidate) => {
			if (candidate.pattern.test(pathname)) return true;
			return candidate.fallbackRoutes.some((fallbackRoute) => fallbackRoute.pattern.test(pathname));
		});
		if (!route) return {
			type: "none",
			reason: "no-match"
		};
		return {
			type: "match",
			route,
			params: getParams(route, pathname),
			pathname
		};
	}
	/**
	* Returns all routes that match the given pathname, in priority order.
	* Used when the first match (e.g. a prerendered route) cannot serve
	* the request and subsequent matches need to be tried.
	*/
	matchAll(inputPathname, { allowWithoutBase = false } = {}) {
		const normalized = getRedirectForPathname(inputPathname);
		if (normalized.redirect) return [];
		const baseResult = stripBase(normalized.pathname, this.#base, this.#baseWithoutTrailingSlash, this.#trailingSlash);
		if (!baseResult && !allowWithoutBase) return [];
		let pathname = baseResult ?? normalized.pathname;
		if (this.#buildFormat === "file") pathname = normalizeFileFormatPathname(pathname);
		return this.#routes.filter((candidate) => {
			if (candidate.pattern.test(pathname)) return true;
			return candidate.fallbackRoutes.some((fallbackRoute) => fallbackRoute.pattern.test(pathname));
		});
	}
};
function normalizeBase(base) {
	if (!base) return "/";
	if (base === "/") return base;
	return prependForwardSlash(base);
}
function getRedirectForPathname(pathname) {
	let value = prependForwardSlash(pathname);
	if (value.startsWith("//")) return {
		pathname: value,
		redirect: `/${value.replace(/^\/+/, "")}`
	};
	return { pathname: value };
}
function stripBase(pathname, base, baseWithoutTrailingSlash, trailingSlash) {
	if (base === "/") return pathname;
	const baseWithSlash = `${baseWithoutTrailingSlash}/`;
	if (pathname === baseWithoutTrailingSlash || pathname === base) return trailingSlash === "always" ? null : "/";
	if (pathname === baseWithSlash) return trailingSlash === "never" ? null : "/";
	if (pathname.startsWith(baseWithSlash)) return pathname.slice(baseWithoutTrailingSlash.length);
	return null;
}
function normalizeFileFormatPathname(pathname) {
	if (pathname.endsWith("/index.html")) {
		const trimmed = pathname.slice(0, -11);
		return trimmed === "" ? "/" : trimmed;
	}
	if (pathname.endsWith(".html")) {
		const trimmed = pathname.slice(0, -5);
		return trimmed === "" ? "/" : trimmed;
	}
	return pathname;
}
// node_modules/astro/dist/core/routing/route-table.js
function compileRouteTable(manifest, routes) {
	const routesList = ensure404Route({ routes });
	const router = new Router(routesList.routes, {
		base: manifest.base,
		trailingSlash: manifest.trailingSlash,
		buildFormat: manifest.buildFormat
	});
	return {
		routes: routesList.routes,
		router
	};
}
var routeTables = createManifestMemo((manifest) => compileRouteTable(manifest, (manifest.routes ?? []).map((route) => route.routeData)));
function getRouteTable(manifest) {
	return routeTables.get(manifest);
}
function updateRouteTable(manifest, routes) {
	routeTables.set(manifest, compileRouteTable(manifest, [...routes]));
}
function matchRoute(manifest, pathname) {
	const match = getRouteTable(manifest).router.match(pathname, { allowWithoutBase: true });
	if (match.type !== "match") return void 0;
	return match.route;
}
function matchAllRoutes(manifest, pathname) {
	return getRouteTable(manifest).router.matchAll(pathname, { allowWithoutBase: true });
}
// node_modules/astro/dist/core/session/provider-disabled.js
function provideSession(state) {
	markFeatureUsed(state.manifest, FetchFeatures.sessions);
}
// node_modules/astro/dist/core/output-filename.js
var STATUS_CODE_PAGES = /* @__PURE__ */ new Set(["/404", "/500"]);
function getOutputFilename(buildFormat, name, routeData) {
	if (routeData.type === "endpoint") return name;
	if (name === "/" || name === "") return name === "" ? "index.html" : "/index.html";
	if (buildFormat === "file" || STATUS_CODE_PAGES.has(name)) return `${removeTrailingForwardSlash(name || "index")}.html`;
	if (buildFormat === "preserve" && !routeData.isIndex) return `${removeTrailingForwardSlash(name || "index")}.html`;
	return `${removeTrailingForwardSlash(name)}/index.html`;
}
// node_modules/astro/dist/core/errors/default-handler.js
async function renderDefaultError(manifest, request, { status, response: originalResponse, skipMiddleware = false, error, pathname, ...resolvedRenderOptions }) {
	const resolvedPathname = pathname ?? new FetchState(manifest, request).pathname;
	const routeTable = getRouteTable(manifest);
	const errorRouteData = matchRoute$1(getErrorRoutePath(resolvedPathname, status, routeTable.routes, manifest.i18n?.locales, manifest.trailingSlash === "always"), routeTable);
	const url = new URL(request.url);
	if (errorRouteData) {
		if (errorRouteData.prerender) {
			const allowedDomains = manifest.allowedDomains;
			const safeOrigin = validateHost(url.host, url.protocol.replace(":", ""), allowedDomains) ? url.origin : `${url.protocol}//localhost`;
			const statusURL = new URL(`${removeTrailingForwardSlash(manifest.base)}${getOutputFilename(manifest.buildFormat, errorRouteData.route, errorRouteData)}`, safeOrigin);
			if (statusURL.toString() !== request.url && resolvedRenderOptions.prerenderedErrorPageFetch) try {
				const newResponse = mergeResponses(await resolvedRenderOptions.prerenderedErrorPageFetch(statusURL.toString()), originalResponse, {
					status,
					removeContentEncodingHeaders: true
				});
				prepareResponse(newResponse, resolvedRenderOptions);
				return newResponse;
			} catch {
				const response2 = mergeResponses(new Response(null, { status }), originalResponse);
				prepareResponse(response2, resolvedRenderOptions);
				return response2;
			}
		}
		const mod = await getEnvironment(manifest).getComponentByRoute(manifest, errorRouteData);
		const errorState = new FetchState(manifest, request);
		errorState.skipMiddleware = skipMiddleware;
		errorState.clientAddress = resolvedRenderOptions.clientAddress;
		errorState.routeData = errorRouteData;
		errorState.pathname = resolvedPathname;
		errorState.status = status;
		errorState.componentInstance = mod;
		errorState.locals = resolvedRenderOptions.locals ?? {};
		errorState.initialProps = { error };
		try {
			await provideSession(errorState);
			const response2 = await handleMiddleware(errorState, handlePages);
			if (rewroteToEmptyErrorResponse(skipMiddleware, errorRouteData, errorState.routeData, response2)) return renderDefaultError(manifest, request, {
				...resolvedRenderOptions,
				status,
				error,
				response: originalResponse,
				skipMiddleware: true,
				pathname: resolvedPathname
			});
			const newResponse = mergeResponses(response2, originalResponse);
			prepareResponse(newResponse, resolvedRenderOptions);
			return newResponse;
		} catch {
			if (skipMiddleware === false) return renderDefaultError(manifest, request, {
				...resolvedRenderOptions,
				status,
				error,
				response: originalResponse,
				skipMiddleware: true,
				pathname: resolvedPathname
			});
		} finally {
			await errorState.finalizeAll();
		}
	}
	const response = mergeResponses(new Response(null, { status }), originalResponse);
	prepareResponse(response, resolvedRenderOptions);
	return response;
}
function mergeResponses(newResponse, originalResponse, override) {
	let newResponseHeaders = newResponse.headers;
	if (override?.removeContentEncodingHeaders) {
		newResponseHeaders = new Headers(newResponseHeaders);
		newResponseHeaders.delete("Content-Encoding");
		newResponseHeaders.delete("Content-Length");
	}
	if (!originalResponse) {
		if (override !== void 0) return new Response(newResponse.body, {
			status: override.status,
			statusText: newResponse.statusText,
			headers: newResponseHeaders
		});
		return newResponse;
	}
	const status = override?.status ? override.status : originalResponse.status === 200 ? newResponse.status : originalResponse.status;
	try {
		originalResponse.headers.delete("Content-type");
		originalResponse.headers.delete("Content-Length");
		originalResponse.headers.delete("Transfer-Encoding");
	} catch {}
	const newHeaders = new Headers();
	const seen = /* @__PURE__ */ new Set();
	for (const [name, value] of originalResponse.headers) {
		newHeaders.append(name, value);
		seen.add(name.toLowerCase());
	}
	for (const [name, value] of newResponseHeaders) {
		const lower = name.toLowerCase();
		if (!seen.has(lower) || lower === "set-cookie") newHeaders.append(name, value);
	}
	const mergedResponse = new Response(newResponse.body, {
		status,
		statusText: status === 200 ? newResponse.statusText : originalResponse.statusText,
		headers: newHeaders
	});
	const originalCookies = getCookiesFromResponse(originalResponse);
	const newCookies = getCookiesFromResponse(newResponse);
	if (originalCookies) {
		if (newCookies) originalCookies.merge(newCookies);
		attachCookiesToResponse(mergedResponse, originalCookies);
	} else if (newCookies) attachCookiesToResponse(mergedResponse, newCookies);
	return mergedResponse;
}
// node_modules/astro/dist/core/errors/build-handler.js
async function renderBuildError(manifest, request, options) {
	if (options.status === 500) {
		if (options.response) return options.response;
		throw options.error;
	}
	return renderDefaultError(manifest, request, {
		...options,
		prerenderedErrorPageFetch: void 0
	});
}
// node_modules/astro/dist/core/errors/dev-handler.js
async function renderDevError(manifest, request, { skipMiddleware = false, error, status, response: _response, pathname, ...resolvedRenderOptions }, { shouldInjectCspMetaTags }) {
	if (isAstroError(error) && [MiddlewareNoDataOrNextCalled.name, MiddlewareNotAResponse.name].includes(error.name)) throw error;
	const resolvedPathname = pathname ?? new FetchState(manifest, request).pathname;
	const renderRoute = async (routeData) => {
		try {
			const preloadedComponent = await getEnvironment(manifest).getComponentByRoute(manifest, routeData);
			const errorState = new FetchState(manifest, request);
			errorState.skipMiddleware = skipMiddleware;
			errorState.clientAddress = resolvedRenderOptions.clientAddress;
			errorState.shouldInjectCspMetaTags = shouldInjectCspMetaTags ? !!manifest.csp : false;
			errorState.routeData = routeData;
			errorState.pathname = resolvedPathname;
			errorState.status = status;
			errorState.componentInstance = preloadedComponent;
			errorState.locals = resolvedRenderOptions.locals ?? {};
			errorState.initialProps = { error };
			const response = await handleMiddleware(errorState, handlePages);
			if (rewroteToEmptyErrorResponse(skipMiddleware, routeData, errorState.routeData, response)) return renderDevError(manifest, request, {
				...resolvedRenderOptions,
				status,
				error,
				skipMiddleware: true,
				pathname: resolvedPathname
			}, { shouldInjectCspMetaTags });
			if (error) getLogger(manifest).error("router", error.stack || error.message);
			return response;
		} catch (_err) {
			if (skipMiddleware === false) return renderDevError(manifest, request, {
				...resolvedRenderOptions,
				status: 500,
				skipMiddleware: true,
				error: _err,
				pathname: resolvedPathname
			}, { shouldInjectCspMetaTags });
			throw _err;
		}
	};
	if (status === 404) {
		const custom404 = getCustom404Route(getRouteTable(manifest));
		if (custom404) return renderRoute(custom404);
	}
	const custom500 = getCustom500Route(getRouteTable(manifest));
	if (!custom500) throw error;
	else return renderRoute(custom500);
}
// node_modules/astro/dist/core/errors/handler.js
function renderErrorPage(manifest, request, options) {
	const env = getEnvironment(manifest);
	switch (env.errorStrategy) {
		case "dev": return renderDevError(manifest, request, options, { shouldInjectCspMetaTags: env.injectCspMetaTagsOnErrorPages });
		case "build": return renderBuildError(manifest, request, options);
		case "default": return renderDefaultError(manifest, request, options);
	}
}
function renderErrorFromState(state, request, options) {
	if (state.renderError) return state.renderError(request, options);
	return renderErrorPage(state.manifest, request, options);
}
function rewroteToEmptyErrorResponse(skipMiddleware, errorRouteData, renderedRouteData, response) {
	return skipMiddleware === false && renderedRouteData !== errorRouteData && response.body === null && REROUTABLE_STATUS_CODES.includes(response.status);
}
// node_modules/astro/dist/core/middleware/callMiddleware.js
async function callMiddleware(onRequest, apiContext, responseFunction) {
	let nextCalled = false;
	let responseFunctionPromise = void 0;
	const next = async (payload) => {
		nextCalled = true;
		responseFunctionPromise = responseFunction(apiContext, payload);
		return responseFunctionPromise;
	};
	const middlewarePromise = onRequest(apiContext, next);
	return await Promise.resolve(middlewarePromise).then(async (value) => {
		if (nextCalled) {
			if (typeof value !== "undefined") {
				if (value instanceof Response === false) throw new AstroError(MiddlewareNotAResponse);
				return value;
			} else if (responseFunctionPromise) return responseFunctionPromise;
			else throw new AstroError(MiddlewareNotAResponse);
		} else if (typeof value === "undefined") throw new AstroError(MiddlewareNoDataOrNextCalled);
		else if (value instanceof Response === false) throw new AstroError(MiddlewareNotAResponse);
		else return value;
	});
}
// node_modules/astro/dist/core/middleware/sequence.js
function sequence(...handlers) {
	const filtered = handlers.filter((h) => !!h);
	const length = filtered.length;
	if (!length) return defineMiddleware((_context, next) => {
		return next();
	});
	return defineMiddleware((context, next) => {
		let carriedPayload = void 0;
		return applyHandle(0, context);
		function applyHandle(i, handleContext) {
			const handle = filtered[i];
			return handle(handleContext, async (payload) => {
				if (i < length - 1) {
					if (payload) {
						const oldPathname = handleContext.url.pathname;
						const state = Reflect.get(handleContext, fetchStateSymbol);
						if (!state) throw new Error("FetchState not found on APIContext. `next(payload)` rewrites require a context created through Astro's request pipeline.");
						const manifest = state.manifest;
						const { routeData, pathname } = await getEnvironment(manifest).tryRewrite(manifest, payload, handleContext.request);
						let newRequest;
						if (payload instanceof Request) newRequest = payload;
						else {
							const request = handleContext.request.method === "GET" || handleContext.request.method === "HEAD" ? handleContext.request : handleContext.request.clone();
							newRequest = copyRequest(payload instanceof URL ? payload : new URL(payload, handleContext.url.origin), request, false, state.logger, routeData.route);
						}
						if (manifest.serverLike === true && handleContext.isPrerendered === false && routeData.prerender === true) throw new AstroError({
							...ForbiddenRewrite,
							message: ForbiddenRewrite.message(handleContext.url.pathname, pathname, routeData.component),
							hint: ForbiddenRewrite.hint(routeData.component)
						});
						carriedPayload = payload;
						handleContext.request = newRequest;
						handleContext.url = new URL(newRequest.url);
						handleContext.params = getParams(routeData, pathname);
						handleContext.routePattern = routeData.route;
						setOriginPathname(handleContext.request, oldPathname, manifest.trailingSlash, manifest.buildFormat);
					}
					return applyHandle(i + 1, handleContext);
				} else return next(payload ?? carriedPayload);
			});
		}
	});
}
// node_modules/astro/dist/core/middleware/load.js
var resolvedMiddleware = /* @__PURE__ */ new WeakMap();
var middlewareMemo = createAsyncManifestMemo(async (manifest) => {
	let handler;
	if (manifest.middleware) {
		const internalMiddlewares = [(await manifest.middleware()).onRequest ?? NOOP_MIDDLEWARE_FN];
		if (manifest.checkOrigin) internalMiddlewares.unshift(createOriginCheckMiddleware());
		handler = sequence(...internalMiddlewares);
	} else handler = NOOP_MIDDLEWARE_FN;
	resolvedMiddleware.set(manifest, handler);
	return handler;
});
function getMiddleware(manifest) {
	return middlewareMemo.get(manifest);
}
// node_modules/astro/dist/core/cache/runtime/noop.js
var EMPTY_OPTIONS = Object.freeze({ tags: [] });
var NoopAstroCache = class {
	enabled = false;
	set() {}
	get tags() {
		return [];
	}
	get options() {
		return EMPTY_OPTIONS;
	}
	async invalidate() {}
};
var hasWarned = false;
var DisabledAstroCache = class {
	enabled = false;
	#logger;
	constructor(logger) {
		this.#logger = logger;
	}
	#warn() {
		if (!hasWarned) {
			hasWarned = true;
			this.#logger?.warn("cache", "`cache.set()` was called but caching is not enabled. Configure a cache provider in your Astro config under `cache` to enable caching.");
		}
	}
	set() {
		this.#warn();
	}
	get tags() {
		return [];
	}
	get options() {
		return EMPTY_OPTIONS;
	}
	async invalidate() {
		throw new AstroError(CacheNotEnabled);
	}
};
// node_modules/astro/dist/core/middleware/astro-middleware.js
async function handleMiddleware(state, renderRouteCallback) {
	markFeatureUsed(state.manifest, FetchFeatures.middleware);
	await state.getProps();
	const apiContext = state.getAPIContext();
	state.counter++;
	if (state.counter === 4) return new Response("Loop Detected", {
		status: 508,
		statusText: "Astro detected a loop where you tried to call the rewriting logic more than four times."
	});
	const next = async (ctx, payload) => {
		if (payload) {
			state.logger.debug("router", "Called rewriting to:", payload);
			applyRewriteToState(state, payload, await getEnvironment(state.manifest).tryRewrite(state.manifest, payload, state.request));
		}
		return renderRouteCallback(state, ctx);
	};
	let response;
	if (state.skipMiddleware) response = await next(apiContext);
	else response = await callMiddleware(sequence(await getMiddleware(state.manifest)), apiContext, next);
	attachCookiesToResponse(response, state.cookies);
	state.response = response;
	return response;
}
// node_modules/astro/dist/core/util/normalized-url.js
function createNormalizedUrl(requestUrl) {
	return normalizeUrl(new URL(requestUrl));
}
function setPathname(url, pathname) {
	if (url.pathname !== pathname) url.pathname = pathname;
}
function normalizeUrl(url) {
	try {
		setPathname(url, validateAndDecodePathname(url.pathname));
	} catch {
		try {
			setPathname(url, decodeURI(url.pathname));
		} catch {}
	}
	setPathname(url, collapseDuplicateSlashes(url.pathname));
	return url;
}
// node_modules/astro/dist/core/rewrites/handler.js
function applyRewriteToState(state, payload, { routeData, componentInstance, newUrl, pathname }, { mergeCookies = false } = {}) {
	const oldPathname = state.pathname;
	const isI18nFallback = routeData.fallbackRoutes && routeData.fallbackRoutes.length > 0;
	if (state.manifest.serverLike && !state.routeData.prerender && routeData.prerender && !isI18nFallback) throw new AstroError({
		...ForbiddenRewrite,
		message: ForbiddenRewrite.message(state.pathname, pathname, routeData.component),
		hint: ForbiddenRewrite.hint(routeData.component)
	});
	state.routeData = routeData;
	state.componentInstance = componentInstance;
	if (payload instanceof Request) state.request = payload;
	else state.request = copyRequest(newUrl, state.request, routeData.prerender, state.logger, state.routeData.route);
	state.url = createNormalizedUrl(state.request.url);
	if (mergeCookies) {
		const newCookies = new AstroCookies(state.request, state.logger);
		if (state.cookies) newCookies.merge(state.cookies);
		state.cookies = newCookies;
	}
	state.params = getParams(routeData, pathname);
	state.pathname = pathname;
	state.isRewriting = true;
	state.status = 200;
	setOriginPathname(state.request, oldPathname, state.manifest.trailingSlash, state.manifest.buildFormat);
	state.invalidateContexts();
}
async function executeRewrite(state, payload) {
	state.logger.debug("router", "Calling rewrite: ", payload);
	applyRewriteToState(state, payload, await getEnvironment(state.manifest).tryRewrite(state.manifest, payload, state.request), { mergeCookies: true });
	return handleMiddleware(state, handlePages);
}
// node_modules/astro/dist/core/manifest/derived.js
var sites = createManifestMemo((manifest) => manifest.site ? new URL(manifest.site) : void 0);
function getSite(manifest) {
	return sites.get(manifest);
}
// node_modules/astro/dist/core/server-islands/mappings.js
async function getServerIslands(manifest) {
	if (manifest.serverIslandMappings) return manifest.serverIslandMappings();
	return {
		serverIslandMap: /* @__PURE__ */ new Map(),
		serverIslandNameMap: /* @__PURE__ */ new Map()
	};
}
// node_modules/astro/dist/core/fetch/fetch-state.js
var slotValuesSymbol = /* @__PURE__ */ Symbol("astro.slotValues");
function getFetchStateFromAPIContext(context) {
	const state = context[fetchStateSymbol];
	if (!state) throw new Error("FetchState not found on APIContext. This is an internal error — the context was not created through Astro's request pipeline.");
	return state;
}
var FetchState = class {
	/** The manifest — the single ambient source of static, build-time data. */
	manifest;
	/** The manifest's identity-stable logger, captured once at construction. */
	logger;
	/**
	* Whether page renders stream. From the facade hooks on the fast path,
	* else the environment's default.
	*/
	streaming;
	/**
	* Internal facade hook: late-bound `app.renderError` dispatch. Undefined on
	* bare and custom-handler paths — those fall through to the environment's
	* error strategy (`renderErrorPage`).
	*/
	renderError;
	/**
	* Internal facade hook: late-bound `app.logThisRequest` dispatch. Undefined
	* on bare and custom-handler paths — those fall through to the
	* environment's `logRequest` behavior.
	*/
	logRequest;
	/**
	* The request to render. Mutated during rewrites so subsequent renders
	* see the rewritten URL.
	*/
	request;
	routeData;
	/**
	* The pathname to use for routing and rendering. Starts out as the raw,
	* base-stripped, decoded pathname from the request. May be further
	* normalized by `handleRequest` after routeData is known (in dev, when
	* the matched route has no `.html` extension, `.html` / `/index.html`
	* suffixes are stripped).
	*/
	pathname;
	/** Resolved render options (addCookieHeader, clientAddress, locals, etc.). */
	renderOptions;
	/** When the request started, used to log duration. */
	timeStart;
	/**
	* The route's loaded component module. Set before middleware runs; may
	* be swapped during in-flight rewrites from inside the middleware chain.
	*/
	componentInstance;
	/**
	* Slot overrides supplied by the container API. `undefined` for HTTP
	* requests — `PagesHandler` coalesces to `{}` on read so we don't
	* allocate an empty object per request.
	*/
	slots;
	/**
	* The `Response` produced by handlers, if any. Set after page
	* rendering or middleware completes.
	*/
	response;
	/**
	* Default HTTP status for the rendered response. Callers override
	* before rendering runs (e.g. `handleRequest` sets this from
	* `BaseApp.getDefaultStatusCode`; error handlers set `404` / `500`).
	*/
	status = 200;
	/** Whether user middleware should be skipped for this request. */
	skipMiddleware = false;
	/**
	* Set to `true` when the request path was encoded too many times to fully
	* decode (see {@link validateAndDecodePathname}). These requests are
	* rejected with a `400` before middleware or routing run.
	*/
	invalidEncoding = false;
	/** A flag that tells the render content if the rewriting was triggered. */
	isRewriting = false;
	/** A safety net in case of loops (rewrite counter). */
	counter = 0;
	/** Cookies for this request. Created lazily on first access. */
	cookies;
	/** Route params derived from routeData + pathname. Computed lazily. */
	#params;
	get params() {
		if (!this.#params && this.routeData) this.#params = getParams(this.routeData, this.pathname);
		return this.#params;
	}
	set params(value) {
		this.#params = value;
	}
	/** Normalized URL for this request. */
	url;
	/** Client address for this request. */
	clientAddress;
	/** Whether this is a partial render (container API). */
	partial;
	/** Internal metadata about the current response route type. */
	responseRouteType;
	/** Internal flag to prevent rerouting this response to an error page. */
	skipErrorReroute = false;
	/** Whether to inject CSP meta tags. */
	shouldInjectCspMetaTags;
	/** Request-scoped locals object, shared with user middleware. */
	locals = {};
	/**
	* Memoized `props` (see `getProps`). `null` means "not yet computed"
	* — using `null` (rather than `undefined`) keeps the hidden class
	* stable and distinct from a valid-but-empty result.
	*/
	props = null;
	/** Memoized `ActionAPIContext` (see `getActionAPIContext`). */
	actionApiContext = null;
	/** Memoized `APIContext` (see `getAPIContext`). */
	apiContext = null;
	/** Registered context providers keyed by name. Lazy-initialized on first provide(). */
	#providers;
	/** Cached values from resolved providers. Lazy-initialized on first resolve(). */
	#providersResolvedValues;
	/** Cached promise for lazy component instance loading. */
	#componentInstancePromise;
	/** SSR result for the current page render. */
	result;
	/** Initial props (from container/error handler). */
	initialProps = {};
	/** Memoized Astro page partial. */
	#astroPagePartial;
	/**
	* Locale-prefixed pathname derived from the Host header for domain-based
	* i18n routing (e.g. `/en/boats/1/foo`), or `undefined` when the request
	* isn't served from a locale-mapped domain. When set, `this.pathname` is
	* derived from it so locale/param resolution match the route pattern.
	*/
	#domainPathname;
	/** Memoized current locale. */
	#currentLocale;
	/** Memoized preferred locale. */
	#preferredLocale;
	/** Memoized preferred locale list. */
	#preferredLocaleList;
	constructor(manifest, request, options, hooks) {
		this.manifest = manifest;
		this.logger = getLogger(manifest);
		this.streaming = hooks?.streaming ?? getEnvironment(manifest).defaultStreaming(manifest);
		this.renderError = hooks?.renderError;
		this.logRequest = hooks?.logRequest;
		this.request = request;
		options ??= getRenderOptions(request);
		this.routeData = options?.routeData;
		const self = this;
		this.renderOptions = {
			...options ?? {
				addCookieHeader: false,
				clientAddress: void 0,
				prerenderedErrorPageFetch: fetch,
				routeData: void 0,
				waitUntil: void 0
			},
			get locals() {
				return self.locals;
			}
		};
		this.componentInstance = void 0;
		this.slots = void 0;
		const url = new URL(request.url);
		const publicPathname = this.#normalizePathname(url.pathname);
		const pathname = this.#computePathname(publicPathname);
		setPathname(url, publicPathname);
		setPathname(url, collapseDuplicateSlashes(url.pathname));
		const domainPathname = computePathnameFromDomain(request, url, manifest.i18n, manifest.base, manifest.trailingSlash, manifest.allowedDomains, this.logger, pathname);
		if (domainPathname) {
			this.#domainPathname = domainPathname;
			this.pathname = domainPathname;
		} else this.pathname = pathname;
		this.timeStart = performance.now();
		this.clientAddress = options?.clientAddress;
		this.locals = options?.locals ?? {};
		this.url = url;
		this.cookies = new AstroCookies(request, this.logger);
		if (manifest.allowedDomains && manifest.allowedDomains.length > 0 && !this.routeData?.prerender) this.#applyForwardedHeaders();
		if (!Reflect.get(this.request, originPathnameSymbol)) setOriginPathname(this.request, this.pathname, manifest.trailingSlash, manifest.buildFormat);
		this.#resolveRouteData();
	}
	/**
	* Triggers a rewrite. Delegates to the rewrites handler module.
	*/
	rewrite(payload) {
		return executeRewrite(this, payload);
	}
	/**
	* Creates the SSR result for the current page render.
	*/
	async createResult(mod, ctx) {
		const manifest = this.manifest;
		const env = getEnvironment(manifest);
		const { clientDirectives, inlinedScripts, compressHTML } = manifest;
		const renderers = env.getRenderers(manifest);
		const resolve = (specifier) => env.resolve(manifest, specifier);
		const routeData = this.routeData;
		const { links, scripts, styles } = await env.headElements(manifest, routeData);
		const extraStyleHashes = [];
		const extraScriptHashes = [];
		const shouldInjectCspMetaTags = this.shouldInjectCspMetaTags ?? manifest.shouldInjectCspMetaTags;
		const cspAlgorithm = manifest.csp?.algorithm ?? "SHA-256";
		if (shouldInjectCspMetaTags) {
			for (const style of styles) extraStyleHashes.push(await generateCspDigest(style.children, cspAlgorithm));
			for (const script of scripts) extraScriptHashes.push(await generateCspDigest(script.children, cspAlgorithm));
		}
		const componentMetadata = await env.componentMetadata(manifest, routeData) ?? manifest.componentMetadata;
		const headers = new Headers({ "Content-Type": "text/html" });
		const partial = typeof this.partial === "boolean" ? this.partial : Boolean(mod.partial);
		const actionResult = hasActionPayload(this.locals) ? deserializeActionResult(this.locals._actionPayload.actionResult) : void 0;
		const status = this.status;
		const response = {
			status: actionResult?.error ? actionResult?.error.status : status,
			statusText: actionResult?.error ? actionResult?.error.type : "OK",
			get headers() {
				return headers;
			},
			set headers(_) {
				throw new AstroError(AstroResponseHeadersReassigned);
			}
		};
		const state = this;
		const result = {
			base: manifest.base,
			userAssetsBase: manifest.userAssetsBase,
			cancelled: false,
			clientDirectives,
			inlinedScripts,
			componentMetadata,
			compressHTML,
			cookies: this.cookies,
			createAstro: (props, slots) => state.createAstro(result, props, slots, ctx),
			links,
			params: this.params,
			partial,
			pathname: this.pathname,
			renderers,
			resolve,
			response,
			request: this.request,
			scripts,
			styles,
			actionResult,
			async getServerIslandNameMap() {
				return (await getServerIslands(manifest)).serverIslandNameMap ?? /* @__PURE__ */ new Map();
			},
			key: manifest.key,
			trailingSlash: manifest.trailingSlash,
			_metadata: {
				hasHydrationScript: false,
				rendererSpecificHydrationScripts: /* @__PURE__ */ new Set(),
				hasRenderedHead: false,
				renderedScripts: /* @__PURE__ */ new Set(),
				hasDirectives: /* @__PURE__ */ new Set(),
				hasRenderedServerIslandRuntime: false,
				headInTree: false,
				extraHead: [],
				extraStyleHashes,
				extraScriptHashes,
				propagators: /* @__PURE__ */ new Set(),
				routeHasPropagation: false,
				pendingSlotEvaluations: [],
				templateDepth: 0
			},
			cspDestination: manifest.csp?.cspDestination ?? (routeData.prerender ? "meta" : "header"),
			shouldInjectCspMetaTags,
			cspAlgorithm,
			directives: manifest.csp?.directives ? [...manifest.csp.directives] : [],
			scriptHashes: manifest.csp?.scriptHashes ? [...manifest.csp.scriptHashes] : [],
			scriptResources: manifest.csp?.scriptResources ? [...manifest.csp.scriptResources] : [],
			styleHashes: manifest.csp?.styleHashes ? [...manifest.csp.styleHashes] : [],
			styleResources: manifest.csp?.styleResources ? [...manifest.csp.styleResources] : [],
			isStrictDynamic: manifest.csp?.isStrictDynamic ?? false,
			scriptDirective: {
				resources: manifest.csp?.scriptDirective ? [...manifest.csp.scriptDirective.resources] : [],
				hashes: manifest.csp?.scriptDirective ? [...manifest.csp.scriptDirective.hashes] : [],
				strictDynamic: manifest.csp?.scriptDirective?.strictDynamic ?? false
			},
			styleDirective: {
				resources: manifest.csp?.styleDirective ? [...manifest.csp.styleDirective.resources] : [],
				hashes: manifest.csp?.styleDirective ? [...manifest.csp.styleDirective.hashes] : []
			},
			speculationRulesContent: manifest.csp?.speculationRulesContent,
			internalFetchHeaders: manifest.internalFetchHeaders
		};
		this.result = result;
		return result;
	}
	/**
	* Creates the Astro global object for a component render.
	*/
	createAstro(result, props, slotValues, apiContext) {
		let astroPagePartial;
		if (this.isRewriting) this.#astroPagePartial = this.createAstroPagePartial(result, apiContext);
		this.#astroPagePartial ??= this.createAstroPagePartial(result, apiContext);
		astroPagePartial = this.#astroPagePartial;
		const Astro = Object.assign(Object.create(astroPagePartial), {
			props,
			self: null
		});
		Object.defineProperty(Astro, slotValuesSymbol, {
			value: slotValues,
			writable: true,
			configurable: true,
			enumerable: false
		});
		return Astro;
	}
	/**
	* Creates the Astro page-level partial (prototype for Astro global).
	*/
	createAstroPagePartial(result, apiContext) {
		const state = this;
		const { cookies, locals, params, logger, url } = this;
		const { response } = result;
		const redirect = (path, status = 302) => {
			if (state.request[responseSentSymbol$1]) throw new AstroError({ ...ResponseSentError });
			return new Response(null, {
				status,
				headers: { Location: path }
			});
		};
		const rewrite = async (reroutePayload) => {
			return await state.rewrite(reroutePayload);
		};
		const callAction = createCallAction(apiContext);
		const partial = {
			generator: ASTRO_GENERATOR,
			routePattern: this.routeData.route,
			isPrerendered: this.routeData.prerender,
			cookies,
			get slots() {
				const slotsByAstro = result._metadata.slotsByAstro ??= /* @__PURE__ */ new WeakMap();
				let slots = slotsByAstro.get(this);
				if (slots === void 0) {
					slots = new Slots(result, this[slotValuesSymbol] ?? null, logger);
					slotsByAstro.set(this, slots);
				}
				return slots;
			},
			get clientAddress() {
				return state.getClientAddress();
			},
			get currentLocale() {
				return state.computeCurrentLocale();
			},
			params,
			get preferredLocale() {
				return state.computePreferredLocale();
			},
			get preferredLocaleList() {
				return state.computePreferredLocaleList();
			},
			locals,
			redirect,
			rewrite,
			request: this.request,
			response,
			site: getSite(this.manifest),
			getActionResult: createGetActionResult(locals),
			get callAction() {
				return callAction;
			},
			url,
			get originPathname() {
				return getOriginPathname(state.request);
			},
			get csp() {
				return state.getCsp();
			},
			get logger() {
				return astroToRuntimeLogger(logger);
			}
		};
		this.defineProviderGetters(partial);
		return partial;
	}
	getClientAddress() {
		const { clientAddress } = this;
		const routeData = this.routeData;
		if (routeData.prerender) throw new AstroError({
			...PrerenderClientAddressNotAvailable,
			message: PrerenderClientAddressNotAvailable.message(routeData.component)
		});
		if (clientAddress) return clientAddress;
		if (this.manifest.adapterName) throw new AstroError({
			...ClientAddressNotAvailable,
			message: ClientAddressNotAvailable.message(this.manifest.adapterName)
		});
		throw new AstroError(StaticClientAddressNotAvailable);
	}
	getCookies() {
		return this.cookies;
	}
	getCsp() {
		const state = this;
		if (!this.manifest.csp) {
			if (getEnvironment(this.manifest).runtimeMode === "production") this.logger.warn("csp", `context.csp was used when rendering the route ${colors.green(state.routeData.route)}, but CSP was not configured. For more information, see https://docs.astro.build/en/reference/configuration-reference/#securitycsp`);
			return;
		}
		const warnedFallback = /* @__PURE__ */ new Set();
		const warnFallback = (family, kind) => {
			if (kind === "default" || !state.result) return;
			const defaultResources = (family === "script" ? state.result.scriptDirective : state.result.styleDirective).resources.map(normalizeCspResourceEntry).filter((entry) => entry.kind === "default").map((entry) => entry.resource);
			if (defaultResources.length === 0) return;
			const key = `${family}:${kind}`;
			if (warnedFallback.has(key)) return;
			warnedFallback.add(key);
			const general = `${family}-src`;
			const specific = `${general}-${kind === "element" ? "elem" : "attr"}`;
			state.logger.warn("csp", `A resource was added to \`${specific}\`, but \`${general}\` also defines custom resources (${defaultResources.join(" ")}). Because \`${specific}\` overrides \`${general}\` for its scope (browsers do not fall back), those resources will not apply there. Add them to \`${specific}\` as well if needed.`);
		};
		return {
			insertDirective(payload) {
				if (state.result) state.result.directives = pushDirective(state.result.directives, payload);
			},
			insertScriptResource(payload) {
				if (!state.result) return;
				warnFallback("script", normalizeCspResourceEntry(payload).kind);
				state.result.scriptDirective.resources.push(payload);
			},
			insertStyleResource(payload) {
				if (!state.result) return;
				warnFallback("style", normalizeCspResourceEntry(payload).kind);
				state.result.styleDirective.resources.push(payload);
			},
			insertStyleHash(payload) {
				state.result?.styleDirective.hashes.push(payload);
			},
			insertScriptHash(payload) {
				state.result?.scriptDirective.hashes.push(payload);
			}
		};
	}
	computeCurrentLocale() {
		const { url, manifest: { i18n }, routeData } = this;
		if (!i18n || !routeData) return;
		const { defaultLocale, locales, strategy } = i18n;
		const fallbackTo = strategy === "pathname-prefix-other-locales" || strategy === "domains-prefix-other-locales" ? defaultLocale : void 0;
		if (this.#currentLocale) return this.#currentLocale;
		let computedLocale;
		if (isRouteServerIsland(routeData)) {
			let referer = this.request.headers.get("referer");
			if (referer) {
				if (URL.canParse(referer)) referer = new URL(referer).pathname;
				computedLocale = computeCurrentLocale(referer, locales, defaultLocale);
			}
		} else {
			let pathname = routeData.pathname;
			if (this.#domainPathname) pathname = this.pathname;
			else if (url && !routeData.pattern.test(url.pathname)) {
				for (const fallbackRoute of routeData.fallbackRoutes) if (fallbackRoute.pattern.test(url.pathname)) {
					pathname = fallbackRoute.pathname;
					break;
				}
			}
			pathname = pathname && !isRoute404or500(routeData) ? pathname : url.pathname ?? this.pathname;
			computedLocale = computeCurrentLocale(pathname, locales, defaultLocale);
			if (routeData.params.length > 0) {
				const localeFromParams = computeCurrentLocaleFromParams(this.params, locales);
				if (localeFromParams) computedLocale = localeFromParams;
			}
		}
		this.#currentLocale = computedLocale ?? fallbackTo;
		return this.#currentLocale;
	}
	computePreferredLocale() {
		const { manifest: { i18n }, request } = this;
		if (!i18n) return;
		return this.#preferredLocale ??= computePreferredLocale(request, i18n.locales);
	}
	computePreferredLocaleList() {
		const { manifest: { i18n }, request } = this;
		if (!i18n) return;
		return this.#preferredLocaleList ??= computePreferredLocaleList(request, i18n.locales);
	}
	/**
	* Lazily loads the route's component module. Returns the cached
	* instance if already loaded. The promise is cached so concurrent
	* callers share the same load.
	*/
	async loadComponentInstance() {
		if (this.componentInstance) return this.componentInstance;
		if (this.#componentInstancePromise) return this.#componentInstancePromise;
		this.#componentInstancePromise = getEnvironment(this.manifest).getComponentByRoute(this.manifest, this.routeData).then((mod) => {
			this.componentInstance = mod;
			return mod;
		});
		return this.#componentInstancePromise;
	}
	/**
	* Registers a context provider under the given key. Handlers call
	* this to contribute values to the request context (e.g. sessions).
	* The `create` factory is called lazily on the first `resolve(key)`.
	*/
	provide(key, provider) {
		(this.#providers ??= /* @__PURE__ */ new Map()).set(key, provider);
	}
	/**
	* Lazily resolves a provider registered under `key`. Calls
	* `provider.create()` on first access and caches the result.
	* Returns `undefined` if no provider was registered for the key.
	*/
	resolve(key) {
		if (this.#providersResolvedValues?.has(key)) return this.#providersResolvedValues.get(key);
		const provider = this.#providers?.get(key);
		if (!provider) return void 0;
		const value = provider.create();
		(this.#providersResolvedValues ??= /* @__PURE__ */ new Map()).set(key, value);
		return value;
	}
	/**
	* Runs all registered `finalize` callbacks. Should be called after
	* the response is produced, typically in a `finally` block.
	*
	* Returns synchronously (no promise allocation) when nothing needs
	* finalizing — important for the hot path where sessions are not used.
	*/
	finalizeAll() {
		if (!this.#providersResolvedValues || this.#providersResolvedValues.size === 0) return;
		let chain;
		for (const [key, provider] of this.#providers) if (provider.finalize && this.#providersResolvedValues.has(key)) {
			const result = provider.finalize(this.#providersResolvedValues.get(key));
			if (result) chain = chain ? chain.then(() => result) : result;
		}
		return chain;
	}
	/**
	* Adds lazy getters to `target` for each registered provider key.
	* Used by context creation (APIContext, Astro global) so that
	* provider values like `session` and `cache` appear as properties
	* without hard-coding the keys.
	*
	* Always defines a `session` getter (returning `undefined` when no
	* provider is registered) so `ctx.session` / `Astro.session` is a
	* present property regardless of whether the sessions handler was
	* included in the pipeline.
	*/
	defineProviderGetters(target) {
		const state = this;
		if (this.#providers) for (const key of this.#providers.keys()) Object.defineProperty(target, key, {
			get: () => state.resolve(key),
			enumerable: true,
			configurable: true
		});
		if (!this.#providers?.has("session")) {
			let warned = false;
			Object.defineProperty(target, "session", {
				get() {
					if (!warned) {
						warned = true;
						state.logger.warn("session", "`Astro.session` was accessed but no session storage is configured. Either configure the storage manually or use an adapter that provides session storage. For more information, see https://docs.astro.build/en/guides/sessions/");
					}
				},
				enumerable: true,
				configurable: true
			});
		}
	}
	/**
	* Resolves the route to use for this request and stores it on
	* `this.routeData`. If the adapter (or the dev server) provided a
	* `routeData` via render options it's already set and this is a
	* no-op. Otherwise we use the app's synchronous route matcher and
	* fall back to a `404.astro` route so middleware can still run.
	*
	* Called eagerly from the constructor so individual handlers
	* (actions, pages, middleware, etc.) always see a resolved route
	* without the caller needing an extra setup step.
	*
	* Once routeData is known, finalizes `this.pathname`: in dev, if the
	* matched route has no `.html` extension, strip `.html` / `/index.html`
	* suffixes so the rendering pipeline sees the canonical pathname.
	*/
	/**
	* Strip `.html` / `/index.html` suffixes from the pathname so the
	* rendering pipeline sees the canonical route path. Only applies to
	* page routes where `.html` is framework-injected. Endpoint routes
	* preserve `.html` because any such suffix is user-provided (e.g.
	* from `getStaticPaths` params). Skipped when the matched route
	* itself has an `.html` extension in its definition.
	*/
	#stripHtmlExtension() {
		if (this.routeData && this.routeData.type === "page" && !routeHasHtmlExtension(this.routeData)) {
			const original = this.pathname;
			this.pathname = this.pathname.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
			if (this.manifest.trailingSlash === "always" && this.pathname !== "" && !this.pathname.endsWith("/")) this.pathname += "/";
			if (this.pathname !== original && this.routeData.pattern.test(original) && !this.routeData.pattern.test(this.pathname)) this.pathname = original;
		}
	}
	#resolveRouteData() {
		if (this.routeData) {
			this.#stripHtmlExtension();
			return;
		}
		const matched = matchRoute(this.manifest, this.pathname);
		if (matched && matched.prerender && this.manifest.serverLike) {
			if (matched.params.length > 0) {
				const allMatches = matchAllRoutes(this.manifest, this.pathname);
				this.routeData = allMatches.find((r) => !r.prerender);
			} else this.routeData = void 0;
		} else this.routeData = matched;
		this.logger.debug("router", "Astro matched the following route for " + this.request.url);
		this.logger.debug("router", "RouteData:\n" + this.routeData);
		if (!this.routeData) {
			const custom404 = getCustom404Route(getRouteTable(this.manifest));
			if (custom404 && !custom404.prerender) this.routeData = custom404;
		}
		if (!this.routeData) {
			this.logger.debug("router", "Astro hasn't found routes that match " + this.request.url);
			this.logger.debug("router", "Here's the available routes:\n", getRouteTable(this.manifest));
			return;
		}
		this.#stripHtmlExtension();
	}
	/**
	* Strips the manifest's base from a normalized request pathname and prepends
	* a forward slash.
	*
	* Mirrors `BaseApp.removeBase`: the router matches against this stripped path
	* while middleware reads the un-stripped `context.url.pathname`, so both must
	* strip the base identically.
	*/
	#computePathname(normalizedPathname) {
		return prependForwardSlash(stripRequestBase(normalizedPathname, this.manifest.base));
	}
	/**
	* Decodes and normalizes the public request pathname before deriving the
	* separate pathname used for route matching.
	*/
	#normalizePathname(pathname) {
		try {
			pathname = validateAndDecodePathname(pathname);
		} catch (e) {
			if (e instanceof MultiLevelEncodingError) this.invalidEncoding = true;
			else this.logger.error(null, e.toString());
		}
		return collapseDuplicateSlashes(pathname);
	}
	/**
	* Reads X-Forwarded-Proto, X-Forwarded-Host, and X-Forwarded-Port
	* from the request headers, validates them against the manifest's
	* `allowedDomains`, and updates `this.url` accordingly. Also resolves
	* `clientAddress` from X-Forwarded-For when the host is trusted.
	*
	* Only called when `allowedDomains` is configured — without it,
	* forwarded headers are never trusted.
	*/
	#applyForwardedHeaders() {
		const headers = this.request.headers;
		const allowedDomains = this.manifest.allowedDomains;
		const validated = validateForwardedHeaders(getFirstForwardedValue(headers.get("x-forwarded-proto") ?? void 0), getFirstForwardedValue(headers.get("x-forwarded-host") ?? void 0), getFirstForwardedValue(headers.get("x-forwarded-port") ?? void 0), allowedDomains);
		if (!validated.protocol && !validated.host && !validated.port) return;
		if (validated.protocol) this.url.protocol = validated.protocol + ":";
		if (validated.host) {
			const colonIdx = validated.host.indexOf(":");
			if (colonIdx !== -1) {
				this.url.hostname = validated.host.slice(0, colonIdx);
				this.url.port = validated.host.slice(colonIdx + 1);
			} else {
				this.url.hostname = validated.host;
				this.url.port = "";
			}
		}
		if (validated.port) this.url.port = validated.port;
		if (validated.host !== void 0 && !this.clientAddress) {
			const forwardedFor = getFirstForwardedValue(this.request.headers.get("x-forwarded-for") ?? void 0);
			if (forwardedFor) this.clientAddress = forwardedFor;
		}
		this.request = new Request(this.url, this.request);
	}
	/**
	* Returns the resolved `props` for this render, computing them lazily
	* from the route + component module on first access. If the
	* `initialProps` already carries user-supplied props (e.g. the
	* container API) those are used verbatim.
	*/
	async getProps() {
		if (this.props !== null) return this.props;
		if (Object.keys(this.initialProps).length > 0) {
			this.props = this.initialProps;
			return this.props;
		}
		const mod = await this.loadComponentInstance();
		this.props = await getProps({
			mod,
			routeData: this.routeData,
			routeCache: getRouteCache(this.manifest),
			pathname: this.pathname,
			logger: this.logger,
			serverLike: this.manifest.serverLike,
			base: this.manifest.base,
			trailingSlash: this.manifest.trailingSlash
		});
		return this.props;
	}
	/**
	* Returns the `ActionAPIContext` for this render, creating it lazily.
	* Used by middleware, actions, and page dispatch.
	*/
	getActionAPIContext() {
		if (this.actionApiContext !== null) return this.actionApiContext;
		const state = this;
		const ctx = {
			get cookies() {
				return state.cookies;
			},
			routePattern: this.routeData.route,
			isPrerendered: this.routeData.prerender,
			get clientAddress() {
				return state.getClientAddress();
			},
			get currentLocale() {
				return state.computeCurrentLocale();
			},
			generator: ASTRO_GENERATOR,
			get locals() {
				return state.locals;
			},
			set locals(_) {
				throw new AstroError(LocalsReassigned);
			},
			params: this.params,
			get preferredLocale() {
				return state.computePreferredLocale();
			},
			get preferredLocaleList() {
				return state.computePreferredLocaleList();
			},
			request: this.request,
			site: getSite(this.manifest),
			url: this.url,
			get originPathname() {
				return getOriginPathname(state.request);
			},
			get csp() {
				return state.getCsp();
			},
			get logger() {
				return astroToRuntimeLogger(state.logger);
			}
		};
		this.defineProviderGetters(ctx);
		this.actionApiContext = ctx;
		return this.actionApiContext;
	}
	/**
	* Returns the `APIContext` for this render, creating it lazily from
	* the memoized props + action context.
	*
	* Callers must ensure `getProps()` has resolved at least once before
	* calling this.
	*/
	getAPIContext() {
		if (this.apiContext !== null) return this.apiContext;
		const actionApiContext = this.getActionAPIContext();
		const state = this;
		const redirect = (path, status = 302) => new Response(null, {
			status,
			headers: { Location: path }
		});
		const rewrite = async (reroutePayload) => {
			return await state.rewrite(reroutePayload);
		};
		actionApiContext[fetchStateSymbol] = this;
		this.apiContext = Object.assign(actionApiContext, {
			props: this.props,
			redirect,
			rewrite,
			getActionResult: createGetActionResult(actionApiContext.locals),
			callAction: createCallAction(actionApiContext)
		});
		return this.apiContext;
	}
	/**
	* Invalidates the cached `APIContext` so the next `getAPIContext()`
	* call re-derives it from the (possibly mutated) state. Used
	* after an in-flight rewrite swaps the route / request / params.
	*/
	invalidateContexts() {
		this.props = null;
		this.actionApiContext = null;
		this.apiContext = null;
	}
	resetResponseMetadata() {
		this.responseRouteType = void 0;
		this.skipErrorReroute = false;
	}
};
// node_modules/@astrojs/internal-helpers/dist/object.js
var FORBIDDEN_PATH_KEYS = /* @__PURE__ */ new Set([
	"__proto__",
	"constructor",
	"prototype"
]);
// node_modules/astro/dist/actions/noop-actions.js
var NOOP_ACTIONS_MOD = { server: {} };
// node_modules/astro/dist/actions/load.js
var actionsMemo = createAsyncManifestMemo(async (manifest) => manifest.actions ? await manifest.actions() : NOOP_ACTIONS_MOD);
function getActions(manifest) {
	return actionsMemo.get(manifest);
}
async function getAction(manifest, path) {
	const pathKeys = path.split(".").map((key) => decodeURIComponent(key));
	let { server } = await getActions(manifest);
	if (!server || !(typeof server === "object")) throw new TypeError(`Expected \`server\` export in actions file to be an object. Received ${typeof server}.`);
	for (const key of pathKeys) {
		if (typeof server === "function") throw new AstroError({
			...ActionNotFoundError,
			message: ActionNotFoundError.message(pathKeys.join("."))
		});
		if (FORBIDDEN_PATH_KEYS.has(key)) throw new AstroError({
			...ActionNotFoundError,
			message: ActionNotFoundError.message(pathKeys.join("."))
		});
		if (!Object.hasOwn(server, key)) throw new AstroError({
			...ActionNotFoundError,
			message: ActionNotFoundError.message(pathKeys.join("."))
		});
		server = server[key];
	}
	if (typeof server !== "function") throw new TypeError(`Expected handler for action ${pathKeys.join(".")} to be a function. Received ${typeof server}.`);
	return server;
}
// node_modules/astro/dist/actions/runtime/server.js
function getActionContext(context) {
	const callerInfo = getCallerInfo(context);
	const actionResultAlreadySet = Boolean(context.locals._actionPayload);
	let action = void 0;
	if (callerInfo && context.request.method === "POST" && !actionResultAlreadySet) action = {
		calledFrom: callerInfo.from,
		name: callerInfo.name,
		handler: async () => {
			const { manifest } = getFetchStateFromAPIContext(context);
			const callerInfoName = shouldAppendForwardSlash(manifest.trailingSlash, manifest.buildFormat) ? removeTrailingForwardSlash(callerInfo.name) : callerInfo.name;
			let baseAction;
			try {
				baseAction = await getAction(manifest, callerInfoName);
			} catch (error) {
				if (error instanceof Error && "name" in error && typeof error.name === "string" && error.name === ActionNotFoundError.name) return {
					data: void 0,
					error: new ActionError({ code: "NOT_FOUND" })
				};
				throw error;
			}
			const bodySizeLimit = manifest.actionBodySizeLimit;
			let input;
			try {
				input = await parseRequestBody(context.request, bodySizeLimit);
			} catch (e) {
				if (e instanceof ActionError) return {
					data: void 0,
					error: e
				};
				if (e instanceof TypeError) return {
					data: void 0,
					error: new ActionError({ code: "UNSUPPORTED_MEDIA_TYPE" })
				};
				throw e;
			}
			const omitKeys = [
				"props",
				"getActionResult",
				"callAction",
				"redirect"
			];
			const actionAPIContext = Object.create(Object.getPrototypeOf(context), Object.fromEntries(Object.entries(Object.getOwnPropertyDescriptors(context)).filter(([key]) => !omitKeys.includes(key))));
			Reflect.set(actionAPIContext, ACTION_API_CONTEXT_SYMBOL, true);
			return baseAction.bind(actionAPIContext)(input);
		}
	};
	function setActionResult(actionName, actionResult) {
		context.locals._actionPayload = {
			actionResult,
			actionName
		};
	}
	return {
		action,
		setActionResult,
		serializeActionResult,
		deserializeActionResult
	};
}
function getCallerInfo(ctx) {
	if (ctx.routePattern === "/_actions/[...path]") return {
		from: "rpc",
		name: ctx.url.pathname.replace(/^.*\/_actions\//, "")
	};
	const queryParam = ctx.url.searchParams.get(ACTION_QUERY_PARAMS.actionName);
	if (queryParam) return {
		from: "form",
		name: queryParam
	};
}
async function parseRequestBody(request, bodySizeLimit) {
	const contentType = request.headers.get("content-type");
	const contentLengthHeader = request.headers.get("content-length");
	const contentLength = contentLengthHeader ? Number.parseInt(contentLengthHeader, 10) : void 0;
	const hasContentLength = typeof contentLength === "number" && Number.isFinite(contentLength);
	if (!contentType) return void 0;
	if (hasContentLength && contentLength > bodySizeLimit) throw new ActionError({
		code: "CONTENT_TOO_LARGE",
		message: `Request body exceeds ${bodySizeLimit} bytes`
	});
	try {
		if (hasContentType(contentType, formContentTypes)) {
			if (!hasContentLength) {
				const body = await readBodyWithLimit(request.clone(), bodySizeLimit);
				return await new Request(request.url, {
					method: request.method,
					headers: request.headers,
					body: toArrayBuffer(body)
				}).formData();
			}
			return await request.clone().formData();
		}
		if (hasContentType(contentType, ["application/json"])) {
			if (contentLength === 0) return void 0;
			if (!hasContentLength) {
				const body = await readBodyWithLimit(request.clone(), bodySizeLimit);
				if (body.byteLength === 0) return void 0;
				return JSON.parse(new TextDecoder().decode(body));
			}
			return await request.clone().json();
		}
	} catch (e) {
		if (e instanceof BodySizeLimitError) throw new ActionError({
			code: "CONTENT_TOO_LARGE",
			message: `Request body exceeds ${bodySizeLimit} bytes`
		});
		throw e;
	}
	throw new TypeError("Unsupported content type");
}
var ACTION_API_CONTEXT_SYMBOL = /* @__PURE__ */ Symbol.for("astro.actionAPIContext");
var formContentTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];
function hasContentType(contentType, expected) {
	const type = contentType.split(";")[0].toLowerCase();
	return expected.some((t) => type === t);
}
function serializeActionResult(res) {
	if (res.error) {
		if (Object.assign({
			"ASSETS_PREFIX": void 0,
			"BASE_URL": "/",
			"DEV": false,
			"MODE": "production",
			"PROD": true,
			"SITE": "http://localhost:4792",
			"SSR": true
		}, {})?.DEV) actionResultErrorStack.set(res.error.stack);
		let body2;
		if (res.error instanceof ActionInputError) body2 = {
			type: res.error.type,
			issues: res.error.issues,
			fields: res.error.fields
		};
		else body2 = {
			...res.error,
			message: res.error.message
		};
		return {
			type: "error",
			status: res.error.status,
			contentType: "application/json",
			body: JSON.stringify(body2)
		};
	}
	if (res.data === void 0) return {
		type: "empty",
		status: 204
	};
	let body;
	try {
		body = stringify(res.data, { URL: (value) => value instanceof URL && value.href });
	} catch (e) {
		let hint = ActionsReturnedInvalidDataError.hint;
		if (res.data instanceof Response) hint = REDIRECT_STATUS_CODES.includes(res.data.status) ? "If you need to redirect when the action succeeds, trigger a redirect where the action is called. See the Actions guide for server and client redirect examples: https://docs.astro.build/en/guides/actions." : "If you need to return a Response object, try using a server endpoint instead. See https://docs.astro.build/en/guides/endpoints/#server-endpoints-api-routes";
		throw new AstroError({
			...ActionsReturnedInvalidDataError,
			message: ActionsReturnedInvalidDataError.message(String(e)),
			hint
		});
	}
	return {
		type: "data",
		status: 200,
		contentType: "application/json+devalue",
		body
	};
}
function toArrayBuffer(buffer) {
	const copy = new Uint8Array(buffer.byteLength);
	copy.set(buffer);
	return copy.buffer;
}
// node_modules/astro/dist/actions/handler.js
function handleAction(apiContext, state) {
	markFeatureUsed(state.manifest, FetchFeatures.actions);
	if (apiContext.isPrerendered) return;
	const { action, setActionResult } = getActionContext(apiContext);
	if (!action) return;
	if (state.manifest.checkOrigin && isForbiddenCrossOriginRequest(apiContext.request, apiContext.url, apiContext.isPrerendered)) return Promise.resolve(createCrossOriginForbiddenResponse(apiContext.request));
	return executeAction(action, setActionResult);
}
async function executeAction(action, setActionResult) {
	const serialized = serializeActionResult(await action.handler());
	if (action.calledFrom === "rpc") {
		if (serialized.type === "empty") return new Response(null, { status: serialized.status });
		return new Response(serialized.body, {
			status: serialized.status,
			headers: { "Content-Type": serialized.contentType }
		});
	}
	setActionResult(action.name, serialized);
}
// node_modules/astro/dist/core/routing/3xx.js
function redirectTemplate({ status, absoluteLocation, relativeLocation, from }) {
	const delay = status === 302 ? 2 : 0;
	const rel = escape(String(relativeLocation));
	return `<!doctype html>
<title>Redirecting to: ${rel}</title>
<meta http-equiv="refresh" content="${delay};url=${rel}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${escape(String(absoluteLocation))}">
<body>
	<a href="${rel}">Redirecting ${from ? `from <code>${escape(from)}</code> ` : ""}to <code>${rel}</code></a>
</body>`;
}
// node_modules/astro/dist/core/routing/trailing-slash-handler.js
function handleTrailingSlash(state) {
	const url = new URL(state.request.url);
	const redirect = redirectTrailingSlash(state.manifest.trailingSlash, url.pathname);
	if (redirect === url.pathname) return;
	const addCookieHeader = state.renderOptions.addCookieHeader;
	const status = state.request.method === "GET" ? 301 : 308;
	const location = redirect + url.search;
	const response = new Response(redirectTemplate({
		status,
		relativeLocation: location,
		absoluteLocation: location,
		from: state.request.url
	}), {
		status,
		headers: { location }
	});
	prepareResponse(response, { addCookieHeader });
	return response;
}
function redirectTrailingSlash(trailingSlash, pathname) {
	if (pathname === "/" || isInternalPath(pathname)) return pathname;
	const path = collapseDuplicateTrailingSlashes(pathname, trailingSlash !== "never");
	if (path !== pathname) return path;
	if (trailingSlash === "ignore") return pathname;
	if (trailingSlash === "always" && !hasFileExtension(pathname)) return appendForwardSlash(pathname);
	if (trailingSlash === "never") return removeTrailingForwardSlash(pathname);
	return pathname;
}
// node_modules/astro/dist/core/cache/provider.js
var cacheProviderMemo = createAsyncManifestMemo(async (manifest) => {
	if (manifest.cacheProvider) {
		const factory = (await manifest.cacheProvider())?.default || null;
		return factory ? factory(manifest.cacheConfig?.options) : null;
	}
	return null;
});
function getCacheProvider(manifest) {
	return cacheProviderMemo.get(manifest);
}
// node_modules/astro/dist/core/cache/runtime/utils.js
function defaultSetHeaders(options) {
	const headers = new Headers();
	const directives = [];
	if (options.maxAge !== void 0) directives.push(`max-age=${options.maxAge}`);
	if (options.swr !== void 0) directives.push(`stale-while-revalidate=${options.swr}`);
	if (directives.length > 0) headers.set("CDN-Cache-Control", directives.join(", "));
	if (options.tags && options.tags.length > 0) headers.set("Cache-Tag", options.tags.join(", "));
	if (options.lastModified) headers.set("Last-Modified", options.lastModified.toUTCString());
	if (options.etag) headers.set("ETag", options.etag);
	return headers;
}
function isLiveDataEntry(value) {
	return value != null && typeof value === "object" && "id" in value && "data" in value && "cacheHint" in value;
}
// node_modules/astro/dist/core/cache/runtime/cache.js
var APPLY_HEADERS = /* @__PURE__ */ Symbol.for("astro:cache:apply");
var IS_ACTIVE = /* @__PURE__ */ Symbol.for("astro:cache:active");
var AstroCache = class {
	#options = {};
	#tags = /* @__PURE__ */ new Set();
	#disabled = false;
	#provider;
	enabled = true;
	constructor(provider) {
		this.#provider = provider;
	}
	set(input) {
		if (input === false) {
			this.#disabled = true;
			this.#tags.clear();
			this.#options = {};
			return;
		}
		this.#disabled = false;
		let options;
		if (isLiveDataEntry(input)) {
			if (!input.cacheHint) return;
			options = input.cacheHint;
		} else options = input;
		if ("maxAge" in options && options.maxAge !== void 0) this.#options.maxAge = options.maxAge;
		if ("swr" in options && options.swr !== void 0) this.#options.swr = options.swr;
		if ("etag" in options && options.etag !== void 0) this.#options.etag = options.etag;
		if (options.lastModified !== void 0) {
			if (!this.#options.lastModified || options.lastModified > this.#options.lastModified) this.#options.lastModified = options.lastModified;
		}
		if (options.tags) for (const tag of options.tags) this.#tags.add(tag);
	}
	get tags() {
		return [...this.#tags];
	}
	/**
	* Get the current cache options (read-only snapshot).
	* Includes all accumulated options: maxAge, swr, tags, etag, lastModified.
	*/
	get options() {
		return {
			...this.#options,
			tags: this.tags
		};
	}
	async invalidate(input) {
		if (!this.#provider) throw new AstroError(CacheNotEnabled);
		let options;
		if (isLiveDataEntry(input)) options = { tags: input.cacheHint?.tags ?? [] };
		else options = input;
		return this.#provider.invalidate(options);
	}
	/** @internal */
	[APPLY_HEADERS](response, request) {
		if (this.#disabled) return;
		const finalOptions = {
			...this.#options,
			tags: this.tags
		};
		if (finalOptions.maxAge === void 0 && !finalOptions.tags?.length) return;
		const headers = this.#provider?.setHeaders?.(finalOptions, request) ?? defaultSetHeaders(finalOptions);
		for (const [key, value] of headers) response.headers.set(key, value);
		if (!response.headers.has("Cache-Control") && !response.headers.has("Expires") && (response.headers.has("Last-Modified") || response.headers.has("ETag"))) response.headers.set("Cache-Control", "no-cache");
	}
	/** @internal */
	get [IS_ACTIVE]() {
		return !this.#disabled && (this.#options.maxAge !== void 0 || this.#tags.size > 0);
	}
};
function applyCacheHeaders(cache, response, request) {
	if (APPLY_HEADERS in cache) cache[APPLY_HEADERS](response, request);
}
// node_modules/astro/dist/core/routing/parts.js
var ROUTE_DYNAMIC_SPLIT = /\[(.+?\(.+?\)|.+?)\]/;
var ROUTE_SPREAD = /^\.{3}.+$/;
function getParts(part, file) {
	const result = [];
	part.split(ROUTE_DYNAMIC_SPLIT).map((str, i) => {
		if (!str) return;
		const dynamic = i % 2 === 1;
		const [, content] = dynamic ? /([^(]+)$/.exec(str) || [null, null] : [null, str];
		if (!content || dynamic && !/^(?:\.\.\.)?[\w$]+$/.test(content)) throw new Error(`Invalid route ${file} \u2014 parameter name must match /^[a-zA-Z0-9_$]+$/`);
		result.push({
			content,
			dynamic,
			spread: dynamic && ROUTE_SPREAD.test(content)
		});
	});
	return result;
}
// node_modules/astro/dist/core/cache/runtime/route-matching.js
function compileCacheRoutes(routes, base, trailingSlash) {
	const compiled = Object.entries(routes).map(([path, options]) => {
		const segments = removeLeadingForwardSlash(path).split("/").filter(Boolean).map((s) => getParts(s, path));
		return {
			pattern: getPattern(segments, base, trailingSlash),
			options,
			segments,
			route: path
		};
	});
	compiled.sort((a, b) => routeComparator({
		segments: a.segments,
		route: a.route,
		type: "page"
	}, {
		segments: b.segments,
		route: b.route,
		type: "page"
	}));
	return compiled;
}
function matchCacheRoute(pathname, compiledRoutes) {
	for (const route of compiledRoutes) if (route.pattern.test(pathname)) return route.options;
	return null;
}
// node_modules/astro/dist/core/cache/handler.js
var CACHE_KEY = "cache";
function provideCache(state) {
	const manifest = state.manifest;
	if (!manifest.cacheConfig) {
		state.provide(CACHE_KEY, { create: () => new DisabledAstroCache(state.logger) });
		return;
	}
	if (getEnvironment(manifest).runtimeMode === "development") {
		state.provide(CACHE_KEY, { create: () => new NoopAstroCache() });
		return;
	}
	return provideCacheAsync(state, manifest);
}
async function provideCacheAsync(state, manifest) {
	const cacheProvider = await getCacheProvider(manifest);
	state.provide(CACHE_KEY, { create() {
		const cache = new AstroCache(cacheProvider);
		if (manifest.cacheConfig?.routes) {
			const matched = matchCacheRoute(state.pathname, getCompiledCacheRoutes(manifest));
			if (matched) cache.set(matched);
		}
		return cache;
	} });
}
async function handleCache(state, next) {
	markFeatureUsed(state.manifest, FetchFeatures.cache);
	if (!state.manifest.cacheProvider) return next();
	const cache = state.resolve(CACHE_KEY);
	const cacheProvider = await getCacheProvider(state.manifest);
	if (cacheProvider?.onRequest) {
		const response2 = await cacheProvider.onRequest({
			request: state.request,
			url: new URL(state.request.url),
			waitUntil: state.renderOptions.waitUntil,
			logger: {
				info(msg) {
					state.logger.info("cache", msg);
				},
				warn(msg) {
					state.logger.warn("cache", msg);
				},
				error(msg) {
					state.logger.error("cache", msg);
				}
			}
		}, async () => {
			const res = await next();
			applyCacheHeaders(cache, res, state.request);
			return res;
		});
		response2.headers.delete("CDN-Cache-Control");
		response2.headers.delete("Cache-Tag");
		return response2;
	}
	const response = await next();
	applyCacheHeaders(cache, response, state.request);
	return response;
}
var compiledCacheRoutesMemo = createManifestMemo((manifest) => manifest.cacheConfig?.routes ? compileCacheRoutes(manifest.cacheConfig.routes, manifest.base, manifest.trailingSlash) : []);
function getCompiledCacheRoutes(manifest) {
	return compiledCacheRoutesMemo.get(manifest);
}
// node_modules/astro/dist/core/redirects/render.js
function isExternalURL(url) {
	return url.startsWith("http://") || url.startsWith("https://") || url.startsWith("//");
}
function redirectIsExternal(redirect) {
	if (typeof redirect === "string") return isExternalURL(redirect);
	else return isExternalURL(redirect.destination);
}
function computeRedirectStatus(method, redirect, redirectRoute) {
	return redirectRoute && typeof redirect === "object" ? redirect.status : method === "GET" ? 301 : 308;
}
function resolveRedirectTarget(params, redirect, redirectRoute, trailingSlash) {
	if (typeof redirectRoute !== "undefined") return getRouteGenerator(redirectRoute.segments, trailingSlash)(params) || redirectRoute?.pathname || "/";
	else if (typeof redirect === "string") {
		if (redirectIsExternal(redirect)) return redirect;
		else {
			let target = redirect;
			for (const param of Object.keys(params)) {
				const paramValue = params[param];
				target = target.replace(`[${param}]`, () => paramValue).replace(`[...${param}]`, () => paramValue);
			}
			return target;
		}
	} else if (typeof redirect === "undefined") return "/";
	return redirect.destination;
}
async function renderRedirect(state) {
	markFeatureUsed(state.manifest, FetchFeatures.redirects);
	const { redirect, redirectRoute } = state.routeData;
	const status = computeRedirectStatus(state.request.method, redirect, redirectRoute);
	const headers = { location: encodeURI(resolveRedirectTarget(state.params, redirect, redirectRoute, state.manifest.trailingSlash)) };
	if (redirect && redirectIsExternal(redirect)) {
		if (typeof redirect === "string") return Response.redirect(redirect, status);
		else return Response.redirect(redirect.destination, status);
	}
	return new Response(null, {
		status,
		headers
	});
}
// node_modules/astro/dist/core/routing/handler.js
function logRequestFromState(state, payload) {
	if (state.logRequest) state.logRequest(payload);
	else getEnvironment(state.manifest).logRequest(state.manifest, payload);
}
function actionsAndPages(state, ctx) {
	if (!state.skipMiddleware) {
		const actionResult = handleAction(ctx, state);
		if (actionResult) return actionResult.then((response) => response ?? handlePages(state, ctx));
	}
	return handlePages(state, ctx);
}
async function handleRequest(state) {
	await getResolvedLogger(state.manifest);
	markFeatureUsed(state.manifest, ALL_FETCH_FEATURES);
	if (state.invalidEncoding) return new Response(null, {
		status: 400,
		statusText: "Bad Request"
	});
	const trailingSlashRedirect = handleTrailingSlash(state);
	if (trailingSlashRedirect) return trailingSlashRedirect;
	if (!state.routeData) return renderErrorFromState(state, state.request, {
		...state.renderOptions,
		status: 404,
		pathname: state.pathname
	});
	return render(state);
}
async function render(state) {
	const routeData = state.routeData;
	const pathname = state.pathname;
	const request = state.request;
	const { addCookieHeader } = state.renderOptions;
	state.status = getDefaultStatusCode(state.manifest, routeData, pathname);
	let response;
	let finalizeError;
	try {
		const sessionP = state.manifest.sessionConfig ? provideSession(state) : void 0;
		const cacheP = provideCache(state);
		if (sessionP || cacheP) await Promise.all([sessionP, cacheP]);
		markFeatureUsed(state.manifest, FetchFeatures.sessions);
		if (routeData.type === "redirect") {
			const redirectResponse = await renderRedirect(state);
			logRequestFromState(state, {
				pathname,
				method: request.method,
				statusCode: redirectResponse.status,
				isRewrite: false,
				timeStart: state.timeStart
			});
			prepareResponse(redirectResponse, { addCookieHeader });
			state.logger.flush();
			return redirectResponse;
		}
		const i18n = getI18n(state.manifest);
		if (!state.manifest.cacheProvider) {
			markFeatureUsed(state.manifest, FetchFeatures.cache);
			response = await handleMiddleware(state, actionsAndPages);
			if (i18n) response = await finalizeI18n(i18n, state, response);
		} else {
			const runPipeline = async () => {
				let res = await handleMiddleware(state, actionsAndPages);
				if (i18n) res = await finalizeI18n(i18n, state, res);
				return res;
			};
			response = await handleCache(state, runPipeline);
		}
		logRequestFromState(state, {
			pathname,
			method: request.method,
			statusCode: response.status,
			isRewrite: state.isRewriting,
			timeStart: state.timeStart
		});
	} catch (err) {
		state.logger.error(null, err.stack || err.message || String(err));
		return renderErrorFromState(state, request, {
			...state.renderOptions,
			status: 500,
			error: err,
			pathname: state.pathname
		});
	} finally {
		try {
			const finalize = state.finalizeAll();
			if (finalize) await finalize;
		} catch (err) {
			finalizeError = err;
			state.logger.error(null, err.stack || err.message || String(err));
		}
	}
	if (finalizeError) return renderErrorFromState(state, request, {
		...state.renderOptions,
		status: 500,
		error: finalizeError,
		pathname: state.pathname
	});
	if (REROUTABLE_STATUS_CODES.includes(response.status) && response.body === null && !state.skipErrorReroute) return renderErrorFromState(state, request, {
		...state.renderOptions,
		response,
		status: response.status,
		error: response.status === 500 ? null : void 0,
		pathname: state.pathname
	});
	prepareResponse(response, { addCookieHeader });
	state.logger.flush();
	return response;
}
// node_modules/astro/dist/core/fetch/default-handler.js
var DefaultFetchHandler = class {
	#manifest;
	/**
	* `BaseApp` passes itself so states resolve that app's manifest ahead of
	* the ambient one; generated builds construct the handler with no
	* arguments and use the ambient manifest.
	*/
	constructor(app) {
		this.#manifest = app?.manifest;
	}
	fetch = (request) => {
		const options = getRenderOptions(request);
		return handleRequest(new FetchState(this.#manifest ?? getAmbientManifest(), request, options));
	};
};
// node_modules/astro/dist/core/routing/match-request.js
function safeDecodePathname(manifest, pathname) {
	try {
		return validateAndDecodePathname(pathname);
	} catch (e) {
		new AstroIntegrationLogger(getLogger(manifest).options, manifest.adapterName).debug(e.toString());
		try {
			return decodeURI(pathname);
		} catch {
			return pathname;
		}
	}
}
function matchRequest(manifest, request, allowPrerenderedRoutes = false) {
	const url = new URL(request.url);
	if (manifest.assets.has(url.pathname)) return void 0;
	let pathname = computePathnameFromDomain(request, url, manifest.i18n, manifest.base, manifest.trailingSlash, manifest.allowedDomains, getLogger(manifest));
	if (!pathname) pathname = prependForwardSlash(stripRequestBase(url.pathname, manifest.base));
	pathname = safeDecodePathname(manifest, pathname);
	const routeData = matchRoute(manifest, pathname);
	if (!routeData) return void 0;
	if (allowPrerenderedRoutes) return routeData;
	if (routeData.prerender) {
		if (routeData.params.length > 0) return matchAllRoutes(manifest, pathname).find((r) => !r.prerender);
		return;
	}
	return routeData;
}
// node_modules/astro/dist/core/app/base.js
var BaseApp = class BaseApp {
	manifest;
	#adapterLogger;
	baseWithoutTrailingSlash;
	/**
	* The streaming flag passed to the constructor, surfaced through the
	* protected `resolveStreaming()` hook and fed into the internal
	* `FetchState` facade hooks on the fast path.
	*/
	#streaming;
	/**
	* The handler that turns incoming `Request` objects into `Response`s.
	* Defaults to a `DefaultFetchHandler` pinned to this app and can be
	* overridden via `setFetchHandler` — typically by the bundled
	* entrypoint after importing `virtual:astro:fetchable`.
	*/
	#fetchHandler;
	#errorHandler;
	/**
	* Whether a custom fetch handler (from `src/fetch.ts`) has been set
	* via `setFetchHandler`. When false, the `DefaultFetchHandler` is
	* in use and all features are implicitly active.
	*/
	#hasCustomFetchHandler = false;
	/**
	* Whether the missing-feature check has already run. We only want
	* to warn once — after the first request in dev, or at build end.
	*/
	#featureCheckDone = false;
	get logger() {
		return getLogger(this.manifest);
	}
	/**
	* Route data derived from the manifest, used for route matching. Reads and
	* writes go through the single per-manifest route table, so HMR updates are
	* visible to every consumer at once.
	*/
	get manifestData() {
		return getRouteTable(this.manifest);
	}
	set manifestData(routesList) {
		updateRouteTable(this.manifest, routesList.routes);
	}
	get adapterLogger() {
		const currentOptions = this.logger.options;
		if (!this.#adapterLogger || this.#adapterLogger.options !== currentOptions) this.#adapterLogger = new AstroIntegrationLogger(currentOptions, this.manifest.adapterName);
		return this.#adapterLogger;
	}
	constructor(manifest, streaming = true) {
		this.manifest = manifest;
		this.baseWithoutTrailingSlash = removeTrailingForwardSlash(manifest.base);
		this.#streaming = streaming;
		getRouteTable(manifest);
		getLogger(manifest);
		this.#fetchHandler = new DefaultFetchHandler(this);
		this.#errorHandler = this.createErrorHandler();
	}
	/**
	* Resolves the user-configured logger destination from the manifest and
	* returns the logger. Lazy and only resolves once; safe to call before
	* the first render (adapters use this to log startup messages through
	* the configured destination).
	*/
	getLogger() {
		return getResolvedLogger(this.manifest);
	}
	/**
	* The streaming flag fed into the internal `FetchState` facade hooks on
	* the fast path. Returns the constructor flag by
	* default; `BuildApp` overrides this to return `undefined` so streaming
	* falls through to the environment default (`manifest.serverLike`).
	*/
	resolveStreaming() {
		return this.#streaming;
	}
	/**
	* Override the fetch handler used to dispatch requests. Entrypoints
	* call this with the default export of `virtual:astro:fetchable` to
	* plug in a user-authored handler from `src/fetch.ts`.
	*/
	setFetchHandler(handler) {
		this.#fetchHandler = handler;
		this.#hasCustomFetchHandler = !(handler instanceof DefaultFetchHandler);
	}
	/**
	* Returns the error handler used by this app. The default is a thin
	* bridge over the functional error API — strategy selection (production
	* default / dev / build) is environment-driven inside `renderErrorPage`.
	* External subclasses can override this to customize error rendering.
	*/
	createErrorHandler() {
		return { renderError: (request, options) => renderErrorPage(this.manifest, request, options) };
	}
	/**
	* Resets the cached adapter logger so it picks up a new logger instance.
	* Used by BuildApp when the logger is replaced via setOptions().
	*/
	resetAdapterLogger() {
		this.#adapterLogger = void 0;
	}
	getAllowedDomains() {
		return this.manifest.allowedDomains;
	}
	matchesAllowedDomains(forwardedHost, protocol) {
		return BaseApp.validateForwardedHost(forwardedHost, this.manifest.allowedDomains, protocol);
	}
	static validateForwardedHost(forwardedHost, allowedDomains, protocol) {
		if (!allowedDomains || allowedDomains.length === 0) return false;
		try {
			const testUrl = new URL(`${protocol || "https"}://${forwardedHost}`);
			return allowedDomains.some((pattern) => {
				return matchPattern(testUrl, pattern);
			});
		} catch {
			return false;
		}
	}
	set setManifestData(newManifestData) {
		updateRouteTable(this.manifest, newManifestData.routes);
	}
	removeBase(pathname) {
		return stripRequestBase(pathname, this.manifest.base);
	}
	/**
	* Fully decodes a pathname, falling back to a single decode and then the raw pathname
	* when validation fails. Adapter matching runs before `render()`, so it must not throw
	* for request input that render-time validation handles.
	*/
	safeDecodePathname(pathname) {
		try {
			return validateAndDecodePathname(pathname);
		} catch (e) {
			this.adapterLogger.debug(e.toString());
			try {
				return decodeURI(pathname);
			} catch {
				return pathname;
			}
		}
	}
	/**
	* Extracts the base-stripped, decoded pathname from a request.
	* Used by adapters to compute the pathname for dev-mode route matching.
	*/
	getPathnameFromRequest(request) {
		const url = new URL(request.url);
		const pathname = prependForwardSlash(this.removeBase(url.pathname));
		return this.safeDecodePathname(pathname);
	}
	/**
	* Given a `Request`, it returns the `RouteData` that matches its `pathname`. By default, prerendered
	* routes aren't returned, even if they are matched.
	*
	* When `allowPrerenderedRoutes` is `true`, the function returns matched prerendered routes too.
	* @param request
	* @param allowPrerenderedRoutes
	*/
	match(request, allowPrerenderedRoutes = false) {
		return matchRequest(this.manifest, request, allowPrerenderedRoutes);
	}
	/**
	* A matching route function to use in the development server.
	* Contrary to the `.match` function, this function resolves props and params, returning the correct
	* route based on the priority, segments. It also returns the correct, resolved pathname.
	* @param pathname
	*/
	devMatch(pathname) {}
	computePathnameFromDomain(request) {
		return computePathnameFromDomain(request, new URL(request.url), this.manifest.i18n, this.manifest.base, this.manifest.trailingSlash, this.manifest.allowedDomains, this.logger);
	}
	async render(request, { addCookieHeader = false, clientAddress = Reflect.get(request, clientAddressSymbol), locals, prerenderedErrorPageFetch = fetch, routeData, waitUntil } = {}) {
		await getResolvedLogger(this.manifest);
		if (routeData) {
			this.logger.debug("router", "The adapter " + this.manifest.adapterName + " provided a custom RouteData for ", request.url);
			this.logger.debug("router", "RouteData");
			this.logger.debug("router", routeData);
		}
		if (locals) {
			if (typeof locals !== "object") {
				const error = new AstroError(LocalsNotAnObject);
				this.logger.error(null, error.stack);
				return this.renderError(request, {
					addCookieHeader,
					clientAddress,
					prerenderedErrorPageFetch,
					locals: void 0,
					routeData,
					waitUntil,
					status: 500,
					error
				});
			}
		}
		if (!routeData) {
			const domainPathname = this.computePathnameFromDomain(request);
			if (domainPathname) routeData = matchRoute(this.manifest, this.safeDecodePathname(domainPathname));
		}
		const resolvedOptions = {
			addCookieHeader,
			clientAddress,
			prerenderedErrorPageFetch,
			locals,
			routeData,
			waitUntil
		};
		let response;
		if (this.#fetchHandler instanceof DefaultFetchHandler) response = await handleRequest(new FetchState(this.manifest, request, resolvedOptions, {
			streaming: this.resolveStreaming(),
			renderError: (req, opts) => this.renderError(req, opts),
			logRequest: (payload) => this.logThisRequest(payload)
		}));
		else {
			setRenderOptions(request, resolvedOptions);
			response = await this.#fetchHandler.fetch(request);
		}
		this.#warnMissingFeatures();
		if (response.headers.get("X-Astro-Error")) {
			response.headers.delete(ASTRO_ERROR_HEADER);
			return this.renderError(request, {
				addCookieHeader,
				clientAddress,
				prerenderedErrorPageFetch,
				locals,
				routeData,
				waitUntil,
				response,
				status: response.status,
				error: response.status === 500 ? null : void 0
			});
		}
		return response;
	}
	setCookieHeaders(response) {
		return getSetCookiesFromResponse(response);
	}
	/**
	* Reads all the cookies written by `Astro.cookie.set()` onto the passed response.
	* For example,
	* ```ts
	* for (const cookie_ of App.getSetCookieFromResponse(response)) {
	*     const cookie: string = cookie_
	* }
	* ```
	* @param response The response to read cookies from.
	* @returns An iterator that yields key-value pairs as equal-sign-separated strings.
	*/
	static getSetCookieFromResponse = getSetCookiesFromResponse;
	/**
	* If it is a known error code, try sending the according page (e.g. 404.astro / 500.astro).
	* This also handles pre-rendered /404 or /500 routes.
	*
	* Delegates to the app's configured `ErrorHandler`. To customize behavior
	* for a specific environment, override `createErrorHandler()` rather than
	* this method.
	*/
	async renderError(request, options) {
		return this.#errorHandler.renderError(request, options);
	}
	/**
	* One-shot check: after the first request with a custom `src/fetch.ts`,
	* compare `usedFeatures` against the manifest and warn about any
	* configured features the user's pipeline doesn't call.
	*/
	#warnMissingFeatures() {
		if (this.#featureCheckDone || !this.#hasCustomFetchHandler) return;
		this.#featureCheckDone = true;
		const manifest = this.manifest;
		const missing = [];
		const used = getUsedFeatures(this.manifest);
		if (manifest.routes.some((r) => r.routeData.type === "redirect") && !(used & FetchFeatures.redirects)) missing.push("redirects");
		if (manifest.sessionConfig && !(used & FetchFeatures.sessions)) missing.push("sessions");
		if (manifest.actions && !(used & FetchFeatures.actions)) missing.push("actions");
		if (manifest.middleware && !(used & FetchFeatures.middleware)) missing.push("middleware");
		if (manifest.i18n && manifest.i18n.strategy !== "manual" && !(used & FetchFeatures.i18n)) missing.push("i18n");
		if (manifest.cacheConfig && !(used & FetchFeatures.cache)) missing.push("cache");
		for (const feature of missing) this.logger.warn("router", `Your project uses ${feature}, but your custom src/fetch.ts does not call the ${feature}() handler. This feature will not work unless your fetch handler calls it.`);
	}
	getDefaultStatusCode(routeData, pathname) {
		return getDefaultStatusCode(this.manifest, routeData, pathname);
	}
	getManifest() {
		return this.manifest;
	}
	logThisRequest({ pathname, method, statusCode, isRewrite, timeStart }) {
		const timeEnd = performance.now();
		this.logRequest({
			pathname,
			method,
			statusCode,
			isRewrite,
			reqTime: timeEnd - timeStart
		});
	}
};
// node_modules/astro/dist/core/build/app.js
var BuildApp = class extends BaseApp {
	#buildEnv;
	constructor(manifest, buildEnv) {
		super(manifest);
		this.#buildEnv = buildEnv;
	}
	isDev() {
		return true;
	}
	/**
	* Streaming falls through to the environment default
	* (`manifest.serverLike` for the build environment) — we can skip
	* streaming in SSG for performance, as writing strings is faster.
	*/
	resolveStreaming() {}
	setInternals(internals) {
		this.#buildEnv.setInternals(internals);
	}
	setOptions(options) {
		this.#buildEnv.setOptions(options);
		this.logger.setDestination(options.logger.options.destination);
		this.resetAdapterLogger();
	}
	getOptions() {
		return this.#buildEnv.getOptions();
	}
	getSettings() {
		return this.#buildEnv.getSettings();
	}
	/**
	* Route cache and component loader for `StaticPaths`. Defined on the app
	* (rather than reached through the functional core at the call site) so
	* they execute inside the prerender bundle's module graph: the default
	* prerenderer constructs `StaticPaths` from a different bundle, whose
	* copies of the core modules hold separate per-manifest state.
	*/
	get routeCache() {
		return getRouteCache(this.manifest);
	}
	getComponentByRoute(routeData) {
		return getEnvironment(this.manifest).getComponentByRoute(this.manifest, routeData);
	}
	logRequest(_options) {}
};
// node_modules/astro/dist/entrypoints/prerender.js
var buildEnv = createBuildEnvironment();
setEnvironment(manifest, buildEnv.env);
var app = new BuildApp(manifest, buildEnv);
export { NoImageMetadata as A, joinPaths as B, ImageMissingAlt as C, LocalImageUsedWrongly as D, InvalidImageService as E, UnsupportedImageConversion as F, removeBase as H, UnsupportedImageFormat as I, AstroError as L, RenderUndefinedEntryError as M, UnavailableAstroGlobal as N, MissingImageDimension as O, UnknownContentCollectionError as P, ASTRO_GENERATOR as R, GetEntryDeprecationError as S, InvalidComponentArgs as T, removeQueryString as U, prependForwardSlash as V, generateCspDigest as W, ExpectedImageOptions as _, renderUniqueStylesheet as a, app, FontFamilyNotFound as b, renderSlot as c, renderHead as d, addAttribute as f, ExpectedImage as g, unescapeHTML as h, renderScriptElement as i, RemoteImageNotAllowed as j, MissingSharp as k, renderTemplate as l, createHeadAndContent as m, manifest, isRemoteAllowed as n, renderComponent as o, createRenderInstruction as p, spreadAttributes as r, Fragment$1 as s, createConsoleLogger as t, maybeRenderHead as u, ExpectedNotESMImage as v, IncompatibleDescriptorOptions as w, FontFileUrlNotFound as x, FailedToFetchRemoteImageDimensions as y, isRemotePath as z };
