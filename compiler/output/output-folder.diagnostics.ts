import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'output-not-empty': {
    means: '`docs build` was asked to build into a folder that holds files no build wrote. A build replaces its output folder whole, so it takes over only a new or empty folder, or the output of an earlier build (which has a `.docs-output.json` file). Nothing was written or deleted, and the exit code is 2.',
    example: { file: 'index.md', text: '# Home\n\n<!-- docs build --out src, where src holds notes.txt -->\n' },
    fix: 'Name another `--out` (a new folder such as `dist`), or pass `--empty-out-dir` to replace the folder and everything in it with the build.',
  },
  'output-unsafe': {
    means: '`docs build` was asked to build into the content folder, the current folder, the project root (the nearest folder with a `package.json` above the content) or the cache folder, into a folder holding one of them (`--out .`, `--out ..`), into the cache folder, or into a folder inside the content folder. Replacing it would delete the site\'s sources or the project (and an output inside the content would be read back as pages by the next build), so it is refused even with `--empty-out-dir`, before any work; the exit code is 2.',
    example: { file: 'index.md', text: '# Home\n\n<!-- docs build --content site --out . -->\n' },
    fix: 'Build into a folder of its own beside the content, such as `--out dist`.',
  },
  'output-is-file': {
    means: '`--out` names an existing file. A build writes a folder there, which would delete the file, so it is refused even with `--empty-out-dir`; the exit code is 2.',
    example: { file: 'index.md', text: '# Home\n\n<!-- docs build --out notes.txt, where notes.txt is a file -->\n' },
    fix: 'Name a folder for `--out`: a new one, or one a build wrote.',
  },
} satisfies DiagnosticDocs;
