import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCK_FILE_NAME } from '../db/data-folder-lock.js';
import { openSeededDatabase } from '../seed/open-seeded-database.js';

// tsx as a loader of this very process (its CLI would run the script in a child of its own, with another pid).
const tsxLoader = pathToFileURL(createRequire(__filename).resolve('tsx/esm')).href;
const holderScript = path.join(__dirname, '../testing/hold-data-folder.ts');

let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-lock-'));
});

afterEach(async () => {
  // A failed test must not leave its second process holding the folder (or Jest waiting on it).
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Another API process on the folder; resolves once it holds it. */
async function secondProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', tsxLoader, holderScript, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('holding')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder stopped first (exit ${code})`)));
  });
  return child;
}

describe('finding 5: one API process per PGlite data folder', () => {
  // A second Node process compiling TypeScript and starting PGlite takes seconds on a loaded machine.
  it('a second process refuses to start, naming the folder and the process that holds it; a kill -9 leaves a stale lock that does not block a restart', async () => {
    const holder = await secondProcess();
    try {
      await expect(openSeededDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(`The data folder ${dataDir} is in use by process ${holder.pid}`);
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);

    const restarted = await openSeededDatabase({ kind: 'pglite', dataDir });
    await restarted.close();
  }, 90_000);

  it('a closed database releases its folder, and a lock naming a process that no longer exists is taken over', async () => {
    const first = await openSeededDatabase({ kind: 'pglite', dataDir });
    await expect(openSeededDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(`in use by process ${process.pid}`);
    await first.close();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify({ pid: 2 ** 22 + 7, since: '2026-01-01T00:00:00.000Z' }));
    const second = await openSeededDatabase({ kind: 'pglite', dataDir });
    await second.close();
    // Three opens of a migrated, seeded folder (each checks 22 migrations and every seed step) on a loaded machine.
  }, 90_000);
});
