import { isIncompatibleRemoteError } from '../incompatible-remote-error';
import refuseIncompatibleRemotes from './refuse-incompatible-remotes';

const shellShares = {
  react: [
    { version: '19.3.1', from: 'marketplace_shell' },
    { version: '20.0.0', from: 'marketplace_account' },
  ],
  '@marketplace/contracts/wire': [{ version: '1.0.0', from: 'marketplace_shell' }],
};
const origin = { options: { name: 'marketplace_shell', shared: shellShares } };

function manifestBuiltAgainst(contracts: string, react = '19.3.1') {
  return {
    metaData: { buildInfo: { buildVersion: '0.1.0+3f9a1c2b7d4e', buildName: '@marketplace/mfe-legal' } },
    shared: [
      { name: '@marketplace/contracts/wire', version: contracts, singleton: true, requiredVersion: `^${contracts}` },
      { name: 'react', version: react, singleton: true, requiredVersion: `^${react}` },
    ],
    exposes: [],
  };
}

const afterLoadManifest = async (manifestJson: object, extra: object = {}): Promise<unknown> =>
  refuseIncompatibleRemotes().afterLoadManifest!({
    manifestJson,
    manifestUrl: 'http://127.0.0.1:8084/mf-manifest.json',
    moduleInfo: { name: 'marketplace_legal', entry: 'http://127.0.0.1:8084/mf-manifest.json' },
    origin,
    ...extra,
  } as never);

describe('refusing a remote built against another major', () => {
  it("lets a remote built against the shell's contracts major through", async () => {
    await expect(afterLoadManifest(manifestBuiltAgainst('1.2.0'))).resolves.toBeUndefined();
  });

  it("compares with the shell's own copy, not with what another remote brought", async () => {
    await expect(afterLoadManifest(manifestBuiltAgainst('1.0.0', '20.0.0'))).rejects.toThrow('react 20.0.0, but this shell provides react 19.3.1');
  });

  it('refuses a remote built against contracts 2, naming the remote, its build and both versions', async () => {
    const refusal = await afterLoadManifest(manifestBuiltAgainst('2.0.0')).catch((error: unknown) => error);
    expect(isIncompatibleRemoteError(refusal)).toBe(true);
    expect((refusal as Error).message).toContain('Remote marketplace_legal (build 0.1.0+3f9a1c2b7d4e from http://127.0.0.1:8084/mf-manifest.json)');
    expect((refusal as Error).message).toContain('@marketplace/contracts 2.0.0, but this shell provides @marketplace/contracts 1.0.0');
  });

  it('leaves a failed or already checked manifest alone', async () => {
    await expect(afterLoadManifest(undefined as never, { error: new TypeError('Failed to fetch') })).resolves.toBeUndefined();
    await expect(afterLoadManifest(manifestBuiltAgainst('2.0.0'), { cached: true })).resolves.toBeUndefined();
  });
});
