import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { C as ImageMissingAlt, L as AstroError, b as FontFamilyNotFound, f as addAttribute, h as unescapeHTML, l as renderTemplate, r as spreadAttributes, t as createConsoleLogger, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { J as level } from "./site-data_Dtzf3jGt.mjs";
import { a as inferRemoteSize$1, c as isESMImportedImage, l as isRemoteImage, n as getImage$1, t as getConfiguredImageService, u as resolveSrc } from "./assets_x9ihUf5w.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import * as mime from "mrmime";
import { createImageUrlBuilder } from "@sanity/image-url";
// content/albums/photos/coach-clinic.jpg
var coach_clinic_exports = /* @__PURE__ */ __exportAll({ default: () => coach_clinic_default });
var coach_clinic_default = new Proxy({
	"src": "/_astro/coach-clinic.D8-Kv8zP.jpg",
	"width": 1200,
	"height": 800,
	"format": "jpg"
}, { get(target, name, receiver) {
	if (name === "clone") return structuredClone(target);
	if (name === "fsPath") return "/work/main/content/albums/photos/coach-clinic.jpg";
	if (target[name] !== void 0 && globalThis.astroAsset) {
		globalThis.astroAsset.referencedImages?.add("/work/main/content/albums/photos/coach-clinic.jpg");
		globalThis.astroAsset.recordReferencedImage?.("/work/main/content/albums/photos/coach-clinic.jpg");
	}
	return target[name];
} });
// content/albums/photos/dawn-session.jpg
var dawn_session_exports = /* @__PURE__ */ __exportAll({ default: () => dawn_session_default });
var dawn_session_default = new Proxy({
	"src": "/_astro/dawn-session.DKClLLsO.jpg",
	"width": 1200,
	"height": 800,
	"format": "jpg"
}, { get(target, name, receiver) {
	if (name === "clone") return structuredClone(target);
	if (name === "fsPath") return "/work/main/content/albums/photos/dawn-session.jpg";
	if (target[name] !== void 0 && globalThis.astroAsset) {
		globalThis.astroAsset.referencedImages?.add("/work/main/content/albums/photos/dawn-session.jpg");
		globalThis.astroAsset.recordReferencedImage?.("/work/main/content/albums/photos/dawn-session.jpg");
	}
	return target[name];
} });
// content/albums/photos/doubles-final.jpg
var doubles_final_exports = /* @__PURE__ */ __exportAll({ default: () => doubles_final_default });
var doubles_final_default = new Proxy({
	"src": "/_astro/doubles-final.DZ9LypQU.jpg",
	"width": 1200,
	"height": 800,
	"format": "jpg"
}, { get(target, name, receiver) {
	if (name === "clone") return structuredClone(target);
	if (name === "fsPath") return "/work/main/content/albums/photos/doubles-final.jpg";
	if (target[name] !== void 0 && globalThis.astroAsset) {
		globalThis.astroAsset.referencedImages?.add("/work/main/content/albums/photos/doubles-final.jpg");
		globalThis.astroAsset.recordReferencedImage?.("/work/main/content/albums/photos/doubles-final.jpg");
	}
	return target[name];
} });
// content/albums/photos/evening-match.jpg
var evening_match_exports = /* @__PURE__ */ __exportAll({ default: () => evening_match_default });
var evening_match_default = new Proxy({
	"src": "/_astro/evening-match.B9FGKk0N.jpg",
	"width": 1200,
	"height": 800,
	"format": "jpg"
}, { get(target, name, receiver) {
	if (name === "clone") return structuredClone(target);
	if (name === "fsPath") return "/work/main/content/albums/photos/evening-match.jpg";
	if (target[name] !== void 0 && globalThis.astroAsset) {
		globalThis.astroAsset.referencedImages?.add("/work/main/content/albums/photos/evening-match.jpg");
		globalThis.astroAsset.recordReferencedImage?.("/work/main/content/albums/photos/evening-match.jpg");
	}
	return target[name];
} });
// content/albums/photos/junior-rally.jpg
var junior_rally_exports = /* @__PURE__ */ __exportAll({ default: () => junior_rally_default });
var junior_rally_default = new Proxy({
	"src": "/_astro/junior-rally.walO2gQU.jpg",
	"width": 1200,
	"height": 800,
	"format": "jpg"
}, { get(target, name, receiver) {
	if (name === "clone") return structuredClone(target);
	if (name === "fsPath") return "/work/main/content/albums/photos/junior-rally.jpg";
	if (target[name] !== void 0 && globalThis.astroAsset) {
		globalThis.astroAsset.referencedImages?.add("/work/main/content/albums/photos/junior-rally.jpg");
		globalThis.astroAsset.recordReferencedImage?.("/work/main/content/albums/photos/junior-rally.jpg");
	}
	return target[name];
} });
// content/albums/photos/trophy-table.jpg
var trophy_table_exports = /* @__PURE__ */ __exportAll({ default: () => trophy_table_default });
var trophy_table_default = new Proxy({
	"src": "/_astro/trophy-table.DTLFQNpI.jpg",
	"width": 1200,
	"height": 800,
	"format": "jpg"
}, { get(target, name, receiver) {
	if (name === "clone") return structuredClone(target);
	if (name === "fsPath") return "/work/main/content/albums/photos/trophy-table.jpg";
	if (target[name] !== void 0 && globalThis.astroAsset) {
		globalThis.astroAsset.referencedImages?.add("/work/main/content/albums/photos/trophy-table.jpg");
		globalThis.astroAsset.recordReferencedImage?.("/work/main/content/albums/photos/trophy-table.jpg");
	}
	return target[name];
} });
// node_modules/astro/components/Image.astro
createAstro("http://localhost:4792");
var $$Image = createComponent(async ($$result, $$props, $$slots) => {
	const Astro2 = $$result.createAstro($$props, $$slots);
	Astro2.self = $$Image;
	const props = Astro2.props;
	if (props.alt === void 0 || props.alt === null) throw new AstroError(ImageMissingAlt);
	if (typeof props.width === "string") props.width = Number.parseInt(props.width);
	if (typeof props.height === "string") props.height = Number.parseInt(props.height);
	if ((props.layout ?? imageConfig.layout ?? "none") !== "none") {
		props.layout ??= imageConfig.layout;
		props.fit ??= imageConfig.objectFit ?? "cover";
		props.position ??= imageConfig.objectPosition ?? "center";
	} else if (imageConfig.objectFit || imageConfig.objectPosition) {
		props.fit ??= imageConfig.objectFit;
		props.position ??= imageConfig.objectPosition;
	}
	const image = await getImage(props);
	const additionalAttributes = {};
	if (image.srcSet.values.length > 0) additionalAttributes.srcset = image.srcSet.attribute;
	const { class: className, ...attributes } = {
		...additionalAttributes,
		...image.attributes
	};
	return renderTemplate`${maybeRenderHead($$result)}<img${addAttribute(image.src, "src")}${spreadAttributes(attributes)}${addAttribute(className, "class")}>`;
}, "/work/main/node_modules/astro/components/Image.astro", void 0);
// node_modules/astro/components/Picture.astro
createAstro("http://localhost:4792");
var $$Picture = createComponent(async ($$result, $$props, $$slots) => {
	const Astro2 = $$result.createAstro($$props, $$slots);
	Astro2.self = $$Picture;
	const defaultFormats = ["webp"];
	const defaultFallbackFormat = "png";
	const specialFormatsFallback = [
		"gif",
		"svg",
		"jpg",
		"jpeg"
	];
	const { formats = defaultFormats, pictureAttributes = {}, fallbackFormat, ...props } = Astro2.props;
	if (props.alt === void 0 || props.alt === null) throw new AstroError(ImageMissingAlt);
	const scopedStyleClass = props.class?.match(/\bastro-\w{8}\b/)?.[0];
	if (scopedStyleClass) {
		if (pictureAttributes.class) pictureAttributes.class = `${pictureAttributes.class} ${scopedStyleClass}`;
		else pictureAttributes.class = scopedStyleClass;
	}
	const useResponsive = (props.layout ?? imageConfig.layout ?? "none") !== "none";
	if (useResponsive) {
		props.layout ??= imageConfig.layout;
		props.fit ??= imageConfig.objectFit ?? "cover";
		props.position ??= imageConfig.objectPosition ?? "center";
	} else if (imageConfig.objectFit || imageConfig.objectPosition) {
		props.fit ??= imageConfig.objectFit;
		props.position ??= imageConfig.objectPosition;
	}
	for (const key in props) if (key.startsWith("data-astro-cid")) pictureAttributes[key] = props[key];
	const originalSrc = await resolveSrc(props.src);
	if (props.inferSize && isRemoteImage(originalSrc)) {
		const remoteSize = await inferRemoteSize(originalSrc);
		delete props.inferSize;
		props.width ??= remoteSize.width;
		props.height ??= remoteSize.height;
	}
	const optimizedImages = await Promise.all(formats.map(async (format) => await getImage({
		...props,
		src: originalSrc,
		format,
		widths: props.widths,
		densities: props.densities
	})));
	const clonedSrc = isESMImportedImage(originalSrc) ? originalSrc.clone ?? originalSrc : originalSrc;
	let resultFallbackFormat = fallbackFormat ?? defaultFallbackFormat;
	if (!fallbackFormat && isESMImportedImage(clonedSrc) && specialFormatsFallback.includes(clonedSrc.format)) resultFallbackFormat = clonedSrc.format;
	const fallbackImage = await getImage({
		...props,
		format: resultFallbackFormat,
		widths: props.widths,
		densities: props.densities
	});
	const imgAdditionalAttributes = {};
	const sourceAdditionalAttributes = {};
	if (props.sizes) sourceAdditionalAttributes.sizes = props.sizes;
	if (fallbackImage.srcSet.values.length > 0) imgAdditionalAttributes.srcset = fallbackImage.srcSet.attribute;
	const { class: className, ...attributes } = {
		...imgAdditionalAttributes,
		...fallbackImage.attributes
	};
	return renderTemplate`${maybeRenderHead($$result)}<picture${spreadAttributes(pictureAttributes)}>${Object.entries(optimizedImages).map(([_, image]) => {
		const srcsetAttribute = props.densities || !props.densities && !props.widths && !useResponsive ? `${image.src}${image.srcSet.values.length > 0 ? ", " + image.srcSet.attribute : ""}` : image.srcSet.attribute;
		return renderTemplate`<source${addAttribute(srcsetAttribute, "srcset")}${addAttribute(mime.lookup(image.options.format ?? image.src) ?? `image/${image.options.format}`, "type")}${spreadAttributes(sourceAdditionalAttributes)}>`;
	})}<img${addAttribute(fallbackImage.src, "src")}${spreadAttributes(attributes)}${addAttribute(className, "class")}></picture>`;
}, "/work/main/node_modules/astro/components/Picture.astro", void 0);
// \0virtual:astro:assets/fonts/internal
var componentDataByCssVariable = /* @__PURE__ */ new Map([]);
// node_modules/astro/dist/assets/fonts/core/filter-preloads.js
function filterPreloads(data, preload) {
	if (!preload) return null;
	if (preload === true) return data;
	return data.filter(({ weight, style, subset }) => preload.some((p) => {
		if (p.weight !== void 0 && weight !== void 0 && !checkWeight(p.weight.toString(), weight)) return false;
		if (p.style !== void 0 && p.style !== style) return false;
		if (p.subset !== void 0 && p.subset !== subset) return false;
		return true;
	}));
}
function checkWeight(input, target) {
	const trimmedInput = input.trim();
	if (trimmedInput.includes(" ")) return trimmedInput === target;
	if (target.includes(" ")) {
		const [a, b] = target.split(" ");
		const parsedInput = Number.parseInt(input);
		return parsedInput >= Number.parseInt(a) && parsedInput <= Number.parseInt(b);
	}
	return input === target;
}
// node_modules/astro/components/Font.astro
createAstro("http://localhost:4792");
var $$Font = createComponent(($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$Font;
	const { cssVariable, preload = false } = Astro.props;
	const data = componentDataByCssVariable.get(cssVariable);
	if (!data) throw new AstroError({
		...FontFamilyNotFound,
		message: FontFamilyNotFound.message(cssVariable)
	});
	const filteredPreloadData = filterPreloads(data.preloads, preload);
	return renderTemplate`<style>${unescapeHTML(data.css)}</style>${filteredPreloadData?.map(({ url, type }) => renderTemplate`<link rel="preload"${addAttribute(url, "href")} as="font"${addAttribute(`font/${type}`, "type")} crossorigin>`)}`;
}, "/work/main/node_modules/astro/components/Font.astro", void 0);
// node_modules/astro/dist/assets/fonts/infra/remote-runtime-font-file-url-resolver.js
var RemoteRuntimeFontFileUrlResolver = class {
	#urls;
	#address;
	constructor({ urls, address }) {
		this.#urls = urls;
		this.#address = address;
	}
	resolve(url, requestUrl) {
		if (!this.#urls.has(url)) return null;
		if (!url.startsWith("/")) {
			if (this.#address) url = new URL(url).pathname;
			else return url;
		}
		if (this.#address) return `http://${this.#address.family === "IPv6" ? `[${this.#address.address}]` : this.#address.address}:${this.#address.port}${url}`;
		if (requestUrl) return `${requestUrl.origin}${url}`;
		throw new Error("Server address unavailable, this should not happen. Open an issue.");
	}
};
new RemoteRuntimeFontFileUrlResolver({
	urls: /* @__PURE__ */ new Set([]),
	address: null
});
// \0astro:assets
var _astroLogger = createConsoleLogger({ level });
var _runtimeLogger = {
	info: (message) => _astroLogger.info(null, message),
	warn: (message) => _astroLogger.warn(null, message),
	error: (message) => _astroLogger.error(null, message)
};
var assetQueryParams = void 0;
var imageConfig = {
	"endpoint": { "route": "/_image" },
	"service": {
		"entrypoint": "astro/assets/services/sharp",
		"config": {}
	},
	"dangerouslyProcessSVG": false,
	"domains": [],
	"remotePatterns": [],
	"responsiveStyles": false
};
Object.defineProperty(imageConfig, "assetQueryParams", {
	value: assetQueryParams,
	enumerable: false,
	configurable: true
});
var inferRemoteSize = async (url) => {
	return (await getConfiguredImageService()).getRemoteSize?.(url, imageConfig, _runtimeLogger) ?? inferRemoteSize$1(url, imageConfig);
};
var getImage = async (options) => await getImage$1(options, imageConfig, _runtimeLogger);
// src/lib/content/sanity-image.ts
/**
* Renditions of images uploaded to Sanity, through @sanity/image-url: fixed widths for `srcset`,
* in the best format the browser takes (`auto=format`: AVIF or WebP), never the original upload.
*/
/** `…-1200x800-jpg` (an asset reference) or `…-1200x800.jpg` (a CDN URL). */
var DIMENSIONS = /-(\d+)x(\d+)[.-][a-z]+(?:\?.*)?$/;
/** Width and height of the upload, from its asset reference or CDN URL. */
function uploadSize(source) {
	const name = typeof source === "string" ? source : source.asset?._ref ?? "";
	const match = DIMENSIONS.exec(name);
	if (!match) throw new Error(`Not a Sanity image: ${JSON.stringify(source)}`);
	return {
		width: Number(match[1]),
		height: Number(match[2])
	};
}
/**
* The image at each of `widths`. With `aspect` (width / height) every rendition is cropped to it
* around the editor's hotspot; without, it keeps the upload's proportions.
*/
function sanityPicture(project, source, widths, aspect) {
	const upload = uploadSize(source);
	const ratio = aspect ?? upload.width / upload.height;
	const builder = createImageUrlBuilder(project).image(source).auto("format").fit("crop");
	const heightOf = (width) => Math.round(width / ratio);
	const urlAt = (width) => (aspect ? builder.width(width).height(heightOf(width)) : builder.width(width)).url();
	const sorted = [...widths].sort((a, b) => a - b);
	const smallest = sorted[0];
	if (smallest === void 0) throw new Error("No widths asked for");
	return {
		src: urlAt(smallest),
		srcset: sorted.map((width) => `${urlAt(width)} ${width}w`).join(", "),
		width: smallest,
		height: heightOf(smallest)
	};
}
var SANITY_CDN_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\/([a-z0-9-]+)\/([\w-]+)\//i;
/** The project and dataset of an image on Sanity's CDN, read from its address; none for another host. */
function cdnProject(url) {
	const [, projectId, dataset] = SANITY_CDN_IMAGE.exec(url) ?? [];
	return projectId && dataset ? {
		projectId,
		dataset
	} : void 0;
}
/**
* A square portrait `size` CSS pixels wide, at 1x and 2x. An image on Sanity's CDN (a review's
* photo) gets cropped renditions; any other web address is shown as it is.
*/
function portraitPicture(url, size) {
	const project = cdnProject(url);
	return project ? sanityPicture(project, url, [size, size * 2], 1) : { src: url };
}
/** How wide such an image is shown: the text column, or the screen less its margins. */
var BODY_IMAGE_SIZES = "(min-width: 48rem) 46rem, calc(100vw - 2rem)";
// src/components/site/content-picture.ts
var CONTENT_FOLDER = "/content/";
var LOCAL_IMAGES = /* #__PURE__ */ Object.assign({
	"/content/albums/photos/coach-clinic.jpg": coach_clinic_exports,
	"/content/albums/photos/dawn-session.jpg": dawn_session_exports,
	"/content/albums/photos/doubles-final.jpg": doubles_final_exports,
	"/content/albums/photos/evening-match.jpg": evening_match_exports,
	"/content/albums/photos/junior-rally.jpg": junior_rally_exports,
	"/content/albums/photos/trophy-table.jpg": trophy_table_exports
});
/** A file under `content/`, named by its path there (`albums/photos/dawn-session.jpg`). */
async function localPicture(file, widths, aspect) {
	const image = LOCAL_IMAGES[`${CONTENT_FOLDER}${file}`]?.default;
	if (!image) throw new Error(`The image content/${file} does not exist`);
	const ratio = aspect ?? image.width / image.height;
	const fitting = widths.filter((width) => width <= image.width);
	const chosen = fitting.length > 0 ? fitting : [image.width];
	const renditions = await Promise.all(chosen.map(async (width) => {
		const height = Math.round(width / ratio);
		return {
			src: (await getImage({
				src: image,
				width,
				height,
				fit: "cover",
				format: "webp",
				quality: 75
			})).src,
			width,
			height
		};
	}));
	const [first] = renditions;
	if (!first) throw new Error(`No rendition of content/${file}`);
	return {
		src: first.src,
		srcset: renditions.map((rendition) => `${rendition.src} ${rendition.width}w`).join(", "),
		width: first.width,
		height: first.height
	};
}
function uploadedPicture(image, widths, aspect) {
	throw new Error("An image is a Sanity upload, but no Sanity project is configured");
}
/**
* The image at each of `widths` (cropped to `aspect`, width / height, when given): an upload to
* Sanity, or a file by its path under `content/`.
*/
async function contentPicture(image, widths, aspect) {
	return typeof image === "string" ? localPicture(image, widths, aspect) : uploadedPicture(image, widths, aspect);
}
export { BODY_IMAGE_SIZES as n, portraitPicture as r, contentPicture as t };
