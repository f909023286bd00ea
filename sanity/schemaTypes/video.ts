import { VIDEO_LEVEL_LABEL, VIDEO_LEVELS } from "@/lib/content/schemas";
import { defineDocument, defineField } from "./types";

/** A lesson video on the videos page, hosted on YouTube. */
export const videoType = defineDocument({
  name: "video",
  title: "Videos",
  type: "document",
  fields: [
    defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
    defineField({
      name: "level",
      title: "Level",
      type: "string",
      options: {
        list: VIDEO_LEVELS.map((level) => ({ title: VIDEO_LEVEL_LABEL[level], value: level })),
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "youtubeId",
      title: "YouTube video id",
      type: "string",
      description:
        "The 11 characters after watch?v= in the video's address. Leave empty until the club's upload is online: the card then links to a YouTube search for the title.",
      validation: (rule) => rule.regex(/^[\w-]{11}$/, { name: "YouTube video id" }),
    }),
    defineField({
      name: "description",
      title: "Description",
      type: "text",
      rows: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "durationMinutes",
      title: "Length in minutes",
      type: "number",
      validation: (rule) => rule.required().integer().positive(),
    }),
  ],
});
