/**
 * The Studio's desk: the two single documents open directly (there is one of each, under a fixed
 * id), then a list per kind of document editors keep many of.
 */
import type { StructureResolver } from "sanity/structure";
import { atpContentType } from "./schemaTypes/atp-content";
import { footerLinksType } from "./schemaTypes/footer-links";
import { galleryAlbumType } from "./schemaTypes/gallery-album";
import { postType } from "./schemaTypes/post";
import { resourceType } from "./schemaTypes/resource";
import { reviewsType } from "./schemaTypes/reviews";
import { videoType } from "./schemaTypes/video";

/** Types with exactly one document, whose id is the type's name. */
export const SINGLE_DOCUMENT_TYPES = new Set([atpContentType.name, footerLinksType.name]);

const LIST_TYPES = [postType, galleryAlbumType, reviewsType, videoType, resourceType];

export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      S.listItem()
        .title("Home and about texts")
        .id(atpContentType.name)
        .child(S.document().schemaType(atpContentType.name).documentId(atpContentType.name)),
      S.listItem()
        .title("Footer links")
        .id(footerLinksType.name)
        .child(S.document().schemaType(footerLinksType.name).documentId(footerLinksType.name)),
      S.divider(),
      ...LIST_TYPES.map((type) => S.documentTypeListItem(type.name).title(type.title)),
    ]);
