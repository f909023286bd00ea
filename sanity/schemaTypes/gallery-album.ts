import { defineDocument, defineField, titleAndSlugFields } from "./types";

/** A gallery album: photos of a day at the club, optionally of one tournament (shown at /gallery). */
export const galleryAlbumType = defineDocument({
  name: "galleryAlbum",
  title: "Gallery albums",
  type: "document",
  fields: [
    ...titleAndSlugFields("The album's anchor on the gallery page: /gallery#<slug>"),
    defineField({ name: "date", title: "Date", type: "date", validation: (rule) => rule.required() }),
    defineField({
      name: "tournament",
      title: "Tournament",
      type: "string",
      description: "The tournament these photos are from, if any",
    }),
    defineField({
      name: "photos",
      title: "Photos",
      type: "array",
      of: [
        {
          type: "object",
          name: "galleryPhoto",
          title: "Photo",
          fields: [
            defineField({
              name: "image",
              title: "Image",
              type: "image",
              options: { hotspot: true },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: "alt",
              title: "Description for screen readers",
              type: "string",
              validation: (rule) => rule.required(),
            }),
            defineField({ name: "caption", title: "Caption", type: "string" }),
          ],
          preview: { select: { title: "alt", media: "image" } },
        },
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: "title", subtitle: "date", media: "photos.0.image" } },
});
