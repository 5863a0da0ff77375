import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/** The lock file PGlite's data folder carries while an API process has it open. */
export const LOCK_FILE_NAME = 'marketplace-api.lock';

export interface DataFolderLock {
  release(): void;
}

interface LockRecord {
  pid: number;
  since: string;
}

/**
 * PGlite is one process's database: a second process on the same folder writes over the first's
 * files and data is silently lost. So the folder is claimed with an exclusively created lock file
 * naming the holder; a second API refuses to start and says which process holds it. A lock whose
 * process no longer exists (a crash, a kill -9) is stale and taken over, so a restart is never blocked.
 */
export function lockDataFolder(dataDir: string, pid = process.pid): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid, since: new Date().toISOString() } satisfies LockRecord));
      closeSync(fd);
      return { release: () => releaseIfOurs(lockPath, pid) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockPath);
    if (holder && isAlive(holder.pid)) {
      throw new Error(
        `The data folder ${dataDir} is in use by process ${holder.pid} (since ${holder.since}). Stop that API first, or give this one another DATA_DIR.`,
      );
    }
    // Stale (its process is gone) or unreadable (a crash mid-write): take it over.
    rmSync(lockPath, { force: true });
  }
  throw new Error(`The data folder ${dataDir} could not be locked: another process keeps claiming it`);
}

function readHolder(lockPath: string): LockRecord | null {
  try {
    const record = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockRecord>;
    return typeof record.pid === 'number' && Number.isInteger(record.pid) ? { pid: record.pid, since: String(record.since ?? 'an unknown time') } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else — alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(lockPath: string, pid: number): void {
  if (readHolder(lockPath)?.pid === pid) rmSync(lockPath, { force: true });
}
