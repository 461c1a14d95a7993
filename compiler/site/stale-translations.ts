import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';
import type { PageSource } from './discover-pages';

const run = promisify(execFile);

/** Seconds since the epoch of the last commit touching a file, or undefined outside git or for new files. */
async function lastCommitTime(file: string): Promise<number | undefined> {
  try {
    const { stdout } = await run('git', ['log', '-1', '--format=%ct', '--', path.basename(file)], { cwd: path.dirname(file) });
    const seconds = Number(stdout.trim());
    return seconds > 0 ? seconds : undefined;
  } catch {
    return undefined;
  }
}

/** The code of the finding below. */
export const STALE_TRANSLATION = 'translation-stale';

/**
 * A translation whose last commit is older than its English page's may describe an older version of it.
 * Git history is the only record of that; outside a repository nothing is reported.
 */
export async function checkStaleTranslations(pairs: { english: PageSource; translation: PageSource }[]): Promise<Diagnostic[]> {
  const found = await Promise.all(
    pairs.map(async ({ english, translation }) => {
      const [englishTime, translationTime] = await Promise.all([lastCommitTime(english.file), lastCommitTime(translation.file)]);
      if (englishTime === undefined || translationTime === undefined || translationTime >= englishTime) return undefined;
      const days = Math.round((englishTime - translationTime) / 86400);
      return diagnostic(
        STALE_TRANSLATION,
        'warning',
        translation.displayPath,
        { line: 1, column: 1 },
        `Stale translation: ${english.displayPath} changed ${days > 0 ? `${days} day${days === 1 ? '' : 's'}` : 'less than a day'} after this translation was last updated.`,
        `Update the ${translation.lang} page to match the English one, then commit it.`,
      );
    }),
  );
  return found.filter((d): d is Diagnostic => d !== undefined);
}
