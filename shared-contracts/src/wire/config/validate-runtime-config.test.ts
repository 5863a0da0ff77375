import { RuntimeConfigError, validateRuntimeConfig } from './validate-runtime-config';

const validConfig = {
  api: {
    main: 'http://127.0.0.1:4000',
    identity: 'http://127.0.0.1:4000',
    kyc: 'http://127.0.0.1:4000',
    explorer: 'http://127.0.0.1:4000/explorer/api',
  },
  remotes: {
    account: 'http://127.0.0.1:8081/mf-manifest.json',
    merchant: 'http://127.0.0.1:8082/mf-manifest.json',
    wallet: 'http://127.0.0.1:8083/mf-manifest.json',
    legal: 'http://127.0.0.1:8084/mf-manifest.json',
  },
  remoteOverrides: {},
  sessionIdleMinutes: 30,
  userCacheExpirationMinutes: 5,
  fees: { marketplaceFeesPercent: 5, minimumPrice: 0.5 },
  debug: false,
  captcha: { siteKey: 'local-site-key', scriptUrl: 'http://127.0.0.1:4000/humanity/api.js' },
  analytics: null,
};

function problemsOf(raw: unknown): readonly string[] {
  try {
    validateRuntimeConfig(raw);
  } catch (error) {
    if (error instanceof RuntimeConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the config to be refused');
}

describe('runtime config validation', () => {
  it('accepts a complete config', () => {
    expect(validateRuntimeConfig(validConfig)).toEqual(validConfig);
  });

  it('names a missing field', () => {
    const { legal: _legal, ...remotes } = validConfig.remotes;
    expect(problemsOf({ ...validConfig, remotes })).toEqual(["field 'remotes.legal' is missing"]);
  });

  it('names a field of the wrong kind', () => {
    expect(problemsOf({ ...validConfig, sessionIdleMinutes: '30' })).toEqual(["field 'sessionIdleMinutes' must be a number"]);
  });

  it('refuses a remote URL that is not a manifest', () => {
    const remotes = { ...validConfig.remotes, wallet: 'http://127.0.0.1:8083/remoteEntry.js' };
    expect(problemsOf({ ...validConfig, remotes })).toEqual(["field 'remotes.wallet' must point at a remote's mf-manifest.json"]);
  });

  it('refuses an API base that is not an http URL', () => {
    const api = { ...validConfig.api, main: 'javascript:alert(1)' };
    expect(problemsOf({ ...validConfig, api })).toEqual(["field 'api.main' must be an http(s) URL"]);
  });

  it('takes a config without remote overrides as one with none', () => {
    const { remoteOverrides: _none, ...withoutOverrides } = validConfig;
    expect(validateRuntimeConfig(withoutOverrides).remoteOverrides).toEqual({});
  });

  it('accepts a pinned build and a canary share of a remote', () => {
    const remoteOverrides = {
      legal: { manifest: 'http://127.0.0.1:8084/builds/0.1.0+3f9a1c2b7d4e/mf-manifest.json' },
      wallet: { manifest: 'http://127.0.0.1:8083/builds/0.2.0+0a1b2c3d4e5f/mf-manifest.json', percent: 10 },
    };
    expect(validateRuntimeConfig({ ...validConfig, remoteOverrides }).remoteOverrides).toEqual(remoteOverrides);
  });

  it('refuses an override of an unknown remote, one that is not a manifest, and a share outside 1 to 100', () => {
    const manifest = 'http://127.0.0.1:8084/builds/0.1.0+3f9a1c2b7d4e/mf-manifest.json';
    expect(problemsOf({ ...validConfig, remoteOverrides: { legl: { manifest } } })).toEqual(["field 'remoteOverrides.legl' is not a known setting"]);
    expect(problemsOf({ ...validConfig, remoteOverrides: { legal: { manifest: 'http://127.0.0.1:8084/remoteEntry.js' } } })).toEqual([
      "field 'remoteOverrides.legal.manifest' must point at a remote's mf-manifest.json",
    ]);
    expect(problemsOf({ ...validConfig, remoteOverrides: { legal: { manifest, percent: 0 } } })).toEqual([
      "field 'remoteOverrides.legal.percent' must be 1 to 100",
    ]);
  });

  it('names an unknown field, so a typo does not pass silently', () => {
    expect(problemsOf({ ...validConfig, sesionIdleMinutes: 3 })).toEqual(["field 'sesionIdleMinutes' is not a known setting"]);
  });

  it('says in words what a fee out of range and a section that is not an object must be', () => {
    expect(problemsOf({ ...validConfig, fees: { marketplaceFeesPercent: 120, minimumPrice: -1 } })).toEqual([
      "field 'fees.marketplaceFeesPercent' must be 0 to 100",
      "field 'fees.minimumPrice' must be 0 or more",
    ]);
    expect(problemsOf({ ...validConfig, captcha: 'local-site-key', analytics: 'G-1' })).toEqual([
      "field 'captcha' must be an object of settings",
      "field 'analytics' must be an object of settings, or null",
    ]);
  });

  it('refuses something that is not an object at all', () => {
    expect(problemsOf(null)).toEqual(['the file must hold one JSON object']);
  });
});
