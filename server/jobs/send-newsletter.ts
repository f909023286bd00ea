/**
 * `npm run newsletter -- issue.txt`: sends one newsletter issue to every confirmed subscriber. The
 * file's first line is the subject, the rest the text; each mail gets its unsubscribe link. With the
 * embedded database (no DATABASE_URL) stop the server first: PGlite's data folder belongs to one process.
 */
import { readFile } from "node:fs/promises";
import { loadConfig } from "../config";
import { sendNewsletter } from "../mail/newsletter";
import { closeServices, createServices } from "../services";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run newsletter -- <file: subject on the first line, then the text>");
  process.exit(1);
}
const [subject = "", ...lines] = (await readFile(file, "utf8")).split(/\r?\n/);
const text = lines.join("\n").trim();
if (!subject.trim() || !text) {
  console.error("The file needs a subject on its first line and the text below it.");
  process.exit(1);
}
const config = loadConfig();
const services = await createServices(config);
try {
  const report = await sendNewsletter({ ...services, config }, { subject: subject.trim(), text });
  console.log(`Newsletter: ${report.sent} sent, ${report.failed} left queued for the server to send`);
} finally {
  await closeServices(services);
}
