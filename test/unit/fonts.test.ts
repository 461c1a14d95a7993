import { describe, expect, it } from 'vitest';
import { buildFonts } from '../../compiler/assets/fonts';

describe('fonts', () => {
  it('preloads every face the stylesheet declares: one found while laying the page out lays it out again', async () => {
    const fonts = await buildFonts('/static/');
    const declared = [...fonts.css.matchAll(/@font-face\{[^}]*src:url\(([^)]+)\)/g)].map((match) => match[1]);
    expect(declared).toHaveLength(5);
    expect(fonts.preloads).toEqual(declared);
    expect(fonts.files.map((file) => `/static/${file.name}`)).toEqual(declared);
  });
});
