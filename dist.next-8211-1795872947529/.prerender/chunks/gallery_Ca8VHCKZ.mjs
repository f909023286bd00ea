import { t as __exportAll } from "./rolldown-runtime_D8jQpDG7.mjs";
import { t as createComponent } from "./astro-component_1Urlxhr3.mjs";
import { t as createAstro } from "./base_3vI95uWa.mjs";
import { S as formatDateNG, t as getAlbums } from "./site-data_Dtzf3jGt.mjs";
import { t as contentPicture } from "./content-picture_s3N-T2_z.mjs";
import { f as addAttribute, l as renderTemplate, o as renderComponent, s as Fragment, u as maybeRenderHead } from "../prerender-entry.B1kwupPO.mjs";
import { t as $$PageIntro } from "./PageIntro_DO2c4kLU.mjs";
import { n as renderScript, t as $$SiteLayout } from "./SiteLayout_DcUJDJRQ.mjs";
// src/components/gallery/pictures.ts
/**
* The renditions a gallery photo is shown at: a 3:2 thumbnail for the grid, and the whole photo for
* the lightbox, each at fixed widths for `srcset` in a modern format (contentPicture). Photos kept
* with the local content are files in `content/albums/photos/`.
*/
var THUMB_WIDTHS = [
	320,
	480,
	640
];
var THUMB_ASPECT = 3 / 2;
var FULL_WIDTHS = [960, 1600];
var PHOTO_FOLDER = "albums/photos/";
async function shownPhoto(photo) {
	const image = typeof photo.image === "string" ? `${PHOTO_FOLDER}${photo.image}` : photo.image;
	const [thumb, full] = await Promise.all([contentPicture(image, THUMB_WIDTHS, THUMB_ASPECT), contentPicture(image, FULL_WIDTHS)]);
	return {
		thumb,
		full,
		alt: photo.alt,
		caption: photo.caption
	};
}
// src/components/gallery/AlbumGrid.astro
createAstro("http://localhost:4792");
var $$AlbumGrid = createComponent(async ($$result, $$props, $$slots) => {
	const Astro = $$result.createAstro($$props, $$slots);
	Astro.self = $$AlbumGrid;
	const EAGER_PHOTOS = 3;
	const THUMB_SIZES = "(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, calc(100vw - 2rem)";
	const { albums } = Astro.props;
	let photoNumber = 0;
	const shownAlbums = await Promise.all(albums.map(async (album) => ({
		album,
		photos: await Promise.all(album.photos.map(shownPhoto))
	})));
	return renderTemplate`${shownAlbums.map(({ album, photos }) => renderTemplate`${maybeRenderHead($$result)}<section class="album"${addAttribute(album.slug, "id")}${addAttribute(`${album.slug}-title`, "aria-labelledby")} data-album data-astro-cid-4pac6wbd><h2${addAttribute(`${album.slug}-title`, "id")} data-astro-cid-4pac6wbd>${album.title}</h2><p class="meta" data-astro-cid-4pac6wbd><time${addAttribute(album.date, "datetime")} data-astro-cid-4pac6wbd>${formatDateNG(album.date)}</time>${album.tournament && renderTemplate`${renderComponent($$result, "Fragment", Fragment, {}, { "default": ($$result) => renderTemplate` · ${album.tournament}` })}`}${` · ${photos.length} ${photos.length === 1 ? "photo" : "photos"}`}</p><ul class="grid" role="list" data-astro-cid-4pac6wbd>${photos.map((photo) => {
		photoNumber += 1;
		return renderTemplate`<li data-astro-cid-4pac6wbd><figure data-astro-cid-4pac6wbd><a class="thumb"${addAttribute(photo.full.src, "href")} data-photo${addAttribute(photo.full.srcset, "data-srcset")}${addAttribute(photo.full.width, "data-width")}${addAttribute(photo.full.height, "data-height")}${addAttribute(photo.caption ?? "", "data-caption")} data-astro-cid-4pac6wbd><img${addAttribute(photo.thumb.src, "src")}${addAttribute(photo.thumb.srcset, "srcset")}${addAttribute(THUMB_SIZES, "sizes")}${addAttribute(photo.thumb.width, "width")}${addAttribute(photo.thumb.height, "height")}${addAttribute(photo.alt, "alt")}${addAttribute(photoNumber <= EAGER_PHOTOS ? "eager" : "lazy", "loading")} decoding="async" data-astro-cid-4pac6wbd></a>${photo.caption && renderTemplate`<figcaption data-astro-cid-4pac6wbd>${photo.caption}</figcaption>`}</figure></li>`;
	})}</ul></section>`)}<dialog class="lightbox" data-lightbox aria-label="Photo viewer" data-astro-cid-4pac6wbd><div class="frame" data-astro-cid-4pac6wbd><figure data-astro-cid-4pac6wbd><figcaption data-lightbox-caption hidden data-astro-cid-4pac6wbd></figcaption></figure><p class="position" data-lightbox-position aria-live="polite" data-astro-cid-4pac6wbd></p><div class="controls" data-astro-cid-4pac6wbd><button type="button" class="btn" data-lightbox-prev data-astro-cid-4pac6wbd><span aria-hidden="true" data-astro-cid-4pac6wbd>&larr;</span> Previous photo</button><button type="button" class="btn" data-lightbox-next data-astro-cid-4pac6wbd>Next photo <span aria-hidden="true" data-astro-cid-4pac6wbd>&rarr;</span></button><button type="button" class="btn btn-primary" data-lightbox-close data-astro-cid-4pac6wbd>Close</button></div></div></dialog>${renderScript($$result, "/work/main/src/components/gallery/AlbumGrid.astro?astro&type=script&index=0&lang.ts")}`;
}, "/work/main/src/components/gallery/AlbumGrid.astro", void 0);
// src/pages/gallery.astro
var gallery_exports = /* @__PURE__ */ __exportAll({
	default: () => $$Gallery,
	file: () => $$file,
	url: () => $$url
});
var $$Gallery = createComponent(async ($$result, $$props, $$slots) => {
	const albums = await getAlbums();
	return renderTemplate`${renderComponent($$result, "SiteLayout", $$SiteLayout, {
		"title": "Gallery",
		"description": "Photos from the club's tournaments, coaching clinics and training days in Lagos.",
		"solidNav": true,
		"data-astro-cid-3mhbem3k": true
	}, { "default": ($$result) => renderTemplate`${renderComponent($$result, "PageIntro", $$PageIntro, {
		"title": "Gallery",
		"eyebrow": "Photos",
		"lead": "Tournaments, clinics and training days at the club. Open a photo to see it larger.",
		"data-astro-cid-3mhbem3k": true
	})}${maybeRenderHead($$result)}<div class="container gallery" data-astro-cid-3mhbem3k>${albums.length === 0 ? renderTemplate`<p data-astro-cid-3mhbem3k>No albums yet. Check back soon.</p>` : renderTemplate`${renderComponent($$result, "AlbumGrid", $$AlbumGrid, {
		"albums": albums,
		"data-astro-cid-3mhbem3k": true
	})}`}</div>` })}`;
}, "/work/main/src/pages/gallery.astro", void 0);
var $$file = "/work/main/src/pages/gallery.astro";
var $$url = "/gallery.html";
// \0virtual:astro:page:src/pages/gallery@_@astro
var page = () => gallery_exports;
export { page };
