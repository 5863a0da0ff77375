import { fireEvent, screen, within } from '@testing-library/react';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { composedManifests } from '../federation/remote-registry';
import { BuildVersions } from './build-versions';

jest.mock('../federation/remote-registry', () => ({ composedManifests: jest.fn() }));
jest.mock('../federation/shell-singleton-versions', () => ({
  shellSingletonVersions: () => ({ '@marketplace/contracts/wire': '1.0.0', react: '19.3.1' }),
}));

const manifestOf = (buildVersion: string, contracts: string) => ({
  metaData: { buildInfo: { buildVersion } },
  shared: [{ name: '@marketplace/contracts/wire', version: contracts, singleton: true }],
});

beforeEach(() => {
  document.head.innerHTML = '<meta name="marketplace-build-version" content="0.1.0+346d3b11872d">';
  jest.mocked(composedManifests).mockResolvedValue({
    account: { url: 'http://127.0.0.1:8081/mf-manifest.json', source: 'live' },
    merchant: { url: 'http://127.0.0.1:8082/mf-manifest.json', source: 'live' },
    wallet: { url: 'http://127.0.0.1:8083/mf-manifest.json', source: 'live' },
    legal: { url: 'http://127.0.0.1:8084/builds/0.1.0+3f9a1c2b7d4e/mf-manifest.json', source: 'pinned' },
  });
  const answers: Record<string, object | undefined> = {
    'http://127.0.0.1:8081/mf-manifest.json': manifestOf('0.1.0+aaaaaaaaaaaa', '1.0.0'),
    'http://127.0.0.1:8082/mf-manifest.json': manifestOf('0.1.0+bbbbbbbbbbbb', '1.0.0'),
    'http://127.0.0.1:8084/builds/0.1.0+3f9a1c2b7d4e/mf-manifest.json': manifestOf('0.1.0+3f9a1c2b7d4e', '2.0.0'),
  };
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    const answer = answers[String(url)];
    return answer ? new Response(JSON.stringify(answer)) : new Response('', { status: 503 });
  }) as typeof fetch;
});

const rowOf = (app: string) => screen.getByRole('row', { name: new RegExp(`^${app}\\b`) });

describe('the builds on the admin page', () => {
  it("shows the shell's build and contracts, and each remote's build, contracts and where it comes from", async () => {
    await renderTranslated(<BuildVersions />);

    expect(await screen.findByRole('row', { name: /^Account/ })).toBeInTheDocument();
    expect(within(rowOf('Shell')).getByText('0.1.0+346d3b11872d')).toBeInTheDocument();
    expect(within(rowOf('Shell')).getByText('1.0.0')).toBeInTheDocument();
    expect(within(rowOf('Account')).getByText('0.1.0+aaaaaaaaaaaa')).toBeInTheDocument();
    expect(within(rowOf('Account')).getByText('Live build')).toBeInTheDocument();
    expect(within(rowOf('Wallet')).getByText('The manifest could not be read')).toBeInTheDocument();
    expect(within(rowOf('Legal')).getByText('Pinned in config.json')).toBeInTheDocument();
    expect(within(rowOf('Legal')).getByText('http://127.0.0.1:8084/builds/0.1.0+3f9a1c2b7d4e/mf-manifest.json')).toBeInTheDocument();
  });

  it('says which remote build the shell refuses, with both contracts versions', async () => {
    await renderTranslated(<BuildVersions />);
    expect(await screen.findByText('Not composed: built against @marketplace/contracts 2.0.0, the shell provides 1.0.0')).toBeInTheDocument();
    expect(within(rowOf('Legal')).getByText('2.0.0')).toBeInTheDocument();
  });

  it("shows a skeleton of the remotes' rows while their manifests are read, then the rows", async () => {
    await renderTranslated(<BuildVersions />);
    expect(screen.getAllByTestId('build-row-skeleton')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    expect(await screen.findByRole('row', { name: /^Account/ })).toBeInTheDocument();
    expect(screen.queryByTestId('build-row-skeleton')).not.toBeInTheDocument();
  });

  it('says the builds could not be read when the reading cannot start, and reads them again on retry', async () => {
    jest.mocked(composedManifests).mockRejectedValueOnce(new Error('The remotes were not composed'));
    await renderTranslated(<BuildVersions />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The builds could not be read.');
    expect(screen.queryByTestId('build-row-skeleton')).not.toBeInTheDocument();

    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /^Account/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("names every value's column in the cell itself, for the phone's stacked rows where the header row is hidden", async () => {
    await renderTranslated(<BuildVersions />);
    for (const skeletonRow of screen.getAllByTestId('build-row-skeleton')) {
      expect([...skeletonRow.querySelectorAll('td')].map((cell) => cell.dataset.label)).toEqual(['App', 'Build', 'Contracts', 'Manifest']);
    }

    await screen.findByRole('row', { name: /^Legal/ });
    for (const app of ['Shell', 'Account', 'Legal']) {
      const labels = within(rowOf(app))
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label);
      expect(labels).toEqual(['Build', 'Contracts', 'Manifest']);
    }
    expect(within(rowOf('Legal')).getByText('2.0.0').closest('td')).toHaveAttribute('data-label', 'Contracts');
  });
});
