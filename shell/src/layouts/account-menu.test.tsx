import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { emptyUserState } from '@marketplace/contracts/wire';
import { LocaleContext } from '@marketplace/contracts/browser';
import en from '../../messages/en.json';
import type { ShellServices } from '../services/shell-services';
import { ShellServicesContext } from '../services/shell-services-context';
import { AccountMenu } from './account-menu';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const services = { session: { signOut: jest.fn() } } as unknown as ShellServices;
const user = { ...emptyUserState(), id: 'u1', email: 'demo@example.com', displayName: 'Demo' };

function WhereAmI() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  const element = (
    <ShellServicesContext.Provider value={services}>
      <LocaleContext.Provider value="en">
        <AccountMenu user={user} />
        <WhereAmI />
        <p>Elsewhere on the page</p>
      </LocaleContext.Provider>
    </ShellServicesContext.Provider>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const menuButton = () => screen.getByRole('button', { name: /Account menu/ });

describe('the account menu', () => {
  it('closes as one of its links is followed, and Back does not open it again', async () => {
    const router = renderAt('/store');
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('link', { name: en.header.collection }));
    expect(screen.getByRole('status')).toHaveTextContent('/user-portal/collection');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await act(() => router.navigate(-1));
    expect(screen.getByRole('status')).toHaveTextContent('/store');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: en.header.collection })).not.toBeInTheDocument();
  });

  it('closes when the link chosen is the page you are on', async () => {
    renderAt('/user-portal/dashboard');
    await userEvent.click(menuButton());
    await userEvent.click(screen.getByRole('link', { name: en.header.dashboard }));
    expect(screen.getByRole('status')).toHaveTextContent('/user-portal/dashboard');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the page changes under it (Back with the menu open)', async () => {
    const router = renderAt('/store');
    await act(() => router.navigate('/market'));
    await userEvent.click(menuButton());
    await act(() => router.navigate(-1));
    expect(screen.getByRole('status')).toHaveTextContent('/store');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Esc with the focus back on its button, and on a click elsewhere', async () => {
    renderAt('/store');
    await userEvent.click(menuButton());
    screen.getByRole('link', { name: en.header.offers }).focus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();

    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('Elsewhere on the page'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
