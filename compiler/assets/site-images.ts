import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../../templates/shared/site';
import { DEFAULT_FAVICON_COLOUR, defaultFaviconSvg, MUI_FAVICON_SVG } from '../../templates/frame/site-marks';
import { MUI_MARK } from '../config/image-keys';
import { contentHash } from '../helpers/hash';
import { imageSize } from './image-size';

/** The height the app bar gives the logo (see `AppFrame`). */
const LOGO_HEIGHT = 24;

const MEDIA_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };

export interface SiteImages {
  /** Files to write under `static/`, by name (content-hashed). */
  files: Record<string, string | Buffer>;
  favicon: { name: string; type: string };
  /** The app bar's mark: MUI's (drawn inline), or a file of `files` with its width at the bar's height. */
  logo?: typeof MUI_MARK | { name: string; width?: number };
}

/**
 * The favicon and the logo the config names (files of the content folder, checked by the config's
 * validation), MUI's mark for `'mui'`, or for the favicon when none is named, a plain icon of the site's own colour.
 */
export async function siteImages(config: Pick<SiteConfig, 'favicon' | 'logo' | 'theme'>, contentDir: string): Promise<SiteImages> {
  const files: SiteImages['files'] = {};
  const add = (stem: string, extension: string, content: string | Buffer) => {
    const name = `${stem}.${contentHash(content)}${extension}`;
    files[name] = content;
    return name;
  };
  let favicon: SiteImages['favicon'];
  if (config.favicon && config.favicon !== MUI_MARK) {
    const extension = path.extname(config.favicon).toLowerCase();
    favicon = { name: add('favicon', extension, await readFile(path.join(contentDir, config.favicon))), type: MEDIA_TYPES[extension] ?? 'image/x-icon' };
  } else {
    const svg = config.favicon === MUI_MARK ? MUI_FAVICON_SVG : defaultFaviconSvg(config.theme?.palette?.primary?.main ?? DEFAULT_FAVICON_COLOUR);
    favicon = { name: add('favicon', '.svg', svg), type: MEDIA_TYPES['.svg']! };
  }
  if (!config.logo || config.logo === MUI_MARK) return { files, favicon, ...(config.logo ? { logo: MUI_MARK } : {}) };
  const extension = path.extname(config.logo).toLowerCase();
  const content = await readFile(path.join(contentDir, config.logo));
  const size = imageSize(content, extension);
  const name = add('logo', extension, content);
  return { files, favicon, logo: { name, ...(size ? { width: Math.round((size.width / size.height) * LOGO_HEIGHT) } : {}) } };
}
