import type { Message } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildDiagnostics } from '../../compiler/demos/esbuild-diagnostics';

const message = (text: string): Message => ({ id: '', pluginName: '', text, location: { file: 'guide/Logo.tsx', namespace: 'file', line: 1, column: 17, length: 10, lineText: "import logo from './logo.png';", suggestion: '' }, notes: [], detail: undefined });

describe("esbuild's errors about a demo", () => {
  it('say that an imported file is not a module, not that the demo has a syntax error', () => {
    for (const text of ['No loader is configured for ".png" files: guide/logo.png', 'Cannot import "guide/theme.css" into a JavaScript file without an output path configured']) {
      const [found] = esbuildDiagnostics([message(text)]);
      expect(found).toMatchObject({ code: 'demo-syntax', line: 1, column: 18 });
      expect(found!.hint).toMatch(/^A demo imports JavaScript, TypeScript and JSON modules only/);
    }
  });

  it('keep the syntax hint for a syntax error', () => {
    expect(esbuildDiagnostics([message('Expected ";" but found "logo"')])[0]!.hint).toBe('Fix the syntax error in the demo file.');
  });
});
