import { lazyRequire } from '../helpers/lazy-require';

/** The formatting MUI's docs use for demo code. */
export const PRETTIER_OPTIONS = { parser: 'babel', singleQuote: true, trailingComma: 'all', printWidth: 85 } as const;

/**
 * TSX → readable JavaScript. Sucrase removes the types in place, so comments and blank lines stay
 * where the author put them; prettier then tidies what the removal left behind.
 */
export async function generateJs(tsx: string): Promise<string> {
  // Loaded with the first demo: pages without demos never pay for prettier and sucrase.
  const { format } = lazyRequire('prettier') as typeof import('prettier');
  const { transform } = lazyRequire('sucrase') as typeof import('sucrase');
  const stripped = transform(tsx, {
    transforms: ['typescript', 'jsx'],
    jsxRuntime: 'preserve',
    disableESTransforms: true,
    keepUnusedImports: false,
  }).code;
  return format(stripped, PRETTIER_OPTIONS);
}
