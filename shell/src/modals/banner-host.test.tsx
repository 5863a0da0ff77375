import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CONSENT_COOKIE, marketplaceBus, readConsent, saveConsent } from '@marketplace/contracts/browser';
import kit from '../../../shared-contracts/messages/en.json';
import en from '../../messages/en.json';
import { createModalQueue } from '../modal-queue/modal-queue';
import { askForConsent } from './kinds/consent-banner-modal';
import { ModalHost } from './modal-host';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en, kit } }, interpolation: { escapeValue: false } });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => Cookies.remove(CONSENT_COOKIE.name, { path: '/' }));

function renderHost(initialEntries = ['/']) {
  const queue = createModalQueue();
  const router = createMemoryRouter([{ path: '*', element: <ModalHost queue={queue} /> }], { initialEntries });
  render(<RouterProvider router={router} />);
  return Object.assign(queue, { router });
}

const banner = () => screen.findByRole('region', { name: 'Your cookie choices' });

describe('the consent banner', () => {
  it('asks a first-time visitor in a region at the bottom, not a dialog: the page stays usable', async () => {
    const queue = renderHost();

    act(() => askForConsent(queue));

    expect(await banner()).toBeInTheDocument();
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(queue.current()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute('href', '/legal/cookies');
  });

  it.each(['/legal/cookies', '/ja/legal/cookies', '/de/legal/cookies/'])(
    'waits unseen on the cookie policy (%s), which holds the same settings, and shows on the next page until a choice is made',
    async (policy) => {
      const queue = renderHost([policy]);
      act(() => askForConsent(queue));
      await act(() => Promise.resolve());

      expect(screen.queryByRole('region')).toBeNull();
      expect(queue.store.getState().queue).toHaveLength(1);

      await act(() => queue.router.navigate('/ja/store'));
      expect(await banner()).toBeInTheDocument();
      await act(() => queue.router.navigate(policy));
      expect(screen.queryByRole('region')).toBeNull();
    },
  );

  it('does not ask a visitor who has chosen', () => {
    Cookies.set(CONSENT_COOKIE.name, JSON.stringify({ analytics: false, visitorId: null }));
    const queue = renderHost();

    askForConsent(queue);

    expect(queue.store.getState().queue).toHaveLength(0);
  });

  it('stores "accept all" for 365 days, tells the page, and goes away', async () => {
    const heard = jest.fn();
    const stop = marketplaceBus.on('consent:changed', heard);
    const set = jest.spyOn(Cookies, 'set');
    const queue = renderHost();
    act(() => askForConsent(queue));

    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));

    expect(readConsent(Cookies)).toEqual({ analytics: true, visitorId: expect.any(String) });
    expect(set).toHaveBeenCalledWith(CONSENT_COOKIE.name, expect.any(String), expect.objectContaining({ expires: expect.any(Date), sameSite: 'lax' }));
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ analytics: true }));
    expect(screen.queryByRole('region')).toBeNull();
    set.mockRestore();
    stop();
  });

  it('stores a refusal of what is not necessary', async () => {
    const queue = renderHost();
    act(() => askForConsent(queue));

    await userEvent.click(await screen.findByRole('button', { name: 'Reject non-essential' }));

    expect(readConsent(Cookies)).toEqual({ analytics: false, visitorId: null });
  });

  it('lets the visitor choose per category: necessary locked on, analytics off until ticked', async () => {
    const queue = renderHost();
    act(() => askForConsent(queue));

    await userEvent.click(await screen.findByRole('button', { name: 'Choose' }));
    expect(screen.getByRole('checkbox', { name: /Necessary/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    const analytics = screen.getByRole('checkbox', { name: 'Analytics' });
    expect(analytics).not.toBeChecked();
    expect(analytics).toHaveFocus();
    await userEvent.click(analytics);
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));

    expect(readConsent(Cookies)?.analytics).toBe(true);
  });

  it('goes away when the choice is made elsewhere (the cookie policy page) while it waits', async () => {
    const queue = renderHost();
    act(() => askForConsent(queue));
    await banner();

    act(() => void saveConsent(Cookies, { analytics: false }));

    expect(screen.queryByRole('region')).toBeNull();
    expect(queue.store.getState().queue).toHaveLength(0);
  });

  it('steps aside for a dialog asked meanwhile, and comes back once it closes', async () => {
    const queue = renderHost();
    act(() => askForConsent(queue));
    await banner();

    act(() => void queue.open({ kind: 'login' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(await screen.findByRole('dialog')).toBe(document.querySelector('dialog[open]'));

    act(() => queue.closeKind('login'));
    expect(await banner()).toBeInTheDocument();
  });
});
