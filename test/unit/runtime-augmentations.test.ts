import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeAugmentations } from '../../compiler/demos/runtime-augmentations';
import { tempDir } from '../helpers/cli';

function files(root: string, tree: Record<string, string>): void {
  for (const [name, text] of Object.entries(tree)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}

const AUGMENTS = "declare module 'trellis/slots' {\n  interface RowSlotProps {\n    onBlur?: () => void;\n  }\n}\nexport {};\n";

/** A pnpm-like layout: the packages live in a store and node_modules links to them. */
function install(): string {
  const root = tempDir('augmentations');
  const store = path.join(root, 'store');
  files(path.join(store, 'trellis'), {
    'package.json': JSON.stringify({ name: 'trellis', version: '2.0.0' }),
    'index.d.ts': "export * from './adapter/index.js';\n",
    'index.js': "require('./plugins/editing/Editing');\n",
    // Loaded by the code, dropped from the declarations: in the program.
    'plugins/editing/Editing.js': "const plugin = require('./rowPlugin');\nexports.Editing = plugin;\n",
    'plugins/editing/Editing.d.ts': 'export declare const Editing: unknown;\n',
    'plugins/editing/rowPlugin.js': 'exports.rowPlugin = {};\n',
    'plugins/editing/rowPlugin.d.ts': AUGMENTS,
    // Imported by a declaration file: the program reaches it by itself.
    'adapter/index.d.ts': "export * from './Adapter.js';\n",
    'adapter/Adapter.d.ts': AUGMENTS,
    'adapter/Adapter.js': '',
    // Loaded as a folder's index, by a name that is not the folder's: in the program.
    'panel/index.d.ts': AUGMENTS,
    'panel/index.js': '',
    'panel/parts/Header.js': "require('../index');\n",
    'panel/parts/Header.d.ts': 'export declare const Header: unknown;\n',
    // Loaded by its folder named with a trailing slash: in the program.
    'footer/index.d.ts': AUGMENTS,
    'footer/index.js': '',
    'plugins/footer.js': "require('../footer/');\n",
    // Loaded by a specifier of dots alone, from a folder inside its own: in the program.
    'sidebar/index.d.ts': AUGMENTS,
    'sidebar/index.js': '',
    'sidebar/parts/Toggle.js': "export { sidebar } from '..';\n",
    // Opt-in, though a file elsewhere imports its parent folder by dots alone: nothing loads it.
    'optin/index.d.ts': AUGMENTS,
    'optin/index.js': '',
    'misc/deep/util.js': "export { misc } from '..';\n",
    // Opt-in: nothing loads it.
    'augmentation/wide.d.ts': AUGMENTS,
    'augmentation/wide.js': '',
  });
  files(path.join(store, 'trellis-pro'), {
    'package.json': JSON.stringify({ name: 'trellis-pro', version: '2.0.0', dependencies: { trellis: '2.0.0', 'left-out': '1.0.0' } }),
    'index.d.ts': 'export declare const Pro: unknown;\n',
    'index.js': "require('trellis');\n",
  });
  const modules = path.join(root, 'site', 'node_modules');
  mkdirSync(modules, { recursive: true });
  symlinkSync(path.join(store, 'trellis'), path.join(modules, 'trellis'));
  symlinkSync(path.join(store, 'trellis-pro'), path.join(modules, 'trellis-pro'));
  return modules;
}

describe('runtimeAugmentations', () => {
  const modules = install();
  const store = path.join(path.dirname(modules), '..', 'store', 'trellis');
  const expected = ['footer', 'panel', 'sidebar'].map((folder) => path.resolve(store, folder, 'index.d.ts')).concat(path.resolve(store, 'plugins', 'editing', 'rowPlugin.d.ts')).sort();

  it("adds the augmentations a package's code loads and its declarations do not import, through links", () => {
    expect(runtimeAugmentations(["import { Grid } from 'trellis/grid';"], [modules])).toEqual(expected);
  });

  it("reaches them through a dependency of the package a demo imports, and skips dependencies that are not installed", () => {
    expect(runtimeAugmentations(["import { Pro } from 'trellis-pro';"], [modules])).toEqual(expected);
  });

  it('adds nothing for demos importing no package, or packages not installed', () => {
    expect(runtimeAugmentations(["import { helper } from './helper';", "import x from 'missing-package';"], [modules])).toEqual([]);
  });
});
