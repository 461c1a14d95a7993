import { describe, expect, it } from 'vitest';
import { validateFeedback } from '../../compiler/feedback/validate';

const ok = { page: '/x/react-data-grid/editing/', rating: 1, lang: 'en' };

describe('feedback validation', () => {
  it('accepts a rating with or without a comment, keeping only the known fields', () => {
    expect(validateFeedback(ok)).toEqual({ payload: ok });
    expect(validateFeedback({ ...ok, rating: 0, comment: 'Needs an example.', lang: 'pt-BR', admin: true })).toEqual({
      payload: { page: ok.page, rating: 0, comment: 'Needs an example.', lang: 'pt-BR' },
    });
    expect(validateFeedback({ ...ok, comment: '' })).toEqual({ payload: ok });
    expect(validateFeedback({ ...ok, comment: 'x'.repeat(2000) })).toMatchObject({ payload: { comment: 'x'.repeat(2000) } });
  });

  it('refuses anything else', () => {
    const refused = [
      null,
      [],
      'text',
      {},
      { ...ok, page: undefined },
      { ...ok, page: 'x/no-slash' },
      { ...ok, page: `/${'a'.repeat(1024)}` },
      { ...ok, rating: 2 },
      { ...ok, rating: '1' },
      { ...ok, rating: true },
      { ...ok, rating: undefined },
      { ...ok, comment: 'x'.repeat(2001) },
      { ...ok, comment: 42 },
      { ...ok, comment: null },
      { ...ok, lang: undefined },
      { ...ok, lang: 'english please' },
      { ...ok, lang: '<script>' },
    ];
    for (const value of refused) {
      expect(validateFeedback(value), JSON.stringify(value)).toHaveProperty('error');
    }
  });
});
