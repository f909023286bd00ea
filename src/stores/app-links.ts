/**
 * In-place navigation for the two single-page apps (dashboard `/u`, console `/staff`): a plain click
 * on a link into the app opens the address through its router instead of loading a page.
 */

/** Whether a click on a link should be left to the browser (new tab, download, modifier keys...). */
function isPlainClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.altKey &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (link.target === "" || link.target === "_self") &&
    !link.hasAttribute("download") &&
    link.rel !== "external"
  );
}

/**
 * Opens, with `open`, the links whose path `inApp` claims; every other link is the browser's, and so
 * is a link to a place on the same page (the skip link). Returns the function that stops listening.
 */
export function interceptAppLinks(
  inApp: (pathname: string) => boolean,
  open: (link: HTMLAnchorElement) => void,
  root: HTMLElement = document.body,
): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || link.origin !== location.origin || !inApp(link.pathname)) return;
    if (!isPlainClick(event, link)) return;
    if (link.hash && link.pathname === location.pathname && link.search === location.search) return;
    event.preventDefault();
    open(link);
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
