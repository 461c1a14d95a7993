/**
 * The compiler options a reader's project would use for the demos: strict React 19 TSX with bundler
 * resolution, written as in a tsconfig. The native compiler reads them as such; the JavaScript
 * compiler gets them converted (`DEMO_COMPILER_OPTIONS`).
 */
export const DEMO_TSCONFIG_OPTIONS = {
  target: 'es2022',
  module: 'esnext',
  moduleResolution: 'bundler',
  jsx: 'react-jsx',
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  esModuleInterop: true,
  isolatedModules: true,
  resolveJsonModule: true,
  lib: ['es2023', 'dom', 'dom.iterable'],
  types: [] as string[],
};

/** The hint of every demo type error, whichever compiler found it. */
export const DEMO_TYPE_HINT = 'Demos are type-checked against the installed packages; fix the code or its types.';
