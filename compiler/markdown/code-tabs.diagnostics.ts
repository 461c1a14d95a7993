import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

const FENCE = (label: string) => `\`\`\`bash${label ? ` ${label}` : ''}\n${label || 'npm'} install @mui/x-data-grid\n\`\`\`\n`;

export default {
  'code-tabs-tag-alone': {
    means: 'A `<codeblock>` or `</codeblock>` tag shares its lines with other text or a fence, so the markdown parser sees one block of HTML instead of a tag, and the group cannot be made.',
    example: { file: 'guide/index.md', text: `# Guide\n\n<codeblock storageKey="package-manager">\n${FENCE('npm')}</codeblock>\n` },
    fix: 'Put each tag alone on its line, with a blank line before and after it.',
  },
  'code-tabs-unopened': {
    means: 'A `</codeblock>` closes no group: there is no `<codeblock>` before it in the same list item, quote or page.',
    example: { file: 'guide/index.md', text: `# Guide\n\n${FENCE('npm')}\n</codeblock>\n` },
    fix: 'Remove the stray tag, or open the group with `<codeblock storageKey="…">` before its fences.',
  },
  'code-tabs-unclosed': {
    means: 'A `<codeblock>` group is never closed: its fences are shown one after another instead of as tabs.',
    example: { file: 'guide/index.md', text: `# Guide\n\n<codeblock storageKey="package-manager">\n\n${FENCE('npm')}\n${FENCE('pnpm')}` },
    fix: 'End the group with a line holding only `</codeblock>`, after a blank line, in the same list item or quote as its opening tag.',
  },
  'code-tabs-content': {
    means: 'A `<codeblock>` group holds something other than fenced code blocks (a paragraph, a list), so it is shown as separate blocks.',
    example: { file: 'guide/index.md', text: `# Guide\n\n<codeblock storageKey="package-manager">\n\nInstall it with your package manager:\n\n${FENCE('npm')}\n</codeblock>\n` },
    fix: 'Move the text out of the group, before `<codeblock>` or after `</codeblock>`.',
  },
  'code-tabs-empty': {
    means: 'A `<codeblock>` group holds no fenced code block.',
    example: { file: 'guide/index.md', text: '# Guide\n\n<codeblock storageKey="package-manager">\n\n</codeblock>\n' },
    fix: 'Put one fenced block per tab inside it, each labelled after its language (```` ```bash npm ````), or remove the group.',
  },
  'code-tabs-duplicate-label': {
    means: 'Two tabs of a group have the same label: a reader who picks one gets the first, on this page and on every page that shares the storage key.',
    example: { file: 'guide/index.md', text: `# Guide\n\n<codeblock storageKey="package-manager">\n\n${FENCE('npm')}\n${FENCE('npm')}\n</codeblock>\n` },
    fix: 'Give each fence of the group its own label after the language.',
  },
  'code-tabs-label': {
    means: "A tab's fence has no label after its language, so the tab is named after the language (or its position), and a remembered choice cannot match it across pages.",
    example: { file: 'guide/index.md', text: `# Guide\n\n<codeblock storageKey="package-manager">\n\n${FENCE('')}\n${FENCE('pnpm')}\n</codeblock>\n` },
    fix: 'Write the label after the language on the fence line: ```` ```bash npm ````.',
  },
} satisfies DiagnosticDocs;
