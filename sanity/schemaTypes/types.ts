/**
 * The subset of Sanity Studio's schema-definition shape these types use, so the schema can live in
 * this repo without the `sanity` package: a Studio imports `schemaTypes` from `./index` as is.
 */

/** Sanity's validation rule builder (the calls used here). */
export interface Rule {
  required(): Rule;
  min(value: number): Rule;
  max(value: number): Rule;
  integer(): Rule;
  positive(): Rule;
  uri(options: { scheme: string[]; allowRelative?: boolean }): Rule;
  regex(pattern: RegExp, options?: { name?: string }): Rule;
  custom<T>(
    validate: (value: T | undefined, context: { document?: Record<string, unknown> }) => true | string,
  ): Rule;
}

export interface FieldDefinition {
  name: string;
  title: string;
  type: "string" | "text" | "url" | "number" | "date" | "image" | "slug" | "array";
  description?: string;
  rows?: number;
  options?: Record<string, unknown>;
  /** An array's members: objects with fields of their own. */
  of?: { type: "object"; name: string; title: string; fields: FieldDefinition[]; preview?: Preview }[];
  validation?: (rule: Rule) => Rule | Rule[];
}

export interface DocumentDefinition {
  name: string;
  title: string;
  type: "document";
  fields: FieldDefinition[];
  preview?: Preview;
}

interface Preview {
  select: Record<string, string>;
}

/** Same as Sanity's `defineType` for documents: returns its argument, checked. */
export const defineDocument = (definition: DocumentDefinition): DocumentDefinition => definition;
export const defineField = (definition: FieldDefinition): FieldDefinition => definition;

/** A required title and the address made from it (`description` says where the address is used). */
export const titleAndSlugFields = (description: string): FieldDefinition[] => [
  defineField({ name: "title", title: "Title", type: "string", validation: (rule) => rule.required() }),
  defineField({
    name: "slug",
    title: "Address",
    type: "slug",
    description,
    options: { source: "title", maxLength: 96 },
    validation: (rule) => rule.required(),
  }),
];
