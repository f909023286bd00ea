/**
 * CMS Markdown made safe before it reaches a page. Editors' text is Markdown, never HTML: raw HTML
 * in it is shown as text, and links or images may only point at web, mail or phone addresses or at
 * the site itself (no `javascript:`, `data:` or protocol-relative `//host` URLs).
 *
 * Two steps, around the site's own Markdown renderer:
 * - before: every `<` outside code is written `&lt;`, so the renderer never sees a tag, an HTML
 *   block or an autolink;
 * - after: the renderer's HTML is read tag by tag; unsafe link and image addresses are dropped, and
 *   any tag or attribute a Markdown renderer does not make is refused with an error. An image
 *   uploaded to Sanity is shown through sized renditions of it (`bodyPicture`), never the upload.
 */
import { BODY_IMAGE_SIZES, bodyPicture } from "./sanity-image";

/** Backtick or tilde fence that opens or closes a fenced code block (up to 3 spaces of indent). */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** `<` as text in one line outside fenced code, leaving code spans (`a<b`) as written. */
function escapeLine(line: string): string {
  let out = "";
  let i = 0;
  while (i < line.length) {
    if (line[i] === "`") {
      let run = 1;
      while (line[i + run] === "`") run += 1;
      const ticks = "`".repeat(run);
      // A code span closes with a run of exactly as many backticks.
      let close = line.indexOf(ticks, i + run);
      while (close !== -1 && line[close + run] === "`") {
        let end = close;
        while (line[end] === "`") end += 1;
        close = line.indexOf(ticks, end);
      }
      if (close !== -1) {
        out += line.slice(i, close + run);
        i = close + run;
        continue;
      }
      out += ticks;
      i += run;
      continue;
    }
    out += line[i] === "<" ? "&lt;" : line[i];
    i += 1;
  }
  return out;
}

/** The Markdown with raw HTML turned into text; fenced code blocks and code spans are left as written. */
export function escapeRawHtml(markdown: string): string {
  let fence: string | null = null;
  return markdown
    .split("\n")
    .map((line) => {
      const opener = line.match(FENCE)?.[1];
      if (fence !== null) {
        if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener)
          fence = null;
        return line;
      }
      if (opener && !(opener[0] === "`" && line.slice(line.indexOf(opener) + opener.length).includes("`"))) {
        fence = opener;
        return line;
      }
      return escapeLine(line);
    })
    .join("\n");
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  tab: "\t",
  newline: "\n",
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/**
 * Whether an address from content may be a link or image: http(s), mailto and tel, a path on the
 * site (`/coaching`, not `//host`), a relative path or a `#fragment`.
 */
export function isSafeContentUrl(raw: string): boolean {
  // Browsers ignore ASCII whitespace and control characters in URLs ("java\tscript:").
  const url = Array.from(decodeEntities(raw))
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x20 && code !== 0x7f;
    })
    .join("");
  if (url === "") return true;
  if (/^[/\\]{2}/.test(url)) return false;
  const scheme = url.match(/^([a-z][a-z0-9+.-]*):/i)?.[1];
  return scheme === undefined || ["http", "https", "mailto", "tel"].includes(scheme.toLowerCase());
}

/** Tags Markdown (with GFM tables, task lists, footnotes and highlighted code) renders to. */
const MARKDOWN_TAGS = new Set(
  "a abbr blockquote br code del div em h1 h2 h3 h4 h5 h6 hr img input li ol p pre s section span strong sub sup table tbody td th thead tr ul".split(
    " ",
  ),
);
const URL_ATTRIBUTES = new Set(["href", "src"]);

/** One tag of renderer output: `<name attr="value" ...>`, `</name>` or a comment. */
const TAG =
  /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>|<!--[\s\S]*?-->/g;
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * An <img>'s attributes with the address of a Sanity upload swapped for its renditions: `src`,
 * `srcset` and `sizes`, the box (`width`, `height`) that keeps the page from shifting as it loads,
 * and lazy loading. Any other address is left as written.
 */
function withSanityRenditions(attributes: string): string {
  let picture: ReturnType<typeof bodyPicture>;
  const swapped = attributes.replace(ATTRIBUTE, (attribute: string, name: string, quoted?: string) => {
    if (name.toLowerCase() !== "src") return attribute;
    picture = bodyPicture(decodeEntities(quoted?.replace(/^["']|["']$/g, "") ?? ""));
    return picture ? ` src="${escapeAttribute(picture.src)}"` : attribute;
  });
  if (!picture) return attributes;
  const { srcset, width, height } = picture;
  return `${swapped} srcset="${escapeAttribute(srcset)}" sizes="${BODY_IMAGE_SIZES}" width="${width}" height="${height}" loading="lazy" decoding="async"`;
}

/**
 * The renderer's HTML with unsafe link and image addresses removed. Throws when the HTML holds a
 * tag or an event-handler attribute Markdown does not produce: such content is refused, not shown.
 */
export function safeRenderedHtml(html: string): string {
  const result = html.replace(
    TAG,
    (whole: string, _closing: string, name: string | undefined, attributes = "") => {
      if (name === undefined) return ""; // a comment
      const tag = name.toLowerCase();
      if (!MARKDOWN_TAGS.has(tag))
        throw new Error(`Content holds a <${tag}> element, which Markdown does not make`);
      const kept = attributes.replace(
        ATTRIBUTE,
        (attribute: string, attributeName: string, quoted?: string) => {
          const key = attributeName.toLowerCase();
          const styled = key === "style" && tag !== "pre" && tag !== "span";
          if (key.startsWith("on") || styled || key === "srcdoc" || key === "formaction")
            throw new Error(`Content holds a ${key} attribute on <${tag}>, which Markdown does not make`);
          if (!URL_ATTRIBUTES.has(key)) return attribute;
          const value = quoted?.replace(/^["']|["']$/g, "") ?? "";
          return isSafeContentUrl(value) ? attribute : "";
        },
      );
      const shown = tag === "img" ? withSanityRenditions(kept) : kept;
      return whole.replace(attributes, () => shown);
    },
  );
  // Whatever is left between tags is text: a "<" there would be markup the scan did not read.
  const text = result.replace(TAG, "");
  if (text.includes("<")) throw new Error("Content holds markup that is not Markdown's own");
  return result;
}

/** Renders CMS Markdown with the site's renderer, safely. */
export async function renderSafeMarkdown<R extends { html: string }>(
  markdown: string,
  render: (markdown: string) => Promise<R>,
): Promise<R> {
  const rendered = await render(escapeRawHtml(markdown));
  return { ...rendered, html: safeRenderedHtml(rendered.html) };
}
