import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { resolutionOf } from './demo-resolution';

/**
 * The files of the two MUI X Charts core plugins that templates/demo/chart-first-render.ts presets,
 * in the copy of the charts the demo `importer` renders with (the site's, else the compiler's). The
 * animation plugin is not exported by the package, so it is reached by its file, which is the very
 * module the package's own imports load (the same path, so the same instance). Undefined where that
 * copy has no such files (another major's layout): its charts then render as they would alone.
 */
export function chartPluginFiles(importer: string, projectRoot: string, format: 'cjs' | 'esm'): { dimensions: string; animation: string } | undefined {
  const from = [...(resolutionOf(importer)?.contentModules ?? []).map((modules) => path.dirname(modules)), path.dirname(importer), projectRoot];
  let root: string;
  try {
    root = path.dirname(createRequire(importer).resolve('@mui/x-charts/package.json', { paths: from }));
  } catch {
    return undefined;
  }
  const ext = format === 'cjs' ? 'js' : 'mjs';
  const plugin = (name: string) => path.join(root, 'internals', 'plugins', 'corePlugins', name, `index.${ext}`);
  const files = { dimensions: plugin('useChartDimensions'), animation: plugin('useChartAnimation') };
  return existsSync(files.dimensions) && existsSync(files.animation) ? files : undefined;
}
