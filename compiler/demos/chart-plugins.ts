import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The files of the two MUI X Charts core plugins that templates/demo/chart-first-render.ts presets.
 * The animation plugin is not exported by the package, so it is reached by its file, which is the
 * very module the package's own imports load (the same path, so the same instance).
 */
export function chartPluginFiles(projectRoot: string, format: 'cjs' | 'esm'): { dimensions: string; animation: string } {
  const root = path.dirname(createRequire(path.join(projectRoot, 'package.json')).resolve('@mui/x-charts/package.json'));
  const ext = format === 'cjs' ? 'js' : 'mjs';
  const plugin = (name: string) => path.join(root, 'internals', 'plugins', 'corePlugins', name, `index.${ext}`);
  return { dimensions: plugin('useChartDimensions'), animation: plugin('useChartAnimation') };
}
