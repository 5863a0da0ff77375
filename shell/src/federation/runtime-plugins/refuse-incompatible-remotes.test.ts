import { isIncompatibleRemoteError, type IncompatibleRemoteError } from '../incompatible-remote-error';
import refuseIncompatibleRemotes from './refuse-incompatible-remotes';

/** The shell's narrowed router: what its runtime hands a remote under `react-router`. */
const routerSurface = { Link: () => null, useLocation: () => null, useNavigate: () => null };
const shellShares = {
  react: [
    { version: '19.3.1', from: 'marketplace_shell', lib: () => ({ useState: () => null }) },
    { version: '20.0.0', from: 'marketplace_account', lib: () => ({ useState: () => null, use: () => null }) },
  ],
  'react-router': [{ version: '7.18.5', from: 'marketplace_shell', lib: () => routerSurface }],
  '@marketplace/contracts/wire': [{ version: '1.0.0', from: 'marketplace_shell', lib: () => ({ formatGem: () => '' }) }],
};
const origin = { options: { name: 'marketplace_shell', shared: shellShares } };

function manifestBuiltAgainst(contracts: string, react = '19.3.1', imports: Record<string, string[]> = { 'react-router': ['Link'] }) {
  return {
    surfaceNeeds: { contracts: { version: contracts, major: Number(contracts.split('.')[0]) }, imports },
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

describe('refusing a remote the shell cannot serve', () => {
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

  it('refuses a remote that reads a router export the shell does not provide, naming the remote, its build and the names', async () => {
    const needs = { 'react-router': ['Link', 'Await', 'useBlocker'], react: ['useState'] };
    const refusal = await afterLoadManifest(manifestBuiltAgainst('1.0.0', '19.3.1', needs)).catch((error: unknown) => error);
    expect(isIncompatibleRemoteError(refusal)).toBe(true);
    expect((refusal as IncompatibleRemoteError).incompatibility.unmet).toEqual([{ module: 'react-router', missing: ['Await', 'useBlocker'] }]);
    expect((refusal as Error).message).toBe(
      'Remote marketplace_legal (build 0.1.0+3f9a1c2b7d4e from http://127.0.0.1:8084/mf-manifest.json) is not composed: ' +
        'it needs exports this shell does not provide (react-router: Await, useBlocker).',
    );
  });

  it("judges by the shell's own copy, not by a copy another remote brought", async () => {
    await expect(afterLoadManifest(manifestBuiltAgainst('1.0.0', '19.3.1', { react: ['use'] }))).rejects.toThrow('(react: use)');
  });

  it('lets through a build that records no needs (built before the surface contract)', async () => {
    const { surfaceNeeds: _none, ...older } = manifestBuiltAgainst('1.0.0');
    await expect(afterLoadManifest(older)).resolves.toBeUndefined();
  });

  it('leaves a failed or already checked manifest alone', async () => {
    await expect(afterLoadManifest(undefined as never, { error: new TypeError('Failed to fetch') })).resolves.toBeUndefined();
    await expect(afterLoadManifest(manifestBuiltAgainst('2.0.0'), { cached: true })).resolves.toBeUndefined();
  });
});
