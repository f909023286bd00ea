/**
 * The gallery's lightbox: a link on a thumbnail opens its photo large in a modal <dialog> instead
 * of following the link (without scripts the link opens the photo itself). Left and right arrows
 * (or the buttons) move through the photo's album, wrapping at the ends; Escape or the close
 * button closes it, and focus goes back to the thumbnail it was opened from.
 */

interface Shown {
  links: HTMLAnchorElement[];
  index: number;
}

export function initLightbox(root: Document = document): void {
  const dialog = root.querySelector<HTMLDialogElement>("[data-lightbox]");
  if (!dialog) return;
  const caption = dialog.querySelector<HTMLElement>("[data-lightbox-caption]");
  const position = dialog.querySelector<HTMLElement>("[data-lightbox-position]");
  if (!caption || !position) return;
  // The page has no <img> without a source: the photo element is made here, before its caption.
  const image = root.createElement("img");
  image.decoding = "async";
  caption.before(image);
  let shown: Shown | undefined;

  function show(links: HTMLAnchorElement[], index: number) {
    const count = links.length;
    const at = ((index % count) + count) % count;
    const link = links[at];
    if (!link || !caption || !position) return;
    shown = { links, index: at };
    const { srcset = "", width = "", height = "", caption: text = "" } = link.dataset;
    image.removeAttribute("src");
    image.srcset = srcset;
    image.width = Number(width);
    image.height = Number(height);
    image.src = link.href;
    image.alt = link.querySelector("img")?.alt ?? "";
    caption.textContent = text;
    caption.hidden = text === "";
    position.textContent = `Photo ${at + 1} of ${count}`;
  }

  const step = (by: number) => shown && show(shown.links, shown.index + by);

  for (const album of root.querySelectorAll<HTMLElement>("[data-album]")) {
    const links = [...album.querySelectorAll<HTMLAnchorElement>("a[data-photo]")];
    links.forEach((link, index) => {
      link.addEventListener("click", (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        show(links, index);
        dialog.showModal();
      });
    });
  }

  dialog.querySelector("[data-lightbox-prev]")?.addEventListener("click", () => step(-1));
  dialog.querySelector("[data-lightbox-next]")?.addEventListener("click", () => step(1));
  dialog.querySelector("[data-lightbox-close]")?.addEventListener("click", () => dialog.close());
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") step(-1);
    else if (event.key === "ArrowRight") step(1);
    else return;
    event.preventDefault();
  });
  // A click on the backdrop (outside the photo and the controls) closes too.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Escape closes the dialog natively; either way focus returns to the thumbnail of the photo shown.
  dialog.addEventListener("close", () => {
    const link = shown?.links[shown.index];
    shown = undefined;
    image.removeAttribute("src");
    image.removeAttribute("srcset");
    link?.focus();
  });
}
