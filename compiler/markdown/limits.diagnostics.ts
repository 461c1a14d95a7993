import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'page-too-large': {
    means: 'The page is larger than the limit for one page (1 MB): it would make a page no reader can load and hold up the build.',
    example: { file: 'guide/index.md', text: '# Data\n\n| a | b |\n|---|---|\n| … a megabyte of generated rows … |\n' },
    fix: 'Split it into several pages, or move generated data into a demo or a JSON file that a demo imports.',
  },
  'page-binary': {
    means: 'A file with the `.md` extension holds binary data (NUL bytes, an image), not text.',
    example: { file: 'guide/screenshot.md', text: '\\x89PNG… (the bytes of an image saved under a .md name)' },
    fix: 'Rename or move the file: every `.md` file in the content folder is a page.',
  },
  'markdown-too-complex': {
    means: 'A paragraph holds so many runs of `*`, `_` or `~` (over 500) that the markdown parser would take minutes on it (its emphasis matching is quadratic).',
    example: { file: 'guide/index.md', text: '# Guide\n\n*a *a *a *a … (hundreds of unmatched asterisks in one paragraph)\n' },
    fix: 'Put literal asterisks and underscores in `code`, escape them with `\\`, or split the paragraph.',
  },
  'markdown-too-deep': {
    means: 'Lists, quotes, callouts or HTML elements are nested deeper than the markdown stages follow (32 levels, 256 for HTML elements).',
    example: { file: 'guide/index.md', text: '# Guide\n\n> > > > > > > > > > … (more than 32 quotes, one inside the other)\n' },
    fix: 'Flatten the structure: split deep lists into sections, and close elements and callouts left open.',
  },
} satisfies DiagnosticDocs;
