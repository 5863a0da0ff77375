import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { createModalQueue } from '../modal-queue/modal-queue';
import { registerModal } from '../modal-queue/modal-registry';
import type { ShellServices } from '../services/shell-services';
import { ShellServicesContext } from '../services/shell-services-context';
import { useSignOutRequests } from './sign-out-requests';

// The cookie question is a banner (as the shell registers it); the other kinds count as dialogs.
registerModal({ kind: 'consent', headingKey: () => 'consent.bannerHeading', dismissible: () => false, presentation: 'banner', Body: () => null });

function HearsSignOutRequests() {
  useSignOutRequests();
  return <output>{useLocation().pathname}</output>;
}

function open(path: string) {
  const modals = createModalQueue();
  const services = { modals, session: { signOut: jest.fn() } } as unknown as ShellServices;
  const router = createMemoryRouter([{ path: '*', element: <HearsSignOutRequests /> }], { initialEntries: [path] });
  render(
    <ShellServicesContext.Provider value={services}>
      <RouterProvider router={router} />
    </ShellServicesContext.Provider>,
  );
  return { modals, signOut: services.session.signOut };
}

describe("a remote's sign-out request", () => {
  it('signs out, closes every dialog asked of the person but keeps the cookie banner, and leaves a page that needs a session', () => {
    const { modals, signOut } = open('/ja/user-portal/dashboard');
    modals.open({ kind: 'terms', firstTime: false });
    modals.open({ kind: 'wallet-create', mode: 'create' });
    modals.open({ kind: 'consent' });

    act(() => marketplaceBus.emit('session:sign-out-requested', { source: 'terms-modal' }));

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(modals.store.getState().queue.map((queued) => queued.request.kind)).toEqual(['consent']);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
  });

  it('stays on a page anyone may read', () => {
    const { signOut } = open('/ja/legal/privacy');

    act(() => marketplaceBus.emit('session:sign-out-requested', { source: 'terms-modal' }));

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('/ja/legal/privacy');
  });
});
