import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './apps.mjs';
import { valueCycles } from './boundaries/value-cycles.mjs';

/**
 * DESIGN rule 3: remotes never import each other or the shell, and shared-contracts imports
 * none of them. Checked on every import specifier (static, dynamic, require, federated ids).
 */
const REMOTES = ['mfe-account', 'mfe-merchant', 'mfe-wallet', 'mfe-legal'];
const APP_PACKAGES = ['shell', ...REMOTES];
const CONTAINERS = {
  shell: 'marketplace_shell',
  'mfe-account': 'marketplace_account',
  'mfe-merchant': 'marketplace_merchant',
  'mfe-wallet': 'marketplace_wallet',
  'mfe-legal': 'marketplace_legal',
};

/** Which packages each checked package must not reach. */
export const FORBIDDEN = {
  'shared-contracts': APP_PACKAGES,
  ...Object.fromEntries(REMOTES.map((remote) => [remote, APP_PACKAGES.filter((other) => other !== remote)])),
};

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

export function importSpecifiers(source) {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1]);
}

/** The package a specifier written in `fromFile` reaches, if it is one of ours. */
export function targetPackage(specifier, fromFile) {
  const scoped = specifier.match(/^@marketplace\/([^/]+)/);
  if (scoped) return scoped[1] === 'contracts' ? 'shared-contracts' : scoped[1];
  const federated = Object.entries(CONTAINERS).find(([, container]) => specifier === container || specifier.startsWith(`${container}/`));
  if (federated) return federated[0];
  if (specifier.startsWith('.')) {
    const resolved = path.relative(ROOT, path.resolve(path.dirname(fromFile), specifier));
    return resolved.split(path.sep)[0];
  }
  return null;
}

export function violationsIn(pkg, file, source) {
  const forbidden = FORBIDDEN[pkg] ?? [];
  return importSpecifiers(source)
    .filter((specifier) => forbidden.includes(targetPackage(specifier, file)))
    .map((specifier) => `${path.relative(ROOT, file)}: '${specifier}' reaches ${targetPackage(specifier, file)}, which ${pkg} must not import`);
}

const NOT_SOURCE = new Set(['node_modules', 'dist', 'builds', 'data', 'test-results', 'playwright-report', 'coverage']);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return NOT_SOURCE.has(name) ? [] : sourceFiles(full);
    return /\.(?:[cm]?[jt]sx?)$/.test(name) ? [full] : [];
  });
}

/**
 * The contracts seam (issue 12) and its folders (issue 26). Code reaches @marketplace/contracts only
 * through the entries its package.json `exports` declares (wire, http, browser, ui, testing), never the
 * bare root and never a `src/…` path. Inside the package each entry has its folder, `src/<entry>/`,
 * and its entry file (`src/entries/<entry>.ts`, named by `exports`) re-exports files of that folder
 * only, so a file's path says which shared module it ships in. A file two entries reach belongs to the
 * lower one (CONTRACTS_ENTRIES, lowest first): wire's files are reached by every entry.
 *
 * Each entry is shared by Module Federation as its own singleton and bundled with the files it imports.
 * So a file imports its own folder and wire's (pure: a copy is harmless) by relative path, and anything
 * of another entry, lower or higher, only as '@marketplace/contracts/<entry>'. That import by name is
 * deliberate: a remote's build (ModuleFederationPlugin with the `shared` keys of
 * tooling/rspack/shared-singletons.mjs) turns every request '@marketplace/contracts/browser', the kit's
 * own included, into a consume of the share scope, which the shell fills with its own instances
 * (shell/src/federation/provided-singletons.ts, `loaded-first`). A relative path is no shared request:
 * the importing entry's chunk would carry its own copy (a remote's fallback chunk of `ui` holds ui's
 * files and the wire files they import, and none of browser's stores; they are in browser's chunk), and
 * a copy is a second store, bus or context whenever the two entries come from different builds. Today
 * the shell provides wire, http, browser and ui from its one build, so this keeps one instance however
 * the providers change, and browser's code out of every remote's ui chunk. A file does not import its
 * own entry by name (it would load itself through the entry). Wire stays importable by the API: it
 * imports no other entry and no package but zod/mini.
 */
const CONTRACTS = '@marketplace/contracts';
const CONTRACTS_DIR = path.join(ROOT, 'shared-contracts');
const CONTRACTS_SRC = path.join(CONTRACTS_DIR, 'src');
/** The entries, lowest first; each has its folder `src/<entry>/`. */
export const CONTRACTS_ENTRIES = ['wire', 'http', 'browser', 'ui', 'testing'];
/** Where the entry files lie, beside the entries' folders; it holds them and their test only. */
const ENTRY_FILES_FOLDER = 'entries';
const PURE_ENTRY = 'wire';
const PURE_ENTRY_PACKAGES = ['zod/mini'];
const CONTRACTS_CONSUMERS = ['shell', ...REMOTES, 'api', 'e2e', 'scripts', 'tooling', 'locales', 'shared-contracts'];
const isTestFile = (file) => /\.test\.[jt]sx?$/.test(file);

/** The subpaths the contracts package.json `exports` declares, and the entry file of each entry. */
export function contractsEntries(manifest = JSON.parse(readFileSync(path.join(CONTRACTS_DIR, 'package.json'), 'utf8'))) {
  const exported = Object.entries(manifest.exports ?? {}).map(([key, target]) => [key.replace(/^\.\/?/, ''), target]);
  return {
    subpaths: exported.map(([subpath]) => subpath),
    entryFiles: new Map(exported.filter(([, target]) => /\.tsx?$/.test(target)).map(([subpath, target]) => [subpath, path.join(CONTRACTS_DIR, target)])),
  };
}

/** The TypeScript file a relative specifier names (`known` files first, so the self-test needs no disk). */
function resolveRelative(fromFile, specifier, known) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => known.has(file)) ?? candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** The entry a contracts file belongs to: the one it is the entry file of, or the one whose folder holds it; null for none. */
export function contractsEntryOf(file, entryFiles) {
  const entryOfFile = [...entryFiles].find(([, entryFile]) => entryFile === file);
  if (entryOfFile) return entryOfFile[0];
  const folder = folderOf(CONTRACTS_SRC, file);
  return CONTRACTS_ENTRIES.includes(folder) ? folder : null;
}

/** Which entries reach each contracts file: walked from each entry file along relative imports. */
export function contractsReach(entryFiles, read = (file) => readFileSync(file, 'utf8'), known = new Set()) {
  const reach = new Map();
  for (const [entry, entryFile] of entryFiles) {
    const queue = [entryFile];
    while (queue.length) {
      const file = queue.shift();
      const reachers = reach.get(file) ?? new Set();
      if (reachers.has(entry)) continue;
      reach.set(file, reachers.add(entry));
      for (const specifier of importSpecifiers(read(file)).filter((s) => s.startsWith('.'))) {
        const target = resolveRelative(file, specifier, known);
        if (target) queue.push(target);
      }
    }
  }
  return reach;
}

/** Where a contracts file lies: a test beside its files, any other file in the folder of the lowest entry that reaches it. */
export function contractsFolderProblems(file, { entryFiles, reach }) {
  const where = path.relative(ROOT, file);
  const entry = contractsEntryOf(file, entryFiles);
  if (!entry && !(isTestFile(file) && folderOf(CONTRACTS_SRC, file) === ENTRY_FILES_FOLDER)) {
    return [`${where} lies in no entry's folder; move it to src/<entry>/ of the entry that exports it (${CONTRACTS_ENTRIES.join(', ')})`];
  }
  if (isTestFile(file) || entryFiles.get(entry) === file) return [];
  const lowest = CONTRACTS_ENTRIES.find((candidate) => reach.get(file)?.has(candidate));
  if (!lowest) return [`${where} is reached by no entry; export it from src/${ENTRY_FILES_FOLDER}/${entry}.ts or import it from a file that is`];
  if (lowest !== entry)
    return [`${where} is reached first by the ${lowest} entry, so it belongs in src/${lowest}/ (a file two entries reach is the lower one's)`];
  return [];
}

/** What `source` (in `file`) breaks of the contracts seam; `known` lists made-up files for the self-test. */
export function contractsSeamViolations(file, source, { subpaths, entryFiles, known = new Set() }) {
  const where = path.relative(ROOT, file);
  const problems = [];
  const inContracts = !path.relative(CONTRACTS_SRC, file).startsWith('..');
  const entry = inContracts && !isTestFile(file) ? contractsEntryOf(file, entryFiles) : null;
  const isEntryFile = entry !== null && entryFiles.get(entry) === file;
  for (const specifier of importSpecifiers(source)) {
    if (specifier === CONTRACTS) {
      problems.push(`${where}: '${specifier}' is the bare package; import the entry that holds the name (${subpaths.join(', ')})`);
    } else if (specifier.startsWith(`${CONTRACTS}/`)) {
      const subpath = specifier.slice(CONTRACTS.length + 1);
      if (subpath === 'src' || subpath.startsWith('src/')) problems.push(`${where}: '${specifier}' is a deep import; import an entry (${subpaths.join(', ')})`);
      else if (!subpaths.includes(subpath)) problems.push(`${where}: '${specifier}' is not declared in shared-contracts' exports`);
      else if (entry === PURE_ENTRY) problems.push(`${where}: '${specifier}' makes wire depend on another entry; wire stays pure`);
      else if (subpath === entry) problems.push(`${where}: '${specifier}' is its own entry; import the file from src/${entry}/ relatively`);
    } else if (entry === PURE_ENTRY && !specifier.startsWith('.') && !PURE_ENTRY_PACKAGES.includes(specifier)) {
      problems.push(`${where}: '${specifier}' is not for wire, which the API imports; wire may import ${PURE_ENTRY_PACKAGES.join(', ')} only`);
    } else if (entry && specifier.startsWith('.')) {
      const target = resolveRelative(file, specifier, known);
      if (!target) continue;
      const targetEntry = contractsEntryOf(target, entryFiles);
      const targetIsEntryFile = targetEntry !== null && entryFiles.get(targetEntry) === target;
      if (isEntryFile) {
        if (targetEntry !== entry || targetIsEntryFile)
          problems.push(`${where}: '${specifier}' is not a file of src/${entry}/; an entry exports its own folder's files`);
      } else if (targetIsEntryFile) {
        problems.push(`${where}: '${specifier}' is an entry file; import '${CONTRACTS}/${targetEntry}'`);
      } else if (targetEntry && targetEntry !== entry && targetEntry !== PURE_ENTRY) {
        problems.push(
          `${where}: '${specifier}' reaches a file of the ${targetEntry} entry from the ${entry} entry; import it from '${CONTRACTS}/${targetEntry}'`,
        );
      }
    }
  }
  return problems;
}

function checkContractsSeam() {
  const { subpaths, entryFiles } = contractsEntries();
  const problems = [];
  const declared = [...entryFiles.keys()];
  if ([...declared].sort().join() !== [...CONTRACTS_ENTRIES].sort().join()) {
    problems.push(
      `shared-contracts exports the entries ${declared.join(', ')}, CONTRACTS_ENTRIES names ${CONTRACTS_ENTRIES.join(', ')}; give each entry its folder and its place`,
    );
  }
  const self = fileURLToPath(import.meta.url);
  for (const dir of CONTRACTS_CONSUMERS) {
    for (const file of sourceFiles(path.join(ROOT, dir))) {
      if (file !== self) problems.push(...contractsSeamViolations(file, readFileSync(file, 'utf8'), { subpaths, entryFiles }));
    }
  }
  const reach = contractsReach(entryFiles);
  for (const file of sourceFiles(CONTRACTS_SRC)) if (/\.tsx?$/.test(file)) problems.push(...contractsFolderProblems(file, { entryFiles, reach }));
  return problems;
}

/**
 * Issue 12 (first-load size): code the browser loads uses zod only as `zod/mini`, whose functions
 * tree-shake. Classic `zod` (or a `zod/v4…` path to it) drags its schema methods, JSON Schema and English
 * messages into the first load (~15 KiB gzip). The API keeps classic zod for its server-only schemas.
 */
const BROWSER_PACKAGES = ['shared-contracts', ...APP_PACKAGES];
const BROWSER_ZOD = 'zod/mini';

export function classicZodImports(file, source) {
  return importSpecifiers(source)
    .filter((specifier) => (specifier === 'zod' || specifier.startsWith('zod/')) && specifier !== BROWSER_ZOD)
    .map((specifier) => `${path.relative(ROOT, file)}: '${specifier}' is classic zod in code the browser loads; import * as z from '${BROWSER_ZOD}'`);
}

function checkBrowserZod() {
  return BROWSER_PACKAGES.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg)).flatMap((file) => classicZodImports(file, readFileSync(file, 'utf8'))));
}

function checkRepository() {
  const problems = [];
  for (const pkg of Object.keys(FORBIDDEN)) {
    for (const file of sourceFiles(path.join(ROOT, pkg))) problems.push(...violationsIn(pkg, file, readFileSync(file, 'utf8')));
    const manifest = JSON.parse(readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
    for (const dependency of declared) {
      const target = targetPackage(dependency, path.join(ROOT, pkg, 'package.json'));
      if (FORBIDDEN[pkg].includes(target)) problems.push(`${pkg}/package.json depends on ${dependency}`);
    }
  }
  return problems;
}

/**
 * DESIGN rule 4 (issue 26): the session store has one writer, the shell. Everywhere else code reads it
 * (`getState`, `subscribe`, the hooks) and asks the shell for a change: `sessionUserAccess.patch` (the
 * `session:user-patch` event the shell answers) or another bus event the shell handles. A write is
 * `setState` on the store or on a handle of it (a `StoreApi<SessionState>`, a name given the store), a
 * writable handle taken at all, or the store handed to a call, which could write it. Test files and the
 * `testing/` and `harness/` folders stand in for the shell where none runs, so they may set a session up.
 */
const SESSION_STORE = 'sessionStore';
const SESSION_STORE_OWNER = 'shell';
const SESSION_STORE_READERS = ['shared-contracts', ...REMOTES];
const SESSION_STAND_INS = ['testing', 'harness'];
const WRITABLE_SESSION_HANDLE = /\bStoreApi\s*<\s*SessionState\s*>/;
const ASK_THE_SHELL = 'ask the shell, its one writer (sessionUserAccess.patch, or a bus event the shell answers)';

/** The names under which `source` holds the session store: its own, and any handle typed or assigned as it. */
function sessionStoreHandles(source) {
  const typed = [...source.matchAll(/\b(\w+)\s*\??:\s*StoreApi\s*<\s*SessionState\s*>/g)].map((match) => match[1]);
  const assigned = [...source.matchAll(/\b(\w+)\s*(?::[^=;,)]*)?=\s*sessionStore\b(?!\s*\.)/g)].map((match) => match[1]);
  return [SESSION_STORE, ...typed, ...assigned];
}

/** `source` without its import and re-export statements, whose name lists are not uses. */
const withoutImports = (source) => source.replace(/^\s*(?:import|export)\b[^;'"]*\bfrom\s*['"][^'"]+['"];?/gm, '');

/** What `source` (in `file`) writes of the session store, when `file` is not the shell's or a stand-in's. */
export function sessionStoreWrites(file, written) {
  const where = path.relative(ROOT, file);
  const parts = where.split(path.sep);
  if (parts[0] === SESSION_STORE_OWNER || isTestFile(file) || parts.some((part) => SESSION_STAND_INS.includes(part))) return [];
  const source = withoutImports(written);
  const problems = [];
  for (const handle of new Set(sessionStoreHandles(source))) {
    const write = new RegExp(`\\b${handle}\\s*\\.\\s*setState\\b|\\{[^}]*\\bsetState\\b[^}]*\\}\\s*=\\s*${handle}\\b(?!\\s*\\.)`);
    if (write.test(source)) problems.push(`${where}: writes the session store (${handle}.setState); ${ASK_THE_SHELL}`);
  }
  if (WRITABLE_SESSION_HANDLE.test(source))
    problems.push(`${where}: takes a writable handle on the session store (StoreApi<SessionState>); read it, and ${ASK_THE_SHELL}`);
  if (/[(,]\s*sessionStore\s*[,)]/.test(source.replace(/\buseStore\(\s*sessionStore\s*,/g, ''))) {
    problems.push(`${where}: hands the session store to a call, which could write it; read it with getState, subscribe or the hooks, and ${ASK_THE_SHELL}`);
  }
  return problems;
}

function checkSessionStoreWriters() {
  return SESSION_STORE_READERS.flatMap((pkg) => sourceFiles(path.join(ROOT, pkg)).flatMap((file) => sessionStoreWrites(file, readFileSync(file, 'utf8'))));
}

/** The one-writer rule on made-up files: each way of writing the store is caught, reading and asking are not. */
function sessionStoreSelfTest() {
  const inAccount = path.join(ROOT, 'mfe-account', 'src', 'settings', 'x.tsx');
  const inContracts = path.join(ROOT, 'shared-contracts', 'src', 'browser', 'state', 'x.ts');
  const mustCatch = [
    [inAccount, 'sessionStore.setState({ user: null });'],
    [inAccount, 'const { user } = sessionStore.getState();\nif (user) sessionStore.setState({ user: { ...user, displayName } });'],
    [inAccount, 'const { setState } = sessionStore;\nsetState({ user: null });'],
    [inAccount, 'const store = sessionStore;\nstore.setState({ user: null });'],
    [inAccount, 'export function follow(session: Session, store = sessionStore) {\n  store.setState(SIGNED_OUT);\n}'],
    [inAccount, 'const { mutate } = useMutation(showBalanceMutation(api, sessionStore));'],
    [
      inAccount,
      "import { sessionStore } from '@marketplace/contracts/browser';\nconst { mutate } = useMutation(twoFactorMutations.update(api, sessionStore));",
    ],
    [inContracts, 'export function settle(store: StoreApi<SessionState>) {\n  const user = store.getState().user;\n  if (user) store.setState({ user });\n}'],
    [inContracts, 'export function read(store: StoreApi<SessionState> = sessionStore) {\n  return store.getState().user;\n}'],
  ];
  const mustAllow = [
    [
      inAccount,
      "import { requestWalletSignature, sessionStore, useMarketplaceApi } from '@marketplace/contracts/browser';\nconst address = sessionStore.getState().user?.walletAddress;\nconst stop = sessionStore.subscribe(follow);",
    ],
    [inAccount, "sessionUserAccess.patch({ displayName: 'Ana' });\nmarketplaceBus.emit('wallet:user-patch', { balance: 1 });"],
    [inAccount, 'const { user } = sessionStore.getState();\nwalletStore.setState({ address: user?.walletAddress ?? null });'],
    [inAccount, 'export function follow(session: Session, store = sessionStore) {\n  follow(store.getState());\n  return store.subscribe(follow);\n}'],
    [inContracts, 'export function isLoggedIn(state: SessionState = sessionStore.getState()) {\n  return state.token !== null;\n}'],
    [inContracts, 'export const useSessionUser = () => useStore(sessionStore, (state) => state.user);'],
    [path.join(ROOT, 'shell', 'src', 'session', 'x.ts'), 'export function signOut(store: StoreApi<SessionState>) {\n  store.setState(SIGNED_OUT, true);\n}'],
    [path.join(ROOT, 'mfe-account', 'src', 'settings', 'x.test.tsx'), 'sessionStore.setState(SIGNED_OUT);'],
    [path.join(ROOT, 'mfe-account', 'src', 'settings', 'testing', 'scene.tsx'), 'sessionStore.setState(SIGNED_OUT);'],
    [path.join(ROOT, 'mfe-account', 'src', 'harness', 'harness-bootstrap.tsx'), "sessionStore.setState({ token: 'harness', expiresAt: null, user });"],
  ];
  return [
    ...mustCatch.filter(([f, s]) => sessionStoreWrites(f, s).length === 0).map(([, s]) => `self-test missed: ${s}`),
    ...mustAllow.filter(([f, s]) => sessionStoreWrites(f, s).length > 0).map(([, s]) => `self-test wrongly refused: ${s}`),
  ];
}

/**
 * DESIGN rule 3 inside a package: the folders under `src/` are layered, lowest first. A file imports
 * its own folder and folders of lower layers, never a folder of its own layer or a higher one, so
 * imports point one way and no two folders need each other. The files at `src/` itself (the entry,
 * the bootstrap) sit above every layer. A folder named in no layer is reported, so a new folder gets
 * its place on purpose. `testing/` is test support: tests import it, it may import any layer, and
 * production code never imports it.
 */
export const SHELL_LAYERS = [
  // Start-up requests and the start-up failure screen; the design tokens and the styles the shell's pieces share.
  ['startup', 'design'],
  // Leaves: each reads only contracts, libraries and the start-up requests.
  ['config', 'i18n', 'icons', 'analytics', 'cookies', 'toasts', 'polling', 'route-model', 'modal-queue'],
  // State and loading below the UI: the current merchant, the session's logic, Module Federation.
  ['merchants', 'session', 'federation'],
  // The navigation guards; one remote module on screen (with its failure handling).
  ['guards', 'remote'],
  // What bootstrap builds once per page and hands to the components below the router.
  ['services'],
  // React pieces over the services: sign-in / sign-out hooks and the session's page effects; the shell's own pages;
  // the site search (the header's field and its results page).
  ['session-ui', 'pages', 'search'],
  // The cart page and its checkout (a visitor's "sign in to check out" is a session-ui hook).
  ['cart'],
  // The modal host with its registered modals; the two layouts and their header.
  ['modals', 'layouts'],
  // The route table and the router built from it.
  ['routing'],
];

/**
 * The reference API's folders (issue 26): routes over the domain over the database, the seed above them all.
 * The rule is the shell's, with no exception: no two folders need each other, so the domain reads bottom up
 * (who signs in and how an account is told, then what is bought and sold). The files at `src/` itself
 * (main.ts, app.ts, config.ts: the composition) sit above every layer; app.ts does not seed, main.ts and the
 * tests' start do.
 */
export const API_LAYERS = [
  // Leaves: the log's safe error, request validation, the icon sets, the answer envelope, the default origins,
  // the site's design tokens (the identity page and the mails draw with them).
  ['logging', 'validation', 'icons', 'http', 'defaults', 'design'],
  // The schema, the connection and its migrations; it seeds nothing.
  ['db'],
  // Over the database alone: background rounds, read caches, shared limits, the inbox, stored texts, and the
  // ledger (balances, their debits and credits, GEM amounts, which kinds of entry are wallet moves).
  ['workers', 'caching', 'limits', 'notifications', 'ledger', 'translations', 'influencer', 'kyc'],
  // An account's sessions and the browsers it is known on; the keys its mailed links carry.
  ['devices', 'email-keys'],
  // The outbox, its sender and the mails' look, and the mailed links with keys.
  ['mail'],
  // How an account is told of what happened to it: its inbox and a mail.
  ['account-events'],
  // Who signs in: tokens, the request's session and its cookies, the record of a sign-in (a new device is told), fresh proof.
  ['auth'],
  // The identity provider's page: sign-in, sign-up, re-authentication.
  ['idp'],
  // Secrets an account keeps, its profile, and the replay guard of writes.
  ['passwords', 'two-factor', 'users', 'idempotency'],
  // The catalogue's reads: merchants, collectibles, listings, recipes, prices and their history.
  ['catalogue'],
  // What the market's writes set off: favourites (told of a price drop) and referrals (paid a reward on a sale).
  ['favourites', 'referrals'],
  // Buying, selling, listing, crafting and offers: the market's writes and their settlement.
  ['commerce'],
  // Deposits and transfers, signed by the wallet as purchases are.
  ['wallet-moves'],
  // Features over the domain.
  ['account-closing', 'communications', 'custody', 'email-change', 'humanity', 'search', 'support', 'rates', 'retention'],
  ['personal-export'],
  // What every route plugin works with, built by app.ts.
  ['context'],
  ['routes'],
  // The starting data, written through the domain: nothing below imports it.
  ['seed'],
];

export const PACKAGE_LAYERS = {
  shell: SHELL_LAYERS,
  api: API_LAYERS,
  // Each remote's `i18n/` (its namespace and its exposed `./messages`) is the lowest layer: every component reads its words.
  'mfe-account': [
    ['i18n'],
    ['portal-kit'],
    [
      'mint',
      'collection',
      'collectible',
      'activity',
      'offers',
      'notifications',
      'settings',
      'security',
      'referrals',
      'influencer',
      'kyc',
      'favourites',
      'listings',
    ],
    ['dashboard', 'profile', 'closing'],
    ['pages'],
    ['harness'],
  ],
  'mfe-merchant': [['i18n'], ['merchant-kit'], ['side-panel'], ['merchant-frame', 'buying'], ['selling'], ['store', 'market', 'craft'], ['pages'], ['harness']],
  'mfe-legal': [['i18n'], ['legal-kit'], ['policies', 'consent', 'support', 'communications', 'export', 'refresh-cache'], ['pages'], ['harness']],
  'mfe-wallet': [
    ['i18n'],
    ['crypto', 'balance', 'humanity'],
    ['cache', 'custody'],
    ['session'],
    ['host'],
    ['ui'],
    ['moves'],
    ['flows', 'receive', 'send', 'key-export'],
    ['modals', 'pages'],
    ['harness'],
  ],
};
const TEST_SUPPORT = 'testing';
/**
 * Packages whose tests sit above every layer, as `testing/` does: the API's tests run the composed app
 * (app.ts) on the seeded database and assert the seed's facts, and `contract/` and `security/` hold only
 * tests. Their production code is checked like the shell's.
 */
const TESTS_ABOVE_LAYERS = new Set(['api']);

/** The folder of `src/` a file lies in: its first segment, '' for a file at `src/` itself, null outside `src/`. */
function folderOf(srcDir, file) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length === 1 ? '' : parts[0];
}

/** What `source` (in `file`, under `srcDir`) breaks of the package's folder layers. */
export function folderLayerViolations(file, source, { srcDir, layers, table, testsAbove = false }) {
  const layerOf = (folder) => layers.findIndex((layer) => layer.includes(folder));
  const where = path.relative(ROOT, file);
  const from = folderOf(srcDir, file);
  if (from === null || from === TEST_SUPPORT || (testsAbove && isTestFile(file))) return [];
  if (from !== '' && layerOf(from) < 0) return [`${path.relative(ROOT, path.join(srcDir, from))}/ is in no layer of ${table}; give it its place`];
  const problems = [];
  for (const specifier of importSpecifiers(source).filter((s) => s.startsWith('.'))) {
    const to = folderOf(srcDir, path.resolve(path.dirname(file), specifier));
    if (to === null || to === from) continue;
    if (to === TEST_SUPPORT) {
      if (!isTestFile(file)) problems.push(`${where}: '${specifier}' is test support; only tests import ${TEST_SUPPORT}/`);
    } else if (to === '') {
      problems.push(`${where}: '${specifier}' reaches a file at src/ itself, which sits above every layer`);
    } else if (layerOf(to) < 0 || (from !== '' && layerOf(to) >= layerOf(from))) {
      const place = layerOf(to) < 0 ? 'a folder in no layer' : layerOf(to) === layerOf(from) ? `${to}/, of the same layer` : `${to}/, of a higher layer`;
      problems.push(`${where}: '${specifier}' reaches ${place} (${table}); ${from || 'src'}/ imports only lower layers`);
    }
  }
  return problems;
}

function checkFolderLayers() {
  const problems = [];
  for (const [pkg, layers] of Object.entries(PACKAGE_LAYERS)) {
    const srcDir = path.join(ROOT, pkg, 'src');
    const table = { shell: 'SHELL_LAYERS', api: 'API_LAYERS' }[pkg] ?? `PACKAGE_LAYERS['${pkg}']`;
    const testsAbove = TESTS_ABOVE_LAYERS.has(pkg);
    for (const file of sourceFiles(srcDir)) problems.push(...folderLayerViolations(file, readFileSync(file, 'utf8'), { srcDir, layers, table, testsAbove }));
  }
  // A folder in no layer is named once, not once per file.
  return [...new Set(problems)];
}

/** The layer rule on a made-up shell: the same table shape, a few folders. */
function folderLayersSelfTest() {
  const srcDir = path.join(ROOT, 'shell', 'src');
  const layers = [['config', 'modal-queue'], ['session'], ['modals'], ['routing']];
  const file = (relative) => path.join(srcDir, relative);
  const check = (f, s) => folderLayerViolations(f, s, { srcDir, layers, table: 'the self-test table' });
  const mustCatch = [
    [file('session/session-controller.ts'), "import { ModalHost } from '../modals/modal-host';"],
    [file('session/session-controller.ts'), "import type { RouteEntry } from '../routing/route-entry';"],
    [file('modal-queue/modal-queue.ts'), "import { loadRuntimeConfig } from '../config/load-runtime-config';"],
    [file('modals/kinds/login-modal.tsx'), "const m = await import('../../routing/route-table');"],
    [file('config/load-runtime-config.ts'), "import { start } from '../bootstrap';"],
    [file('modals/modal-host.tsx'), "import { fake } from '../testing/fake-session';"],
    [file('pages/home-page.tsx'), "import { x } from '../config/x';"],
    [file('session/session-controller.ts'), "import { x } from '../pages/home-page';"],
  ];
  const mustAllow = [
    [file('routing/locale-root.tsx'), "import { ModalHost } from '../modals/modal-host';\nimport { x } from '../config/x';"],
    [file('modals/kinds/login-modal.tsx'), "import { registerModal } from '../../modal-queue/modal-registry';\nimport { ModalFrame } from '../modal-frame';"],
    [file('session/session-controller.ts'), "import type { ModalQueue } from '../modal-queue/modal-queue';"],
    [file('bootstrap.tsx'), "import { createMarketplaceRoutes } from './routing/marketplace-routes';"],
    [file('modals/modal-host.test.tsx'), "import en from '../../messages/en.json';\nimport { fake } from '../testing/fake-session';"],
    [file('testing/fake-session.ts'), "import { ModalHost } from '../modals/modal-host';"],
    [file('session/session-controller.ts'), "import { isbot } from 'isbot';\nimport { x } from '@marketplace/contracts/wire';"],
  ];
  return [
    ...mustCatch.filter(([f, s]) => check(f, s).length === 0).map(([, s]) => `self-test missed: ${s}`),
    ...mustAllow.filter(([f, s]) => check(f, s).length > 0).map(([, s]) => `self-test wrongly refused: ${s}`),
  ];
}

/** The API's table on a made-up tree: the seed above the domain, the domain in one-way layers, tests above every layer. */
function apiLayersSelfTest() {
  const srcDir = path.join(ROOT, 'api', 'src');
  const layers = [
    ['logging', 'http'],
    ['db'],
    ['workers', 'limits', 'ledger'],
    ['catalogue'],
    ['favourites', 'referrals'],
    ['commerce'],
    ['rates'],
    ['context'],
    ['routes'],
    ['seed'],
  ];
  const file = (relative) => path.join(srcDir, relative);
  const check = (f, s) => folderLayerViolations(f, s, { srcDir, layers, table: 'the API self-test table', testsAbove: true });
  const mustCatch = [
    // The old cycle: the rate ticker read the seeded price from the seed, the seed's runner sat in db/.
    [file('rates/rate-ticker.ts'), "import { SEED_GEM_USD_PRICE } from '../seed/seed-merchants.js';"],
    [file('db/open-database.ts'), "import { seedIfEmpty } from '../seed/seed-database.js';"],
    [file('routes/user-routes.ts'), "import { SEED_DEMO_USER } from '../seed/seed-accounts.js';"],
    [file('db/seed-market.ts'), "import { collectibleImagePath } from '../catalogue/collectible-images.js';"],
    [file('commerce/offers.ts'), "import type { AppContext } from '../context/app-context.js';"],
    [file('commerce/offers.ts'), "const routes = await import('../routes/offer-routes.js');"],
    [file('seed/seed-support-accounts.ts'), "import { DEFAULT_SHELL_ORIGIN } from '../app.js';"],
    [file('workers/worker-lease.ts'), "import { counters } from '../limits/counter-store.js';"],
    [file('catalogue/market-queries.ts'), "import { RATE_WALK } from '../rates/rate-ticker.js';"],
    // The old knot of what is bought and sold: folders of one layer, or a lower one, reaching up and across.
    [file('catalogue/showcase-queries.ts'), "import { gemToWei } from '../commerce/gem-amounts.js';"],
    [file('catalogue/market-listing-changes.ts'), "import { tellFavouritesOfDrop } from '../favourites/favourite-price-drop.js';"],
    [file('referrals/referral-rewards.ts'), "import { creditBalance } from '../commerce/ledger-moves.js';"],
    [file('referrals/referral-rewards.ts'), "import type { FavouriteRow } from '../favourites/favourite-reads.js';"],
    [file('routes/user-routes.ts'), "import { fakeMail } from '../testing/queued-mails.js';"],
  ];
  const mustAllow = [
    [
      file('seed/seed-catalogue.ts'),
      "import { collectibleImagePath } from '../catalogue/collectible-images.js';\nimport { collectibles } from '../db/schema.js';",
    ],
    [file('rates/rate-ticker.ts'), "import { GEM_USD_ANCHOR_PRICE } from './gem-usd-anchor.js';\nimport { rates } from '../db/schema.js';"],
    [file('commerce/purchase.ts'), "import { merchantPlayers } from '../catalogue/merchant-players.js';"],
    [file('catalogue/gem-amount.ts'), "import { gemToWei, weiToGem } from '../ledger/gem-amounts.js';"],
    [
      file('commerce/settlement.ts'),
      "import { creditReferralReward } from '../referrals/referral-rewards.js';\nimport { WALLET_MOVE_KINDS } from '../ledger/wallet-move-kinds.js';",
    ],
    [file('main.ts'), "import { openSeededDatabase } from './seed/open-seeded-database.js';"],
    [file('routes/rate-routes.test.ts'), "import { buildApp } from '../app.js';\nimport { SEED_GEM_USD_PRICE } from '../seed/seed-merchants.js';"],
    [file('testing/test-app.ts'), "import { SEED_DEMO_USER } from '../seed/seed-accounts.js';"],
  ];
  return [
    ...mustCatch.filter(([f, s]) => check(f, s).length === 0).map(([, s]) => `API self-test missed: ${s}`),
    ...mustAllow.filter(([f, s]) => check(f, s).length > 0).map(([, s]) => `API self-test wrongly refused: ${s}`),
  ];
}

/** The checker proves it still catches what it must before it is trusted with the tree. */
function selfTest() {
  const inLegal = path.join(ROOT, 'mfe-legal', 'src', 'pages', 'x.tsx');
  const inContracts = path.join(ROOT, 'shared-contracts', 'src', 'x.ts');
  const mustCatch = [
    ['mfe-legal', inLegal, "import { x } from '@marketplace/mfe-wallet';"],
    ['mfe-legal', inLegal, "import('../../../shell/src/bootstrap');"],
    ['mfe-legal', inLegal, "const m = await import('marketplace_account/PortalPage');"],
    ['mfe-legal', inLegal, "import type { A } from '@marketplace/shell';"],
    ['shared-contracts', inContracts, "export * from '../../mfe-account/src/pages/portal-page';"],
    ['shared-contracts', inContracts, "const s = require('@marketplace/shell');"],
  ];
  const mustAllow = [
    ['mfe-legal', inLegal, "import { RemotePageFrame } from '@marketplace/contracts/ui';"],
    ['mfe-legal', inLegal, "import Page from './support-page';"],
  ];
  const zodMustCatch = ["import { z } from 'zod';", "import * as z from 'zod/v4';", "import type { ZodType } from 'zod/v4/classic';"];
  const zodMustAllow = ["import * as z from 'zod/mini';\nimport type * as m from 'zod/mini';"];
  const missed = mustCatch.filter(([pkg, file, source]) => violationsIn(pkg, file, source).length === 0);
  const wronglyCaught = mustAllow.filter(([pkg, file, source]) => violationsIn(pkg, file, source).length > 0);
  return [
    ...missed.map(([, , s]) => `self-test missed: ${s}`),
    ...wronglyCaught.map(([, , s]) => `self-test wrongly refused: ${s}`),
    ...zodMustCatch.filter((s) => classicZodImports(inContracts, s).length === 0).map((s) => `self-test missed: ${s}`),
    ...zodMustAllow.filter((s) => classicZodImports(inLegal, s).length > 0).map((s) => `self-test wrongly refused: ${s}`),
    ...contractsSeamSelfTest(),
    ...folderLayersSelfTest(),
    ...apiLayersSelfTest(),
    ...sessionStoreSelfTest(),
  ];
}

/** The seam and folder rules on a small made-up package: three entries, their folders, a helper or two. */
function contractsSeamSelfTest() {
  const file = (relative) => path.join(CONTRACTS_SRC, relative);
  const entryFiles = new Map(['wire', 'http', 'browser'].map((entry) => [entry, file(`entries/${entry}.ts`)]));
  const tree = {
    'entries/wire.ts': "export * from '../wire/thing';",
    'entries/http.ts': "export * from '../http/client';",
    'entries/browser.ts': "export * from '../browser/state/store';",
    'entries/entries.test.ts': "import manifest from '../../package.json';",
    'wire/thing.ts': "import { shared } from './helpers/shared';",
    'wire/helpers/shared.ts': 'export const shared = 1;',
    'http/client.ts': "import { x } from '../wire/thing';\nimport { helper } from './helper';",
    'http/helper.ts': 'export const helper = 1;',
    'http/client.test.ts': "import { store } from '../browser/state/store';",
    'browser/state/store.ts': "import { shared } from '../../wire/helpers/shared';",
  };
  const folderProblems = (changes) => {
    const sources = new Map(Object.entries({ ...tree, ...changes }).map(([relative, source]) => [file(relative), source]));
    const reach = contractsReach(entryFiles, (f) => sources.get(f) ?? '', new Set(sources.keys()));
    return [...sources.keys()].flatMap((f) => contractsFolderProblems(f, { entryFiles, reach }));
  };
  // Each change to the tree, and what must be said of it.
  const folderMustCatch = [
    [{ 'entries/browser.ts': "export * from '../state/store';", 'state/store.ts': 'export const store = 1;' }, "state/store.ts lies in no entry's folder"],
    [
      { 'entries/wire.ts': "export * from '../wire/thing';\nexport * from '../product';", 'product.ts': 'export const PRODUCT = 1;' },
      "product.ts lies in no entry's folder",
    ],
    [{ 'state/store.test.ts': "import { store } from '../browser/state/store';" }, "state/store.test.ts lies in no entry's folder"],
    [
      { 'http/client.ts': "import { helper } from './helper';\nimport { only } from '../wire/http-only';", 'wire/http-only.ts': 'export const only = 1;' },
      'wire/http-only.ts is reached first by the http entry',
    ],
    [{ 'browser/orphan.ts': 'export const orphan = 1;' }, 'browser/orphan.ts is reached by no entry'],
  ];
  const seam = { subpaths: ['wire', 'http', 'browser', 'package.json'], entryFiles, known: new Set(Object.keys(tree).map(file)) };
  const inShell = path.join(ROOT, 'shell', 'src', 'x.ts');
  const mustCatch = [
    [inShell, "import { ApiError } from '@marketplace/contracts';"],
    [inShell, "import type { ApiEnvelope } from '@marketplace/contracts/src/wire/api/envelope';"],
    [inShell, "const m = await import('@marketplace/contracts/src');"],
    [inShell, "import { x } from '@marketplace/contracts/state';"],
    [path.join(ROOT, 'api', 'src', 'x.ts'), "const c = require('@marketplace/contracts');"],
    [file('http/client.ts'), "import { store } from '../browser/state/store';"],
    [file('http/client.ts'), "import type { Store } from '../browser/state/store';"],
    [file('browser/state/store.ts'), "import { helper } from '../../http/helper';"],
    [file('browser/state/store.ts'), "import { x } from '../../entries/wire';"],
    [file('browser/state/store.ts'), "import { other } from '@marketplace/contracts/browser';"],
    [file('entries/http.ts'), "export * from '../wire/thing';"],
    [file('wire/thing.ts'), "import { helper } from '../http/helper';"],
    [file('wire/thing.ts'), "import { createContext } from 'react';"],
    [file('wire/thing.ts'), "import { store } from '@marketplace/contracts/browser';"],
    [file('wire/thing.ts'), "import { z } from 'zod';"],
  ];
  const mustAllow = [
    [inShell, "import { ApiError } from '@marketplace/contracts/wire';"],
    [inShell, "import contractsManifest from '@marketplace/contracts/package.json';"],
    [file('entries/browser.ts'), "export * from '../browser/state/store';"],
    [file('http/client.ts'), "import { x } from '../wire/thing';\nimport { helper } from './helper';"],
    [file('http/client.ts'), "import type { Store } from '@marketplace/contracts/browser';"],
    [file('browser/state/store.ts'), "import { helper } from '@marketplace/contracts/http';\nimport { shared } from '../../wire/helpers/shared';"],
    [file('wire/thing.ts'), "import * as z from 'zod/mini';\nimport { shared } from './helpers/shared';"],
    [file('http/client.test.ts'), "import { store } from '../browser/state/store';"],
    [file('browser/state/store.test.ts'), "import { store } from '@marketplace/contracts/browser';"],
  ];
  return [
    // The made-up tree itself is sound: the helper http alone reaches is http's, the one wire and browser reach is wire's.
    ...folderProblems({}).map((problem) => `self-test wrongly refused: ${problem}`),
    ...folderMustCatch
      .filter(([changes, said]) => !folderProblems(changes).some((problem) => problem.includes(said)))
      .map(([, said]) => `self-test missed: ${said}`),
    ...mustCatch.filter(([f, s]) => contractsSeamViolations(f, s, seam).length === 0).map(([, s]) => `self-test missed: ${s}`),
    ...mustAllow.filter(([f, s]) => contractsSeamViolations(f, s, seam).length > 0).map(([, s]) => `self-test wrongly refused: ${s}`),
  ];
}

/** Every tree of the repository whose files import each other; test files are left out, as the cycle report leaves them out. */
const CYCLE_TREES = ['shell', ...REMOTES, 'shared-contracts', 'api', 'tooling', 'scripts', 'e2e', 'locales'];

/** Issue 26: no loop of files that take values from each other anywhere in the tree; ties made of types alone are allowed. */
function checkValueCycles() {
  const files = CYCLE_TREES.flatMap((tree) => sourceFiles(path.join(ROOT, tree))).filter((file) => !isTestFile(file) && !/\.d\.[cm]?ts$/.test(file));
  const cycles = valueCycles(files, (file) => readFileSync(file, 'utf8'));
  return cycles.map(
    (cycle) =>
      `files import values from each other in a loop (move what they share into a file both import): ${cycle.map((file) => path.relative(ROOT, file)).join(', ')}`,
  );
}

function valueCyclesSelfTest() {
  const file = (name) => path.join(ROOT, 'cycle-self-test', name);
  const sources = {
    [file('a.ts')]: "import { b } from './b';\nexport const a = 1;",
    [file('b.ts')]: "import { type A, a } from './a';\nexport const b = 2;",
    [file('c.ts')]: "import type { D } from './d';\nexport const c = 3;",
    [file('d.ts')]: "import { c } from './c';\nexport type D = typeof c;",
    [file('e.mjs')]: "import { f } from './f.mjs';\nexport const e = f;",
    [file('f.mjs')]: "export { e as f } from './e.mjs';",
    [file('g.ts')]: "export { type H } from './h';\nexport const g = 1;",
    [file('h.ts')]: "import { g } from './g';\nexport type H = typeof g;",
  };
  const found = valueCycles(Object.keys(sources), (name) => sources[name]).map((cycle) => cycle.map((name) => path.basename(name)).join(' '));
  const expected = ['a.ts b.ts', 'e.mjs f.mjs'];
  return found.join('; ') === expected.join('; ') ? [] : [`self-test: value cycles found ${JSON.stringify(found)}, expected ${JSON.stringify(expected)}`];
}

const problems = [
  ...selfTest(),
  ...checkRepository(),
  ...checkBrowserZod(),
  ...checkContractsSeam(),
  ...checkFolderLayers(),
  ...checkSessionStoreWriters(),
  ...valueCyclesSelfTest(),
  ...checkValueCycles(),
];
if (problems.length) {
  console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Import boundaries hold: remotes import no remote or shell; shared-contracts imports no app (${Object.keys(FORBIDDEN).length} packages checked); ` +
    `@marketplace/contracts is reached only through its declared entries (${contractsEntries().subpaths.join(', ')}), each file in its entry's folder; ` +
    `inside ${Object.keys(PACKAGE_LAYERS).join(', ')}, folders import only lower layers; ` +
    `${BROWSER_PACKAGES.join(', ')} use zod only as ${BROWSER_ZOD}; ` +
    `the session store is written by the ${SESSION_STORE_OWNER} alone (${SESSION_STORE_READERS.join(', ')} read it and ask); ` +
    `no files import values from each other in a loop (${CYCLE_TREES.join(', ')}; type-only ties aside).`,
);
