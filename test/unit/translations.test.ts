import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTranslations, loadTranslations, stringsFor } from '../../compiler/site/translations';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-i18n-'));
  mkdirSync(path.join(dir, 'translations'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'translations', name), text);
  return dir;
}

describe('translations', () => {
  it('reports every key of English missing in another language', async () => {
    const dir = site({ 'en.json': '{"copy":"Copy","toc":"Contents","next":"Next"}', 'zh.json': '{"copy":"复制"}' });
    const { translations, diagnostics } = await loadTranslations(dir);
    expect(diagnostics).toEqual([]);
    const missing = checkTranslations(translations, 'en', ['en', 'zh']);
    expect(missing.map((d) => [d.code, d.message])).toEqual([
      ['translation-missing', 'Missing translation key "toc" in zh.'],
      ['translation-missing', 'Missing translation key "next" in zh.'],
    ]);
  });

  it('locates invalid JSON and non-string values', async () => {
    const dir = site({ 'en.json': '{\n  "copy": "Copy",\n  "toc": 3\n}', 'zh.json': '{\n  "copy": "复制",\n}' });
    const { diagnostics } = await loadTranslations(dir);
    expect(diagnostics).toMatchObject([
      { code: 'translation-type', line: 3, column: 3, file: expect.stringMatching(/en\.json$/) },
      { code: 'translation-json', line: 3, file: expect.stringMatching(/zh\.json$/) },
    ]);
  });

  it('falls back to English for a missing key', async () => {
    const dir = site({ 'en.json': '{"copy":"Copy","toc":"Contents"}', 'zh.json': '{"copy":"复制"}' });
    const { translations } = await loadTranslations(dir);
    expect(stringsFor(translations, 'zh', 'en').strings).toMatchObject({ copy: '复制', toc: 'Contents' });
  });
});
