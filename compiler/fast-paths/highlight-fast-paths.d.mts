import type { ModulePatch } from './patched-modules.mjs';

export declare function withHighlightFastPaths(source: string): string;
export declare const highlightFastPaths: ModulePatch;
