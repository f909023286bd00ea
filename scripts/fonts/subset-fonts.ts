/**
 * `npm run fonts`: writes the font subsets to src/assets/fonts/, each family's licence beside them,
 * and their @font-face rules to src/styles/fonts.css. Run it after changing the characters in
 * font-subsets.ts, or after updating the Fontsource packages, and commit what it writes.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { buildFontFiles, FAMILIES, fontFaceCss, licenceText } from "./font-subsets";

const fontsFolder = new URL("@/assets/fonts/", import.meta.url);
const stylesheet = new URL("@/styles/fonts.css", import.meta.url);

await mkdir(fontsFolder, { recursive: true });
for (const file of await buildFontFiles()) {
  await writeFile(new URL(file.fileName, fontsFolder), file.bytes);
  console.log(`${file.fileName}: ${(file.bytes.byteLength / 1000).toFixed(1)} kB`);
}
for (const family of FAMILIES) {
  await writeFile(new URL(`${family.slug}-LICENSE.txt`, fontsFolder), await licenceText(family));
}
await writeFile(stylesheet, fontFaceCss("../assets/fonts"));
console.log("src/styles/fonts.css written");
