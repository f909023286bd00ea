/**
 * The site's web font cut down to the characters the club writes, and the @font-face rules
 * that serve them. Each family comes in three files, each with the unicode-range it covers, so a
 * browser fetches only what a page shows:
 * - `core`: English text (Basic Latin and everyday punctuation), on every page;
 * - `accents`: Latin-1 letters and signs (é, ü, ©, ½ ...), for names and words that carry them;
 * - `naija`: the naira sign and the letters of Yoruba, Igbo and Hausa names (ẹ, ọ, ṣ, ị, ụ, ń, ɓ,
 *   ɗ, ƙ and the tone and dot-below marks), so members' names render in the site's typeface.
 * The source is Fontsource's variable font, with its whole weight axis (cutting Outfit's axis down
 * makes the file larger, not smaller).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

interface Family {
  /** The CSS family name the design tokens use. */
  cssName: string;
  /** File names start with this. */
  slug: string;
  /** Fontsource package the sources come from. */
  fontsourcePackage: string;
}

interface Subset {
  name: "core" | "accents" | "naija";
  /** Fontsource's file for the glyphs: its `latin` or `latin-ext` cut. */
  source: "latin" | "latin-ext";
  codePoints: readonly number[];
}

export interface FontFile {
  /** File name under src/assets/fonts/. */
  fileName: string;
  bytes: Uint8Array;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Outfit, the brand's typeface, sets headings, figures and buttons. Body text uses the device's own
 * interface font (Roboto on most phones here): no download at all for most of the words on a page.
 */
export const FAMILIES: readonly Family[] = [
  {
    cssName: "Outfit Variable",
    slug: "outfit",
    fontsourcePackage: "@fontsource-variable/outfit",
  },
];

/** English text and everyday punctuation: what every page writes. */
const CORE_CODE_POINTS: readonly number[] = [
  ...range(0x20, 0x7e),
  0xa0, // no-break space
  0xa9, // ©
  0xb7, // ·
  0xd7, // ×
  0x2013, // –
  0x2014, // —
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2022, // •
  0x2026, // …
];

export const SUBSETS: readonly Subset[] = [
  { name: "core", source: "latin", codePoints: CORE_CODE_POINTS },
  {
    name: "accents",
    source: "latin",
    codePoints: range(0xa1, 0xff).filter((c) => !CORE_CODE_POINTS.includes(c)),
  },
  {
    name: "naija",
    source: "latin-ext",
    codePoints: [
      0x20a6, // ₦
      0x143, // Ń
      0x144, // ń
      0x1f8, // Ǹ
      0x1f9, // ǹ
      0x181, // Ɓ
      0x253, // ɓ
      0x18a, // Ɗ
      0x257, // ɗ
      0x198, // Ƙ
      0x199, // ƙ
      0x1e62, // Ṣ
      0x1e63, // ṣ
      0x1eb8, // Ẹ
      0x1eb9, // ẹ
      0x1eca, // Ị
      0x1ecb, // ị
      0x1ecc, // Ọ
      0x1ecd, // ọ
      0x1ee4, // Ụ
      0x1ee5, // ụ
      0x300, // combining grave (tone)
      0x301, // combining acute (tone)
      0x304, // combining macron
      0x323, // combining dot below
    ],
  },
];

/** `U+20-7E,U+A0` from code points (sorted, runs collapsed), as CSS unicode-range wants. */
export function unicodeRange(codePoints: readonly number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0];
  let end = start;
  const hex = (n: number) => n.toString(16).toUpperCase();
  const flush = () => {
    if (start === undefined || end === undefined) return;
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  };
  for (const point of sorted.slice(1)) {
    if (end !== undefined && point === end + 1) {
      end = point;
      continue;
    }
    flush();
    start = point;
    end = point;
  }
  flush();
  return parts.join(", ");
}

export const fontFileName = (family: Family, subset: Subset) => `${family.slug}-${subset.name}.woff2`;

/** The @font-face rules for every family and subset, referencing the files beside the stylesheet. */
export function fontFaceCss(fontsFolder: string): string {
  const rules = FAMILIES.flatMap((family) =>
    SUBSETS.map((subset) =>
      [
        "@font-face {",
        `  font-family: "${family.cssName}";`,
        "  font-style: normal;",
        "  font-display: swap;",
        "  font-weight: 100 900;",
        `  src: url("${fontsFolder}/${fontFileName(family, subset)}") format("woff2");`,
        `  unicode-range: ${unicodeRange(subset.codePoints)};`,
        "}",
      ].join("\n"),
    ),
  );
  return `/* Written by \`npm run fonts\` (scripts/fonts/font-subsets.ts): do not edit by hand. */\n${rules.join("\n\n")}\n`;
}

const requireFromHere = createRequire(import.meta.url);

/** A file of the family's Fontsource package, by its path inside the package. */
function packageFile(family: Family, file: string): URL {
  const stylesheet = pathToFileURL(requireFromHere.resolve(`${family.fontsourcePackage}/wght.css`));
  return new URL(file, stylesheet);
}

/** The family's licence (SIL Open Font License), which must travel with the cut files. */
export async function licenceText(family: Family): Promise<string> {
  return readFile(packageFile(family, "LICENSE"), "utf8");
}

/** Cuts every family into its subsets. */
export async function buildFontFiles(): Promise<FontFile[]> {
  const files: FontFile[] = [];
  for (const family of FAMILIES) {
    for (const subset of SUBSETS) {
      const font = await readFile(
        packageFile(family, `files/${family.slug}-${subset.source}-wght-normal.woff2`),
      );
      const bytes = await subsetFont(font, String.fromCodePoint(...subset.codePoints), {
        targetFormat: "woff2",
      });
      files.push({ fileName: fontFileName(family, subset), bytes: new Uint8Array(bytes) });
    }
  }
  return files;
}
