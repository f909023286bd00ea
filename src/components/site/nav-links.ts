import { publicPath } from "./page-path";

/**
 * The five pages the navigation bar and the footer's quick links point to (docs/product.md, Site
 * chrome).
 */
export const SITE_NAV_LINKS = [
  { label: "Home", href: "/" },
  { label: "About", href: "/about" },
  { label: "Tournaments", href: "/tournaments" },
  { label: "Coaching", href: "/coaching" },
  { label: "Contact Us", href: "/contact" },
] as const;

/** Whether a nav link is the current page or a page inside its section (/coaching/c1 → Coaching). */
export function isCurrentSection(linkHref: string, pathname: string): boolean {
  const path = publicPath(pathname);
  if (linkHref === "/") return path === "/";
  return path === linkHref || path.startsWith(`${linkHref}/`);
}
