/**
 * `npm run restore -- FILE`: a backup into an empty database (DATABASE_URL) or an empty data folder
 * (DATA_DIR), migrated to this release; refuses one that holds anything.
 */
import { restoreCommand } from "./db/backup/commands";

try {
  console.log(await restoreCommand(process.env, process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
