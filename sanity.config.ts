/**
 * The Sanity Studio editors use: embedded in the site at /studio by @sanity/astro when the build
 * has `SANITY_PROJECT_ID`, or hosted by Sanity with `npx sanity deploy` (docs/publishing.md).
 * The project id reaches the browser as `SANITY_STUDIO_PROJECT_ID`: the site's build sets it from
 * `SANITY_PROJECT_ID` (src/lib/content/studio-integration.ts); `sanity deploy` reads it from the
 * environment itself.
 */
import { defineConfig, type SchemaTypeDefinition } from "sanity";
import { structureTool } from "sanity/structure";
import { schemaTypes } from "./sanity/schemaTypes";
import { SINGLE_DOCUMENT_TYPES, structure } from "./sanity/structure";
import { SANITY_DATASET } from "./src/lib/content/sanity-constants";

/** What a single document may do: no duplicating or deleting the one the site reads. */
const SINGLE_DOCUMENT_ACTIONS = new Set(["publish", "discardChanges", "restore"]);

export default defineConfig({
  name: "default",
  title: "ATP Tennis Community",
  projectId: import.meta.env.SANITY_STUDIO_PROJECT_ID ?? "",
  dataset: SANITY_DATASET,
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes as unknown as SchemaTypeDefinition[],
    // The single documents are opened from the desk, never created anew.
    templates: (templates) => templates.filter((template) => !SINGLE_DOCUMENT_TYPES.has(template.schemaType)),
  },
  document: {
    actions: (actions, context) =>
      SINGLE_DOCUMENT_TYPES.has(context.schemaType)
        ? actions.filter((action) => action.action && SINGLE_DOCUMENT_ACTIONS.has(action.action))
        : actions,
  },
});
