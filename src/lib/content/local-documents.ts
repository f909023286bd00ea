/**
 * The documents of one collection kept as files: `content/<collection>/<name>.json`, one document
 * per file, named by its id. What editors would otherwise publish in Sanity.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface RawDocument {
  id: string;
  data: Record<string, unknown>;
  /** The file a local document came from. */
  filePath?: string;
}

export async function readLocalDocuments(dir: string): Promise<RawDocument[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (name) => {
      const filePath = path.join(dir, name);
      let data: unknown;
      try {
        data = JSON.parse(await readFile(filePath, "utf8"));
      } catch (error) {
        throw new Error(`${filePath} is not valid JSON: ${(error as Error).message}`);
      }
      if (typeof data !== "object" || data === null || Array.isArray(data)) {
        throw new Error(`${filePath} must hold one JSON object`);
      }
      return { id: name.slice(0, -".json".length), data: data as Record<string, unknown>, filePath };
    }),
  );
}
