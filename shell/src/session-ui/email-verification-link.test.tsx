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
import { addressWithoutKey, useEmailVerificationLink } from './email-verification-link';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

function FollowsLinks() {
  useEmailVerificationLink();
  const { pathname, search, hash } = useLocation();
  return <output>{`${pathname}${search}${hash}`}</output>;
}

function open(path: string, verifyEmail: (key: string) => Promise<unknown>) {
  const services = { api: { emailKeys: { verifyEmail: jest.fn(verifyEmail) } } } as unknown as ShellServices;
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
  return { verifyEmail: services.api.emailKeys.verifyEmail, toasts, router, stop };
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
  });
});
