/**
 * `npm run backup -- [FILE]`: the whole database (DATABASE_URL, or the PGlite under DATA_DIR), media included, in
 * one consistent snapshot, to a gzipped JSON-lines file (default club-backup-<time>.jsonl.gz here).
 */
import { backupCommand } from "./db/backup/commands";

try {
  console.log(await backupCommand(process.env, process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
