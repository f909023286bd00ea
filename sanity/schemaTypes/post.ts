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
      name: "body",
      title: "Text (Markdown)",
      type: "text",
      rows: 20,
      validation: (rule) => rule.required(),
    }),
  ],
});
