/**
 * Links that lead somewhere else for a signed-in visitor: `data-member-href` (and optionally
 * `data-member-label`) replace the link's target and text when a session is stored. Static pages
 * are the same for everyone, so this runs in the browser (Register Now → /u/tournaments:
 * docs/decisions/0004-register-now-signed-in.md).
 */
import { hasStoredSession } from "./stored-session";

export function applyMemberLinks(root: ParentNode = document, signedIn = hasStoredSession()): void {
  if (!signedIn) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[data-member-href]")) {
    link.href = link.dataset.memberHref ?? link.href;
    const label = link.dataset.memberLabel;
    if (label) link.textContent = label;
  }
}
