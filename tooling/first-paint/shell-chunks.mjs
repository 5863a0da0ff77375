import path from 'node:path';
import { createBuildRecordReader } from './build-record.mjs';

/** Where a shell build records the files a remote page starts with (published with the build, so a rollback brings its own). */
export const SHELL_CHUNKS_FILE = 'builds/first-paint.json';

/** The shell's lazy imports a remote page waits for before any remote code: its federation runtime and the remote view. */
const REMOTE_PAGE_IMPORTS = ['./federation-runtime', './remote-view'];

const filesOf = (groups) => [...new Set(groups.flatMap((group) => group.getFiles()))].filter((file) => /\.(?:js|css)$/.test(file));

/**
 * From the shell's compilation: the files of its start-up (the `bootstrap` chunk group, which its entry
 * imports) and those a remote page adds (the chunk groups of `REMOTE_PAGE_IMPORTS`), each as a path on
 * the shell's origin.
 */
export function shellChunksOfCompilation(compilation, startupGroup) {
  const startup = filesOf([compilation.namedChunkGroups.get(startupGroup)].filter(Boolean));
  const remotePage = filesOf(compilation.chunkGroups.filter((group) => group.origins.some((origin) => REMOTE_PAGE_IMPORTS.includes(origin.request))));
  const asPath = (file) => `/${file}`;
  return { startup: startup.map(asPath), remotePage: remotePage.filter((file) => !startup.includes(file)).map(asPath) };
}

/** The record of the shell build being served; empty lists when the build has none. */
export function createShellChunksReader(root) {
  return createBuildRecordReader(path.join(root, SHELL_CHUNKS_FILE), { startup: [], remotePage: [] });
}

/** The shell's files as hints want them: scripts and styles apart. */
export function shellHintFiles({ startup, remotePage }) {
  const files = [...startup, ...remotePage];
  return { scripts: files.filter((file) => file.endsWith('.js')), styles: files.filter((file) => file.endsWith('.css')) };
}
