/**
 * `npm run user:role -- someone@example.com admin`: gives a user a console role (member, staff or
 * admin) in the configured database (DATABASE_URL, or the PGlite under DATA_DIR).
 */
import { ConsoleRole } from "@/shared/api/console-contract";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { setConsoleRole } from "./lib/set-console-role";
import { databaseLocation } from "./services";

const [email, role] = process.argv.slice(2);
const parsed = ConsoleRole.safeParse(role);
if (!email || !parsed.success) {
  console.error("Usage: npm run user:role -- someone@example.com member|staff|admin");
  process.exit(2);
}
const database = await openDatabase(databaseLocation(loadConfig()));
try {
  const before = await setConsoleRole(database.db, email, parsed.data);
  console.log(`${email}: ${before} -> ${parsed.data}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
