import { readComposedBuilds } from './read-composed-builds';
import type { RemoteManifests } from './remote-manifests';

const manifests: RemoteManifests = {
  account: { url: 'http://127.0.0.1:8081/mf-manifest.json', source: 'live' },
  merchant: { url: 'http://127.0.0.1:8082/mf-manifest.json', source: 'live' },
  wallet: { url: 'http://127.0.0.1:8083/mf-manifest.json', source: 'live' },
  legal: { url: 'http://127.0.0.1:8084/builds/0.1.0+3f9a1c2b7d4e/mf-manifest.json', source: 'pinned' },
};
const shell = { '@marketplace/contracts/wire': '1.0.0', react: '19.3.1' };

const manifestOf = (buildVersion: string, contracts: string) => ({
  metaData: { buildInfo: { buildVersion } },
  shared: [{ name: '@marketplace/contracts/wire', version: contracts, singleton: true }],
});

describe('reading the builds the page composes', () => {
  it("reads each remote's build version and contracts from its chosen manifest, afresh, and judges it against the shell", async () => {
    const answers: Record<string, object | number> = {
      [manifests.account.url]: manifestOf('0.1.0+aaaaaaaaaaaa', '1.0.0'),
      [manifests.merchant.url]: manifestOf('0.3.2+bbbbbbbbbbbb', '1.2.0'),
      [manifests.wallet.url]: 503,
      [manifests.legal.url]: manifestOf('0.1.0+3f9a1c2b7d4e', '2.0.0'),
    };
    const fetchImpl = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      expect(init).toEqual({ cache: 'no-store' });
      const answer = answers[String(url)]!;
      return typeof answer === 'number' ? new Response('', { status: answer }) : new Response(JSON.stringify(answer));
    });

    const builds = await readComposedBuilds(manifests, shell, fetchImpl as typeof fetch);

    expect(
      builds.map(({ remote, readable, buildVersion, contracts, skews }) => ({ remote, readable, buildVersion, contracts, refused: skews.length > 0 })),
    ).toEqual([
      { remote: 'account', readable: true, buildVersion: '0.1.0+aaaaaaaaaaaa', contracts: '1.0.0', refused: false },
      { remote: 'merchant', readable: true, buildVersion: '0.3.2+bbbbbbbbbbbb', contracts: '1.2.0', refused: false },
      { remote: 'wallet', readable: false, buildVersion: null, contracts: null, refused: false },
      { remote: 'legal', readable: true, buildVersion: '0.1.0+3f9a1c2b7d4e', contracts: '2.0.0', refused: true },
    ]);
    expect(builds[3]!.manifest).toEqual(manifests.legal);
  });
});
