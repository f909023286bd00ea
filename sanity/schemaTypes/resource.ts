import { defineDocument, defineField } from "./types";

/** A guide on the resources page: its own text, a link elsewhere, or both. */
export const resourceType = defineDocument({
  name: "resource",
  title: "Resources",
  type: "document",
  fields: [
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "summary",
      title: "Summary",
      type: "text",
      rows: 2,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "category",
      title: "Category",
      type: "string",
      description: "e.g. Rules, Equipment, Health, Juniors, Club life",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "body",
      title: "Text (Markdown)",
      type: "text",
      rows: 12,
      validation: (rule) =>
        rule.custom<string>((body, { document }) =>
          body || document?.url ? true : "Write the text or give a link",
        ),
    }),
    defineField({ name: "url", title: "Link", type: "url" }),
  ],
});
