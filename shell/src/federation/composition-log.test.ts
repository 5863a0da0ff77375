import { describeComposedRemote, describeComposition, shellBuildVersion } from './composition-log';

describe('the composition log', () => {
  it("reads the shell's build version from its page, and none from an unstamped one", () => {
    const stamped = new DOMParser().parseFromString('<meta name="marketplace-build-version" content="0.1.0+346d3b11872d">', 'text/html');
    const unstamped = new DOMParser().parseFromString('<meta name="marketplace-build-version" content="%MARKETPLACE_BUILD_VERSION%">', 'text/html');
    expect(shellBuildVersion(stamped)).toBe('0.1.0+346d3b11872d');
    expect(shellBuildVersion(unstamped)).toBeNull();
  });

  it('names the shell build and where each remote comes from, marking what is not the live build', () => {
    const line = describeComposition('0.1.0+346d3b11872d', {
      account: { url: 'http://127.0.0.1:8081/mf-manifest.json', source: 'live' },
      merchant: { url: 'http://127.0.0.1:8082/mf-manifest.json', source: 'live' },
      wallet: { url: 'http://127.0.0.1:8083/builds/0.2.0+0a1b2c3d4e5f/mf-manifest.json', source: 'canary' },
      legal: { url: 'http://127.0.0.1:8084/builds/0.1.0+3f9a1c2b7d4e/mf-manifest.json', source: 'pinned' },
    });
    expect(line).toBe(
      'Marketplace shell 0.1.0+346d3b11872d; remotes: account http://127.0.0.1:8081/mf-manifest.json, merchant http://127.0.0.1:8082/mf-manifest.json, ' +
        'wallet http://127.0.0.1:8083/builds/0.2.0+0a1b2c3d4e5f/mf-manifest.json (canary), legal http://127.0.0.1:8084/builds/0.1.0+3f9a1c2b7d4e/mf-manifest.json (pinned)',
    );
  });

  it('names a composed remote by its build and the contracts it was built against', () => {
    const shared = [
      { name: 'react', version: '19.3.1', singleton: true },
      { name: '@marketplace/contracts/ui', version: '1.0.0', singleton: true },
    ];
    expect(describeComposedRemote('marketplace_legal', 'http://127.0.0.1:8084/mf-manifest.json', '0.1.1+9d8c7b6a5f4e', shared)).toBe(
      'Marketplace composes marketplace_legal 0.1.1+9d8c7b6a5f4e (built against @marketplace/contracts 1.0.0) from http://127.0.0.1:8084/mf-manifest.json',
    );
  });
});
