/**
 * The last good answer of each content source, kept as JSON files so a build can still run while
 * a source is down (`USE_LAST_GOOD_DATA=true`). Written after every successful read.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

export interface LastGoodCache {
  fileFor(key: string): string;
  write(key: string, value: unknown): Promise<void>;
  /** The stored answer, or undefined when there is none. */
  read(key: string): Promise<unknown>;
}

export function lastGoodCache(dir: string): LastGoodCache {
  const fileFor = (key: string) =>
    path.join(dir, `${key.replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "")}.json`);
  return {
    fileFor,
    async write(key, value) {
      const file = fileFor(key);
      await mkdir(dir, { recursive: true });
      // Write then rename, so a build reading the cache never sees half a file.
      const partial = `${file}.${process.pid}.tmp`;
      await writeFile(partial, JSON.stringify(value, null, 2));
      await rename(partial, file);
    },
    async read(key) {
      try {
        return JSON.parse(await readFile(fileFor(key), "utf8"));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
  };
}
