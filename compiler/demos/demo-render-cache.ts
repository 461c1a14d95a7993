import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { longHash } from '../helpers/hash';
import { CacheStore } from '../helpers/cache-store';
import type { EmotionRenderer, StoredStyle } from './emotion-renderer';
import type { GridPreviewCount } from '../../templates/demo/data-grid-preview';
import { resolutionStamp } from './demo-resolution';

/** A demo's server render, as a page takes it in (see `prepareDemos`). */
export interface KeptRender {
  html: string;
  globals: string[];
  grids: GridPreviewCount;
}

/** What an entry holds: the render, the styles its markup uses, and the files besides the demo's own its module was made of, with their hashes. */
interface Entry extends KeptRender {
  styles: StoredStyle[];
  inputs: [file: string, hash: string][];
}

/** Changed whenever `Entry` changes. */
const FORMAT = 1;

const store = new CacheStore<Entry>({
  namespace: 'demo-renders',
  format: FORMAT,
  accepts: (value) => typeof (value as Entry | null)?.html === 'string' && Array.isArray((value as Entry).inputs) && Array.isArray((value as Entry).styles),
});

/**
 * Demos' server renders kept between builds, so a page edited in a new process shows its unchanged
 * demos without loading their packages: on MUI X's sorting page, loading the data grid packages and
 * MUI's API table for its two dozen demos was half of a one-page rebuild.
 *
 * An entry is found by the compiler and its installed packages (`versionKey`), the site's theme and
 * resolution (aliases, the site's packages as installed), and the demo's key, file and source; it is
 * taken while the other files its module was made of have the hashes it recorded, and brings the
 * styles its markup uses into the renderer, which then writes the page's CSS as after a render.
 * Entries of other compiler versions are deleted once per process; an entry that cannot be read is a
 * miss, rendered and stored again. As the page cache does, a render is reused as it was made: a demo
 * showing today's date shows the day it was rendered.
 */
export class DemoRenderCache {
  private readonly dir: string;
  private context: string | undefined;

  constructor(
    cacheDir: string,
    versionKey: string,
    /** The site's theme (`config.theme`), the one part of the config a demo's render depends on. */
    private readonly theme: unknown,
  ) {
    const root = path.join(cacheDir, 'demo-renders');
    this.dir = path.join(root, versionKey.slice(0, 16));
    removeOtherVersions(root, path.basename(this.dir));
  }

  /** The kept render of a demo, its styles brought into `renderer`; none when there is none or its inputs changed. */
  reuse(key: string, file: string, source: string, renderer: EmotionRenderer): KeptRender | undefined {
    const entry = this.entry(key, file, source);
    if (!entry) return undefined;
    renderer.restoreStyles(entry.styles);
    return { html: entry.html, globals: entry.globals, grids: entry.grids };
  }

  /** Whether `reuse` would find the demo's render: the warm-up then leaves its module unloaded. */
  has(key: string, file: string, source: string): boolean {
    return this.entry(key, file, source, true) !== undefined;
  }

  private entry(key: string, file: string, source: string, peek = false): Entry | undefined {
    const read = store.readFile(this.fileOf(key, file, source), { changed: changedInput, peek });
    return read.hit ? read.value : undefined;
  }

  /** Keeps a render that `renderer` just made of the demo, whose module was made of `inputs` besides its own file. */
  store(key: string, file: string, source: string, render: KeptRender, inputs: readonly string[], renderer: EmotionRenderer): void {
    try {
      const entry: Entry = {
        html: render.html,
        globals: render.globals,
        grids: render.grids,
        styles: renderer.stylesOf(render.html, render.globals),
        // Packages are in the context (the installed layout); a site's helpers and data are checked here.
        inputs: inputs.filter((input) => !input.split(path.sep).includes('node_modules')).map((input) => [input, longHash(readFileSync(input))]),
      };
      mkdirSync(this.dir, { recursive: true });
      store.writeFileSync(this.fileOf(key, file, source), entry);
    } catch {
      // A cache: the next build renders the demo again.
    }
  }

  private fileOf(key: string, file: string, source: string): string {
    // Worked out once the site's resolution is registered (by the renderer, or the warm-up).
    this.context ??= longHash(JSON.stringify([resolutionStamp(), this.theme]));
    return path.join(this.dir, `${longHash(JSON.stringify([this.context, key, file, source]))}.json`);
  }
}

/** The first file besides the demo's own whose hash is not the one recorded (gone or unreadable counts as changed). */
function changedInput(entry: Entry): string | undefined {
  for (const [input, hash] of entry.inputs) {
    let now: string | undefined;
    try {
      now = longHash(readFileSync(input));
    } catch {
      // Gone: changed.
    }
    if (now !== hash) return path.relative(process.cwd(), input);
  }
  return undefined;
}

const cleaned = new Set<string>();

/** Deletes the folders of other compiler versions under `root`, once per process. */
function removeOtherVersions(root: string, keep: string): void {
  if (cleaned.has(root)) return;
  cleaned.add(root);
  try {
    for (const name of readdirSync(root)) if (name !== keep) rmSync(path.join(root, name), { recursive: true, force: true });
  } catch {
    // No folder yet.
  }
}
