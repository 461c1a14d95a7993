import type { ModulePatch } from './patched-modules.mjs';

export declare function withSharedContext(source: string): string;
export declare const fromMarkdownContext: ModulePatch;
