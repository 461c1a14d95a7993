/**
 * Without JavaScript no mode class is ever set, so the dark palette is also offered to readers whose
 * system prefers dark: the `.mode-dark` variable blocks are repeated under a media query for `html:not(.js)`.
 */
export function withNoScriptDarkMode(css: string): string {
  const blocks: string[] = [];
  const pattern = /(^|})\.mode-dark\{([^{}]*)\}/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(css)) !== null) blocks.push(match[2]!);
  if (blocks.length === 0) return css;
  return `${css}@media (prefers-color-scheme: dark){html:not(.js){${blocks.join(';')}}}`;
}
