import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { packageRoot } from '../helpers/package-root';
import { contentHash } from '../helpers/hash';

interface FontFile {
  family: string;
  file: string;
  weight: number;
}

/**
 * Latin subsets only, self-hosted: no request leaves the site for text fonts. The five files sit in
 * templates/fonts/ with their licences (SIL OFL 1.1), taken from Fontsource's packages: depending on
 * those installed 5.7 MB of other subsets and weights with every copy of the compiler. Every page
 * uses all five above the fold (the navigation's 500, headings' 700, inline code's mono), so all are
 * preloaded (107 KB): a face the browser discovers only while laying the page out arrives after that
 * layout and lays out all its text again, 70-80 ms of a demo page's main thread at 4x CPU throttling.
 */
const FONTS: FontFile[] = [
  { family: 'IBM Plex Sans', file: 'ibm-plex-sans-latin-400-normal.woff2', weight: 400 },
  { family: 'IBM Plex Sans', file: 'ibm-plex-sans-latin-500-normal.woff2', weight: 500 },
  { family: 'IBM Plex Sans', file: 'ibm-plex-sans-latin-600-normal.woff2', weight: 600 },
  { family: 'IBM Plex Sans', file: 'ibm-plex-sans-latin-700-normal.woff2', weight: 700 },
  { family: 'Roboto Mono', file: 'roboto-mono-latin-400-normal.woff2', weight: 400 },
];

const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

export interface FontAssets {
  files: { name: string; content: Buffer }[];
  css: string;
  preloads: string[];
}

/** Copies the font files under hashed names and writes their `@font-face` rules. */
export async function buildFonts(staticUrl: string): Promise<FontAssets> {
  const out: FontAssets = { files: [], css: '', preloads: [] };
  for (const font of FONTS) {
    const source = path.join(packageRoot(), 'templates', 'fonts', font.file);
    const content = await readFile(source);
    const name = `fonts/${font.file.replace(/\.woff2$/, '')}.${contentHash(content)}.woff2`;
    out.files.push({ name, content });
    const url = `${staticUrl}${name}`;
    out.css += `@font-face{font-family:"${font.family}";font-style:normal;font-display:swap;font-weight:${font.weight};src:url(${url}) format("woff2");unicode-range:${LATIN_RANGE}}`;
    out.preloads.push(url);
  }
  return out;
}
