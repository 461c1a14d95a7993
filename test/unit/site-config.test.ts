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
});
