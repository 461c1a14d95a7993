import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AdRecord } from '../../templates/shared/ads';
import { bundleBrowserModule } from './browser-bundle';
import { contentHash } from '../helpers/hash';

export interface AdsAssets {
  files: { name: string; content: string | Buffer }[];
  /** URL of the ad block module, imported by the page once it is up. */
  module: string;
  inHouse: AdRecord[];
}

/**
 * The ad block's module and the in-house ads of `content/ads/in-house.json` with their images.
 * Names avoid "ad": blockers' lists match files like `ads.js` and folders like `/ads/`.
 */
export async function buildAdsAssets(contentDir: string, staticUrl: string, cacheDir?: string): Promise<AdsAssets | undefined> {
  const manifest = path.join(contentDir, 'ads', 'in-house.json');
  const records = await readFile(manifest, 'utf8').then((text) => JSON.parse(text) as AdRecord[]).catch(() => undefined);
  if (!records) return undefined;
  const code = await bundleBrowserModule('runtime/ads/block.ts', 'esm', cacheDir);
  const files: AdsAssets['files'] = [{ name: `slot.${contentHash(code)}.js`, content: code }];
  const inHouse: AdRecord[] = [];
  for (const record of records) {
    const image = await readFile(path.join(contentDir, 'ads', record.img));
    const name = `house/${record.img.replace(/\.(\w+)$/, `.${contentHash(image)}.$1`)}`;
    files.push({ name, content: image });
    inHouse.push({ ...record, img: `${staticUrl}${name}` });
  }
  return { files, module: `${staticUrl}${files[0]!.name}`, inHouse };
}
