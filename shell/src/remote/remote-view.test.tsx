import { render as renderUi, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../messages/en.json';
import { reloadOnceForChunkFailure } from '../federation/chunk-reload-policy';
import { IncompatibleRemoteError } from '../federation/incompatible-remote-error';
import { remoteLoadFailure } from '../federation/remote-load-failure';
import { forgetRemote } from '../federation/remote-registry';
import { loadRemoteModuleByName, peekRemoteModule, RemoteUnavailableError } from '../federation/remote-loader';
import { MarketplaceApiContext } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { REMOTE_REFUSED_EVENT, RemoteView } from './remote-view';

jest.mock('../federation/remote-loader', () => ({
  ...jest.requireActual('../federation/remote-loader'),
  loadRemoteModuleByName: jest.fn(),
  peekRemoteModule: jest.fn(),
  forgetLoadedModules: jest.fn(),
}));
jest.mock('../federation/remote-registry', () => ({ forgetRemote: jest.fn() }));
jest.mock('../federation/chunk-reload-policy', () => ({ reloadOnceForChunkFailure: jest.fn() }));

const load = jest.mocked(loadRemoteModuleByName);
const reload = jest.mocked(reloadOnceForChunkFailure);
const logError = jest.fn();
const api = { log: { error: logError } } as unknown as MarketplaceApi;
const render = (ui: ReactElement) => renderUi(<MarketplaceApiContext.Provider value={api}>{ui}</MarketplaceApiContext.Provider>);
const failure = () => new RemoteUnavailableError('legal', 'SupportPage', new Error('connection refused'));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

beforeEach(() => {
  jest.mocked(peekRemoteModule).mockReturnValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.resetAllMocks());

/** A remote page that throws while rendering. */
function Broken(): never {
  throw new Error('render failure');
}

/** Two pages of two remotes, as a route change from a store item to the checkout swaps them; the store's props are kept to be looked at. */
const storePropsSeen: object[] = [];
function StorePage(props: { merchantId?: string }) {
  storePropsSeen.push(props);
  return <h1>Store {props.merchantId}</h1>;
}
function PortalPage({ section }: { section: string }) {
  return <h1>Portal {section}</h1>;
}

describe('a remote view', () => {
  it('renders the remote component with the props of its route', async () => {
    load.mockResolvedValue({ default: ({ policy }: { policy: string }) => <h1>Policy {policy}</h1> } as never);
    render(<RemoteView remote="legal" module="PolicyPage" props={{ policy: 'terms' }} />);
    expect(await screen.findByRole('heading', { name: 'Policy terms' })).toBeInTheDocument();
  });

  it('never renders the last module with the props of the next one when a route change keeps the view', async () => {
    storePropsSeen.length = 0;
    load.mockImplementation(async (_remote, module) => ({ default: module === 'StorePage' ? StorePage : PortalPage }) as never);
    const view = render(<RemoteView remote="merchant" module="StorePage" props={{ merchantId: 'diamond-dreams' }} />);
    expect(await screen.findByRole('heading', { name: 'Store diamond-dreams' })).toBeInTheDocument();

    view.rerender(
      <MarketplaceApiContext.Provider value={api}>
        <RemoteView remote="account" module="PortalPage" props={{ section: 'mint' }} />
      </MarketplaceApiContext.Provider>,
    );

    expect(await screen.findByRole('heading', { name: 'Portal mint' })).toBeInTheDocument();
    expect(storePropsSeen).not.toContainEqual({ section: 'mint' });
  });

  it('reloads the page first when the remote cannot be loaded', async () => {
    load.mockRejectedValue(failure());
    reload.mockReturnValue(true);
    render(<RemoteView remote="legal" module="SupportPage" props={{}} />);
    await screen.findByRole('status');
    await Promise.resolve();
    expect(reload).toHaveBeenCalledWith(window.location.pathname, { keepState: expect.any(Function) });
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('does not reload for a remote built against another contracts major, and names both versions in the console', async () => {
    const refusal = new IncompatibleRemoteError({
      container: 'marketplace_legal',
      manifestUrl: 'http://127.0.0.1:8084/mf-manifest.json',
      buildVersion: '0.1.0+3f9a1c2b7d4e',
      skews: [{ pkg: '@marketplace/contracts', remoteVersion: '2.0.0', hostVersion: '1.0.0' }],
      unmet: [],
    });
    load.mockRejectedValue(new RemoteUnavailableError('legal', 'SupportPage', remoteLoadFailure('marketplace_legal/SupportPage', refusal)));
    reload.mockReturnValue(true);

    render(<RemoteView remote="legal" module="SupportPage" props={{}} />);

    expect(await screen.findByRole('heading', { name: 'Temporarily unavailable' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Remote marketplace_legal .*@marketplace\/contracts 2\.0\.0, but this shell provides @marketplace\/contracts 1\.0\.0/),
    );
    expect(logError).toHaveBeenCalledWith(
      REMOTE_REFUSED_EVENT,
      refusal,
      expect.objectContaining({ remote: 'marketplace_legal', build: '0.1.0+3f9a1c2b7d4e', skews: refusal.incompatibility.skews }),
    );
  });

  it('logs a refused remote to the API with its build and the names the shell does not provide', async () => {
    const unmet = [{ module: 'react-router', missing: ['useBlocker'] }];
    const refusal = new IncompatibleRemoteError({
      container: 'marketplace_merchant',
      manifestUrl: 'http://127.0.0.1:8082/mf-manifest.json',
      buildVersion: '0.1.1+9a8b7c6d5e4f',
      skews: [],
      unmet,
    });
    load.mockRejectedValue(new RemoteUnavailableError('merchant', 'StorePage', remoteLoadFailure('marketplace_merchant/StorePage', refusal)));

    render(<RemoteView remote="merchant" module="StorePage" props={{}} />);

    expect(await screen.findByRole('heading', { name: 'Temporarily unavailable' })).toBeInTheDocument();
    expect(logError).toHaveBeenCalledTimes(1);
    expect(logError).toHaveBeenCalledWith(REMOTE_REFUSED_EVENT, refusal, {
      remote: 'marketplace_merchant',
      build: '0.1.1+9a8b7c6d5e4f',
      manifest: 'http://127.0.0.1:8082/mf-manifest.json',
      skews: [],
      missing: unmet,
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('logs nothing to the API for a remote that merely could not be fetched (the reload policy and the panel handle it)', async () => {
    load.mockRejectedValue(failure());
    reload.mockReturnValue(false);
    render(<RemoteView remote="legal" module="SupportPage" props={{}} />);
    await screen.findByRole('heading', { name: 'Temporarily unavailable' });
    expect(logError).not.toHaveBeenCalled();
  });

  it('shows the unavailable panel when the path was reloaded moments ago', async () => {
    load.mockRejectedValue(failure());
    reload.mockReturnValue(false);
    render(<RemoteView remote="legal" module="SupportPage" props={{}} />);
    expect(await screen.findByRole('heading', { name: 'Temporarily unavailable' })).toBeInTheDocument();
  });

  it('asks the remote afresh on retry and shows the page once it answers', async () => {
    load.mockRejectedValueOnce(failure()).mockResolvedValueOnce({ default: () => <h1>Support</h1> } as never);
    reload.mockReturnValue(false);
    render(<RemoteView remote="legal" module="SupportPage" props={{}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(forgetRemote).toHaveBeenCalledWith('legal');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps a remote page that throws while rendering inside the panel', async () => {
    load.mockResolvedValue({ default: Broken } as never);
    render(
      <div>
        <p>Rest of the site</p>
        <RemoteView remote="legal" module="SupportPage" props={{}} />
      </div>,
    );
    expect(await screen.findByRole('heading', { name: 'Temporarily unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Rest of the site')).toBeInTheDocument();
  });
});
