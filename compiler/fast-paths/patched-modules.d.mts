import type { Plugin } from 'esbuild';

/** Library modules a fast path edits: their paths, and their source as edited. */
export interface ModulePatch {
  name: string;
  filter: RegExp;
  patch(file: string, source: string): string;
}

export declare function chosenAtLoad(spec: ModulePatch): Plugin;
export declare function patchedOnly(spec: ModulePatch): Plugin;
