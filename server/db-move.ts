/**
 * `npm run db:move -- postgres://...`: moves the club from the PGlite under DATA_DIR to an empty
 * PostgreSQL database, checks every table's count and checksum, and says what to set next.
 */
import { moveCommand } from "./db/backup/commands";

try {
  console.log(await moveCommand(process.env, process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
