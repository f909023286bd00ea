/**
 * Which Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own download (absent on machines that cannot fetch it). Fails with the one command
 * that installs a browser when none is found.
 */
import { existsSync } from "node:fs";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (found) return found;
  if (process.env.PLAYWRIGHT_OWN_BROWSER === "1") return undefined;
  throw new Error(
    "No Chromium found for the browser tests. Install one with:\n  sudo apt-get install -y chromium\n" +
      "or point CHROME_PATH at a Chromium or Chrome binary.",
  );
}
