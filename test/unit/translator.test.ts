import { describe, expect, it } from 'vitest';
import { translate, translationConsoleScript } from '../../templates/translator';

const all = { en: { copy: 'Copy', toc: 'Contents' }, zh: { copy: '复制' } };

describe('translation lookups', () => {
  it('uses the language and falls back to English for a missing key, reporting it', () => {
    const { strings, report } = translate(all, 'zh', 'en');
    expect(strings).toEqual({ copy: '复制', toc: 'Contents' });
    expect(report).toEqual({ missingKeys: ['toc'], missingLanguage: false });
    expect(translationConsoleScript('zh', report)).toBe('<script>console.warn("Missing translation for zh:toc; showing English.")</script>');
  });

  it('shows an ellipsis for every string of a missing language and logs an error', () => {
    const { strings, report } = translate(all, 'fr', 'en');
    expect(strings).toEqual({ copy: '…', toc: '…' });
    expect(translationConsoleScript('fr', report)).toBe('<script>console.error("Missing language: fr.")</script>');
  });

  it('reports nothing for the default language', () => {
    const { report } = translate(all, 'en', 'en');
    expect(report).toEqual({ missingKeys: [], missingLanguage: false });
    expect(translationConsoleScript('en', report)).toBe('');
  });
});
