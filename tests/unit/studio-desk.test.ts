/**
 * The Studio's desk and document rules, without the Studio: `sanity/structure.ts` runs against a
 * small builder that records what it is asked to make, and `sanity.config.ts` is read with
 * `defineConfig` and `structureTool` standing in as the plain functions they are.
 */
import { describe, expect, it, vi } from "vitest";

vi.mock("sanity", () => ({ defineConfig: (config: unknown) => config }));
vi.mock("sanity/structure", () => ({ structureTool: (options: unknown) => ({ structureTool: options }) }));

const { default: config } = await import("../../sanity.config");
const { structure } = await import("../../sanity/structure");

/** What one builder call chain made: its kind, and the value of each setter called on it. */
interface Built {
  kind: string;
  [setter: string]: unknown;
}

/** A node of the builder: every setter records its argument and returns the node again. */
function node(kind: string, first: Record<string, unknown> = {}): Built {
  const built: Built = { kind, ...first };
  return new Proxy(built, {
    get(target, name) {
      if (typeof name !== "string" || name in target) return target[name as string];
      return (value: unknown) => {
        target[name] = value;
        return new Proxy(target, this);
      };
    },
  });
}

const stubBuilder = {
  list: () => node("list"),
  listItem: () => node("listItem"),
  document: () => node("document"),
  divider: () => node("divider"),
  documentTypeListItem: (schemaType: string) => node("documentTypeListItem", { schemaType }),
};

/** The stub stands for Sanity's StructureBuilder. */
const desk = () =>
  (structure as unknown as (S: typeof stubBuilder) => Built & { items: Built[] })(stubBuilder);

describe("the Studio's desk", () => {
  it("opens the two single documents by their fixed ids, then lists the five kinds editors keep many of", () => {
    const root = desk();
    expect(root.kind).toBe("list");
    expect(root.title).toBe("Content");
    const items = root.items.map((item) => ({ ...item }));
    expect(items.map((item) => item.kind)).toEqual([
      "listItem",
      "listItem",
      "divider",
      "documentTypeListItem",
      "documentTypeListItem",
      "documentTypeListItem",
      "documentTypeListItem",
      "documentTypeListItem",
    ]);
    const singles = items.slice(0, 2);
    expect(singles.map((item) => item.id)).toEqual(["atpContent", "footerLinks"]);
    expect(singles.map((item) => ({ ...(item.child as Built) }))).toEqual([
      { kind: "document", schemaType: "atpContent", documentId: "atpContent" },
      { kind: "document", schemaType: "footerLinks", documentId: "footerLinks" },
    ]);
    expect(items.slice(3).map((item) => item.schemaType)).toEqual([
      "post",
      "galleryAlbum",
      "reviews",
      "video",
      "resource",
    ]);
    expect(items.slice(3).map((item) => item.title)).toEqual([
      "Blog posts",
      "Gallery albums",
      "Reviews",
      "Videos",
      "Resources",
    ]);
  });
});

describe("the Studio's document rules", () => {
  const actions = ["publish", "unpublish", "discardChanges", "duplicate", "delete", "restore"].map(
    (action) => ({ action }),
  );
  type Actions = (given: typeof actions, context: { schemaType: string }) => typeof actions;
  const actionsFor = (schemaType: string) =>
    (config.document!.actions as unknown as Actions)(actions, { schemaType }).map((action) => action.action);

  it.each(["atpContent", "footerLinks"])("%s can only be published, discarded or restored", (type) => {
    expect(actionsFor(type)).toEqual(["publish", "discardChanges", "restore"]);
  });

  it.each(["post", "galleryAlbum", "reviews"])("%s keeps every action", (type) => {
    expect(actionsFor(type)).toEqual(actions.map((action) => action.action));
  });

  it("offers no new single document, only new documents of the listed kinds", () => {
    const templates = ["atpContent", "footerLinks", "post", "galleryAlbum"].map((schemaType) => ({
      id: schemaType,
      schemaType,
    }));
    type Templates = (given: typeof templates) => typeof templates;
    const kept = (config.schema!.templates as unknown as Templates)(templates);
    expect(kept.map((template) => template.id)).toEqual(["post", "galleryAlbum"]);
  });

  it("desks the content with the structure above", () => {
    expect(config.plugins).toEqual([{ structureTool: { structure } }]);
  });
});
