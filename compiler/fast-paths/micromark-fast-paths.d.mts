import type { Plugin } from 'esbuild';

export declare function withFastPaths(file: string, source: string): string;
export declare const micromarkFastPaths: Plugin;
