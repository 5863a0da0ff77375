import { describeIncompatibleRemote } from './incompatible-remote-error';
import { compatibilityLine, singletonSkews } from './singleton-compatibility';

const shell = {
  react: '19.3.1',
  'react-dom/client': '19.3.1',
  '@marketplace/contracts/wire': '1.0.0',
  '@marketplace/contracts/browser': '1.0.0',
  zustand: '5.1.0',
};

describe('singleton compatibility between the shell and a remote', () => {
  it('finds no skew for a remote built against the same versions, or a newer patch or minor', () => {
    const remote = [
      { name: 'react', version: '19.3.1', singleton: true },
      { name: '@marketplace/contracts/wire', version: '1.4.2', singleton: true },
      { name: 'zustand', version: '5.0.9', singleton: true },
    ];
    expect(singletonSkews(remote, shell)).toEqual([]);
  });

  it('names the package and both versions when the contracts majors differ, once for all its entries', () => {
    const remote = [
      { name: '@marketplace/contracts/wire', version: '2.0.0', singleton: true },
      { name: '@marketplace/contracts/browser', version: '2.0.0', singleton: true },
      { name: 'react', version: '19.3.1', singleton: true },
    ];
    expect(singletonSkews(remote, shell)).toEqual([{ pkg: '@marketplace/contracts', remoteVersion: '2.0.0', hostVersion: '1.0.0' }]);
  });

  it('sees an older major as a skew too', () => {
    expect(singletonSkews([{ name: 'react', version: '18.3.1', singleton: true }], shell)).toEqual([
      { pkg: 'react', remoteVersion: '18.3.1', hostVersion: '19.3.1' },
    ]);
  });

  it('leaves alone what the shell does not share, what is no singleton, and versions it cannot read', () => {
    const remote = [
      { name: 'ethers', version: '6.17.0', singleton: true },
      { name: 'react', version: '20.0.0', singleton: false },
      { name: 'zustand', version: 'workspace:*', singleton: true },
    ];
    expect(singletonSkews(remote, shell)).toEqual([]);
  });

  it('treats a 0.x minor as a major, as semver ranges do', () => {
    expect([compatibilityLine('19.3.1'), compatibilityLine('0.3.2'), compatibilityLine('0.0.4'), compatibilityLine('next')]).toEqual([
      '19',
      '0.3',
      '0.0.4',
      null,
    ]);
    expect(singletonSkews([{ name: 'lib', version: '0.2.0', singleton: true }], { lib: '0.1.9' })).toHaveLength(1);
  });

  it('describes a refused remote by its container, build, manifest and both versions', () => {
    const message = describeIncompatibleRemote({
      container: 'marketplace_legal',
      manifestUrl: 'http://127.0.0.1:8084/mf-manifest.json',
      buildVersion: '0.1.0+3f9a1c2b7d4e',
      skews: [{ pkg: '@marketplace/contracts', remoteVersion: '2.0.0', hostVersion: '1.0.0' }],
      unmet: [],
    });
    expect(message).toBe(
      'Remote marketplace_legal (build 0.1.0+3f9a1c2b7d4e from http://127.0.0.1:8084/mf-manifest.json) is not composed: it was built against ' +
        '@marketplace/contracts 2.0.0, but this shell provides @marketplace/contracts 1.0.0, a different major version, so one shared copy cannot serve both.',
    );
  });
});
