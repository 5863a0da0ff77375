import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_PORT, HOST, ROOT } from './apps.mjs';
import { DEFAULT_PORTS, portOf } from './site-layout.mjs';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const READY_LINE = 'API listening on';

/**
 * The shell origin the API answers CORS for and links mail to, when the shell is not on its documented
 * port (a second site, scripts/site-layout.mjs); on the documented ports the API's own defaults hold.
 */
function relocatedShellEnv() {
  const shellPort = portOf('shell');
  if (shellPort === DEFAULT_PORTS.shell) return {};
  return { SHELL_ORIGIN: `http://${HOST}:${shellPort}`, CORS_ORIGINS: `http://${HOST}:${shellPort},http://localhost:${shellPort}` };
}

/** Starts the reference API as a child process and resolves once it says it is listening. */
export function startApi({ env = {}, quiet = false } = {}) {
  // API_LOG_FILE: a copy of everything the API prints, for the e2e secret audit of its own log.
  const logFile = process.env.API_LOG_FILE ? createWriteStream(process.env.API_LOG_FILE, { flags: 'a' }) : null;
  const child = spawn(process.execPath, [tsxCli, 'src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    // The Google / Apple stand-ins are a development switch, on for the local site and its tests (README).
    env: { IDP_LOCAL_STANDINS: 'on', ...relocatedShellEnv(), ...process.env, HOST, PORT: String(API_PORT), ...env },
    stdio: ['ignore', 'pipe', logFile ? 'pipe' : 'inherit'],
  });
  if (logFile) {
    child.stdout.on('data', (chunk) => logFile.write(chunk));
    child.stderr.on('data', (chunk) => {
      logFile.write(chunk);
      process.stderr.write(chunk);
    });
  }
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      if (!quiet) process.stdout.write(chunk);
      seen += chunk.toString();
      if (seen.includes(READY_LINE)) {
        child.stdout.off('data', onData);
        if (quiet) child.stdout.resume();
        else child.stdout.pipe(process.stdout);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The API stopped before it was ready (exit code ${code})`)));
    child.once('error', reject);
  });
}
