/** The Sanity schema types, the GROQ projections and the zod schemas name the same fields. */
import { describe, expect, it } from "vitest";
import { SANITY_QUERIES } from "@/lib/content/queries";
import { DOCUMENT_SCHEMAS, type DocumentCollection } from "@/lib/content/schemas";
import { SANITY_TYPE_OF_COLLECTION, schemaTypes } from "../../sanity/schemaTypes";

const COLLECTIONS = Object.keys(DOCUMENT_SCHEMAS) as DocumentCollection[];
const zodKeys = (collection: DocumentCollection) => Object.keys(DOCUMENT_SCHEMAS[collection].shape).sort();

/** The keys a GROQ projection such as `{ _id, name, "image": image.asset->url }` produces. */
function projectedKeys(query: string): string[] {
  const projection = query.slice(query.lastIndexOf("{") + 1, query.lastIndexOf("}"));
  return projection
    .split(",")
    .map((part) => part.trim())
    .map((part) => /^"(\w+)"\s*:/.exec(part)?.[1] ?? part)
    .filter((key) => key !== "_id")
    .sort();
}

describe("Sanity schema types", () => {
  it("cover every document collection, once", () => {
    expect(Object.keys(SANITY_TYPE_OF_COLLECTION).sort()).toEqual([...COLLECTIONS].sort());
    expect(new Set(schemaTypes.map((type) => type.name)).size).toBe(schemaTypes.length);
  });

  it.each(COLLECTIONS)("%s: the Sanity fields are the zod schema's keys", (collection) => {
    const fields = SANITY_TYPE_OF_COLLECTION[collection].fields.map((field) => field.name).sort();
    expect(fields).toEqual(zodKeys(collection));
  });

  it.each(COLLECTIONS)("%s: the GROQ query reads that type and projects exactly those keys", (collection) => {
    const query = SANITY_QUERIES[collection];
    expect(query).toContain(`_type == "${SANITY_TYPE_OF_COLLECTION[collection].name}"`);
    expect(projectedKeys(query)).toEqual(zodKeys(collection));
  });

  it.each(COLLECTIONS)("%s: a field is required in Sanity exactly when zod requires it", (collection) => {
    const shape = DOCUMENT_SCHEMAS[collection].shape as Record<
      string,
      { safeParse(value: unknown): { success: boolean } }
    >;
    const requiredInZod = Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success);
    const requiredInSanity = SANITY_TYPE_OF_COLLECTION[collection].fields
      .filter((field) => {
        let required = false;
        const rule = new Proxy({} as Record<string, unknown>, {
          get: (_target, name) => () => {
            if (name === "required") required = true;
            return rule;
          },
        });
        field.validation?.(rule as never);
        return required;
      })
      .map((field) => field.name);
    expect(requiredInSanity.sort()).toEqual(requiredInZod.sort());
  });
});
