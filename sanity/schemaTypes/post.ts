import { defineDocument, defineField, titleAndSlugFields } from "./types";

/** A blog post. */
export const postType = defineDocument({
  name: "post",
  title: "Blog posts",
  type: "document",
  fields: [
    ...titleAndSlugFields("The post's address: /blog/<slug>"),
    defineField({
      name: "excerpt",
      title: "Excerpt",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "publishedAt",
      title: "Published on",
      type: "date",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "author", title: "Author", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "coverImage",
      title: "Cover image",
      type: "image",
      description: "Shown on the post's card and above its text, cropped to 3:2 around the hotspot",
      options: { hotspot: true },
    }),
    defineField({
      name: "coverAlt",
      title: "Cover image description for screen readers",
      type: "string",
      validation: (rule) =>
        rule.custom<string>((value, context) =>
          context.document?.coverImage && !value?.trim()
            ? "Describe the cover image for screen readers"
            : true,
        ),
    }),
    defineField({
      name: "body",
      title: "Text (Markdown)",
      type: "text",
      rows: 20,
      validation: (rule) => rule.required(),
    }),
  ],
});
