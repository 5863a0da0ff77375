import type { RuntimeConfig } from '@marketplace/contracts/wire';
import { composeRemotes } from './compose-remotes';
import { composedManifests, federationRuntime, forgetRemote, prepareComposition } from './remote-registry';

const registerRemotes = jest.fn();
jest.mock('./federation-runtime', () => ({
  federation: { registerRemotes: (...args: unknown[]) => registerRemotes(...args) },
  // The runtime's chunk hands on the composition (the mock below, which counts its calls).
  composeRemotes: (...args: Parameters<typeof composeRemotes>) =>
    jest.requireMock<{ composeRemotes: typeof composeRemotes }>('./compose-remotes').composeRemotes(...args),
}));
jest.mock('./compose-remotes', () => ({ composeRemotes: jest.fn(jest.requireActual('./compose-remotes').composeRemotes) }));

const remotes = {
  account: 'http://127.0.0.1:8081/mf-manifest.json',
  merchant: 'http://127.0.0.1:8082/mf-manifest.json',
  wallet: 'http://127.0.0.1:8083/mf-manifest.json',
  legal: 'http://127.0.0.1:8084/mf-manifest.json',
};
const pinnedLegal = 'http://127.0.0.1:8084/builds/0.1.0+3f9a1c2b7d4e/mf-manifest.json';
const config = { remotes, remoteOverrides: { legal: { manifest: pinnedLegal } }, debug: false } as unknown as RuntimeConfig;

beforeAll(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));

describe("the page's composition", () => {
  it('is chosen with the runtime, once, from what start-up noted, and each remote registered from it', async () => {
    prepareComposition({ config, deviceId: 'device-1', search: '' });
    expect(composeRemotes).not.toHaveBeenCalled();

    await Promise.all([federationRuntime(), federationRuntime()]);

    expect(composeRemotes).toHaveBeenCalledTimes(1);
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining(`legal ${pinnedLegal} (pinned)`));
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'marketplace_account', entry: remotes.account },
      { name: 'marketplace_merchant', entry: remotes.merchant },
      { name: 'marketplace_wallet', entry: remotes.wallet },
      { name: 'marketplace_legal', entry: pinnedLegal },
    ]);
    expect((await composedManifests()).legal).toEqual({ url: pinnedLegal, source: 'pinned' });
  });

  it('registers a forgotten remote afresh from the same choice, before any later load', async () => {
    registerRemotes.mockClear();
    forgetRemote('legal');
    await federationRuntime();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'marketplace_legal', entry: pinnedLegal }], { force: true });
    expect(composeRemotes).toHaveBeenCalledTimes(1);
  });
});
