import type { ModulePatch } from './patched-modules.mjs';

export declare function withFastPaths(file: string, source: string): string;
export declare const micromarkFastPaths: ModulePatch;
