import { describe, expect, it } from 'vitest';
import { validateSiteConfig } from '../../compiler/config/site-config';

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
});
