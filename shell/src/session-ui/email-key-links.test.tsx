import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { createTestQueryClient } from '@marketplace/contracts/testing';
import en from '../../messages/en.json';
import type { ShellServices } from '../services/shell-services';
import { ShellServicesContext } from '../services/shell-services-context';
import { ApiError } from '@marketplace/contracts/wire';
import { addressWithoutKey, useEmailKeyLinks } from './email-key-links';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

function FollowsLinks() {
  useEmailKeyLinks();
  const { pathname, search, hash } = useLocation();
  return <output>{`${pathname}${search}${hash}`}</output>;
}

const NEVER = () => new Promise<never>(() => {});

function open(path: string, verifyEmail: (key: string) => Promise<unknown>, confirmEmailChange: (key: string) => Promise<unknown> = NEVER) {
  const services = { api: { emailKeys: { verifyEmail: jest.fn(verifyEmail), confirmEmailChange: jest.fn(confirmEmailChange) } } } as unknown as ShellServices;
  const router = createMemoryRouter([{ path: '*', element: <FollowsLinks /> }], { initialEntries: ['/', path], initialIndex: 1 });
  const toasts: { tone: string; message: string }[] = [];
  const stop = marketplaceBus.on('toast', (toast) => toasts.push(toast));
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ShellServicesContext.Provider value={services}>
        <RouterProvider router={router} />
      </ShellServicesContext.Provider>
    </QueryClientProvider>,
  );
  return { verifyEmail: services.api.emailKeys.verifyEmail, confirmEmailChange: services.api.emailKeys.confirmEmailChange, toasts, router, stop };
}

describe('the link of a verification mail', () => {
  it('verifies the address with its key, says so, and leaves neither the address nor its history entry holding the key', async () => {
    const { verifyEmail, toasts, router, stop } = open('/ja?verify-email=key-123&referral=x#top', async () => ({ emailVerified: true }));

    await waitFor(() => expect(toasts).toEqual([{ tone: 'success', message: en.emailVerification.verified }]));
    expect(verifyEmail).toHaveBeenCalledWith('key-123');
    expect(screen.getByRole('status')).toHaveTextContent('/ja?referral=x#top');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.location.href).not.toContain('key-123');
    stop();
  });

  it('says the link has expired when the API refuses the key', async () => {
    const { toasts, stop } = open('/?verify-email=used-key', () => Promise.reject(new Error('404 Key not found')));

    await waitFor(() => expect(toasts).toEqual([{ tone: 'error', message: en.emailVerification.failed }]));
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
    stop();
  });

  it('keeps the rest of the query and the hash', () => {
    expect(addressWithoutKey('/store', '?verify-email=k&page=2', '#a')).toBe('/store?page=2#a');
    expect(addressWithoutKey('/store', '?confirm-email-change=k&page=2', '#a')).toBe('/store?page=2#a');
  });
});

describe('the link of an address-change mail', () => {
  it('completes the change with its key, names the new address, and leaves no key in the address', async () => {
    const { confirmEmailChange, verifyEmail, toasts, router, stop } = open('/ja?confirm-email-change=key-456&referral=x', NEVER, async () => ({
      email: 'new@market.test',
    }));

    await waitFor(() => expect(toasts).toEqual([{ tone: 'success', message: en.emailChange.changed.replace('{{email}}', 'new@market.test') }]));
    expect(confirmEmailChange).toHaveBeenCalledWith('key-456');
    expect(verifyEmail).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('/ja?referral=x');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.location.href).not.toContain('key-456');
    stop();
  });

  it('says the link has expired or was used when the API does not know the key', async () => {
    const { toasts, stop } = open('/?confirm-email-change=old-key', NEVER, () =>
      Promise.reject(new ApiError('POST /api/keys/confirm-email-change', 404, 'Key not found')),
    );

    await waitFor(() => expect(toasts).toEqual([{ tone: 'error', message: en.emailChange.failed }]));
    stop();
  });

  it('says the address was taken meanwhile when the API answers 409', async () => {
    const { toasts, stop } = open('/?confirm-email-change=taken-key', NEVER, () =>
      Promise.reject(new ApiError('POST /api/keys/confirm-email-change', 409, 'E-mail address already in use')),
    );

    await waitFor(() => expect(toasts).toEqual([{ tone: 'error', message: en.emailChange.taken }]));
    stop();
  });
});
