import { n as BODY_IMAGE_SIZES, t as contentPicture } from "./content-picture_s3N-T2_z.mjs";
// src/components/news/cover.ts
/**
* A post's cover image, cropped to 3:2 around the editor's hotspot: on its card (the blog and the
* home page's Latest news) and, wider, above its text on the post's page.
*/
var COVER_ASPECT = 3 / 2;
var PLACES = {
	/** A card is a third of the page's 72rem at most, half of it on tablets, all of it on phones. */
	card: {
		widths: [
			320,
			480,
			640
		],
		sizes: "(min-width: 72rem) 23rem, (min-width: 42rem) 45vw, calc(100vw - 2rem)"
	},
	/** The post's text column. */
	page: {
		widths: [
			480,
			736,
			1104,
			1472
		],
		sizes: BODY_IMAGE_SIZES
	}
};
/** The post's cover for a card or its page; none when the post has no cover image. */
async function postCover(post, place) {
	if (post.coverImage === void 0) return void 0;
	const { widths, sizes } = PLACES[place];
	return {
		...await contentPicture(post.coverImage, widths, COVER_ASPECT),
		sizes,
		alt: post.coverAlt ?? ""
	};
}
export { postCover as t };
