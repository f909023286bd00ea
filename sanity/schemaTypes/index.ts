/** Every document type the site reads, for the Studio's `schema.types`. */
import { atpContentType } from "./atp-content";
import { footerLinksType } from "./footer-links";
import { galleryAlbumType } from "./gallery-album";
import { postType } from "./post";
import { resourceType } from "./resource";
import { reviewsType } from "./reviews";
import type { DocumentDefinition } from "./types";
import { videoType } from "./video";

export const schemaTypes: DocumentDefinition[] = [
  reviewsType,
  atpContentType,
  footerLinksType,
  videoType,
  resourceType,
  postType,
  galleryAlbumType,
];

/** The Sanity type each content collection is read from. */
export const SANITY_TYPE_OF_COLLECTION = {
  reviews: reviewsType,
  atpContent: atpContentType,
  footerLinks: footerLinksType,
  videos: videoType,
  resources: resourceType,
  posts: postType,
  albums: galleryAlbumType,
} as const;
