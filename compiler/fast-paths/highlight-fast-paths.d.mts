import type { Plugin } from 'esbuild';

export declare function withHighlightFastPaths(source: string): string;
export declare const highlightFastPaths: Plugin;
