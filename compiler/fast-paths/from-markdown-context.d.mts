import type { Plugin } from 'esbuild';

export declare function withSharedContext(source: string): string;
export declare const fromMarkdownContext: Plugin;
