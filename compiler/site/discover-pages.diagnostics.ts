import type { DiagnosticDocs } from '../../templates/shared/diagnostics';

export default {
  'content-missing': {
    means: 'The content folder passed with `--content` (by default `content`) does not exist.',
    example: { file: 'index.md', text: '# Home\n\n<!-- docs build --content contnet, a folder that is not there -->\n' },
    fix: 'Pass the folder that holds your markdown with `--content`, or run the command from the folder above it.',
  },
  'content-unreadable': {
    means: 'A folder inside the content folder cannot be read (its permissions, or it vanished while the site was read).',
    example: { file: 'guide/index.md', text: '# Guide\n\n<!-- the folder guide/ made unreadable with chmod 000 -->\n' },
    fix: 'Fix the folder\'s permissions, or move it out of the content folder.',
  },
  'page-name-invalid': {
    means: 'A page\'s file or folder name holds a character that cannot be part of a URL path (`%`, `?`, `#`); it is skipped.',
    example: { file: 'guide/100%/index.md', text: '# Percent\n' },
    fix: 'Rename it with letters, digits and hyphens only, e.g. `100-percent`.',
  },
  'symlink-skipped': {
    means: 'A symbolic link in the content folder is not followed (pages must be inside the folder), or points to nothing.',
    example: { file: 'shared', text: '(a symbolic link: ln -s ../../other-docs content/shared)' },
    fix: 'Copy or move the content into the content folder, or delete the dangling link.',
  },
  'symlink-loop': {
    means: 'A symbolic link in the content folder points to a folder that contains it; it is skipped.',
    example: { file: 'guide/again', text: '(a symbolic link: ln -s .. content/guide/again)' },
    fix: 'Delete the link; symbolic links in the content folder are not followed.',
  },
} satisfies DiagnosticDocs;
