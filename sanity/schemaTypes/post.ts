import { defineDocument, defineField } from "./types";

/** A blog post. */
export const postType = defineDocument({
  name: "post",
  title: "Blog posts",
  type: "document",
  fields: [
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "slug",
      title: "Address",
      type: "slug",
      description: "The post's address: /blog/<slug>",
      options: { source: "title", maxLength: 96 },
      validation: (rule) => rule.required(),
    }),
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
