/** A fenced code block whose fence is longer than any run of backticks in `text`. */
export function fenced(text: string, language: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${text.replace(/\n$/, '')}\n${fence}`;
}

/** A table cell: pipes escaped, line breaks as spaces. */
export function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** Inline code that may itself hold backticks. */
export function code(text: string): string {
  const fence = text.includes('`') ? '``' : '`';
  return fence === '``' ? `\`\` ${text} \`\`` : `\`${text}\``;
}

export function languageOf(file: string): string {
  const extension = file.match(/\.(\w+)$/)?.[1] ?? '';
  return { md: 'md', ts: 'ts', tsx: 'tsx', json: 'json' }[extension] ?? 'text';
}
