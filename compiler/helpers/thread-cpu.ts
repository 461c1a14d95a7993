import { readFileSync, readlinkSync } from 'node:fs';

/** Clock ticks per second of the CPU times in /proc: USER_HZ, 100 on the Linux builds Node runs on. */
const TICKS_PER_S = 100;

let own: string | null | undefined;

/**
 * This thread's stat file under /proc, which the other threads of the process can read too; null
 * where the system has none (not Linux).
 */
export function threadStatFile(): string | null {
  if (own === undefined) {
    try {
      own = `/proc/${readlinkSync('/proc/thread-self')}/stat`;
    } catch {
      own = null;
    }
  }
  return own;
}

/** The CPU time (user and system, in ms) the thread of `stat` has used; undefined once it cannot be read (the thread ended). */
export function threadCpuMs(stat: string): number | undefined {
  try {
    const text = readFileSync(stat, 'utf8');
    // The fields after the name, which may hold spaces and parentheses: utime and stime are the 14th and 15th of the line.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return undefined;
  }
}
