import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { readFile, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../helpers/diagnostics';

/** What a lock file says about the build holding it. */
export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the build started. */
  started: string;
  /** Unique per acquisition, so a process only ever deletes its own lock. */
  token: string;
  /** When the process started, in clock ticks since boot (Linux): a later process given the same pid is not the holder. */
  startTicks?: string;
}

export interface BuildLock {
  /** The lock file, next to the output folder. */
  readonly file: string;
  /** Deletes the lock file if it is still this build's. Safe to call twice. */
  release(): Promise<void>;
}

export type LockResult = { ok: true; lock: BuildLock } | { ok: false; diagnostic: Diagnostic };

/** A lock file still empty after this long was left by a process that died between creating and writing it. */
const EMPTY_LOCK_GRACE_MS = 5_000;
/** A takeover mutex older than this was left by a process that died while taking a lock over. */
const TAKEOVER_GRACE_MS = 10_000;

/** `.dist.lock` for `dist`: a sibling, so it is never part of the output. */
export function lockFileFor(outDir: string): string {
  const target = path.resolve(outDir);
  return path.join(path.dirname(target), `.${path.basename(target)}.lock`);
}

/**
 * When the process `pid` started, in clock ticks since boot, where `/proc` tells (Linux): with it, a
 * lock left by a killed build is not mistaken for a live one once the pid is given to another process
 * (on a busy machine with 32,768 pids, within minutes).
 */
export function processStartTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command name, which may hold spaces and parentheses, field 3 on; the start time is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** Whether the build that wrote `holder` still runs on this machine: its pid exists, and started when it did. */
function holderAlive(holder: LockHolder): boolean {
  if (!isProcessAlive(holder.pid)) return false;
  const ticks = holder.startTicks === undefined ? undefined : processStartTicks(holder.pid);
  return ticks === undefined || ticks === holder.startTicks;
}

/** Whether a process with this pid exists (on this machine). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it just is not ours.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes this process the only build writing into `outDir`: creates the lock file next to it (with
 * O_EXCL, so two builds cannot both create it) holding this pid. A lock whose process is dead (killed,
 * crashed) is taken over; a live one makes this build fail with a diagnostic naming the holder.
 * Release it when the build ends; should the process exit without doing so, the lock is removed on
 * exit, and after a SIGKILL the next build takes it over.
 */
export async function acquireBuildLock(outDir: string): Promise<LockResult> {
  const file = lockFileFor(outDir);
  // `--out site/build/dist` in a fresh checkout: the lock's folder is the output's parent, made here first.
  mkdirSync(path.dirname(file), { recursive: true });
  const ticks = processStartTicks(process.pid);
  const me: LockHolder = { pid: process.pid, host: hostname(), started: new Date().toISOString(), token: randomBytes(8).toString('hex'), ...(ticks ? { startTicks: ticks } : {}) };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await createExclusive(file, `${JSON.stringify(me)}\n`)) {
      await removeDeadTakeover(file);
      return { ok: true, lock: lockOf(file, me) };
    }
    const current = await readHolder(file);
    if (current === 'gone') continue;
    if (current === 'empty') {
      // Its creator is writing it this instant, or died doing so.
      if (Date.now() - (await modifiedAt(file)) < EMPTY_LOCK_GRACE_MS) return locked(file, undefined, outDir);
    } else if (current !== 'corrupt' && (current.host !== me.host || holderAlive(current))) {
      return locked(file, current, outDir);
    }
    await takeOver(file, current);
  }
  return locked(file, undefined, outDir);
}

function lockOf(file: string, me: LockHolder): BuildLock {
  let released = false;
  // A build that ends by process.exit or an uncaught exception still frees its output.
  const onExit = () => {
    try {
      if (readHolderSync(file)?.token === me.token) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', onExit);
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      process.removeListener('exit', onExit);
      const current = await readHolder(file);
      if (typeof current === 'object' && current.token === me.token) await unlink(file).catch(() => {});
    },
  };
}

function locked(file: string, holder: LockHolder | undefined, outDir: string): LockResult {
  const display = path.relative(process.cwd(), file) || file;
  const who = holder ? `Another build (pid ${holder.pid}${holder.host !== hostname() ? ` on ${holder.host}` : ''}, started ${holder.started})` : 'Another build';
  return {
    ok: false,
    diagnostic: diagnostic(
      'build-locked',
      'error',
      display,
      undefined,
      `${who} is writing ${path.relative(process.cwd(), path.resolve(outDir)) || outDir}; this build stops so that neither corrupts the other.`,
      `Wait for it to finish, or build into another --out. If no build is running, delete ${display}.`,
    ),
  };
}

/**
 * Creates `file` with `content` unless it exists; false when it does. Synchronously: a build killed
 * between creating the file and writing it leaves an empty lock, which the next build must take for a
 * live one for a few seconds (`EMPTY_LOCK_GRACE_MS`); without a turn of the event loop in between (the
 * render workers start meanwhile), that window is two system calls wide.
 */
async function createExclusive(file: string, content: string): Promise<boolean> {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

type HolderRead = LockHolder | 'gone' | 'empty' | 'corrupt';

async function readHolder(file: string): Promise<HolderRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return 'gone';
  }
  return parseHolder(text);
}

function readHolderSync(file: string): LockHolder | undefined {
  const holder = parseHolder(readFileSync(file, 'utf8'));
  return typeof holder === 'object' ? holder : undefined;
}

function parseHolder(text: string): HolderRead {
  if (text.trim() === '') return 'empty';
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid === 'number' && typeof value.token === 'string') {
      return { pid: value.pid, host: value.host ?? '', started: value.started ?? '', token: value.token, ...(typeof value.startTicks === 'string' ? { startTicks: value.startTicks } : {}) };
    }
  } catch {
    // fall through
  }
  return 'corrupt';
}

async function modifiedAt(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Deletes the takeover mutex of a build killed while taking a lock over, and says whether it did.
 * Only a mutex naming a process that is gone: a live one is another build between its check and its
 * delete, which leave this lock alone (its token is not the stale one).
 */
async function removeDeadTakeover(file: string): Promise<boolean> {
  const mutex = `${file}.takeover`;
  let pid: number;
  try {
    pid = Number((await readFile(mutex, 'utf8')).trim());
  } catch {
    return false;
  }
  if (!Number.isInteger(pid) || pid <= 0 || isProcessAlive(pid)) return false;
  await unlink(mutex).catch(() => {});
  return true;
}

/**
 * Deletes a stale lock, unless another process replaced it meanwhile. A second lock (`.takeover`),
 * itself created exclusively, makes the check and the delete one step among processes taking over.
 */
async function takeOver(file: string, stale: HolderRead): Promise<void> {
  const mutex = `${file}.takeover`;
  if (!(await createExclusive(mutex, String(process.pid)))) {
    // A build killed mid-takeover left it: without this, the next builds find the lock taken for 10 s.
    if (await removeDeadTakeover(file)) return;
    if (Date.now() - (await modifiedAt(mutex)) > TAKEOVER_GRACE_MS) await unlink(mutex).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    return;
  }
  try {
    const current = await readHolder(file);
    const same = typeof stale === 'object' ? typeof current === 'object' && current.token === stale.token : current === stale;
    if (same) await unlink(file).catch(() => {});
  } finally {
    await unlink(mutex).catch(() => {});
  }
}
