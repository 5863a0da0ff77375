import { act, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { RuntimeConfigContext, UserProfileCacheContext, type UserProfileCache } from '@marketplace/contracts/browser';
import type { RuntimeConfig } from '@marketplace/contracts/wire';
import { renderTranslated } from '../../../tooling/testing/render-translated';
import { RELOAD_COUNTDOWN_SECONDS } from './reload-countdown';
import { RefreshCacheCenter } from './refresh-cache-center';

const CONFIG = { debug: false } as RuntimeConfig;

async function renderCenter(reload: (url: string) => void, { locale = 'en', path = '/refresh-cache' } = {}) {
  const profiles = { profiles: jest.fn(), clear: jest.fn(() => 4) } as unknown as UserProfileCache;
  const view = await renderTranslated(
    <RuntimeConfigContext.Provider value={CONFIG}>
      <UserProfileCacheContext.Provider value={profiles}>
        <RefreshCacheCenter reload={reload} />
      </UserProfileCacheContext.Provider>
    </RuntimeConfigContext.Provider>,
    { locale, path },
  );
  return { ...view, profiles };
}

/** Lets the clearing's promises settle under fake timers. */
const settle = () => act(async () => {});

describe('the refresh-cache page', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(window, { fetch: jest.fn(async () => new Response('{}')) });
    Cookies.set('deviceId', 'd-1');
    window.sessionStorage.setItem('marketplace:wallet-cache-key', 'half-of-the-key');
  });

  afterEach(() => {
    jest.useRealTimers();
    window.sessionStorage.clear();
  });

  it('clears on arrival, lists what it cleared and what it kept, and leaves cookies and sessionStorage alone', async () => {
    const reload = jest.fn();
    const { queryClient, profiles } = await renderCenter(reload);
    queryClient.setQueryData(['rates'], { price: 1 });
    await settle();

    expect(await screen.findByRole('heading', { name: 'What was cleared' })).toBeInTheDocument();
    expect(profiles.clear).toHaveBeenCalledTimes(1);
    const row = (label: string) => screen.getByText(label).closest('div');
    expect(row("Other people's cached profiles")).toHaveTextContent('4');
    // The test page holds English and Japanese: both fetched again.
    expect(row('Translations refreshed')).toHaveTextContent('2');
    expect(screen.queryByText('Remembered remote overrides (debug)')).not.toBeInTheDocument();
    expect(screen.getByText(/Kept: your session/)).toBeInTheDocument();
    expect(Cookies.get('deviceId')).toBe('d-1');
    expect(window.sessionStorage.getItem('marketplace:wallet-cache-key')).toBe('half-of-the-key');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the site from its home page after the visible countdown', async () => {
    const reload = jest.fn();
    await renderCenter(reload, { locale: 'ja', path: '/ja/refresh-cache' });
    await settle();

    expect(screen.getByText(`${RELOAD_COUNTDOWN_SECONDS} 秒後にサイトを再読み込みします…`)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByText(`${RELOAD_COUNTDOWN_SECONDS - 1} 秒後にサイトを再読み込みします…`)).toBeInTheDocument();
    for (let second = 2; second < RELOAD_COUNTDOWN_SECONDS; second++) await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByText('1 秒後にサイトを再読み込みします…')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1000));

    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith('/ja');
  });

  it('reloads at once with "Reload now", and not at all by itself once the countdown is stopped', async () => {
    const reload = jest.fn();
    await renderCenter(reload);
    await settle();

    await act(async () => screen.getByRole('button', { name: 'Stop the countdown' }).click());
    for (let second = 0; second < 10; second++) await act(async () => jest.advanceTimersByTime(1000));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('Automatic reload stopped. Reload when you are ready.')).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'Reload now' }).click());
    expect(reload).toHaveBeenCalledWith('/');
  });
});
