import manifest from '../../package.json';

/** What only a page has: the API (Node) imports wire and http, so loading either must not reach these. */
const BROWSER_ONLY = ['react', 'react-dom', 'react/jsx-runtime', 'zustand', 'zustand/vanilla', '@tanstack/react-query'];

/** Loads one entry by its package specifier in a fresh module registry, as a consumer that imports nothing else would. */
function loadAlone(subpath: string, { browserOnlyRefused }: { browserOnlyRefused: boolean }): Record<string, unknown> {
  let loaded: Record<string, unknown> = {};
  jest.isolateModules(() => {
    if (browserOnlyRefused) {
      for (const name of BROWSER_ONLY) {
        jest.doMock(name, () => {
          throw new Error(`@marketplace/contracts/${subpath} loaded ${name}`);
        });
      }
    }
    loaded = require(`@marketplace/contracts/${subpath}`);
  });
  return loaded;
}

afterEach(() => {
  for (const name of BROWSER_ONLY) jest.dontMock(name);
});

describe('the entries of @marketplace/contracts', () => {
  it('are the five declared subpaths and package.json, and nothing else is a way in', () => {
    expect(Object.keys(manifest.exports)).toEqual(['./wire', './http', './browser', './ui', './testing', './package.json']);
    expect(manifest).not.toHaveProperty('main');
    expect(manifest).not.toHaveProperty('types');
  });

  it.each(['wire', 'http'])('%s loads without React, zustand or TanStack Query (the API imports it)', (subpath) => {
    expect(Object.keys(loadAlone(subpath, { browserOnlyRefused: true })).length).toBeGreaterThan(0);
  });

  it('refuses a browser-only library when an entry reaches one (the guard above is real)', () => {
    expect(() => loadAlone('browser', { browserOnlyRefused: true })).toThrow(/loaded (react|zustand)/);
  });

  it.each(['browser', 'ui', 'testing'])('%s loads alone', (subpath) => {
    expect(Object.keys(loadAlone(subpath, { browserOnlyRefused: false })).length).toBeGreaterThan(0);
  });

  it('keeps the API client and the page state apart: the session store is in browser only, the client in http only', () => {
    const http = loadAlone('http', { browserOnlyRefused: false });
    const browser = loadAlone('browser', { browserOnlyRefused: false });
    expect(http).toHaveProperty('createMarketplaceApi');
    expect(http).not.toHaveProperty('sessionStore');
    expect(browser).toHaveProperty('sessionStore');
    expect(browser).not.toHaveProperty('createMarketplaceApi');
  });
});
