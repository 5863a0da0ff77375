/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 24: the site writes a cookie or a storage key only through the storage registry's accessors, so
 * the cookie policy's table cannot miss one. This reads every source file of the site and the API and
 * fails on a write that goes round them, naming the file and the line. The accessors check at run time
 * that the item they write is the registry's (site-cookie.test.ts, web-storage-key.test.ts).
 */
const ROOT = path.resolve(__dirname, '../../../..');
const SCANNED = ['shell/src', 'mfe-account/src', 'mfe-merchant/src', 'mfe-wallet/src', 'mfe-legal/src', 'shared-contracts/src', 'api/src'];
const ACCESSORS = new Set([
  'shared-contracts/src/browser/site-storage/site-cookie.ts',
  'shared-contracts/src/browser/site-storage/web-storage-key.ts',
  'api/src/auth/registered-cookie.ts',
]);

/** The ways code in this repository could write a cookie or a storage key, each with why it is caught. */
const DIRECT_WRITES: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /document\.cookie\s*=(?!=)/, what: 'document.cookie assignment' },
  { pattern: /\bCookies\.set\(/, what: 'js-cookie set' },
  { pattern: /\b(?:jar|cookies)\.set\(/, what: 'a cookie jar set' },
  { pattern: /\.setItem\(/, what: 'a web storage setItem' },
  { pattern: /\b(?:window\.|globalThis\.)?(?:localStorage|sessionStorage)\s*\[[^\]]+\]\s*=(?!=)/, what: 'a web storage property assignment' },
  { pattern: /\bindexedDB\.open\(/, what: 'an IndexedDB database' },
  { pattern: /\bsetCookie\(/, what: 'a Set-Cookie of the API' },
  { pattern: /\.header\(\s*['"]set-cookie['"]/i, what: 'a Set-Cookie header' },
  { pattern: /persistQueryClient|StoragePersister|PersistQueryClientProvider/, what: 'a TanStack Query persister' },
  { pattern: /i18next-localstorage-backend|i18next-browser-languagedetector|caches\s*:\s*\[/, what: 'an i18next cache' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // `testing/` folders hold test doubles (the API's contract harness keeps a simulated browser's jar).
    if (statSync(full).isDirectory()) return ['node_modules', 'dist', 'testing'].includes(name) ? [] : sourceFiles(full);
    return /\.(?:[cm]?[jt]sx?)$/.test(name) && !/\.test\.[cm]?[jt]sx?$/.test(name) ? [full] : [];
  });
}

/** `file:line: what` for each write outside the accessors; comments are not code. */
function directWritesIn(relativeFile: string, source: string): string[] {
  if (ACCESSORS.has(relativeFile)) return [];
  return source.split('\n').flatMap((line, index) => {
    const code = line.replace(/^\s*(?:\/\/|\*|\/\*).*$/, '').replace(/\s\/\/.*$/, '');
    return DIRECT_WRITES.filter(({ pattern }) => pattern.test(code)).map(({ what }) => `${relativeFile}:${index + 1}: ${what}`);
  });
}

describe('writes of cookies and storage keys', () => {
  it('go only through the storage registry accessors, in every package of the site and the API', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
    expect(files.length).toBeGreaterThan(500);

    const found = files.flatMap((file) => {
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      return directWritesIn(relative, readFileSync(file, 'utf8'));
    });

    expect(found).toEqual([]);
  });

  it('are caught in each form a write could take', () => {
    const writes = [
      "document.cookie = 'tracker=1';",
      "Cookies.set('tracker', '1');",
      "jar.set('tracker', '1', {});",
      "window.localStorage.setItem('tracker', '1');",
      "storage.setItem(key, '1');",
      "sessionStorage['tracker'] = '1';",
      "const request = indexedDB.open('tracker');",
      "reply.setCookie('tracker', '1');",
      "reply.header('Set-Cookie', 'tracker=1');",
      'persistQueryClient({ queryClient, persister });',
      "i18next.use(LocalStorageBackend).init({ backend: { backends: ['i18next-localstorage-backend'] } });",
    ];
    for (const write of writes) expect(directWritesIn('shell/src/tracker.ts', write)).toHaveLength(1);
    expect(directWritesIn('shell/src/tracker.ts', "if (document.cookie === '') return;")).toEqual([]);
    expect(directWritesIn('shell/src/tracker.ts', '// storage.setItem(key) is what the accessor does')).toEqual([]);
    expect(directWritesIn('shared-contracts/src/browser/site-storage/web-storage-key.ts', 'storage?.setItem(name, value);')).toEqual([]);
  });
});
