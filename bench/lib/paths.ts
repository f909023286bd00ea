import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, whatever the working directory. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const BENCH_DIR = path.join(ROOT_DIR, "bench");
