import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createShellChunksReader, SHELL_CHUNKS_FILE, shellChunksOfCompilation, shellHintFiles } from './shell-chunks.mjs';

const group = (files, requests = []) => ({ getFiles: () => files, origins: requests.map((request) => ({ request })) });

describe("the shell's files a remote page starts with", () => {
  test('are its start-up and the chunks of its federation runtime and remote view, each once, as paths', () => {
    const startup = group(['bootstrap.1.js', 'bootstrap.1.css', '9377.2.js']);
    const compilation = {
      namedChunkGroups: new Map([['bootstrap', startup]]),
      chunkGroups: [
        startup,
        group(['4082.3.js', '9377.2.js', '4082.3.js.map'], ['./federation-runtime']),
        group(['6352.4.js'], ['./remote-view']),
        group(['1.5.js'], ['./admin-page']),
      ],
    };
    expect(shellChunksOfCompilation(compilation, 'bootstrap')).toEqual({
      startup: ['/bootstrap.1.js', '/bootstrap.1.css', '/9377.2.js'],
      remotePage: ['/4082.3.js', '/6352.4.js'],
    });
  });

  test('are read from the build served, again once a rollback puts another in its place, and are none for a build without them', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'first-paint-'));
    try {
      const shellChunks = createShellChunksReader(root);
      expect(await shellChunks()).toEqual({ startup: [], remotePage: [] });
      mkdirSync(path.join(root, 'builds'));
      writeFileSync(path.join(root, SHELL_CHUNKS_FILE), JSON.stringify({ startup: ['/a.js'], remotePage: [] }));
      expect(await shellChunks()).toEqual({ startup: ['/a.js'], remotePage: [] });
      writeFileSync(path.join(root, SHELL_CHUNKS_FILE), JSON.stringify({ startup: ['/older.js', '/older.css'], remotePage: ['/runtime.js'] }));
      expect(shellHintFiles(await shellChunks())).toEqual({ scripts: ['/older.js', '/runtime.js'], styles: ['/older.css'] });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
