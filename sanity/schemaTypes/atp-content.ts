import { defineDocument, defineField } from "./types";

/** The home and about page texts: publish exactly one. */
export const atpContentType = defineDocument({
  name: "atpContent",
  title: "Home and About texts",
  type: "document",
  fields: [
    defineField({
      name: "homePageTitle",
      title: "Home page title",
      type: "string",
      description: "Empty: Join a Community of Passionate Players",
    }),
    defineField({
      name: "homePageCoachTitle",
      title: "Home page coach heading",
      type: "string",
      description: "Empty: Find Your Perfect Coach",
    }),
    defineField({
      name: "aboutVisionText",
      title: "Our vision (About page)",
      type: "text",
      rows: 4,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "aboutMissionText",
      title: "Our mission (About page)",
      type: "text",
      rows: 4,
      validation: (rule) => rule.required(),
    }),
  ],
});
