import { ModuleFederation } from '@module-federation/runtime-core';

/**
 * What Module Federation 2.9's runtime does with a shared singleton range, which decided the shared
 * settings (tooling/rspack/shared-singletons.mjs): with `loaded-first` a remote's `requiredVersion`
 * is checked against the copy the shell already loaded, and `strictVersion` turns a miss into an
 * error, even for a remote only one patch ahead. So strict is off, and the major is guarded by
 * `refuse-incompatible-remotes.ts` instead.
 */
const shellReact = { createElement: () => null };

function shellWithReact(version: string) {
  return new ModuleFederation({
    name: 'marketplace_shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: { react: { version, lib: () => shellReact, shareConfig: { singleton: true, requiredVersion: `^${version}` } } },
  });
}

const asRemoteBuiltAgainst = (requiredVersion: string, strictVersion: boolean) => ({
  customShareInfo: { shareConfig: { singleton: true, requiredVersion, strictVersion } },
});

describe("Module Federation's singleton resolution with ranges", () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('with strictVersion, refuses a remote built one patch ahead of the loaded copy', async () => {
    await expect(shellWithReact('19.3.1').loadShare('react', asRemoteBuiltAgainst('^19.3.2', true))).rejects.toThrow(
      'Version 19.3.1 from marketplace_shell of shared singleton module react does not satisfy the requirement',
    );
  });

  it('without strictVersion, gives that remote the loaded copy and warns', async () => {
    const factory = await shellWithReact('19.3.1').loadShare('react', asRemoteBuiltAgainst('^19.3.2', false));
    expect(factory).toBeInstanceOf(Function);
    expect((factory as () => unknown)()).toBe(shellReact);
    expect(console.warn).toHaveBeenCalled();
  });

  it('gives a remote built against an older minor the loaded copy silently', async () => {
    const factory = await shellWithReact('19.3.1').loadShare('react', asRemoteBuiltAgainst('^19.2.0', true));
    expect(factory).toBeInstanceOf(Function);
    expect((factory as () => unknown)()).toBe(shellReact);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('without strictVersion, would even give a remote of the next major the loaded copy: the major needs its own guard', async () => {
    const factory = await shellWithReact('19.3.1').loadShare('react', asRemoteBuiltAgainst('^20.0.0', false));
    expect(factory).toBeInstanceOf(Function);
    expect((factory as () => unknown)()).toBe(shellReact);
  });
});
