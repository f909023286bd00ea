/**
 * A page's public path. The build writes `about.html` (build.format "file"), so during the build
 * Astro.url says "/about.html"; visitors, canonical links and the sitemap use "/about".
 */
export function publicPath(pathname: string): string {
  const withoutFile = pathname.replace(/\.html$/, "").replace(/(^|\/)index$/, "/");
  const trimmed = withoutFile.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}
