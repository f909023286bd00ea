import { defineDocument, defineField } from "./types";

/** A member's review on the home page carousel. */
export const reviewsType = defineDocument({
  name: "reviews",
  title: "Reviews",
  type: "document",
  fields: [
    defineField({ name: "name", title: "Name", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "role",
      title: "Role",
      type: "string",
      description: "Who they are, e.g. Parent of a junior player",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "reviewContent",
      title: "Review",
      type: "text",
      rows: 4,
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "image", title: "Photo", type: "image", options: { hotspot: true } }),
  ],
  preview: { select: { title: "name", subtitle: "role", media: "image" } },
});
