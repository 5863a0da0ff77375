import { canaryBucket, chooseRemoteManifests, OVERRIDE_QUERY, OVERRIDE_STORAGE_KEY, type ManifestChoiceContext } from './remote-manifests';

const remotes = {
  account: 'http://127.0.0.1:8081/mf-manifest.json',
  merchant: 'http://127.0.0.1:8082/mf-manifest.json',
  wallet: 'http://127.0.0.1:8083/mf-manifest.json',
  legal: 'http://127.0.0.1:8084/mf-manifest.json',
};
const keptLegal = 'http://127.0.0.1:8084/builds/0.1.0+3f9a1c2b7d4e/mf-manifest.json';
const candidateWallet = 'http://127.0.0.1:8083/builds/0.2.0+0a1b2c3d4e5f/mf-manifest.json';

function context(overrides: Partial<ManifestChoiceContext> = {}): ManifestChoiceContext {
  return { deviceId: 'device-1', search: new URLSearchParams(), storage: null, warn: jest.fn(), ...overrides };
}

const storageWith = (value: object) => ({ getItem: (key: string) => (key === OVERRIDE_STORAGE_KEY ? JSON.stringify(value) : null) });
const queryFor = (remote: string, url: string) => new URLSearchParams({ [OVERRIDE_QUERY]: `${remote}@${url}` });

/** Device ids whose bucket for `remote` is below / not below `percent`. */
function devicesAround(percent: number, remote: 'wallet') {
  const ids = Array.from({ length: 200 }, (_, index) => `device-${index}`);
  return { inside: ids.find((id) => canaryBucket(id, remote) < percent)!, outside: ids.find((id) => canaryBucket(id, remote) >= percent)! };
}

describe("choosing each remote's manifest", () => {
  it('takes the live manifests of config.json when nothing overrides them', () => {
    const chosen = chooseRemoteManifests({ remotes, remoteOverrides: {}, debug: false }, context());
    expect(chosen.legal).toEqual({ url: remotes.legal, source: 'live' });
    expect(Object.values(chosen).map(({ url }) => url)).toEqual(Object.values(remotes));
  });

  it('takes a build pinned in config.json, for a rollback', () => {
    const chosen = chooseRemoteManifests({ remotes, remoteOverrides: { legal: { manifest: keptLegal } }, debug: false }, context());
    expect(chosen.legal).toEqual({ url: keptLegal, source: 'pinned' });
    expect(chosen.wallet).toEqual({ url: remotes.wallet, source: 'live' });
  });

  it('gives a canary to the configured share of devices, always the same ones', () => {
    const config = { remotes, remoteOverrides: { wallet: { manifest: candidateWallet, percent: 10 } }, debug: false };
    const { inside, outside } = devicesAround(10, 'wallet');

    expect(chooseRemoteManifests(config, context({ deviceId: inside })).wallet).toEqual({ url: candidateWallet, source: 'canary' });
    expect(chooseRemoteManifests(config, context({ deviceId: outside })).wallet).toEqual({ url: remotes.wallet, source: 'live' });
    expect(chooseRemoteManifests(config, context({ deviceId: inside })).wallet.source).toBe('canary');
  });

  it('spreads devices evenly enough over the buckets for a share to mean something', () => {
    const inTenPercent = Array.from({ length: 2000 }, (_, index) => canaryBucket(`device-${index}`, 'wallet') < 10).filter(Boolean).length;
    expect(inTenPercent).toBeGreaterThan(140);
    expect(inTenPercent).toBeLessThan(260);
  });

  describe('outside debug mode', () => {
    it('ignores an override in the query string or in localStorage, saying nothing', () => {
      const warn = jest.fn();
      const chosen = chooseRemoteManifests(
        { remotes, remoteOverrides: {}, debug: false },
        context({ search: queryFor('legal', keptLegal), storage: storageWith({ wallet: candidateWallet }), warn }),
      );
      expect(chosen.legal).toEqual({ url: remotes.legal, source: 'live' });
      expect(chosen.wallet).toEqual({ url: remotes.wallet, source: 'live' });
      expect(warn).not.toHaveBeenCalled();
    });
  });

  describe('in debug mode', () => {
    const debugConfig = { remotes, remoteOverrides: { legal: { manifest: keptLegal } }, debug: true };

    it('takes an override from the query string over one in localStorage and over the configuration', () => {
      const other = 'http://127.0.0.1:8084/builds/0.0.9+aaaaaaaaaaaa/mf-manifest.json';
      const chosen = chooseRemoteManifests(
        debugConfig,
        context({ search: queryFor('legal', other), storage: storageWith({ legal: candidateWallet.replace('8083', '8084') }) }),
      );
      expect(chosen.legal).toEqual({ url: other, source: 'debug-override' });
    });

    it('takes an override kept in localStorage', () => {
      const chosen = chooseRemoteManifests(debugConfig, context({ storage: storageWith({ wallet: candidateWallet }) }));
      expect(chosen.wallet).toEqual({ url: candidateWallet, source: 'debug-override' });
    });

    it.each([
      ['an origin config.json does not name', 'legal', 'https://evil.example/mf-manifest.json'],
      ['a file that is not a manifest', 'legal', 'http://127.0.0.1:8084/remoteEntry.js'],
      ['a script URL', 'legal', 'javascript:alert(1)'],
      ['an unknown remote', 'shell', remotes.legal],
    ])('refuses %s, and says so', (_case, remote, url) => {
      const warn = jest.fn();
      const chosen = chooseRemoteManifests(debugConfig, context({ search: queryFor(remote, url), warn }));
      expect(chosen.legal).toEqual({ url: keptLegal, source: 'pinned' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`Ignored the debug override ${remote}@`));
    });

    it('survives unreadable localStorage', () => {
      const chosen = chooseRemoteManifests(debugConfig, context({ storage: { getItem: () => '{not json' } }));
      expect(chosen.legal.source).toBe('pinned');
    });
  });
});
