// src/shared/domain/media.ts
/**
* Uploaded images (the club console's media): which widths an image is kept at, how its files are
* named, and how a page asks for the right one. Shared by the server, which makes the files, and the
* site, which lists them in `srcset`; kept free of zod so islands can use it.
*/
/** The widths every upload is re-encoded at, never wider than the original. */
var MEDIA_WIDTHS = [
	320,
	640,
	1280
];
/** `{64-hex sha-256}-{width}.{webp|avif}` */
var MEDIA_NAME = /^([a-f0-9]{64})-([1-9]\d{0,4})\.(webp|avif)$/;
/** Where the API serves media files, relative to the API's base. */
var MEDIA_DIR = "/media/";
/** How image fields store an uploaded image: under the site's own `/api`. */
var STORED_MEDIA_PREFIX = `/api${MEDIA_DIR}`;
/**
* The widths an image `originalWidth` pixels wide is kept at: each of MEDIA_WIDTHS, clamped to the
* original (never upscaled), each width once, narrowest first. A 500-pixel image: 320 and 500.
*/
function mediaWidths(originalWidth) {
	const widest = Math.max(1, Math.floor(originalWidth));
	return [...new Set(MEDIA_WIDTHS.map((width) => Math.min(width, widest)))].sort((a, b) => a - b);
}
function mediaName({ hash, width, format }) {
	return `${hash}-${width}.${format}`;
}
/** A file name as the API serves it, or null when it is not one. */
function parseMediaName(name) {
	const match = MEDIA_NAME.exec(name);
	if (!match) return null;
	return {
		hash: match[1],
		width: Number(match[2]),
		format: match[3]
	};
}
/**
* What an `<img>` needs to show an image field: uploaded images (`/api/media/...`) from the API the
* browser calls (`apiBase`, `/api` or another origin) with a `srcset` over every width kept; the
* site's own images and https addresses as they are.
*/
function responsiveImage(src, apiBase = "/api") {
	if (!src.startsWith("/api/media/")) return { src };
	const name = parseMediaName(src.slice(STORED_MEDIA_PREFIX.length));
	if (!name) return { src };
	const base = apiBase.replace(/\/+$/, "");
	const url = (width) => `${base}${MEDIA_DIR}${mediaName({
		...name,
		width,
		format: "webp"
	})}`;
	const widths = mediaWidths(name.width);
	return {
		src: url(name.width),
		srcset: widths.map((width) => `${url(width)} ${width}w`).join(", ")
	};
}
export { responsiveImage as t };
