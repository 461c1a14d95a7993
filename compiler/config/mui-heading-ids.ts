import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { nativeImport } from '../helpers/native-import';

const TEXT_TO_HASH = path.join('node_modules', '@mui', 'internal-markdown', 'textToHash.mjs');

/**
 * The heading ids of `headingIds: 'mui'`, as the `@mui/internal-markdown` installed beside the
 * content makes them (the nearest above it): `'mui-v9'` when its `textToHash` drops the HTML
 * entities of a heading (`"onAccept"` → `onaccept`), `'mui'` (v8's) when it spells them out
 * (`quot-onaccept-quot`), or when none is installed or it cannot be loaded.
 */
export async function installedMuiHeadingIds(contentDir: string): Promise<'mui' | 'mui-v9'> {
  for (let dir = path.resolve(contentDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, TEXT_TO_HASH);
    if (existsSync(file)) return probe(file);
    if (dir === path.dirname(dir)) return 'mui';
  }
}

async function probe(file: string): Promise<'mui' | 'mui-v9'> {
  try {
    const textToHash = ((await nativeImport(pathToFileURL(file).href)) as { default: (text: string) => string }).default;
    return textToHash('On &quot;onAccept&quot;').includes('quot') ? 'mui' : 'mui-v9';
  } catch {
    return 'mui';
  }
}
