import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageSize } from '../../compiler/assets/image-size';
import { validateSiteConfig } from '../../compiler/config/site-config';
import { tempDir } from '../helpers/cli';

describe('site config', () => {
  it('rejects a theme colour without a main string at its line', () => {
    const source = "export default {\n  theme: {\n    palette: {\n      primary: { main: '#000' },\n      secondary: { light: '#fff' },\n    },\n  },\n};\n";
    const diagnostics = validateSiteConfig({ theme: { palette: { primary: { main: '#000' }, secondary: { light: '#fff' } } } }, source, 'site.config.ts');
    expect(diagnostics).toMatchObject([{ code: 'theme-colour-main', line: 5, column: 7, message: 'Theme colour "secondary" has no "main" string.' }]);
  });

  it('rejects unknown keys', () => {
    const diagnostics = validateSiteConfig({ title: 'A', colour: 'red' }, "export default { title: 'A', colour: 'red' }", 'site.config.ts');
    expect(diagnostics).toMatchObject([{ code: 'config-unknown-key', line: 1, column: 30 }]);
  });

  it('takes a search vocabulary of words mapped to lists of words, and names the entry that is not one at its line', () => {
    expect(validateSiteConfig({ searchSynonyms: { watermark: ['license'], 'screen reader': ['accessibility'] } }, "export default { searchSynonyms: { watermark: ['license'] } }", 'site.config.ts')).toEqual([]);
    const source = "export default {\n  title: 'A',\n  searchSynonyms: { watermark: 'license' },\n};\n";
    const diagnostics = validateSiteConfig({ title: 'A', searchSynonyms: { watermark: 'license' } }, source, 'site.config.ts');
    expect(diagnostics).toMatchObject([{ code: 'config-invalid', line: 3, column: 3, message: 'The search synonyms of "watermark" must be a word mapped to a list of words (strings).' }]);
    expect(validateSiteConfig({ searchSynonyms: ['watermark'] }, "export default { searchSynonyms: ['watermark'] }", 'site.config.ts')).toMatchObject([{ code: 'config-invalid', message: '"searchSynonyms" must map words to lists of words.' }]);
  });

  it('takes a cache size limit in bytes or with its unit, and names one that is neither at its line', () => {
    expect(validateSiteConfig({ cacheSizeLimit: '500MB' }, "export default { cacheSizeLimit: '500MB' }", 'site.config.ts')).toEqual([]);
    expect(validateSiteConfig({ cacheSizeLimit: 1e9 }, 'export default { cacheSizeLimit: 1e9 }', 'site.config.ts')).toEqual([]);
    for (const bad of ['2 gigabytes', -5, true]) {
      expect(validateSiteConfig({ cacheSizeLimit: bad }, `export default {\n  cacheSizeLimit: ${JSON.stringify(bad)},\n};\n`, 'site.config.ts'), String(bad)).toMatchObject([
        { code: 'config-invalid', line: 2, column: 3, message: '"cacheSizeLimit" must be a number of bytes or a size such as "500MB" or "2GB".' },
      ]);
    }
  });
});

describe('the favicon and logo keys', () => {
  const site = tempDir('images');
  mkdirSync(path.join(site, 'images'));
  writeFileSync(path.join(site, 'images', 'mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 24"/>');
  const check = (config: Record<string, unknown>) => {
    const source = `export default ${JSON.stringify(config)};`;
    return validateSiteConfig(config, source, 'site.config.ts', site);
  };

  it("take MUI's mark or an image file of the content folder", () => {
    expect(check({ favicon: 'mui', logo: 'mui' })).toEqual([]);
    expect(check({ favicon: 'images/mark.svg', logo: 'images/mark.svg' })).toEqual([]);
  });

  it.each([
    [{ favicon: 'images/missing.svg' }, '"favicon" names images/missing.svg, which is not a file of the content folder.'],
    [{ logo: 'images/mark.ico' }, '"logo" names images/mark.ico: browsers show .svg, .png files there.'],
    [{ favicon: '../outside.svg' }, '"favicon" names ../outside.svg, which is not inside the content folder.'],
    [{ favicon: '/abs/icon.svg' }, '"favicon" names /abs/icon.svg, which is not inside the content folder.'],
    [{ logo: 'acme' }, '"logo" names acme: browsers show .svg, .png files there.'],
    [{ logo: 3 }, `"logo" must name an image file or 'mui'.`],
  ])('refuse %j, located at the key', (config, message) => {
    expect(check(config)).toMatchObject([{ code: 'config-invalid', line: 1, column: 17, message }]);
  });
});

describe('image proportions', () => {
  it('reads an SVG view box or its width and height, and a PNG header', () => {
    expect(imageSize(Buffer.from('<svg viewBox="0 0 120 30" xmlns="http://www.w3.org/2000/svg"></svg>'), '.svg')).toEqual({ width: 120, height: 30 });
    expect(imageSize(Buffer.from("<?xml version='1.0'?><svg width='64px' height='32'></svg>"), '.svg')).toEqual({ width: 64, height: 32 });
    const png = Buffer.alloc(24);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
    png.writeUInt32BE(200, 16);
    png.writeUInt32BE(50, 20);
    expect(imageSize(png, '.png')).toEqual({ width: 200, height: 50 });
  });

  it('says nothing of an image that does not say', () => {
    expect(imageSize(Buffer.from('<svg></svg>'), '.svg')).toBeUndefined();
    expect(imageSize(Buffer.from('not a png at all, really'), '.png')).toBeUndefined();
  });
});
